import type { Paragraphs, Programme, Scheme, Step } from './types';

export const entrepreneurshipIntro: Paragraphs = [
  'Most of the firms in RASI were started by first-generation entrepreneurs: a machinist who bought his own lathe, a graduate who set up a food unit in her home town, a family that turned a repair shop into a factory. Helping the next generation take that step is one of the oldest parts of our work, and our programmes are open to members and non-members alike.',
  'Our courses are taught by experienced member entrepreneurs, bankers, chartered accountants and faculty from the technical institutions we work with. Alongside the training, the guidance cell helps participants choose the right government scheme, prepare a bankable project report and follow the application through. The schemes described below are summarised in plain words; the official guidelines of each scheme always prevail.',
];

export const programmes: readonly Programme[] = [
  {
    id: 'entrepreneurship-awareness',
    name: 'Entrepreneurship Awareness Programme',
    duration: '2 days',
    forWhom:
      'Final-year students of engineering, polytechnic, ITI and arts and science colleges, and anyone considering a business of their own.',
    covers: [
      'What it takes to run a small factory',
      'Choosing a product and reading the local market',
      'An introduction to Udyam registration and government schemes',
      'A visit to a member unit and a conversation with its owner',
    ],
    fee: 'Free',
    nextBatch: '2027-01-21',
  },
  {
    id: 'start-your-unit',
    name: 'Start Your Unit: Entrepreneurship Development Programme',
    duration: '3 weeks (15 working days)',
    forWhom:
      'First-generation entrepreneurs who have chosen a product and intend to set up a manufacturing unit within a year.',
    covers: [
      'Market survey and product selection',
      'Preparing a bankable project report',
      'Costing, pricing and working capital',
      'Statutory registrations, approvals and GST',
      'Applying under PMEGP, NEEDS and bank credit schemes',
    ],
    fee: '₹3,500 (refunded to participants who register a unit within a year)',
    nextBatch: '2027-02-15',
  },
  {
    id: 'women-in-manufacturing',
    name: 'Women in Manufacturing',
    duration: '10 days, spread over four weeks',
    forWhom: 'Women who run a small unit, help run a family firm, or plan to start a manufacturing enterprise.',
    covers: [
      'Product ideas suited to the delta districts',
      'Bookkeeping, banking and digital payments',
      'Stand-Up India, NEEDS and other schemes for women',
      'Mentoring by senior women members of RASI',
    ],
    fee: '₹1,000',
    nextBatch: '2027-03-08',
  },
  {
    id: 'owner-manager-mdp',
    name: 'Management Development Programme for Owner-Managers',
    duration: '6 Saturdays',
    forWhom:
      'Owners and senior managers of existing micro and small units who want to manage costs, cash and people better.',
    covers: [
      'Product costing and margin analysis',
      'Working capital, receivables and the 45-day payment rule',
      'GST compliance and e-invoicing',
      'Shop-floor productivity and 5S',
      'Managing and retaining skilled workers',
    ],
    fee: '₹4,000 for members, ₹6,000 for others',
    nextBatch: '2027-04-10',
  },
  {
    id: 'export-readiness',
    name: 'Export Readiness Workshop',
    duration: '3 days',
    forWhom: 'Member firms with a proven product that are preparing to ship their first export order.',
    covers: [
      'Importer Exporter Code and registration with an export promotion council',
      'Pricing, Incoterms and payment terms',
      'Export documentation and customs procedure',
      'Finding buyers through fairs, delegations and online platforms',
    ],
    fee: '₹2,500 for members',
    nextBatch: '2027-05-17',
  },
];

export const schemesIntro: string =
  'These are the schemes that our participants ask about most. Limits, subsidy rates and eligibility rules are revised from time to time, so please confirm the current terms with the guidance cell or the implementing office before you apply.';

