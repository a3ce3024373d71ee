import type { Paragraphs, Service, ServiceRecord } from './types';

/* ------------------------------------------------------------------------------------------------
 * /services
 * ---------------------------------------------------------------------------------------------- */

export const servicesIntro: Paragraphs = [
  'RASI offers its services first to member firms, and many of them are open to any small manufacturer in the delta who asks for help. Most services are free to members; where a fee applies, it is kept as low as the cost of running the service allows. Call the secretariat or walk in to RASI Bhavan during office hours to find out which service fits your need.',
];

export const services: readonly Service[] = [
  {
    title: 'Representation and grievance redressal',
    summary:
      'We take individual and collective grievances on power supply, taxes, land, pollution control and labour matters to the departments concerned and follow them up until they are settled.',
    forWhom: 'All member firms, and industrial estate associations in the delta districts.',
  },
  {
    title: 'Guidance cell',
    summary:
      'Free and confidential advice on bank finance, government schemes, statutory approvals, GST, delayed payments and exports, by telephone, email or a visit to RASI Bhavan.',
    forWhom: 'Member firms, and first-generation entrepreneurs planning a unit in the delta.',
  },
  {
    title: 'Delayed payment recovery support',
    summary:
      'Help with drafting demand notices and preparing cases for the Micro and Small Enterprises Facilitation Council against buyers who pay beyond the period allowed by law.',
    forWhom: 'Micro and small enterprise members with valid Udyam registration.',
  },
  {
    title: 'Training and entrepreneurship programmes',
    summary:
      'Entrepreneurship, management, export and skill programmes run at RASI Bhavan and in the district towns with our partner technical institutions.',
    forWhom: 'Owners, managers and workers of member firms, students and aspiring entrepreneurs.',
  },
  {
    title: 'Trade fairs and buyer-seller meets',
    summary:
      'The Delta Industrial Expo, RASI pavilions at national fairs, and meetings with purchase departments of public sector companies and large manufacturers.',
    forWhom: 'Member firms looking for new customers in India and abroad.',
  },
  {
    title: 'Apprenticeship and placement link',
    summary:
      'We match member firms with apprentices and trained candidates from polytechnics and Industrial Training Institutes, and help with registration on the apprenticeship portal.',
    forWhom: 'Member firms that need skilled workers, and students seeking on-the-job training.',
  },
  {
    title: 'Testing and quality support',
    summary:
      'Through our agreements with technical institutions, members can get materials tested, instruments calibrated and advice on quality certification at concessional rates.',
    forWhom: 'Manufacturers supplying to buyers who insist on tested and certified products.',
  },
  {
    title: 'Information and bulletins',
    summary:
      'The monthly RASI bulletin, circulars on new government orders and tariff changes, and a reference library of standards and notifications at RASI Bhavan.',
    forWhom: 'All member firms.',
  },
  {
    title: 'Certificates and recommendations',
    summary:
      'Membership certificates, and letters of recommendation for business visas, export registrations and tender applications where the facts support them.',
    forWhom: 'Member firms in good standing.',
  },
];

/* ------------------------------------------------------------------------------------------------
 * /sevicesprovided
 * ---------------------------------------------------------------------------------------------- */

export const servicesProvidedIntro: Paragraphs = [
  'An association should be judged by what it does, not by what it promises. The figures below record the work of the RASI secretariat, the guidance cell and our volunteers from among the members in recent years. They are drawn from the annual reports placed before the general body, where members can examine them in full.',
];

export const servicesProvided: readonly ServiceRecord[] = [
  {
    title: 'Guidance cell consultations',
    figure: '312 cases',
    period: '2024–25',
    text: 'Members and first-generation entrepreneurs were advised on loans, schemes, approvals, GST and exports, most of them within a week of first contact.',
  },
  {
    title: 'Delayed payment cases',
    figure: '96 cases',
    period: '2025–26',
    text: 'Cases were prepared for the Micro and Small Enterprises Facilitation Council, and dues of about ₹14.6 crore were recovered or settled.',
  },
  {
    title: 'Training programmes',
    figure: '48 programmes',
    period: '2025–26',
    text: 'Entrepreneurship, management, export and skill programmes were held, attended by 1,730 participants across the eight districts.',
  },
  {
    title: 'Apprentices placed',
    figure: '412 apprentices',
    period: '2025–26',
    text: 'Students of polytechnics and Industrial Training Institutes were placed as apprentices in member firms under our agreements with technical institutions.',
  },
  {
    title: 'Grievances taken up with government',
    figure: '137 grievances',
    period: '2025–26',
    text: 'Grievances on power supply, property tax, pollution control consents and industrial estate roads were raised with the departments concerned; 104 have been resolved.',
  },
  {
    title: 'Project reports prepared',
    figure: '86 reports',
    period: '2024–25',
    text: 'Bankable project reports were prepared for entrepreneurs applying under PMEGP, NEEDS and bank credit schemes, of which 61 led to sanctioned loans.',
  },
  {
    title: 'Firms at trade fairs',
    figure: '214 firms',
    period: '2024–25',
    text: 'Member firms exhibited at the twelfth Delta Industrial Expo and in RASI pavilions at fairs in Chennai, Coimbatore and Bengaluru over the two years.',
  },
  {
    title: 'Udyam registration camps',
    figure: '22 camps',
    period: '2024–25',
    text: 'Registration camps in the district towns helped 1,160 micro units register or update their Udyam details free of charge.',
  },
  {
    title: 'Industrial estate power supply',
    figure: '3 transformers',
    period: '2026',
    text: 'New distribution transformers were commissioned at Thuvakudi and Ariyamangalam after RASI placed feeder tripping data before the electricity officials.',
  },
  {
    title: 'Cyclone Gaja rehabilitation',
    figure: '318 units',
    period: '2018–19',
    text: 'Damaged member units in the coastal districts were surveyed and helped with insurance claims, restructured loans and replacement machinery.',
  },
];
