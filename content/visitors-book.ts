import type { VisitorRemark } from './types';

export const visitorsBookIntro: string =
  'Since RASI Bhavan opened in 1987, guests have been invited to write a few lines in our visitors book. These are some of the remarks left in recent years, reproduced as written, with light corrections to spelling.';

/** Remarks from the visitors book, newest first. */
export const visitorRemarks: readonly VisitorRemark[] = [
  {
    name: 'Dr. M. Aravind',
    designation: 'District Collector, Tiruchirappalli',
    date: '2026-08-14',
    remark:
      'I am glad to have met the office bearers and members of RASI today. The association has been a dependable partner of the district administration, whether in relief work after floods or in organising Udyam camps. I wish the Delta Industrial Expo 2027 every success and assure the members of our continued support.',
  },
  {
    name: 'Mr. Tan Wei Liang',
    designation: 'Leader, trade delegation of small and medium manufacturers from Penang, Malaysia',
    date: '2026-07-09',
    remark:
      'Our delegation was received with great warmth. We were impressed by the variety of products made by member firms, especially the home textiles of Karur and the agricultural implements of Tiruvarur. We look forward to welcoming RASI members in Kuala Lumpur in September and to lasting business ties.',
  },
  {
    name: 'Dr. P. Revathi',
    designation: 'Professor of Industrial Engineering, Kaveri College of Engineering and Technology',
    date: '2026-04-22',
    remark:
      'The partnership between our college and RASI has given our final-year students real problems to solve on real shop floors. Several projects have gone into regular production. I thank the members who opened their units to our students with patience and generosity.',
  },
  {
    name: 'Ms. S. Vijayalakshmi',
    designation: 'Joint Director of Industries and Commerce, Tiruchirappalli Zone',
    date: '2026-02-18',
    remark:
      'An informative meeting with members on the NEEDS scheme and the single window portal. The questions raised were practical and well prepared. RASI plays an important role in carrying the schemes of the Government of Tamil Nadu to the smallest units in the delta districts.',
  },
  {
    name: 'Ms. Nilanthi Perera',
    designation: 'Leader, delegation of the Sri Lanka–South India Business Council, Colombo',
    date: '2025-11-27',
    remark:
      'A very useful visit. We saw pumps, threshers and food products that are in demand in Sri Lanka and found the manufacturers eager to understand our market. Thank you to RASI for arranging visits to member units in Tiruchirappalli and Thanjavur at such short notice.',
  },
  {
    name: 'Mr. R. Sridhar',
    designation: 'Chief Manager, MSME branch of a nationalised bank, Thanjavur',
    date: '2025-09-03',
    remark:
      'The credit outreach programme organised by RASI brought us in contact with more than sixty units in a single day. Proposals prepared with the help of the guidance cell are complete and easy to process. We value this association and look forward to more such programmes.',
  },
  {
    name: 'Dr. A. Venkatraman',
    designation: 'Director, MSME Development and Facilitation Office, Chennai',
    date: '2025-02-15',
    remark:
      'Visited the twelfth Delta Industrial Expo and the public procurement vendor meet. It is heartening to see so many micro units ready to supply to public sector buyers. RASI deserves credit for bringing buyers and small manufacturers under one roof so effectively.',
  },
  {
    name: 'Er. S. Balaji',
    designation: 'District Environmental Engineer, Tamil Nadu Pollution Control Board, Tiruchirappalli',
    date: '2024-12-06',
    remark:
      'Addressed members on consent renewal and hazardous waste rules. The session was well attended, and I appreciate the efforts of RASI to encourage cleaner production among its members. Such awareness programmes help both industry and the regulator.',
  },
  {
    name: 'Dr. K. Jothimani',
    designation: 'Principal, Government Polytechnic College, Tiruchirappalli',
    date: '2024-08-30',
    remark:
      'Our association with RASI goes back to 2012 and has grown every year. Hundreds of our diploma students have learnt their trade as apprentices in member firms, and many are now employed there. We are proud of this partnership.',
  },
  {
    name: 'Ms. Anitha Menon',
    designation: "President, Kochi chapter of a women entrepreneurs' federation, Kerala",
    date: '2024-06-12',
    remark:
      'Our group of women entrepreneurs from Kerala was inspired by the women members of RASI who run garment, food and packaging units. The mentoring model here is one we would like to follow. Heartfelt thanks for your hospitality and for sharing your experience so openly.',
  },
  {
    name: 'Ms. G. Sudha',
    designation: 'Additional Director, Department of Micro, Small and Medium Enterprises, Government of Tamil Nadu',
    date: '2024-01-19',
    remark:
      'Reviewed the functioning of the guidance cell and the delayed payment support given to members. The records are well maintained, and the follow-up with members is commendable. RASI shows what an active association can do for small industry.',
  },
];
