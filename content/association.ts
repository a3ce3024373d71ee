/** The day thirty-eight owners met in Tiruchirappalli and founded RASI (content/about.ts, content/milestones.ts). */
const FOUNDED_ON = '1972-03-12';

export const SITE = {
  name: 'Regional Association of Small Industries',
  shortName: 'RASI',
  slug: 'rasi',
  /** The association's mail domain; also names it in feed and calendar identifiers. */
  domain: 'rasi-delta.org.in',
  foundedOn: FOUNDED_ON,
  founded: Number(FOUNDED_ON.slice(0, 4)),
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

/** The association's name, address and hours as each language writes them; the facts stay in SITE above. */
export const SITE_TEXT = {
  en: {
    name: SITE.name,
    shortName: SITE.shortName,
    tagline: SITE.tagline,
    description: SITE.description,
    address: [
      SITE.address.building,
      SITE.address.street,
      `${SITE.address.locality}, ${SITE.address.city} ${SITE.address.postalCode}`,
      `${SITE.address.region}, ${SITE.address.countryName}`,
    ],
    phoneLabels: SITE.phones.map((phone) => phone.label),
    emailLabels: SITE.emails.map((email) => email.label),
    hours: SITE.hours,
  },
  ta: {
    name: 'மண்டல சிறு தொழில்கள் சங்கம்',
    shortName: 'ராசி',
    tagline: '1972 முதல் காவிரி டெல்டாவின் சிறு உற்பத்தியாளர்களின் குரல்',
    description:
      'ராசி, காவிரி டெல்டாவின் எட்டு மாவட்டங்களில் உள்ள 1,400-க்கும் மேற்பட்ட குறு மற்றும் சிறு உற்பத்தியாளர்களின் உறுப்பினர் அமைப்பு. உறுப்பினர்களின் கோரிக்கைகளை முன்னெடுக்கிறது, பயிற்சி அளிக்கிறது, வர்த்தகக் கண்காட்சிகளுக்கு ஏற்பாடு செய்கிறது; ஒவ்வோர் உறுப்பினருக்கும் உதவிக்கரம் நீட்டுகிறது.',
    address: [
      'ராசி பவன்',
      'மனை எண் 14, சிட்கோ தொழிற்பேட்டை',
      `துவாக்குடி, திருச்சிராப்பள்ளி ${SITE.address.postalCode}`,
      'தமிழ்நாடு, இந்தியா',
    ],
    phoneLabels: ['அலுவலகம்', 'வழிகாட்டு மையம்'],
    emailLabels: ['பொது விசாரணைகள்', 'உறுப்பினர் சேர்க்கை', 'வழிகாட்டு மையம்'],
    hours: [
      { days: 'திங்கள் முதல் வெள்ளி வரை', time: 'காலை 9:30 – மாலை 5:30' },
      { days: 'சனிக்கிழமை', time: 'காலை 9:30 – பிற்பகல் 1:30' },
      { days: 'ஞாயிறு மற்றும் அரசு விடுமுறை நாட்கள்', time: 'விடுமுறை' },
    ],
  },
} as const satisfies Record<'en' | 'ta', unknown>;
