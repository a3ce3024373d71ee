import type { Words } from '@/lib/i18n/words';

/**
 * The one glossary of recurring terms: the Tamil word every page uses for a thing, in the formal modern Tamil of the
 * Tamil Nadu government's sites. `avoid` lists the other words a translator might reach for; lib/i18n/i18n.test.ts
 * fails when any Tamil text of content/ uses one of them, so a member reads the same word for the same thing on
 * every page. Add a term here before writing it a second way.
 */
export interface Term extends Words {
  readonly avoid?: readonly string[];
}

export const GLOSSARY = {
  rasi: { en: 'RASI', ta: 'ராசி' },
  associationName: { en: 'Regional Association of Small Industries', ta: 'மண்டல சிறு தொழில்கள் சங்கம்' },
  association: { en: 'association', ta: 'சங்கம்', avoid: ['பேரவை'] },
  member: { en: 'member', ta: 'உறுப்பினர்', avoid: ['அங்கத்தினர்', 'சந்தாதாரர்'] },
  memberFirm: { en: 'member firm', ta: 'உறுப்பினர் நிறுவனம்' },
  membership: { en: 'membership', ta: 'உறுப்பினர் சேர்க்கை', avoid: ['அங்கத்துவம்'] },
  officeBearers: { en: 'office bearers', ta: 'நிர்வாகிகள்', avoid: ['பொறுப்பாளர்கள்'] },
  president: { en: 'President', ta: 'தலைவர்' },
  seniorVicePresident: { en: 'Senior Vice-President', ta: 'மூத்த துணைத் தலைவர்' },
  vicePresident: { en: 'Vice-President', ta: 'துணைத் தலைவர்', avoid: ['உப தலைவர்'] },
  honorarySecretary: { en: 'Honorary Secretary', ta: 'கௌரவச் செயலாளர்' },
  jointSecretary: { en: 'Joint Secretary', ta: 'இணைச் செயலாளர்' },
  treasurer: { en: 'Treasurer', ta: 'பொருளாளர்' },
  immediatePastPresident: { en: 'Immediate Past President', ta: 'முந்தைய தலைவர்' },
  pastPresidents: { en: 'past presidents', ta: 'முன்னாள் தலைவர்கள்' },
  executiveCommittee: { en: 'executive committee', ta: 'செயற்குழு', avoid: ['நிர்வாகக் குழு'] },
  secretariat: { en: 'secretariat', ta: 'செயலகம்' },
  msme: { en: 'MSME', ta: 'குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள்' },
  microAndSmall: { en: 'micro and small manufacturers', ta: 'குறு மற்றும் சிறு உற்பத்தியாளர்கள்' },
  smallIndustry: { en: 'small industry', ta: 'சிறு தொழில்', avoid: ['சிறுதொழில்'] },
  manufacturer: { en: 'manufacturer', ta: 'உற்பத்தியாளர்', avoid: ['தயாரிப்பாளர்'] },
  tradeFair: { en: 'trade fair', ta: 'வர்த்தகக் கண்காட்சி', avoid: ['வணிகக் கண்காட்சி', 'வியாபாரக் கண்காட்சி'] },
  expo: { en: 'Delta Industrial Expo', ta: 'டெல்டா தொழில் கண்காட்சி' },
  pavilion: { en: 'pavilion', ta: 'அரங்கம்' },
  stall: { en: 'stall', ta: 'கடை அரங்கு' },
  circular: { en: 'circular', ta: 'சுற்றறிக்கை' },
  notification: { en: 'notification', ta: 'அறிவிப்பு' },
  bulletin: { en: 'bulletin', ta: 'செய்தி மடல்', avoid: ['செய்திமடல்', 'இதழ்'] },
  gallery: { en: 'gallery', ta: 'படத்தொகுப்பு', avoid: ['புகைப்படக் காட்சியகம்'] },
  guidanceCell: { en: 'guidance cell', ta: 'வழிகாட்டு மையம்', avoid: ['வழிகாட்டுதல் மையம்', 'ஆலோசனை மையம்'] },
  entrepreneurship: { en: 'entrepreneurship', ta: 'தொழில்முனைவு' },
  entrepreneur: { en: 'entrepreneur', ta: 'தொழில்முனைவோர்' },
  mou: { en: 'memorandum of understanding', ta: 'புரிந்துணர்வு ஒப்பந்தம்' },
  trainingProgramme: { en: 'training programme', ta: 'பயிற்சித் திட்டம்', avoid: ['பயிற்சி நிகழ்ச்சி'] },
  scheme: { en: 'scheme', ta: 'திட்டம்' },
  governmentCommittee: { en: 'government committee', ta: 'அரசுக் குழு' },
  district: { en: 'district', ta: 'மாவட்டம்', avoid: ['ஜில்லா'] },
  industrialEstate: { en: 'industrial estate', ta: 'தொழிற்பேட்டை', avoid: ['தொழில் பேட்டை'] },
  subscription: { en: 'annual subscription', ta: 'ஆண்டுச் சந்தா' },
  admissionFee: { en: 'admission fee', ta: 'சேர்க்கைக் கட்டணம்', avoid: ['நுழைவுக் கட்டணம்'] },
  rollOfHonour: { en: 'roll of honour', ta: 'கௌரவப் பட்டியல்' },
  visitorsBook: { en: "visitors' book", ta: 'பார்வையாளர் குறிப்பேடு' },
  bankFinance: { en: 'bank finance', ta: 'வங்கிக் கடன்' },
  gst: { en: 'GST', ta: 'சரக்கு மற்றும் சேவை வரி (ஜிஎஸ்டி)' },
  udyam: { en: 'Udyam registration', ta: 'உத்யம் பதிவு' },
  kaveriDelta: { en: 'Kaveri delta', ta: 'காவிரி டெல்டா' },
  home: { en: 'Home', ta: 'முகப்பு' },
  search: { en: 'Search', ta: 'தேடல்' },
} as const satisfies Record<string, Term>;

