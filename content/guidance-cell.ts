import type { Adviser, Faq, GuidanceContact, Paragraphs, TitledText } from './types';

export const guidanceCellIntro: Paragraphs = [
  'The RASI guidance cell was opened in 1994 to give small manufacturers a place to take their questions before they become problems. It is staffed by experienced advisers and backed by volunteers from among our members, including retired bankers, chartered accountants and engineers. Advice is free for members and for first-generation entrepreneurs in the delta, and every conversation is kept confidential.',
  'The cell does not act as an agent or charge a commission, and it does not promise that any loan or subsidy will be sanctioned. What it does is explain the options clearly, help you prepare the right papers and stay with you until your application is decided.',
];

export const guidanceTopics: readonly TitledText[] = [
  {
    title: 'Bank finance',
    text: 'Choosing between term loans, working capital and collateral-free credit, and preparing for a meeting with the bank.',
  },
  {
    title: 'Government schemes',
    text: 'Which central and Tamil Nadu schemes fit your project, what they offer and how to apply.',
  },
  {
    title: 'Project reports',
    text: 'Preparing a bankable project report with realistic costs, sales estimates and cash flows.',
  },
  {
    title: 'Registrations and approvals',
    text: 'Udyam registration, factory licence, fire safety, building plan and local body approvals for a new or expanding unit.',
  },
  {
    title: 'Pollution control consents',
    text: 'Applying for and renewing consent to establish and consent to operate from the Tamil Nadu Pollution Control Board.',
  },
  {
    title: 'GST and taxation',
    text: 'Registration, returns, e-invoicing and input tax credit questions, with referral to a member chartered accountant where needed.',
  },
  {
    title: 'Delayed payments',
    text: 'Drafting demand notices and preparing cases for the Micro and Small Enterprises Facilitation Council.',
  },
  {
    title: 'Exports',
    text: 'Importer Exporter Code, export promotion council registration, documentation, pricing and finding overseas buyers.',
  },
  {
    title: 'Labour and statutory compliance',
    text: 'Provident fund, ESI, minimum wages, apprenticeship registration and the records an inspector will ask for.',
  },
  {
    title: 'Sick units and restructuring',
    text: 'Early warning signs of stress, restructuring options available from banks, and settlement of overdue loans.',
  },
];

export const guidanceContact: GuidanceContact = {
  phone: '+91 431 250 4173',
  email: 'guidance@rasi-delta.org.in',
  walkInHours: [
    { days: 'Monday to Friday', time: '10:00 am – 1:00 pm and 2:30 pm – 5:00 pm' },
    { days: 'Saturday', time: '10:00 am – 1:00 pm' },
  ],
  appointmentNote:
    'Walk-in visitors are seen in turn. For a detailed consultation on a project report, a loan or an export order, please book an appointment by telephone or email at least two working days ahead and bring your papers with you.',
};

export const advisers: readonly Adviser[] = [
  {
    name: 'K. Ranganathan',
    field: 'Bank finance and schemes',
    background: 'Retired chief manager of a public sector bank with thirty years in MSME lending.',
  },
  {
    name: 'S. Jayanthi',
    field: 'Taxation, GST and accounts',
    background: 'Chartered accountant in practice in Tiruchirappalli, advising small manufacturers since 2004.',
  },
  {
    name: 'M. Sheik Dawood',
    field: 'Exports and trade documentation',
    background: 'Former export manager of a Karur home textiles firm, now running the export facilitation desk.',
  },
  {
    name: 'R. Elamaran',
    field: 'Technical, approvals and pollution control',
    background: 'Mechanical engineer and former factory manager, familiar with licensing and consent procedures.',
  },
];

export const guidanceFaqs: readonly Faq[] = [
  {
    question: 'Do I have to be a member of RASI to use the guidance cell?',
    answer:
      'No. Advice is free for members and for first-generation entrepreneurs planning a unit in the delta districts. Non-members with an established firm are welcome for a first consultation and are then invited to join.',
  },
  {
    question: 'Can the guidance cell get my loan sanctioned?',
    answer:
      'No one can promise that. The decision rests with the bank. We help you prepare a sound proposal, explain what the bank will look for and follow up with the branch if your application is delayed without reason.',
  },
  {
    question: 'Is there a charge for preparing a project report?',
    answer:
      'Members pay nothing for advice. For a full project report a nominal fee of ₹1,500 covers typing and printing, and it is waived for participants of RASI entrepreneurship programmes.',
  },
  {
    question: 'Can I consult the cell in Tamil?',
    answer:
      'Yes. All our advisers speak Tamil and English, and our forms and guidance notes are available in both languages.',
  },
];
