import type { Figure, QuickLink, Section } from './types';

export const welcome: Section = {
  heading: 'Standing with the small manufacturers of the Kaveri delta since 1972',
  paragraphs: [
    'RASI, the Regional Association of Small Industries, brings together more than 1,400 small and micro manufacturers across eight districts of the Kaveri delta. Our members make castings and pumps, rice mill machinery, farm implements, garments, food products, polymers and packaging. Many are family firms employing fewer than twenty people, and together they form the backbone of industry in the region.',
    'From RASI Bhavan at the SIDCO Industrial Estate in Thuvakudi, we speak for small industry before government departments, banks and utilities, run training and entrepreneurship programmes, take members to trade fairs in India and abroad, and offer free advice through our guidance cell. Whether you run an established unit or are planning your first factory, you are welcome here.',
  ],
};

export const atAGlance: readonly Figure[] = [
  { value: '1,400+', label: 'member firms' },
  { value: '8', label: 'districts of the Kaveri delta' },
  { value: '54', label: 'years of service since 1972' },
  { value: '62,000', label: 'people employed by member firms' },
];

export const quickLinks: readonly QuickLink[] = [
  {
    title: 'Become a member',
    blurb:
      'Membership is open to micro and small manufacturers with Udyam registration in the delta districts. See the categories, fees and the documents you need to apply.',
    href: '/membership',
  },
  {
    title: 'Ask the guidance cell',
    blurb:
      'Free, confidential advice on bank finance, government schemes, approvals, GST and exports, by telephone, email or a walk-in visit to RASI Bhavan.',
    href: '/guidancecell',
  },
  {
    title: 'Exhibit with RASI',
    blurb:
      'Book a stall at the Delta Industrial Expo 2027 in Tiruchirappalli or join a RASI pavilion at trade fairs across India and abroad.',
    href: '/tradefairs',
  },
];
