import type { Localisable, Words } from '@/lib/i18n/words';
import type { Paragraphs, TradeFair, TradeFairRole } from './content-shapes';

export const TRADE_FAIR_ROLES: Readonly<Record<TradeFairRole, Words>> = {
  organiser: { en: 'Organised by RASI', ta: 'ராசியின் ஏற்பாட்டில்' },
  pavilion: { en: 'RASI members’ pavilion', ta: 'ராசி உறுப்பினர்களின் அரங்கம்' },
  delegation: { en: 'RASI delegation', ta: 'ராசி தூதுக்குழு' },
};

export const tradeFairsIntro: Localisable<Paragraphs> = [
  {
    en: 'Trade fairs are often the first place a small manufacturer meets a buyer from outside the district. RASI organises the Delta Industrial Expo in Tiruchirappalli every two years, books a shared pavilion for members at national fairs so that stall costs are within reach, and leads delegations to fairs abroad. Members who wish to exhibit with us should contact the secretariat at least three months before a fair.',
    ta: 'ஒரு சிறு உற்பத்தியாளர் தம் மாவட்டத்துக்கு வெளியே உள்ள ஒரு வாங்குநரை முதன்முதலில் சந்திக்கும் இடம் பெரும்பாலும் வர்த்தகக் கண்காட்சிதான். ராசி இரண்டு ஆண்டுகளுக்கு ஒருமுறை திருச்சிராப்பள்ளியில் டெல்டா தொழில் கண்காட்சியை நடத்துகிறது; தேசிய அளவிலான கண்காட்சிகளில் உறுப்பினர்கள் பகிர்ந்துகொள்ளும் கூட்டு அரங்கத்தை முன்பதிவு செய்து, கடை அரங்குக் கட்டணத்தை அவர்களுக்குக் கட்டுப்படியாகும் அளவில் வைக்கிறது; வெளிநாடுகளில் நடைபெறும் கண்காட்சிகளுக்குத் தூதுக்குழுக்களை அழைத்துச் செல்கிறது. எங்களுடன் இணைந்து காட்சிப்படுத்த விரும்பும் உறுப்பினர்கள், கண்காட்சி தொடங்குவதற்குக் குறைந்தது மூன்று மாதங்களுக்கு முன்பே செயலகத்தைத் தொடர்புகொள்ள வேண்டும்.',
  },
];

/**
 * Fairs organised or attended by RASI, in date order. Upcoming fairs are those whose end date has not passed.
 * Organisers other than RASI itself are registered bodies: their names stay one plain English string.
 */