/**
 * Places, in the Tamil script as Tamil Nadu's own sites write them. A district or town named in content/ is
 * written with these spellings (the glossary test checks the districts).
 */
export const PLACES = {
  Tiruchirappalli: 'திருச்சிராப்பள்ளி',
  Thanjavur: 'தஞ்சாவூர்',
  Tiruvarur: 'திருவாரூர்',
  Nagapattinam: 'நாகப்பட்டினம்',
  Karur: 'கரூர்',
  Ariyalur: 'அரியலூர்',
  Pudukkottai: 'புதுக்கோட்டை',
  Perambalur: 'பெரம்பலூர்',
  Thuvakudi: 'துவாக்குடி',
  Ariyamangalam: 'அரியமங்கலம்',
  Kumbakonam: 'கும்பகோணம்',
  Mannargudi: 'மன்னார்குடி',
  Vedaranyam: 'வேதாரண்யம்',
  Jayankondam: 'ஜெயங்கொண்டம்',
  Srirangam: 'ஸ்ரீரங்கம்',
  Manapparai: 'மணப்பாறை',
  Lalgudi: 'லால்குடி',
  Chennai: 'சென்னை',
  Coimbatore: 'கோயம்புத்தூர்',
  Madurai: 'மதுரை',
  Bengaluru: 'பெங்களூரு',
  Colombo: 'கொழும்பு',
  'Tamil Nadu': 'தமிழ்நாடு',
  India: 'இந்தியா',
} as const satisfies Record<string, string>;

type DistrictKey =
  'Tiruchirappalli' | 'Thanjavur' | 'Tiruvarur' | 'Nagapattinam' | 'Karur' | 'Ariyalur' | 'Pudukkottai' | 'Perambalur';

/** The districts' names in both languages: a district is a key in content/ (and in the directory's addresses). */
export const DISTRICT_LABELS: Readonly<Record<DistrictKey, Words>> = Object.fromEntries(
  (Object.keys(PLACES) as (keyof typeof PLACES)[])
    .slice(0, 8)
    .map((district) => [district, { en: district, ta: PLACES[district] }]),
) as Record<DistrictKey, Words>;
