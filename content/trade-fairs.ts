import type { Paragraphs, TradeFair, TradeFairRole } from './types';

export const TRADE_FAIR_ROLES: Readonly<Record<TradeFairRole, string>> = {
  organiser: 'Organised by RASI',
  pavilion: 'RASI members’ pavilion',
  delegation: 'RASI delegation',
};

export const tradeFairsIntro: Paragraphs = [
  'Trade fairs are often the first place a small manufacturer meets a buyer from outside the district. RASI organises the Delta Industrial Expo in Tiruchirappalli every two years, books a shared pavilion for members at national fairs so that stall costs are within reach, and leads delegations to fairs abroad. Members who wish to exhibit with us should contact the secretariat at least three months before a fair.',
];

/** Fairs organised or attended by RASI, in date order. Upcoming fairs are those whose end date has not passed. */
export const tradeFairs: readonly TradeFair[] = [
  {
    id: 'kongu-agri-machinery-show-2024',
    name: 'Kongu Agri Machinery Show 2024',
    venue: 'CODISSIA Trade Fair Complex, Coimbatore',
    startDate: '2024-07-11',
    endDate: '2024-07-14',
    organiser: 'Kongu Agricultural Machinery Manufacturers Federation',
    description:
      'Farm machinery, irrigation and post-harvest equipment for buyers from across southern India, with a strong dealer turnout.',
    rasiRole: 'pavilion',
  },
  {
    id: 'south-india-engineering-fair-2024',
    name: 'South India Engineering Fair 2024',
    venue: 'Chennai Trade Centre, Nandambakkam, Chennai',
    startDate: '2024-08-22',
    endDate: '2024-08-25',
    organiser: 'Southern Engineering Industries Forum',
    description:
      'A sourcing fair for fabricated, forged, cast and machined components, attended by vendor development teams of large manufacturers.',
    rasiRole: 'pavilion',
  },
  {
    id: 'delta-industrial-expo-2025',
    name: 'Delta Industrial Expo 2025',
    venue: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
    startDate: '2025-02-14',
    endDate: '2025-02-17',
    organiser: 'Regional Association of Small Industries',
    description:
      'The twelfth edition of our own Expo, with 186 stalls, a public procurement vendor meet and more than 41,000 visitors over four days.',
    rasiRole: 'organiser',
  },
  {
    id: 'colombo-industrial-trade-fair-2025',
    name: 'Colombo Industrial Trade Fair 2025',
    venue: 'Bandaranaike Memorial International Conference Hall, Colombo',
    startDate: '2025-06-19',
    endDate: '2025-06-22',
    organiser: 'Sri Lanka–South India Business Council',
    description:
      'A fourteen-member RASI delegation met importers of agricultural implements, pumps and food products from across Sri Lanka.',
    rasiRole: 'delegation',
  },
  {
    id: 'bengaluru-electrical-expo-2025',
    name: 'Bengaluru Electrical and Electronics Expo 2025',
    venue: 'Bangalore International Exhibition Centre, Madavara, Bengaluru',
    startDate: '2025-10-09',
    endDate: '2025-10-12',
    organiser: 'Karnataka Electrical Industries Forum',
    description:
      'Control panels, pumps, motors, cables and solar equipment, drawing contractors and public utility buyers from four states.',
    rasiRole: 'pavilion',
  },
  {
    id: 'food-tech-south-2026',
    name: 'Food Tech South 2026',
    venue: 'Chennai Trade Centre, Nandambakkam, Chennai',
    startDate: '2026-03-05',
    endDate: '2026-03-08',
    organiser: 'South Indian Food Processors Federation',
    description:
      'Processed foods, spices, millets and packaging machinery, where nine RASI members exhibited millet and ready-to-cook products.',
    rasiRole: 'pavilion',
  },
  {
    id: 'malaysia-india-industrial-partnership-fair-2026',
    name: 'Malaysia–India Industrial Partnership Fair 2026',
    venue: 'Malaysia International Trade and Exhibition Centre, Kuala Lumpur',
    startDate: '2026-09-15',
    endDate: '2026-09-18',
    organiser: 'Malaysia–India Business Partnership Council',
    description:
      'A RASI delegation of eleven firms met buyers of home textiles, seafood and engineering components in Malaysia.',
    rasiRole: 'delegation',
  },
  {
    id: 'south-india-machine-tools-show-2026',
    name: 'South India Machine Tools Show 2026',
    venue: 'Chennai Trade Centre, Nandambakkam, Chennai',
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    organiser: 'Southern Machine Tool Builders Association',
    description:
      'Machine tools, tooling, automation and precision components, with a RASI pavilion of sixteen members from the engineering and foundry sectors.',
    rasiRole: 'pavilion',
  },
  {
    id: 'delta-industrial-expo-2027',
    name: 'Delta Industrial Expo 2027',
    venue: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
    startDate: '2027-02-12',
    endDate: '2027-02-15',
    organiser: 'Regional Association of Small Industries',
    description:
      'The thirteenth edition of our own Expo, with about 200 stalls, a vendor meet with public sector buyers and visiting delegations from Sri Lanka and Malaysia.',
    rasiRole: 'organiser',
  },
  {
    id: 'colombo-industrial-trade-fair-2027',
    name: 'Colombo Industrial Trade Fair 2027',
    venue: 'Bandaranaike Memorial International Conference Hall, Colombo',
    startDate: '2027-06-17',
    endDate: '2027-06-20',
    organiser: 'Sri Lanka–South India Business Council',
    description:
      'RASI will lead a delegation of member firms making farm implements, pumps, packaging and processed foods.',
    rasiRole: 'delegation',
  },
  {
    id: 'kongu-agri-machinery-show-2027',
    name: 'Kongu Agri Machinery Show 2027',
    venue: 'CODISSIA Trade Fair Complex, Coimbatore',
    startDate: '2027-07-08',
    endDate: '2027-07-11',
    organiser: 'Kongu Agricultural Machinery Manufacturers Federation',
    description:
      'A shared RASI pavilion for makers of agricultural implements, threshers, sprayers and rice mill equipment from the delta.',
    rasiRole: 'pavilion',
  },
];
