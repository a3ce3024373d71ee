import type { FeeRow, MembershipCategory, Paragraphs, Step } from './types';

export const membershipIntro: Paragraphs = [
  'Membership of RASI is open to micro and small manufacturing enterprises located in the eight districts of the Kaveri delta: Tiruchirappalli, Thanjavur, Tiruvarur, Nagapattinam, Karur, Ariyalur, Pudukkottai and Perambalur. Firms that serve industry, and institutions that work with it, may join as associate members. Every member firm has a vote at the general body, receives the monthly bulletin and can use the guidance cell free of charge.',
  'Applications are scrutinised by the membership committee, which meets on the second Saturday of every month. Most applications are decided within thirty days of receipt. Subscriptions run with the financial year, from April to March, and a firm admitted after October pays half the annual subscription for its first year.',
];

export const membershipCategories: readonly MembershipCategory[] = [
  {
    id: 'micro',
    name: 'Micro enterprise member',
    forWhom: 'Manufacturing units classified as micro enterprises, including home-based and family-run units.',
    eligibility: [
      'Classified as a micro enterprise on a valid Udyam Registration Certificate',
      'Engaged in manufacturing or job work, with a unit in one of the eight delta districts',
      'In production for at least six months on the date of application',
    ],
  },
  {
    id: 'small',
    name: 'Small enterprise member',
    forWhom: 'Manufacturing units classified as small enterprises under the MSMED Act, 2006.',
    eligibility: [
      'Classified as a small enterprise on a valid Udyam Registration Certificate',
      'Engaged in manufacturing or job work, with a unit in one of the eight delta districts',
      'Holding the consents and licences required for its line of manufacture',
    ],
  },
  {
    id: 'associate',
    name: 'Associate member',
    forWhom:
      'Service firms, consultants, traders of industrial goods, medium enterprises and institutions that work closely with small industry.',
    eligibility: [
      'Operating from an office or unit in one of the eight delta districts',
      'Proposed by two members of RASI in good standing',
      'Associate members may attend general meetings but do not vote or stand for election',
    ],
  },
  {
    id: 'life',
    name: 'Life member',
    forWhom: 'Established member firms that wish to make a single payment in place of the annual subscription.',
    eligibility: [
      'A micro or small enterprise member for at least ten continuous years',
      'No subscription or other dues outstanding to the association',
      'Life membership is held by the firm, not by the individual proprietor or partner',
    ],
  },
];

export const feeTable: readonly FeeRow[] = [
  { category: 'Micro enterprise member', admissionFee: '₹1,000', annualSubscription: '₹2,000' },
  { category: 'Small enterprise member', admissionFee: '₹2,000', annualSubscription: '₹5,000' },
  { category: 'Associate member', admissionFee: '₹1,000', annualSubscription: '₹3,000' },
  { category: 'Life member', admissionFee: '₹5,000', annualSubscription: '₹40,000 once, no annual subscription' },
];

export const feeNotes: readonly string[] = [
  'Fees may be paid at the office by cheque or demand draft in favour of Regional Association of Small Industries, or by bank transfer; the account details are given on the application form.',
  'The admission fee is paid once and is not refundable.',
  'The annual subscription falls due on 1 April each year and should be paid by 30 June to keep voting rights for the year.',
];

export const eligibilityNotes: readonly string[] = [
  'The category of an enterprise is taken from its Udyam Registration Certificate, as classified under the MSMED Act, 2006 and the limits notified by the Government of India from time to time.',
  'A firm that grows from micro to small moves to the small enterprise category from the next financial year, without paying a fresh admission fee.',
  'A firm with units in more than one district takes a single membership and names one district as its home chapter.',
  'The executive committee may decline an application, giving its reasons in writing, and the applicant may ask for it to be reconsidered at the next committee meeting.',
];

export const documentsNeeded: readonly string[] = [
  'Completed application form, signed by the proprietor, a partner or a director',
  'Copy of the Udyam Registration Certificate',
  'Copy of the GST registration certificate, where the firm is registered',
  'Copy of the partnership deed, or the certificate of incorporation, as applicable',
  'Proof of the factory address, such as an electricity bill or lease deed',
  'Two passport-size photographs of the person who will represent the firm',
  'Payment of the admission fee and the first annual subscription',
];

export const howToApply: readonly Step[] = [
  {
    title: 'Get the application form',
    text: 'Collect the form from RASI Bhavan during office hours, from any district chapter, or ask for it by email at membership@rasi-delta.org.in.',
  },
  {
    title: 'Fill it in with your Udyam details',
    text: "Give the firm's Udyam registration number, products, number of workers and the name of the person who will represent the firm in the association.",
  },
  {
    title: 'Submit with documents and fees',
    text: 'Hand in the form with the listed documents and the fees at the office, or email scanned copies to membership@rasi-delta.org.in and pay by bank transfer.',
  },
  {
    title: 'Scrutiny by the membership committee',
    text: 'The membership committee checks the documents at its monthly meeting and may visit the unit. The secretariat will call you if anything is missing.',
  },
  {
    title: 'Receive your membership certificate',
    text: 'Once the executive committee approves the application, the firm receives a membership number, a certificate and a listing in the member directory.',
  },
];
