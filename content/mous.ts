import type { Mou, Paragraphs } from './types';

export const mousIntro: Paragraphs = [
  'Small firms rarely have their own laboratories, design offices or training schools. Our memoranda of understanding with technical institutions in the delta give members access to all three, and give students and faculty a direct link with the shop floor. Each agreement is reviewed every year by a joint committee of the institution and RASI, and renewed only if both sides find it useful.',
];

export const mous: readonly Mou[] = [
  {
    id: 'gpt-tiruchirappalli',
    institution: 'Government Polytechnic College, Tiruchirappalli',
    signed: '2022-07-18',
    validUntil: 2027,
    scope:
      'Renews the first agreement RASI signed in 2012, placing diploma students as apprentices in member firms and opening the college laboratories to members.',
    areas: ['Apprenticeship placement', 'Materials testing', 'Industrial visits', 'Faculty internships'],
  },
  {
    id: 'kaveri-college-engineering',
    institution: 'Kaveri College of Engineering and Technology, Tiruchirappalli',
    signed: '2023-01-09',
    validUntil: 2028,
    scope:
      'Final-year engineering students take up projects on real production problems brought by member firms, supervised jointly by faculty and the firm.',
    areas: ['Student projects', 'CAD and CAM training', 'Product design', 'Energy audits'],
  },
  {
    id: 'govt-iti-thanjavur',
    institution: 'Government Industrial Training Institute, Thanjavur',
    signed: '2021-11-24',
    validUntil: 2027,
    scope:
      'Short skill courses for workers of member firms, and placement of ITI trainees in rice mill machinery, fabrication and electrical units.',
    areas: ['Welding and fitting', 'Electrician training', 'Rice mill machinery maintenance', 'Trainee placement'],
  },
  {
    id: 'delta-institute-food-processing',
    institution: 'Delta Institute of Food Processing Technology, Thanjavur',
    signed: '2024-03-14',
    validUntil: 2029,
    scope:
      'Helps food processing members with product development, shelf-life studies and the food safety systems that large buyers and export markets require.',
    areas: ['Shelf-life testing', 'Food safety training', 'Millet product development', 'Packaging trials'],
  },
  {
    id: 'amaravathi-institute-textile',
    institution: 'Amaravathi Institute of Textile Technology, Karur',
    signed: '2023-08-21',
    validUntil: 2028,
    scope:
      'Gives home textile and handloom members access to fabric testing and design support, and trains supervisors for made-up units.',
    areas: ['Fabric and yarn testing', 'Textile design', 'Supervisor training', 'Export compliance'],
  },
  {
    id: 'govt-iti-ariyalur',
    institution: 'Government Industrial Training Institute, Ariyalur',
    signed: '2024-09-02',
    validUntil: 2029,
    scope:
      'Trains fitters, welders and machinists for member firms that maintain and supply the cement plants of Ariyalur district.',
    areas: ['Fitter and welder training', 'Machinist training', 'Plant maintenance skills', 'Trainee placement'],
  },
  {
    id: 'coromandel-institute-marine',
    institution: 'Coromandel Institute of Marine Technology, Nagapattinam',
    signed: '2025-06-05',
    validUntil: 2030,
    scope:
      'Supports boat builders, ice plants and seafood processors on the coast with design advice, refrigeration training and testing of fibreglass laminates.',
    areas: ['FRP boat design', 'Refrigeration training', 'Laminate testing', 'Seafood hygiene'],
  },
  {
    id: 'kollidam-polytechnic',
    institution: 'Kollidam Polytechnic College, Perambalur',
    signed: '2026-07-20',
    validUntil: 2031,
    scope:
      'The newest agreement, covering electrical and solar pump training and apprenticeships in the growing industrial units of Perambalur district.',
    areas: ['Solar pump installation', 'Electrical wiring', 'Apprenticeship placement', 'Industrial visits'],
  },
];
