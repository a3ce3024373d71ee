import type { Milestone } from './types';

/** Milestones in the history of RASI, oldest first. */
export const milestones: readonly Milestone[] = [
  {
    year: 1972,
    month: 3,
    title: 'RASI is founded',
    text: 'Thirty-eight owners of small workshops and foundries meet in Tiruchirappalli on 12 March and resolve to form the Regional Association of Small Industries. K. Ramaswamy Naidu is elected the first President.',
  },
  {
    year: 1979,
    month: 1,
    title: 'First members trade fair',
    text: 'Forty-six member firms show their products at a three-day fair in Tiruchirappalli, the first exhibition organised by the association.',
  },
  {
    year: 1981,
    month: 8,
    title: 'First district chapter in Karur',
    text: 'Members in Karur form the first district chapter of RASI, followed within five years by chapters in Thanjavur and Pudukkottai.',
  },
  {
    year: 1985,
    month: 6,
    title: 'Foundation stone of RASI Bhavan',
    text: 'The foundation stone of a permanent home for the association is laid on Plot 14 of the SIDCO Industrial Estate at Thuvakudi, on land allotted to RASI.',
  },
  {
    year: 1987,
    month: 4,
    title: 'RASI Bhavan opens',
    text: 'The association moves from its rented office in the Cantonment to RASI Bhavan, built largely from contributions by members.',
  },
  {
    year: 1990,
    month: 9,
    title: 'Bye-laws revised',
    text: 'The general body adopts revised bye-laws. Elections move to odd years, and the term of the serving office bearers is extended to 1991.',
  },
  {
    year: 1994,
    month: 7,
    title: 'Guidance cell opens',
    text: 'RASI opens a guidance cell at RASI Bhavan to advise members on bank finance, quality certification, taxation and government schemes, free of charge.',
  },
  {
    year: 1997,
    month: 9,
    title: 'First woman President',
    text: 'R. Jayalakshmi of Jaya Food Products, Thanjavur, is elected the first woman President of the association.',
  },
  {
    year: 2001,
    month: 2,
    title: 'First Delta Industrial Expo',
    text: 'RASI holds the first Delta Industrial Expo in Tiruchirappalli with 140 stalls. The Expo has been held every two years since, except in 2021.',
  },
  {
    year: 2005,
    month: 1,
    title: 'Tsunami relief for coastal units',
    text: 'After the tsunami of December 2004, RASI raises a relief fund and helps ice plants, boatyards and net makers in Nagapattinam restart production.',
  },
  {
    year: 2007,
    month: 4,
    title: 'Membership aligned with the MSMED Act',
    text: 'Following the Micro, Small and Medium Enterprises Development Act, 2006, RASI revises its membership categories into micro and small enterprises.',
  },
  {
    year: 2012,
    month: 7,
    title: 'First agreement with a technical institution',
    text: 'RASI signs its first memorandum of understanding with the Government Polytechnic College, Tiruchirappalli, for apprenticeships and testing services.',
  },
  {
    year: 2015,
    month: 11,
    title: 'One thousand members',
    text: 'Membership crosses one thousand firms, with members in all eight districts of the delta.',
  },
  {
    year: 2018,
    month: 11,
    title: 'Cyclone Gaja relief',
    text: 'After Cyclone Gaja strikes the delta, RASI surveys damage at over three hundred member units and helps them with insurance claims and restructured loans.',
  },
  {
    year: 2020,
    month: 3,
    title: 'Covid-19 helpline',
    text: 'RASI opens a helpline for members during the lockdown, helping with movement passes, wage questions and loan moratorium requests.',
  },
  {
    year: 2022,
    month: 3,
    title: 'Golden jubilee',
    text: 'RASI marks fifty years with a year of events, a commemorative volume and honours for the surviving founder members.',
  },
  {
    year: 2023,
    month: 2,
    title: 'Delta Industrial Expo returns',
    text: 'The eleventh Delta Industrial Expo, the first after the pandemic, draws more than 38,000 visitors to Tiruchirappalli.',
  },
  {
    year: 2025,
    month: 9,
    title: 'Office bearers for 2025–2027 elected',
    text: 'The annual general meeting elects S. Meenakshi Sundaram of Kaveri Polymers as President for the 2025–2027 term.',
  },
  {
    year: 2026,
    month: 6,
    title: 'Export facilitation desk opens',
    text: 'The guidance cell opens an export facilitation desk as membership passes 1,400 firms.',
  },
];
