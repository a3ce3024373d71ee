import type { DistrictProfile, Figure, Paragraphs, Section } from './types';

export const aboutIntro: string =
  'RASI, the Regional Association of Small Industries, is a registered, non-profit membership body of small and micro manufacturers. It was formed in Tiruchirappalli in 1972 and today serves more than 1,400 member firms across the eight districts of the Kaveri delta. RASI is run by office bearers and an executive committee elected by the members every two years.';

export const history: Paragraphs = [
  'RASI began on 12 March 1972, when thirty-eight owners of small workshops, foundries and rice mill machinery units met in a rented hall in the Cantonment area of Tiruchirappalli. They were tired of facing power cuts, raw material shortages and delayed payments alone. They registered the association as a society later that year, elected K. Ramaswamy Naidu as the first President and opened a one-room office on Williams Road.',
  'Through the 1970s and 1980s RASI grew with the engineering ancillary units that supplied the large public sector plants around Tiruchirappalli. It pressed for controlled-price steel and pig iron for small foundries, argued for industrial estates in the delta towns and held its first members trade fair in 1979. In 1987 the association moved into RASI Bhavan, its own building at the SIDCO Industrial Estate in Thuvakudi, built largely from member contributions.',
  'Economic liberalisation in the 1990s brought competition as well as opportunity. RASI opened a guidance cell in 1994 to help members with bank finance, quality certification and the new tax regime, and began leading delegations to fairs in Chennai, Bengaluru and later Colombo. The first Delta Industrial Expo was held in Tiruchirappalli in 2001, and it has since become the largest regular showcase of small manufacturers in the central districts of Tamil Nadu.',
  'The Micro, Small and Medium Enterprises Development Act of 2006 gave small industry a clearer legal footing, and RASI revised its membership categories to match. In the years that followed, the association signed agreements with polytechnics and engineering colleges for training and testing, and helped members recover after Cyclone Gaja in 2018 and through the Covid-19 lockdowns of 2020 and 2021, when its helpline handled thousands of calls about permits, wages and loan moratoriums.',
  'RASI celebrated its golden jubilee in 2022. Today it represents more than 1,400 firms, sits on ten government committees, runs close to fifty training programmes a year and organises the Delta Industrial Expo every two years. Its priorities for the 2025–2027 term are timely payments for small suppliers, reliable power for industrial estates, skilled workers for the shop floor and new export markets for the products of the delta.',
];

export const regionIntro: string =
  'RASI serves small and micro manufacturers in eight districts of the Kaveri delta and its neighbouring uplands. Each district has its own mix of industries, shaped by the river, the paddy fields, the coast and the large plants that first drew engineering skills to the region.';

export const regionServed: readonly DistrictProfile[] = [
  {
    district: 'Tiruchirappalli',
    industries:
      'Heavy engineering ancillaries, boiler components, fabrication, foundries and polymer units, concentrated in the SIDCO estates at Thuvakudi and Ariyamangalam.',
  },
  {
    district: 'Thanjavur',
    industries:
      'Rice mills and rice mill machinery, food processing, brass and bell-metal ware in Kumbakonam, and printing and packaging units.',
  },
  {
    district: 'Tiruvarur',
    industries:
      'Paddy processing, modern rice mills, pulses and oil mills, agricultural implements and repair workshops serving the delta farms.',
  },
  {
    district: 'Nagapattinam',
    industries:
      'Seafood processing and ice plants, fibreglass boat building, fishing nets, and salt works in the Vedaranyam area.',
  },
  {
    district: 'Karur',
    industries:
      'Home textiles and made-ups for export, handloom weaving, bus and truck body building, and mosquito net manufacture.',
  },
  {
    district: 'Ariyalur',
    industries:
      'Suppliers and service firms for the large cement plants, limestone-based products, and cashew processing around Jayankondam.',
  },
  {
    district: 'Pudukkottai',
    industries:
      'Light engineering, granite cutting and polishing, groundnut and cashew processing, and units in the industrial estates near the district town.',
  },
  {
    district: 'Perambalur',
    industries:
      'Cotton ginning, maize and groundnut processing, sugar mill ancillaries and a new generation of leather footwear and garment units.',
  },
];

export const inNumbers: readonly Figure[] = [
  { value: '1,400+', label: 'member firms in eight districts' },
  { value: '62,000', label: 'people employed by member firms' },
  { value: '₹4,500 crore', label: 'estimated combined annual turnover of members' },
  { value: '12', label: 'editions of the Delta Industrial Expo since 2001' },
  { value: '48', label: 'training programmes held in 2025–26' },
  { value: '10', label: 'government committees with a RASI representative' },
];

export const ourOffice: Section = {
  heading: 'Our office',
  paragraphs: [
    'RASI Bhavan, at Plot 14 of the SIDCO Industrial Estate in Thuvakudi, has been the home of the association since 1987. The two-storey building houses the secretariat, the guidance cell, a training hall that seats 120, a meeting room for committees and a small reference library of standards, tariff schedules and government orders. Members are welcome to use the meeting room and library during office hours.',
  ],
};