export const schemes: readonly Scheme[] = [
  {
    name: "Prime Minister's Employment Generation Programme",
    shortName: 'PMEGP',
    runBy:
      'Ministry of MSME, Government of India, implemented through the Khadi and Village Industries Commission, the State Khadi and Village Industries Board and the District Industries Centres.',
    gives:
      'A margin money subsidy on bank loans for new micro enterprises, ranging from 15 to 35 per cent of the project cost depending on the applicant category and whether the unit is in a rural or urban area, subject to a project cost ceiling.',
    forWhom:
      'Individuals aged 18 and above, self-help groups and certain institutions setting up a new unit; larger projects need a minimum educational qualification.',
  },
  {
    name: 'Credit Guarantee Scheme for Micro and Small Enterprises',
    shortName: 'CGTMSE',
    runBy:
      'The Credit Guarantee Fund Trust for Micro and Small Enterprises, set up by the Ministry of MSME and the Small Industries Development Bank of India.',
    gives:
      'A guarantee to the lending bank for term loans and working capital given without collateral or third-party guarantee, up to the ceiling notified by the Trust. An annual guarantee fee is payable, usually passed on to the borrower.',
    forWhom:
      'New and existing micro and small enterprises borrowing from a bank or financial institution registered with the Trust.',
  },
  {
    name: 'Micro and Small Enterprises Cluster Development Programme',
    shortName: 'MSE-CDP',
    runBy: 'Ministry of MSME, Government of India, with the state government and its industries department.',
    gives:
      'Grant support for common facility centres such as testing laboratories, tool rooms and design centres, and for upgrading infrastructure in industrial estates, with the cluster firms and the state government sharing the balance of the cost.',
    forWhom:
      'Groups of micro and small enterprises in a cluster, working through a special purpose vehicle formed by the firms themselves.',
  },
  {
    name: 'Stand-Up India',
    shortName: 'Stand-Up India',
    runBy:
      'Department of Financial Services, Ministry of Finance, through scheduled commercial banks, with SIDBI as the nodal agency.',
    gives:
      'Bank loans between ₹10 lakh and ₹1 crore for setting up a greenfield enterprise in manufacturing, services, trading or activities allied to agriculture.',
    forWhom:
      'Women entrepreneurs and entrepreneurs from the Scheduled Castes or Scheduled Tribes, aged 18 and above, who are starting their first enterprise.',
  },
  {
    name: 'New Entrepreneur-cum-Enterprise Development Scheme',
    shortName: 'NEEDS',
    runBy:
      'Department of Micro, Small and Medium Enterprises, Government of Tamil Nadu, through the District Industries Centres, with training by the Entrepreneurship Development and Innovation Institute.',
    gives:
      'A capital subsidy of 25 per cent of the project cost up to a notified ceiling, an interest subvention on the term loan, and entrepreneurship training before the unit is set up.',
    forWhom:
      'First-generation entrepreneurs in Tamil Nadu with a degree, diploma, ITI or vocational qualification, within the age limits set by the scheme.',
  },
  {
    name: 'Public Procurement Policy for Micro and Small Enterprises',
    shortName: 'Public procurement',
    runBy:
      'Ministry of MSME, Government of India, binding on central ministries, departments and public sector undertakings.',
    gives:
      'An annual target of at least 25 per cent of purchases from micro and small enterprises, with sub-targets for firms owned by women and by entrepreneurs from the Scheduled Castes and Scheduled Tribes, along with free tender documents and exemption from earnest money deposits.',
    forWhom:
      'Micro and small enterprises with Udyam registration that supply goods or services to central government buyers.',
  },
];

export const howToJoin: readonly Step[] = [
  {
    title: 'Choose a programme',
    text: 'Read the programme details on this page or call the secretariat to ask which course suits your stage and your product idea.',
  },
  {
    title: 'Register your interest',
    text: 'Fill in the registration form at RASI Bhavan or send your name, age, qualification, address and chosen programme by email to office@rasi-delta.org.in.',
  },
  {
    title: 'Attend a short interview',
    text: 'For the three-week and women in manufacturing programmes, a member of the guidance cell meets each applicant to understand their plans.',
  },
  {
    title: 'Confirm your seat',
    text: 'Pay the programme fee, where one applies, at the office or by bank transfer, and collect your joining letter and reading material.',
  },
  {
    title: 'Attend and follow through',
    text: 'Participants who complete the programme receive a certificate, and the guidance cell stays in touch for a year to help with loans and registration.',
  },
];
