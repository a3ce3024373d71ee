import type { Words } from '@/lib/i18n/words';

/**
 * The one glossary of recurring terms: the Tamil word every page uses for a thing, in the formal modern Tamil of the
 * Tamil Nadu government's sites. `avoid` lists the other words a translator might reach for: a text is matched at
 * the start of a word, so a stem ('வாங்குவோ') catches every case ending, and a pattern catches what a word cannot
 * (a stall's அரங்கு without கடை). `expandOnce` is a long form written out at most once in a content module (a page),
 * the acronym after it. lib/i18n/i18n.test.ts fails on any Tamil text of content/, of the route table or of the
 * frame's words that breaks either, naming the file and the text, so a member reads the same word for the same
 * thing on every page. Add a term here before writing it a second way.
 */
export interface Term extends Words {
  readonly avoid?: readonly (string | RegExp)[];
  readonly expandOnce?: string;
}

export const GLOSSARY = {
  rasi: { en: 'RASI', ta: 'ராசி' },
  associationName: { en: 'Regional Association of Small Industries', ta: 'மண்டல சிறு தொழில்கள் சங்கம்' },
  association: { en: 'association', ta: 'சங்கம்', avoid: ['பேரவை'] },
  member: { en: 'member', ta: 'உறுப்பினர்', avoid: ['அங்கத்தினர்', 'சந்தாதாரர்'] },
  memberFirm: { en: 'member firm', ta: 'உறுப்பினர் நிறுவனம்' },
  // "Membership" is three things in Tamil: joining, being a member, and renewing it each year.
  joining: { en: 'membership (joining)', ta: 'உறுப்பினர் சேர்க்கை', avoid: ['அங்கத்துவம்'] },
  beingAMember: {
    en: 'membership (being a member)',
    ta: 'உறுப்பினர் தகுதி',
    avoid: ['ஆயுள் உறுப்பினர் சேர்க்கை', 'ஒரே ஒரு உறுப்பினர் சேர்க்கை', 'ராசி உறுப்பினர் சேர்க்கை ஒரு'],
  },
  renewal: {
    en: 'membership renewal',
    ta: 'உறுப்பினர் சந்தா புதுப்பித்தல்',
    avoid: ['உறுப்பினர் சேர்க்கைப் புதுப்பி', 'உறுப்பினர் சேர்க்கையைப் புதுப்பி', 'உறுப்பினர் சேர்க்கையை உரிய', 'உறுப்பினர் புதுப்பி'],
  },
  membershipCertificate: {
    en: 'membership certificate',
    ta: 'உறுப்பினர் சான்றிதழ்',
    avoid: ['உறுப்பினர் சேர்க்கைச் சான்றித'],
  },
  memberDirectory: {
    en: 'member directory',
    ta: 'உறுப்பினர் விவரப் பட்டியல்',
    avoid: ['விவரக் கையே', 'உறுப்பினர் அடைவ'],
  },
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
  msme: {
    en: 'MSME',
    ta: 'குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் (MSME)',
    expandOnce: 'குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள்',
    avoid: ['எம்எஸ்எம்இ'],
  },
  msmedAct: { en: 'MSMED Act', ta: 'MSMED சட்டம்', expandOnce: 'குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் மேம்பாட்டுச் சட்டம்' },
  microAndSmall: { en: 'micro and small manufacturers', ta: 'குறு மற்றும் சிறு உற்பத்தியாளர்கள்' },
  smallIndustry: { en: 'small industry', ta: 'சிறு தொழில்', avoid: ['சிறுதொழில்'] },
  manufacturer: { en: 'manufacturer', ta: 'உற்பத்தியாளர்', avoid: ['தயாரிப்பாளர்'] },
  tradeFair: { en: 'trade fair', ta: 'வர்த்தகக் கண்காட்சி', avoid: ['வணிகக் கண்காட்சி', 'வியாபாரக் கண்காட்சி'] },
  expo: { en: 'Delta Industrial Expo', ta: 'டெல்டா தொழில் கண்காட்சி' },
  pavilion: { en: 'pavilion', ta: 'அரங்கம்' },
  // அரங்கு alone sounds almost as அரங்கம் (a pavilion): a stall is always கடை அரங்கு.
  stall: { en: 'stall', ta: 'கடை அரங்கு', avoid: [/(?<!கடை )அரங்கு/u] },
  exhibitor: { en: 'exhibitor', ta: 'கண்காட்சியாளர்', avoid: ['காட்சியாளர'] },
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
  gst: {
    en: 'GST',
    ta: 'சரக்கு மற்றும் சேவை வரி (GST)',
    expandOnce: 'சரக்கு மற்றும் சேவை வரி',
    avoid: ['ஜிஎஸ்டி'],
  },
  udyam: { en: 'Udyam registration', ta: 'உத்யம் பதிவு' },
  kaveriDelta: { en: 'Kaveri delta', ta: 'காவிரி டெல்டா' },
  mission: { en: 'mission', ta: 'பணி நோக்கம்', avoid: ['பணி இலக்'] },
  packaging: { en: 'packaging', ta: 'சிப்பமிடல்', avoid: ['பொதியிட', 'பேக்கேஜிங்', 'சிப்பமிடும்'] },
  fabrication: {
    en: 'fabrication',
    ta: 'உலோகக் கட்டுமானம்',
    avoid: ['உலோகக் கட்டமைப்பு', 'உலோகப் புனைவு', 'ஃபேப்ரிகேஷன்'],
  },
  foundry: { en: 'foundry', ta: 'வார்ப்பகம்', avoid: ['ஃபவுண்டரி'] },
  polytechnic: { en: 'polytechnic', ta: 'பல்தொழில்நுட்பக் கல்லூரி', avoid: ['பலவகைத் தொழில்நுட்ப'] },
  womenInManufacturing: {
    en: 'Women in Manufacturing',
    ta: 'உற்பத்தித் துறையில் மகளிர்',
    avoid: ['உற்பத்தித் துறையில் பெண்கள்'],
  },
  msefc: {
    en: 'Micro and Small Enterprises Facilitation Council',
    ta: 'குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றம்',
    avoid: ['வசதியாக்கல்', 'சிறு நிறுவன வசதியாக்க'],
  },
  esi: { en: 'Employees’ State Insurance', ta: 'தொழிலாளர் அரசு ஈட்டுறுதி', avoid: ['அரசு காப்பீ', 'இஎஸ்ஐ'] },
  apprentice: { en: 'apprentice', ta: 'தொழிற்பழகுநர்', avoid: ['தொழில் பழகுந'] },
  delayedPayment: {
    en: 'delayed payment',
    ta: 'தாமதமான பணப்பட்டுவாடா',
    avoid: ['பணப் பட்டுவாடா', 'பணம் வழங்கல்', 'தாமதமான பணத்தை'],
  },
  buyer: { en: 'buyer', ta: 'வாங்குநர்', avoid: ['வாங்குவோ', 'வாங்குபவ'] },
  publicProcurement: { en: 'public procurement', ta: 'பொதுக் கொள்முதல்', avoid: ['அரசுக் கொள்முத'] },
  delegation: { en: 'delegation', ta: 'தூதுக்குழு', avoid: ['குழுப் பயண'] },
  cluster: { en: 'industry cluster', ta: 'குழுமம்', avoid: ['தொகுப்பு மேம்பாட்டு', 'தொகுப்பில்'] },
  // A noun before பம்பு doubles its consonant (நீர்மூழ்கிப் பம்பு, as நீர்மூழ்கிக் கப்பல்).
  pump: { en: 'pump', ta: 'பம்பு', avoid: ['பம்ப்', 'நீர்மூழ்கி பம்பு', 'சக்தி பம்பு', 'இரும்பு பம்பு'] },
  sparePart: { en: 'spare part', ta: 'உதிரிபாகம்', avoid: ['உதிரி பாக'] },
  investmentCasting: { en: 'investment casting', ta: 'மெழுகு அச்சு வார்ப்பு', avoid: ['துல்லிய வார்ப்பு'] },
  wire: { en: 'wire', ta: 'கம்பி', avoid: ['வயர்'] },
  fireSafety: { en: 'fire safety', ta: 'தீப் பாதுகாப்பு', avoid: ['தீ பாதுகாப்பு'] },
  // The Board writes its own name without the doubled க் (தமிழ்நாடு மாசு கட்டுப்பாடு வாரியம்); the thing itself has it.
  pollutionControl: {
    en: 'pollution control',
    ta: 'மாசுக் கட்டுப்பாடு',
    avoid: [/மாசு கட்டுப்பாட(?:ு|்டு)(?! வாரிய)/u],
  },
  cement: { en: 'cement', ta: 'சிமெண்ட்', avoid: ['சிமென்ட'] },
  mobilePhone: { en: 'mobile phone', ta: 'கைப்பேசி', avoid: ['கைபேசி'] },
  lorry: { en: 'lorry', ta: 'சரக்குந்து', avoid: ['லாரி', 'டிரக்'] },
  boiler: { en: 'boiler', ta: 'கொதிகலன்', avoid: ['பாய்லர'] },
  collector: { en: 'District Collector', ta: 'மாவட்ட ஆட்சியர்', avoid: ['ஆட்சித் தலைவர'] },
  // House style: -இல் after a number (2027-இல்), never -ல், and a hyphen before -ஆம் (2025-ஆம்).
  yearSuffix: { en: 'in (a year)', ta: '-இல்', avoid: [/\d-ல்/u, /(\d|\}) (இல்|ஆம்)(?!\p{L})/u] },
  // Acronyms and names of products are written in Latin letters, as on Tamil Nadu's government sites.
  acronyms: {
    en: 'acronyms',
    ta: 'ஆங்கில எழுத்துகளில்',
    avoid: [
      'டபிள்யூ',
      'ஜிஐஜிடபிள்யூ',
      'ஆக்ஸ்',
      'பிஎம்இஜிபி',
      'சிஜிடிஎம்எஸ்இ',
      'எம்எஸ்இ-சிடிபி',
      'நீட்ஸ்',
      'சிட்பி',
      'பிடிஎஃப்',
      'ஆர்எஸ்எஸ்',
      'எஃப்ஆர்பி',
      'என்விடிஏ',
      'ஓப்பன்ஸ்ட்ரீட்மேப்',
      'எச்டிபிஇ',
      'எல்டிபிஇ',
      'சிஎன்சி',
      'பிவிசி',
      'எல்இடி',
      'யுபிஎஸ்',
    ],
  },
  // A firm's registered name stays in Latin letters on a Tamil page.
  firmNames: { en: 'firm names', ta: 'ஆங்கில எழுத்துகளில்', avoid: ['ஜெயா ஃபுட்', 'காவேரி பாலிமர்ஸ்'] },
  // Product names in Latin letters, as Google's own Tamil interface writes "Google Calendar" (editor, 2026-12-03);
  // WhatsApp is the one written exception, வாட்ஸ்அப், as the Tamil press writes it.
  productNames: {
    en: 'product names',
    ta: 'ஆங்கில எழுத்துகளில்',
    avoid: ['கூகுள்', 'விண்டோஸ்', 'ஆண்ட்ராய்டு', 'ஜாவாஸ்கிரிப்ட்', 'ஐஃபோன்', 'ஐபோன்'],
  },
  whatsApp: { en: 'WhatsApp', ta: 'வாட்ஸ்அப்' },
  // Keys are named as they are labelled: Tab, Shift+Tab, Enter, Esc, Ctrl, Cmd.
  keyNames: { en: 'key names', ta: 'ஆங்கில எழுத்துகளில்', avoid: ['டேப்', 'ஷிஃப்ட்', 'என்டர்', 'எஸ்கேப்', 'கன்ட்ரோல்'] },
  industryCategory: { en: 'industry category', ta: 'தொழில் பிரிவு', avoid: ['தொழில் வகை'] },
  product: { en: 'product (of a firm)', ta: 'உற்பத்திப் பொருள்' },
  contactPerson: { en: 'contact person', ta: 'தொடர்பு நபர்', avoid: ['தொடர்புக்குரிய நபர்'] },
  noConnection: { en: 'with no connection (no signal)', ta: 'இணைய இணைப்பு இல்லாதபோதும்', avoid: ['சிக்னல்'] },
  governingLaw: { en: 'governing law', ta: 'பொருந்தும் சட்டம்', avoid: ['ஆளுகைச் சட்ட'] },
  standard: { en: 'standard (WCAG, GIGW)', ta: 'தரநிலை' },
  lastUpdated: { en: 'Last updated', ta: 'கடைசியாகப் புதுப்பிக்கப்பட்டது', avoid: ['இறுதியாகப் புதுப்பி'] },
  // One form per kind of text: a button says மீண்டும் முயல்க, a sentence மீண்டும் முயலுங்கள்.
  tryAgain: { en: 'Try again', ta: 'மீண்டும் முயல்க', avoid: ['முயலவும்'] },
  // Written apart, as in the 17 other places: பதிவு செய், பிரிவு வாரியாக.
  splitWords: { en: 'words written apart', ta: 'பதிவு செய்', avoid: ['பதிவுசெய்', 'பிரிவுவாரியாக'] },
  websitePolicies: { en: 'website policies', ta: 'இணையதளக் கொள்கைகள்' },
  webInformationManager: { en: 'web information manager', ta: 'இணையத் தகவல் மேலாளர்' },
  outsideLink: { en: 'opens another website', ta: 'வேறோர் இணையதளத்தைத் திறக்கும்' },
  governmentSite: { en: 'a government website', ta: 'அரசு இணையதளம்' },
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
