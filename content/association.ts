export const SITE = {
  name: 'Regional Association of Small Industries',
  shortName: 'RASI',
  slug: 'rasi',
  /** The association's mail domain; also names it in feed and calendar identifiers. */
  domain: 'rasi-delta.org.in',
  founded: 1972,
  tagline: 'The voice of small manufacturers in the Kaveri delta since 1972',
  description:
    'RASI is the membership body of more than 1,400 small and micro manufacturers across eight districts of the Kaveri delta: advocacy, training, trade fairs and a helping hand for every member.',
  address: {
    building: 'RASI Bhavan',
    street: 'Plot 14, SIDCO Industrial Estate',
    locality: 'Thuvakudi',
    city: 'Tiruchirappalli',
    region: 'Tamil Nadu',
    postalCode: '620015',
    country: 'IN',
    countryName: 'India',
  },
  geo: { lat: 10.7597, lon: 78.8165 },
  phones: [
    { label: 'Office', number: '+91 431 250 4172' },
    { label: 'Guidance cell', number: '+91 431 250 4173' },
  ],
  emails: [
    { label: 'General enquiries', address: 'office@rasi-delta.org.in' },
    { label: 'Membership', address: 'membership@rasi-delta.org.in' },
    { label: 'Guidance cell', address: 'guidance@rasi-delta.org.in' },
  ],
  hours: [
    { days: 'Monday to Friday', time: '9:30 am – 5:30 pm' },
    { days: 'Saturday', time: '9:30 am – 1:30 pm' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
} as const;

export type Site = typeof SITE;
