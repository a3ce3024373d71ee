import type { TitledText } from './types';

export const memberBenefitsIntro: string =
  'A RASI membership costs less than a day of lost production, and it puts the experience of more than 1,400 fellow manufacturers at your side. These are the benefits members use most.';

export const memberBenefits: readonly TitledText[] = [
  {
    title: 'A voice before government',
    text: "RASI takes members' grievances on power, taxes, land, labour and payments to the departments concerned, and sits on ten government committees where decisions affecting small industry are made.",
  },
  {
    title: 'Free guidance cell',
    text: 'Members can consult the guidance cell without charge on bank finance, schemes, approvals, GST and exports, in confidence and in Tamil or English.',
  },
  {
    title: 'Help with delayed payments',
    text: 'The guidance cell helps members draft notices and file cases before the Micro and Small Enterprises Facilitation Council to recover dues from buyers.',
  },
  {
    title: 'Trade fair stalls at concessional rates',
    text: 'Members exhibit at the Delta Industrial Expo and in RASI pavilions at national fairs at reduced stall rates, with shared transport for their products.',
  },
  {
    title: 'Training for owners and workers',
    text: 'Members and their staff attend management, skill and export programmes at reduced fees, and can host apprentices through our agreements with technical institutions.',
  },
  {
    title: 'Listing in the member directory',
    text: 'Every member firm is listed in the online directory by product, category and district, so that buyers and fellow members can find it.',
  },
  {
    title: 'Bulletins and circulars',
    text: 'Members receive the monthly RASI bulletin and circulars on new government orders, tariff changes, tender opportunities and scheme deadlines.',
  },
  {
    title: 'Certificates and recommendations',
    text: 'The secretariat issues certificates of membership and, where justified, letters of recommendation for visas, export registrations and tender applications.',
  },
  {
    title: 'Meeting room and library',
    text: 'Members may book the meeting room at RASI Bhavan for buyer meetings and use the reference library of standards, tariff schedules and government orders.',
  },
  {
    title: 'A community of fellow manufacturers',
    text: 'District meetings, industrial visits and the annual general meeting bring members together to share suppliers, solve problems and find partners.',
  },
];
