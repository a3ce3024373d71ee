import type { GovtCommittee, Paragraphs } from './types';

export const govtCommitteesIntro: Paragraphs = [
  'Decisions that shape the working day of a small factory are often taken in committees: on power supply, pollution control, bank credit, railways and skills. RASI has worked for decades to secure a seat for small industry at these tables. Our representatives are nominated by the executive committee, report back to it after every meeting and welcome members who want an issue placed on the agenda.',
];

export const govtCommittees: readonly GovtCommittee[] = [
  {
    committee: 'District Industries Centre Single Window Committee, Tiruchirappalli',
    body: 'District Industries Centre, Department of MSME, Government of Tamil Nadu',
    representative: 'J. Anthony Raj',
    since: 2021,
    role: 'Reviews applications for approvals needed by new and expanding units and follows up on those pending with departments.',
  },
  {
    committee: 'Micro and Small Enterprises Facilitation Council, Tiruchirappalli Region',
    body: 'Department of MSME, Government of Tamil Nadu',
    representative: 'N. Ramesh Babu',
    since: 2023,
    role: 'Sits as the member representing associations of small industry when the council hears delayed payment disputes.',
  },
  {
    committee: 'District Environmental Committee, Tiruchirappalli',
    body: 'Tamil Nadu Pollution Control Board',
    representative: 'R. Saravanan',
    since: 2019,
    role: 'Brings the concerns of small units on consents, effluent treatment and waste disposal to the Board at district level.',
  },
  {
    committee: "Regional Advisory Committee, Employees' State Insurance Corporation, Tamil Nadu",
    body: "Employees' State Insurance Corporation, Ministry of Labour and Employment",
    representative: 'P. Elangovan',
    since: 2022,
    role: 'Represents employers of small units on coverage, contributions and the quality of ESI dispensaries near industrial estates.',
  },
  {
    committee: 'District Consultative Committee on bank credit, Thanjavur',
    body: 'Lead District Office, under the chairmanship of the District Collector',
    representative: 'R. Kavitha',
    since: 2020,
    role: 'Reviews lending to micro and small enterprises in the district and raises cases where loans are delayed or refused.',
  },
  {
    committee: 'SIDCO Industrial Estate Development Committee, Thuvakudi',
    body: 'Tamil Nadu Small Industries Development Corporation (SIDCO)',
    representative: 'P. Karthikeyan',
    since: 2018,
    role: 'Plans the upkeep of roads, drains, street lights and common facilities in the estate where RASI Bhavan stands.',
  },
  {
    committee: 'District Skill Committee, Tiruchirappalli',
    body: 'Tamil Nadu Skill Development Corporation',
    representative: 'G. Prabhakaran',
    since: 2023,
    role: 'Helps plan short-term skill courses in the district around the trades that member firms actually need.',
  },
  {
    committee: 'District Export Promotion Committee, Karur',
    body: 'District administration, with the Directorate General of Foreign Trade',
    representative: 'K. Kumaresan',
    since: 2022,
    role: 'Contributes to the district export action plan for home textiles and helps small exporters reach the schemes available to them.',
  },
  {
    committee: "Divisional Railway Users' Consultative Committee, Tiruchirappalli Division",
    body: 'Southern Railway, Ministry of Railways',
    representative: 'A. Mohamed Ismail',
    since: 2024,
    role: 'Raises the freight and passenger needs of delta industry, including parcel services and train stops near industrial towns.',
  },
  {
    committee: 'Airport Advisory Committee, Tiruchirappalli International Airport',
    body: 'Airports Authority of India',
    representative: 'S. Meenakshi Sundaram',
    since: 2025,
    role: 'Presses for air cargo facilities that let small exporters of the delta ship directly from Tiruchirappalli.',
  },
];