export const tradeFairs: Localisable<readonly TradeFair[]> = [
  {
    id: 'kongu-agri-machinery-show-2024',
    name: { en: 'Kongu Agri Machinery Show 2024', ta: 'கொங்கு வேளாண் இயந்திரக் கண்காட்சி 2024' },
    venue: {
      en: 'CODISSIA Trade Fair Complex, Coimbatore',
      ta: 'கோடிசியா வர்த்தகக் கண்காட்சி வளாகம், கோயம்புத்தூர்',
    },
    startDate: '2024-07-11',
    endDate: '2024-07-14',
    organiser: 'Kongu Agricultural Machinery Manufacturers Federation',
    description: {
      en: 'Farm machinery, irrigation and post-harvest equipment for buyers from across southern India, with a strong dealer turnout.',
      ta: 'வேளாண் இயந்திரங்கள், பாசனக் கருவிகள், அறுவடைக்குப் பிந்தைய கருவிகள் ஆகியவற்றுக்கான இக்கண்காட்சிக்குத் தென்னிந்தியா முழுவதிலுமிருந்து வாங்குநர்கள் வந்தனர்; விற்பனை முகவர்களும் திரளாகப் பங்கேற்றனர்.',
    },
    rasiRole: 'pavilion',
  },
  {
    id: 'south-india-engineering-fair-2024',
    name: { en: 'South India Engineering Fair 2024', ta: 'தென்னிந்தியப் பொறியியல் கண்காட்சி 2024' },
    venue: {
      en: 'Chennai Trade Centre, Nandambakkam, Chennai',
      ta: 'சென்னை வர்த்தக மையம், நந்தம்பாக்கம், சென்னை',
    },
    startDate: '2024-08-22',
    endDate: '2024-08-25',
    organiser: 'Southern Engineering Industries Forum',
    description: {
      en: 'A sourcing fair for fabricated, forged, cast and machined components, attended by vendor development teams of large manufacturers.',
      ta: 'உலோகக் கட்டுமானம், அடித்து வடித்தல், வார்ப்பு, இயந்திரக் கடைசல் மூலம் உருவாகும் பாகங்களுக்கான கொள்முதல் கண்காட்சி; பெரிய உற்பத்தியாளர்களின் வழங்குநர் மேம்பாட்டுக் குழுக்கள் இதில் பங்கேற்றன.',
    },
    rasiRole: 'pavilion',
  },
  {
    id: 'delta-industrial-expo-2025',
    name: { en: 'Delta Industrial Expo 2025', ta: 'டெல்டா தொழில் கண்காட்சி 2025' },
    venue: {
      en: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
      ta: 'சிட்கோ கண்காட்சித் திடல், துவாக்குடி, திருச்சிராப்பள்ளி',
    },
    startDate: '2025-02-14',
    endDate: '2025-02-17',
    organiser: { en: 'Regional Association of Small Industries', ta: 'மண்டல சிறு தொழில்கள் சங்கம்' },
    description: {
      en: 'The twelfth edition of our own Expo, with 186 stalls, a public procurement vendor meet and more than 41,000 visitors over four days.',
      ta: 'நாங்களே நடத்திய பன்னிரண்டாவது டெல்டா தொழில் கண்காட்சி. இதில் 186 கடை அரங்குகளும், பொதுக் கொள்முதல் அமைப்புகளுடன் வழங்குநர் சந்திப்பும் இடம்பெற்றன; நான்கு நாட்களில் 41,000-க்கும் மேற்பட்டோர் கண்காட்சியைப் பார்வையிட்டனர்.',
    },
    rasiRole: 'organiser',
  },
  {
    id: 'colombo-industrial-trade-fair-2025',
    name: { en: 'Colombo Industrial Trade Fair 2025', ta: 'கொழும்புத் தொழில் வர்த்தகக் கண்காட்சி 2025' },
    venue: {
      en: 'Bandaranaike Memorial International Conference Hall, Colombo',
      ta: 'பண்டாரநாயக்க நினைவுப் பன்னாட்டு மாநாட்டு மண்டபம், கொழும்பு',
    },
    startDate: '2025-06-19',
    endDate: '2025-06-22',
    organiser: 'Sri Lanka–South India Business Council',
    description: {
      en: 'A fourteen-member RASI delegation met importers of agricultural implements, pumps and food products from across Sri Lanka.',
      ta: 'பதினான்கு உறுப்பினர்களைக் கொண்ட ராசி தூதுக்குழு, வேளாண் கருவிகள், பம்புகள், உணவுப் பொருட்கள் ஆகியவற்றை இறக்குமதி செய்யும், இலங்கையின் பல பகுதிகளையும் சேர்ந்த நிறுவனங்களைச் சந்தித்தது.',
    },
    rasiRole: 'delegation',
  },
  {
    id: 'bengaluru-electrical-expo-2025',
    name: {
      en: 'Bengaluru Electrical and Electronics Expo 2025',
      ta: 'பெங்களூரு மின் மற்றும் மின்னணுக் கண்காட்சி 2025',
    },
    venue: {
      en: 'Bangalore International Exhibition Centre, Madavara, Bengaluru',
      ta: 'பெங்களூரு பன்னாட்டுக் கண்காட்சி மையம், மாதவாரா, பெங்களூரு',
    },
    startDate: '2025-10-09',
    endDate: '2025-10-12',
    organiser: 'Karnataka Electrical Industries Forum',
    description: {
      en: 'Control panels, pumps, motors, cables and solar equipment, drawing contractors and public utility buyers from four states.',
      ta: 'கட்டுப்பாட்டுப் பலகைகள், பம்புகள், மோட்டார்கள், மின் கம்பிவடங்கள், சூரிய மின் சாதனங்கள் இடம்பெற்ற இக்கண்காட்சி, நான்கு மாநிலங்களிலிருந்து ஒப்பந்ததாரர்களையும் பொதுப் பயன்பாட்டுச் சேவை நிறுவனங்களின் வாங்குநர்களையும் ஈர்த்தது.',
    },
    rasiRole: 'pavilion',
  },
  {
    id: 'food-tech-south-2026',
    name: { en: 'Food Tech South 2026', ta: 'தென்னக உணவுத் தொழில்நுட்பக் கண்காட்சி 2026' },
    venue: {
      en: 'Chennai Trade Centre, Nandambakkam, Chennai',
      ta: 'சென்னை வர்த்தக மையம், நந்தம்பாக்கம், சென்னை',
    },
    startDate: '2026-03-05',
    endDate: '2026-03-08',
    organiser: 'South Indian Food Processors Federation',
    description: {
      en: 'Processed foods, spices, millets and packaging machinery, where nine RASI members exhibited millet and ready-to-cook products.',
      ta: 'பதப்படுத்தப்பட்ட உணவுகள், நறுமணப் பொருட்கள், சிறுதானியங்கள், சிப்பமிடல் இயந்திரங்கள் இடம்பெற்ற இக்கண்காட்சியில், ஒன்பது ராசி உறுப்பினர்கள் சிறுதானியப் பொருட்களையும் உடனடியாகச் சமைக்கக்கூடிய உணவுப் பொருட்களையும் காட்சிப்படுத்தினர்.',
    },
    rasiRole: 'pavilion',
  },
  {
    id: 'malaysia-india-industrial-partnership-fair-2026',
    name: {
      en: 'Malaysia–India Industrial Partnership Fair 2026',
      ta: 'மலேசியா–இந்தியா தொழில் கூட்டாண்மைக் கண்காட்சி 2026',
    },
    venue: {
      en: 'Malaysia International Trade and Exhibition Centre, Kuala Lumpur',
      ta: 'மலேசியப் பன்னாட்டு வர்த்தக மற்றும் கண்காட்சி மையம், கோலாலம்பூர்',
    },
    startDate: '2026-09-15',
    endDate: '2026-09-18',
    organiser: 'Malaysia–India Business Partnership Council',
    description: {
      en: 'A RASI delegation of eleven firms met buyers of home textiles, seafood and engineering components in Malaysia.',
      ta: 'பதினொரு நிறுவனங்களைக் கொண்ட ராசி தூதுக்குழு, மலேசியாவில் வீட்டு உபயோக ஜவுளிகள், கடல் உணவுகள், பொறியியல் பாகங்கள் ஆகியவற்றின் வாங்குநர்களைச் சந்தித்தது.',
    },
    rasiRole: 'delegation',
  },
  {
    id: 'south-india-machine-tools-show-2026',
    name: { en: 'South India Machine Tools Show 2026', ta: 'தென்னிந்திய இயந்திரக் கருவிகள் கண்காட்சி 2026' },
    venue: {
      en: 'Chennai Trade Centre, Nandambakkam, Chennai',
      ta: 'சென்னை வர்த்தக மையம், நந்தம்பாக்கம், சென்னை',
    },
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    organiser: 'Southern Machine Tool Builders Association',
    description: {
      en: 'Machine tools, tooling, automation and precision components, with a RASI pavilion of sixteen members from the engineering and foundry sectors.',
      ta: 'பொறியியல், வார்ப்பகத் துறைகளைச் சேர்ந்த பதினாறு உறுப்பினர்களைக் கொண்ட ராசி அரங்கத்துடன், இயந்திரக் கருவிகள், அச்சு மற்றும் கருவி அமைப்புகள் (டூலிங்), தானியங்கி அமைப்புகள், துல்லியப் பாகங்கள் ஆகியவற்றுக்கான கண்காட்சி.',
    },
    rasiRole: 'pavilion',
  },
  {
    id: 'delta-industrial-expo-2027',
    name: { en: 'Delta Industrial Expo 2027', ta: 'டெல்டா தொழில் கண்காட்சி 2027' },
    venue: {
      en: 'SIDCO Exhibition Ground, Thuvakudi, Tiruchirappalli',
      ta: 'சிட்கோ கண்காட்சித் திடல், துவாக்குடி, திருச்சிராப்பள்ளி',
    },
    startDate: '2027-02-12',
    endDate: '2027-02-15',
    organiser: { en: 'Regional Association of Small Industries', ta: 'மண்டல சிறு தொழில்கள் சங்கம்' },
    description: {
      en: 'The thirteenth edition of our own Expo, with about 200 stalls, a vendor meet with public sector buyers and visiting delegations from Sri Lanka and Malaysia.',
      ta: 'நாங்களே நடத்தும் பதின்மூன்றாவது டெல்டா தொழில் கண்காட்சி. சுமார் 200 கடை அரங்குகள், பொதுத் துறை வாங்குநர்களுடன் வழங்குநர் சந்திப்பு, இலங்கை, மலேசியா ஆகிய நாடுகளிலிருந்து வருகை தரும் தூதுக்குழுக்கள் ஆகியவை இதில் இடம்பெறும்.',
    },
    rasiRole: 'organiser',
  },
  {
    id: 'colombo-industrial-trade-fair-2027',
    name: { en: 'Colombo Industrial Trade Fair 2027', ta: 'கொழும்புத் தொழில் வர்த்தகக் கண்காட்சி 2027' },
    venue: {
      en: 'Bandaranaike Memorial International Conference Hall, Colombo',
      ta: 'பண்டாரநாயக்க நினைவுப் பன்னாட்டு மாநாட்டு மண்டபம், கொழும்பு',
    },
    startDate: '2027-06-17',
    endDate: '2027-06-20',
    organiser: 'Sri Lanka–South India Business Council',
    description: {
      en: 'RASI will lead a delegation of member firms making farm implements, pumps, packaging and processed foods.',
      ta: 'வேளாண் கருவிகள், பம்புகள், சிப்பமிடல் பொருட்கள், பதப்படுத்தப்பட்ட உணவுகள் ஆகியவற்றை உற்பத்தி செய்யும் உறுப்பினர் நிறுவனங்களின் தூதுக்குழுவுக்கு ராசி தலைமை தாங்கும்.',
    },
    rasiRole: 'delegation',
  },
  {
    id: 'kongu-agri-machinery-show-2027',
    name: { en: 'Kongu Agri Machinery Show 2027', ta: 'கொங்கு வேளாண் இயந்திரக் கண்காட்சி 2027' },
    venue: {
      en: 'CODISSIA Trade Fair Complex, Coimbatore',
      ta: 'கோடிசியா வர்த்தகக் கண்காட்சி வளாகம், கோயம்புத்தூர்',
    },
    startDate: '2027-07-08',
    endDate: '2027-07-11',
    organiser: 'Kongu Agricultural Machinery Manufacturers Federation',
    description: {
      en: 'A shared RASI pavilion for makers of agricultural implements, threshers, sprayers and rice mill equipment from the delta.',
      ta: 'டெல்டா பகுதியில் வேளாண் கருவிகள், கதிரடிக்கும் இயந்திரங்கள், தெளிப்பான்கள், அரிசி ஆலைக் கருவிகள் ஆகியவற்றை உற்பத்தி செய்யும் நிறுவனங்களுக்கான ராசி கூட்டு அரங்கம்.',
    },
    rasiRole: 'pavilion',
  },
];

/** The words the trade fairs page lays out around the content above. */
export const tradeFairsPageText = {
  upcomingHeading: { en: 'Upcoming fairs', ta: 'வரவிருக்கும் கண்காட்சிகள்' },
  exhibitorsHeading: { en: 'Exhibitors and expo committee', ta: 'கண்காட்சியாளர்களும் கண்காட்சிக் குழுவும்' },
  pastHeading: { en: 'Past fairs', ta: 'நடந்து முடிந்த கண்காட்சிகள்' },
  /** Before a fair's organiser: the page writes `{organiserLabel}: {fair.organiser}`. */
  organiserLabel: { en: 'Organiser', ta: 'ஏற்பாட்டாளர்' },
} as const satisfies Record<string, Words>;
