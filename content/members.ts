import type { Localisable, Words } from '@/lib/i18n/words';
import type { DirectoryMember, District } from './content-shapes';

/** Industry categories used to group the member directory. Add a category here before using it below. */
export const memberCategories = [
  'Engineering & fabrication',
  'Foundry & castings',
  'Food processing',
  'Rice milling',
  'Textiles & garments',
  'Plastics & polymers',
  'Electrical & electronics',
  'Chemicals & fertilisers',
  'Printing & packaging',
  'Agro implements',
] as const;

export type MemberCategory = (typeof memberCategories)[number];

/** The visible name of each industry category (the category itself is the key used in the directory's URLs). */
export const MEMBER_CATEGORY_LABELS: Readonly<Record<MemberCategory, Words>> = {
  'Engineering & fabrication': { en: 'Engineering & fabrication', ta: 'பொறியியல் மற்றும் உலோகக் கட்டுமானம்' },
  'Foundry & castings': { en: 'Foundry & castings', ta: 'வார்ப்பகங்கள் மற்றும் வார்ப்புகள்' },
  'Food processing': { en: 'Food processing', ta: 'உணவுப் பதப்படுத்துதல்' },
  'Rice milling': { en: 'Rice milling', ta: 'அரிசி ஆலைத் தொழில்' },
  'Textiles & garments': { en: 'Textiles & garments', ta: 'ஜவுளி மற்றும் ஆயத்த ஆடைகள்' },
  'Plastics & polymers': { en: 'Plastics & polymers', ta: 'பிளாஸ்டிக் மற்றும் பாலிமர்கள்' },
  'Electrical & electronics': { en: 'Electrical & electronics', ta: 'மின்சாதனங்கள் மற்றும் மின்னணுவியல்' },
  'Chemicals & fertilisers': { en: 'Chemicals & fertilisers', ta: 'வேதிப்பொருட்கள் மற்றும் உரங்கள்' },
  'Printing & packaging': { en: 'Printing & packaging', ta: 'அச்சு மற்றும் சிப்பமிடல்' },
  'Agro implements': { en: 'Agro implements', ta: 'வேளாண் கருவிகள்' },
};

/** The districts in which member firms are located, in the order used by the directory filters. */
export const memberDistricts = [
  'Tiruchirappalli',
  'Thanjavur',
  'Tiruvarur',
  'Nagapattinam',
  'Karur',
  'Ariyalur',
  'Pudukkottai',
  'Perambalur',
] as const satisfies readonly District[];

export type MemberDistrict = (typeof memberDistricts)[number];

/**
 * A firm in the member directory, with its category and district checked against the lists above. The contact
 * person and the products are words (both languages); the firm's registered name, id and telephone are facts.
 */
type MemberRecord = DirectoryMember<MemberCategory, MemberDistrict>;
export type Member = Localisable<Omit<MemberRecord, 'id' | 'firm' | 'phone'>> &
  Pick<MemberRecord, 'id' | 'firm' | 'phone'>;

/** Member firms listed in the directory at /rasi-members, grouped by district. Firms give a telephone number only if they wish. */
export const members: readonly Member[] = [
  // Tiruchirappalli
  {
    id: 'kaveri-polymers',
    firm: 'Kaveri Polymers Pvt Ltd',
    contact: { en: 'S. Meenakshi Sundaram', ta: 'எஸ். மீனாட்சி சுந்தரம்' },
    category: 'Plastics & polymers',
    district: 'Tiruchirappalli',
    products: [
      { en: 'HDPE water storage tanks', ta: 'HDPE தண்ணீர் சேமிப்புத் தொட்டிகள்' },
      { en: 'Injection-moulded crates', ta: 'இன்ஜெக்ஷன் மோல்டிங் முறையில் வார்த்த பிளாஸ்டிக் கிரேட்டுகள்' },
      { en: 'Drip irrigation fittings', ta: 'சொட்டு நீர்ப் பாசனப் பொருத்திகள்' },
    ],
    memberSince: 1994,
    phone: '+91 431 250 6218',
  },
  {
    id: 'sri-balaji-precision-castings',
    firm: 'Sri Balaji Precision Castings',
    contact: { en: 'R. Saravanan', ta: 'ஆர். சரவணன்' },
    category: 'Foundry & castings',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Investment castings', ta: 'மெழுகு அச்சு வார்ப்புகள் (இன்வெஸ்ட்மென்ட் காஸ்டிங்)' },
      { en: 'Pump impellers', ta: 'பம்பு இம்பெல்லர்கள்' },
      { en: 'Valve bodies', ta: 'வால்வு உடற்பகுதிகள் (வால்வு பாடி)' },
    ],
    memberSince: 1998,
    phone: '+91 431 250 3394',
  },
  {
    id: 'anthony-forge-fabrication',
    firm: 'Anthony Forge & Fabrication',
    contact: { en: 'J. Anthony Raj', ta: 'ஜே. அந்தோணி ராஜ்' },
    category: 'Engineering & fabrication',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Pressure vessel shells', ta: 'அழுத்தக் கலன் உருளைக் கூடுகள் (பிரஷர் வெசல் ஷெல்)' },
      { en: 'Structural fabrication', ta: 'எஃகுக் கட்டமைப்புகளுக்கான உலோகக் கட்டுமானப் பணிகள்' },
      { en: 'Forged flanges', ta: 'அடித்து வடித்த ஃபிளேன்ஜ்கள்' },
    ],
    memberSince: 2002,
    phone: '+91 98944 17263',
  },
  {
    id: 'kaveri-steel-fabricators',
    firm: 'Kaveri Steel Fabricators',
    contact: { en: 'K. Raghavan', ta: 'கே. ராகவன்' },
    category: 'Engineering & fabrication',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Steel roof trusses', ta: 'எஃகுக் கூரை டிரஸ்கள்' },
      { en: 'Pre-engineered sheds', ta: 'முன்வடிவமைக்கப்பட்ட எஃகுக் கொட்டகைகள் (பிரீ-என்ஜினியர்டு ஷெட்)' },
      { en: 'Storage racks', ta: 'சேமிப்பு அடுக்குகள் (ரேக்)' },
    ],
    memberSince: 1972,
    phone: '+91 431 252 7730',
  },
  {
    id: 'sri-venkateswara-foundry',
    firm: 'Sri Venkateswara Foundry',
    contact: { en: 'V. Srinivasan', ta: 'வி. சீனிவாசன்' },
    category: 'Foundry & castings',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Grey iron castings', ta: 'சாம்பல் இரும்பு வார்ப்புகள்' },
      { en: 'Pump casings', ta: 'பம்பு உறைகள் (கேசிங்)' },
      { en: 'Manhole covers', ta: 'ஆள்நுழைவுக் குழி மூடிகள் (மேன்ஹோல் கவர்)' },
    ],
    memberSince: 1972,
  },
  {
    id: 'karthik-engineering-works',
    firm: 'Karthik Engineering Works',
    contact: { en: 'P. Karthikeyan', ta: 'பி. கார்த்திகேயன்' },
    category: 'Engineering & fabrication',
    district: 'Tiruchirappalli',
    products: [
      { en: 'CNC machined components', ta: 'CNC இயந்திரத்தில் கடைந்த பாகங்கள்' },
      { en: 'Boiler tube supports', ta: 'கொதிகலன் குழாய்த் தாங்கிகள்' },
      { en: 'Jigs and fixtures', ta: 'ஜிக்குகள் மற்றும் ஃபிக்சர்கள்' },
    ],
    memberSince: 2006,
  },
  {
    id: 'sri-murugan-alloy-castings',
    firm: 'Sri Murugan Alloy Castings',
    contact: { en: 'T. Selvaraj', ta: 'டி. செல்வராஜ்' },
    category: 'Foundry & castings',
    district: 'Tiruchirappalli',
    products: [
      { en: 'SG iron castings', ta: 'SG இரும்பு வார்ப்புகள்' },
      { en: 'Alloy steel castings', ta: 'கலப்பு எஃகு (அலாய் ஸ்டீல்) வார்ப்புகள்' },
    ],
    memberSince: 2001,
  },
  {
    id: 'noor-polymers',
    firm: 'Noor Polymers',
    contact: { en: 'S. Fathima Beevi', ta: 'எஸ். பாத்திமா பீவி' },
    category: 'Plastics & polymers',
    district: 'Tiruchirappalli',
    products: [
      { en: 'PVC pipes', ta: 'PVC குழாய்கள்' },
      { en: 'Garden hoses', ta: 'தோட்டக் குழாய்கள் (ஹோஸ்)' },
      { en: 'Electrical conduit pipes', ta: 'மின் கம்பிகளுக்கான பாதுகாப்புக் குழாய்கள் (கான்ட்யூட்)' },
    ],
    memberSince: 2011,
    phone: '+91 95005 28841',
  },
  {
    id: 'venkat-boiler-tubes',
    firm: 'Venkat Boiler Tubes',
    contact: { en: 'R. Venkatesan', ta: 'ஆர். வெங்கடேசன்' },
    category: 'Engineering & fabrication',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Boiler tube panels', ta: 'கொதிகலன் குழாய்ப் பேனல்கள்' },
      { en: 'Headers', ta: 'ஹெடர் குழாய்கள்' },
      { en: 'Coils', ta: 'சுருள் குழாய்கள் (காயில்)' },
    ],
    memberSince: 1996,
  },
  {
    id: 'jeyam-electronics',
    firm: 'Jeyam Electronics',
    contact: { en: 'L. Victor Jeyakumar', ta: 'எல். விக்டர் ஜெயக்குமார்' },
    category: 'Electrical & electronics',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Motor starters', ta: 'மோட்டார் ஸ்டார்ட்டர்கள்' },
      { en: 'Control panels', ta: 'கட்டுப்பாட்டுப் பலகைகள் (கண்ட்ரோல் பேனல்)' },
      { en: 'LED street light drivers', ta: 'LED தெருவிளக்கு டிரைவர்கள்' },
    ],
    memberSince: 2009,
  },
  {
    id: 'natraj-electricals',
    firm: 'Natraj Electricals',
    contact: { en: 'N. Ravishankar', ta: 'என். ரவிசங்கர்' },
    category: 'Electrical & electronics',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Motor rewinding', ta: 'மோட்டார் சுருள் மாற்றும் பணி (ரீவைண்டிங்)' },
      { en: 'Distribution boards', ta: 'மின் விநியோகப் பலகைகள்' },
      { en: 'Transformer servicing', ta: 'மின்மாற்றி (டிரான்ஸ்பார்மர்) பராமரிப்பு' },
    ],
    memberSince: 1973,
  },
  {
    id: 'ravi-fabrication-works',
    firm: 'Ravi Fabrication Works',
    contact: { en: 'S. Ravichandran', ta: 'எஸ். ரவிச்சந்திரன்' },
    category: 'Engineering & fabrication',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Hospital beds', ta: 'மருத்துவமனைக் கட்டில்கள்' },
      { en: 'Stainless steel trolleys', ta: 'துருப்பிடிக்காத எஃகு (ஸ்டெயின்லெஸ் ஸ்டீல்) தள்ளுவண்டிகள்' },
      { en: 'Commercial kitchen equipment', ta: 'உணவகச் சமையலறை உபகரணங்கள்' },
    ],
    memberSince: 1999,
  },
  {
    id: 'balaji-sheet-metal-works',
    firm: 'Balaji Sheet Metal Works',
    contact: { en: 'B. Venkatraman', ta: 'பி. வெங்கட்ராமன்' },
    category: 'Engineering & fabrication',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Panel enclosures', ta: 'பேனல் உறைப்பெட்டிகள் (என்க்ளோஷர்)' },
      { en: 'Sheet metal cabinets', ta: 'உலோகத் தகட்டு அலமாரிகள் (ஷீட் மெட்டல் கேபினெட்)' },
    ],
    memberSince: 1984,
  },
  {
    id: 'srirangam-offset-printers',
    firm: 'Srirangam Offset Printers',
    contact: { en: 'R. Padmini', ta: 'ஆர். பத்மினி' },
    category: 'Printing & packaging',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Books and calendars', ta: 'புத்தகங்கள் மற்றும் நாட்காட்டிகள்' },
      { en: 'Self-adhesive labels', ta: 'ஒட்டும் லேபிள்கள் (ஸ்டிக்கர்)' },
      { en: 'Printed cartons', ta: 'அச்சிட்ட அட்டைப் பெட்டிகள்' },
    ],
    memberSince: 2004,
  },
  {
    id: 'rockfort-agro-chemicals',
    firm: 'Rockfort Agro Chemicals',
    contact: { en: 'M. Suresh Kumar', ta: 'எம். சுரேஷ் குமார்' },
    category: 'Chemicals & fertilisers',
    district: 'Tiruchirappalli',
    products: [
      { en: 'Organic manure', ta: 'இயற்கை உரம்' },
      { en: 'Bio-fertilisers', ta: 'உயிர் உரங்கள்' },
      { en: 'Neem-based pesticides', ta: 'வேம்பு சார்ந்த பூச்சிக்கொல்லிகள்' },
    ],
    memberSince: 2013,
    phone: '+91 97503 61127',
  },
  // Thanjavur
  {
    id: 'kavitha-food-products',
    firm: 'Kavitha Food Products',
    contact: { en: 'R. Kavitha', ta: 'ஆர். கவிதா' },
    category: 'Food processing',
    district: 'Thanjavur',
    products: [
      { en: 'Millet ready-to-cook mixes', ta: 'சிறுதானிய உடனடிச் சமையல் கலவைகள்' },
      { en: 'Health drink powders', ta: 'ஊட்டச்சத்துப் பானப் பொடிகள் (சத்து மாவு)' },
      { en: 'Pickles', ta: 'ஊறுகாய்' },
    ],
    memberSince: 2008,
    phone: '+91 98427 31845',
  },
  {
    id: 'vasanth-printers-packagers',
    firm: 'Vasanth Printers & Packagers',
    contact: { en: 'M. Vasanthi', ta: 'எம். வசந்தி' },
    category: 'Printing & packaging',
    district: 'Thanjavur',
    products: [
      { en: 'Corrugated boxes', ta: 'நெளி அட்டைப் பெட்டிகள் (கொருகேட்டட் பாக்ஸ்)' },
      { en: 'Printed cartons', ta: 'அச்சிட்ட அட்டைப் பெட்டிகள்' },
      { en: 'Paper bags', ta: 'காகிதப் பைகள்' },
    ],
    memberSince: 2003,
  },
  {
    id: 'arasu-modern-rice-mill',
    firm: 'Arasu Modern Rice Mill',
    contact: { en: 'K. Thirunavukkarasu', ta: 'கே. திருநாவுக்கரசு' },
    category: 'Rice milling',
    district: 'Thanjavur',
    products: [
      { en: 'Ponni raw rice', ta: 'பொன்னி பச்சரிசி' },
      { en: 'Parboiled rice', ta: 'புழுங்கல் அரிசி' },
      { en: 'Rice bran', ta: 'அரிசித் தவிடு' },
    ],
    memberSince: 1992,
    phone: '+91 94434 70926',
  },
  {
    id: 'revathi-spices-masala',
    firm: 'Revathi Spices and Masala',
    contact: { en: 'D. Revathi', ta: 'டி. ரேவதி' },
    category: 'Food processing',
    district: 'Thanjavur',
    products: [
      { en: 'Sambar powder', ta: 'சாம்பார் பொடி' },
      { en: 'Rasam powder', ta: 'ரசப் பொடி' },
      { en: 'Turmeric powder', ta: 'மஞ்சள் தூள்' },
    ],
    memberSince: 2010,
  },
  {
    id: 'kumbakonam-brass-works',
    firm: 'Kumbakonam Brass Works',
    contact: { en: 'S. Ganapathy', ta: 'எஸ். கணபதி' },
    category: 'Foundry & castings',
    district: 'Thanjavur',
    products: [
      { en: 'Brass lamps', ta: 'பித்தளை விளக்குகள்' },
      { en: 'Bell-metal vessels', ta: 'வெண்கலப் பாத்திரங்கள்' },
      { en: 'Temple bells', ta: 'கோயில் மணிகள்' },
    ],
    memberSince: 1979,
  },
  {
    id: 'raja-paper-products',
    firm: 'Raja Paper Products',
    contact: { en: 'M. Rajasekaran', ta: 'எம். ராஜசேகரன்' },
    category: 'Printing & packaging',
    district: 'Thanjavur',
    products: [
      { en: 'Paper cups', ta: 'காகிதக் கோப்பைகள்' },
      { en: 'Paper plates', ta: 'காகிதத் தட்டுகள்' },
      { en: 'Notebooks', ta: 'நோட்டுப் புத்தகங்கள்' },
    ],
    memberSince: 2007,
  },
  {
    id: 'crescent-rice-mill-machinery',
    firm: 'Crescent Rice Mill Machinery',
    contact: { en: 'A. Mohamed Yusuf', ta: 'ஏ. முகமது யூசுப்' },
    category: 'Agro implements',
    district: 'Thanjavur',
    products: [
      { en: 'Rubber roll shellers', ta: 'ரப்பர் உருளை உமி நீக்கும் இயந்திரங்கள் (ரப்பர் ரோல் ஷெல்லர்)' },
      { en: 'Rice polishers', ta: 'அரிசி மெருகூட்டும் இயந்திரங்கள் (பாலிஷர்)' },
      { en: 'Paddy cleaners', ta: 'நெல் சுத்தம் செய்யும் இயந்திரங்கள்' },
    ],
    memberSince: 1972,
    phone: '+91 94430 18652',
  },
  {
    id: 'jaya-food-products',
    firm: 'Jaya Food Products',
    contact: { en: 'J. Anitha', ta: 'ஜே. அனிதா' },
    category: 'Food processing',
    district: 'Thanjavur',
    products: [
      { en: 'Pickles', ta: 'ஊறுகாய்' },
      { en: 'Appalam', ta: 'அப்பளம்' },
      { en: 'Vathal', ta: 'வத்தல்' },
    ],
    memberSince: 1988,
  },
  {
    id: 'vallam-bio-fertilisers',
    firm: 'Vallam Bio Fertilisers',
    contact: { en: 'P. Rajeswari', ta: 'பி. ராஜேஸ்வரி' },
    category: 'Chemicals & fertilisers',
    district: 'Thanjavur',
    products: [
      { en: 'Azospirillum', ta: 'அசோஸ்பைரில்லம்' },
      { en: 'Phosphobacteria', ta: 'பாஸ்போபாக்டீரியா' },
      { en: 'Vermicompost', ta: 'மண்புழு உரம்' },
    ],
    memberSince: 2015,
  },
  {
    id: 'sri-kamakshi-rice-industries',
    firm: 'Sri Kamakshi Rice Industries',
    contact: { en: 'V. Kumaravel', ta: 'வி. குமாரவேல்' },
    category: 'Rice milling',
    district: 'Thanjavur',
    products: [
      { en: 'Raw rice', ta: 'பச்சரிசி' },
      { en: 'Boiled rice', ta: 'புழுங்கல் அரிசி' },
      { en: 'Broken rice', ta: 'நொய் அரிசி' },
    ],
    memberSince: 1986,
  },
  // Tiruvarur
  {
    id: 'delta-agro-implements',
    firm: 'Delta Agro Implements',
    contact: { en: 'N. Ramesh Babu', ta: 'என். ரமேஷ் பாபு' },
    category: 'Agro implements',
    district: 'Tiruvarur',
    products: [
      { en: 'Power tiller attachments', ta: 'பவர் டில்லர் இணைப்புக் கருவிகள்' },
      { en: 'Paddy threshers', ta: 'நெல் கதிரடிக்கும் இயந்திரங்கள்' },
      { en: 'Cage wheels', ta: 'கூண்டுச் சக்கரங்கள் (கேஜ் வீல்)' },
    ],
    memberSince: 1997,
    phone: '+91 97880 42519',
  },
  {
    id: 'ilango-agro-engineering',
    firm: 'Ilango Agro Engineering',
    contact: { en: 'V. Ilango', ta: 'வி. இளங்கோ' },
    category: 'Agro implements',
    district: 'Tiruvarur',
    products: [
      { en: 'Seed drills', ta: 'விதை விதைப்பான்கள்' },
      { en: 'Weeders', ta: 'களையெடுப்பான்கள்' },
      { en: 'Sprayer parts', ta: 'தெளிப்பான் உதிரிபாகங்கள்' },
    ],
    memberSince: 2005,
  },
  {
    id: 'sumathi-oil-mills',
    firm: 'Sumathi Oil Mills',
    contact: { en: 'P. Sumathi', ta: 'பி. சுமதி' },
    category: 'Food processing',
    district: 'Tiruvarur',
    products: [
      { en: 'Cold-pressed gingelly oil', ta: 'செக்கு நல்லெண்ணெய்' },
      { en: 'Groundnut oil', ta: 'கடலை எண்ணெய்' },
      { en: 'Coconut oil', ta: 'தேங்காய் எண்ணெய்' },
    ],
    memberSince: 2012,
  },
  {
    id: 'shanthi-printers',
    firm: 'Shanthi Printers',
    contact: { en: 'B. Shanthi', ta: 'பி. சாந்தி' },
    category: 'Printing & packaging',
    district: 'Tiruvarur',
    products: [
      { en: 'Wedding cards', ta: 'திருமண அழைப்பிதழ்கள்' },
      { en: 'Account books', ta: 'கணக்குப் புத்தகங்கள்' },
      { en: 'Labels', ta: 'லேபிள்கள்' },
    ],
    memberSince: 2000,
  },
  {
    id: 'lourdes-agro-implements',
    firm: 'Lourdes Agro Implements',
    contact: { en: 'L. Arul Doss', ta: 'எல். அருள் தாஸ்' },
    category: 'Agro implements',
    district: 'Tiruvarur',
    products: [
      { en: 'Paddy threshers', ta: 'நெல் கதிரடிக்கும் இயந்திரங்கள்' },
      { en: 'Winnowers', ta: 'தூற்றும் இயந்திரங்கள்' },
      { en: 'Hand tools', ta: 'கைக்கருவிகள்' },
    ],
    memberSince: 1974,
  },
  {
    id: 'mannai-modern-rice-mill',
    firm: 'Mannai Modern Rice Mill',
    contact: { en: 'S. Rajendran', ta: 'எஸ். ராஜேந்திரன்' },
    category: 'Rice milling',
    district: 'Tiruvarur',
    products: [
      { en: 'Parboiled rice', ta: 'புழுங்கல் அரிசி' },
      { en: 'Rice bran', ta: 'அரிசித் தவிடு' },
      { en: 'Husk briquettes', ta: 'உமிப் பிரிக்கெட்டுகள்' },
    ],
    memberSince: 1991,
    phone: '+91 94421 83307',
  },
  {
    id: 'kamalalayam-electricals',
    firm: 'Kamalalayam Electricals',
    contact: { en: 'R. Balamurugan', ta: 'ஆர். பாலமுருகன்' },
    category: 'Electrical & electronics',
    district: 'Tiruvarur',
    products: [
      { en: 'Submersible pump panels', ta: 'நீர்மூழ்கிப் பம்புக் கட்டுப்பாட்டுப் பலகைகள் (பேனல்)' },
      { en: 'Solar pump controllers', ta: 'சூரிய சக்திப் பம்புக் கட்டுப்படுத்திகள் (கன்ட்ரோலர்)' },
    ],
    memberSince: 2014,
  },
  // Nagapattinam
  {
    id: 'coromandel-seafoods',
    firm: 'Coromandel Seafoods',
    contact: { en: 'A. Jaffar Sadiq', ta: 'ஏ. ஜாபர் சாதிக்' },
    category: 'Food processing',
    district: 'Nagapattinam',
    products: [
      { en: 'Frozen shrimp', ta: 'உறைந்த இறால்' },
      { en: 'Dried fish', ta: 'கருவாடு' },
      { en: 'Fish pickle', ta: 'மீன் ஊறுகாய்' },
    ],
    memberSince: 2002,
    phone: '+91 98431 26470',
  },
  {
    id: 'sea-star-fibreglass-boats',
    firm: 'Sea Star Fibreglass Boats',
    contact: { en: 'R. Mariappan', ta: 'ஆர். மாரியப்பன்' },
    category: 'Plastics & polymers',
    district: 'Nagapattinam',
    products: [
      { en: 'FRP fishing boats', ta: 'கண்ணாடியிழை (FRP) மீன்பிடிப் படகுகள்' },
      { en: 'FRP fish boxes', ta: 'கண்ணாடியிழை (FRP) மீன் பெட்டிகள்' },
    ],
    memberSince: 2006,
  },
  {
    id: 'arokia-salt-works',
    firm: 'Arokia Salt Works',
    contact: { en: 'A. Stephen Raj', ta: 'ஏ. ஸ்டீபன் ராஜ்' },
    category: 'Chemicals & fertilisers',
    district: 'Nagapattinam',
    products: [
      { en: 'Iodised salt', ta: 'அயோடின் கலந்த உப்பு' },
      { en: 'Industrial salt', ta: 'தொழிற்சாலைப் பயன்பாட்டு உப்பு' },
    ],
    memberSince: 1980,
  },
  {
    id: 'nagai-fishing-nets',
    firm: 'Nagai Fishing Nets',
    contact: { en: 'K. Velmurugan', ta: 'கே. வேல்முருகன்' },
    category: 'Textiles & garments',
    district: 'Nagapattinam',
    products: [
      { en: 'Nylon fishing nets', ta: 'நைலான் மீன்பிடி வலைகள்' },
      { en: 'Twisted ropes', ta: 'முறுக்குக் கயிறுகள்' },
    ],
    memberSince: 1995,
  },
  {
    id: 'vedaranyam-ice-plant',
    firm: 'Vedaranyam Ice Plant',
    contact: { en: 'M. Ganesan', ta: 'எம். கணேசன்' },
    category: 'Food processing',
    district: 'Nagapattinam',
    products: [
      { en: 'Block ice', ta: 'பனிக்கட்டிப் பாளங்கள் (பிளாக் ஐஸ்)' },
      { en: 'Flake ice', ta: 'செதில் பனிக்கட்டி (ஃபிளேக் ஐஸ்)' },
    ],
    memberSince: 2009,
  },
  {
    id: 'velankanni-marine-engineering',
    firm: 'Velankanni Marine Engineering',
    contact: { en: 'J. Arul Selvam', ta: 'ஜே. அருள் செல்வம்' },
    category: 'Engineering & fabrication',
    district: 'Nagapattinam',
    products: [
      { en: 'Propeller shafts', ta: 'உந்துவிசிறித் தண்டுகள் (புரொப்பெல்லர் ஷாஃப்ட்)' },
      { en: 'Winches', ta: 'வின்ச்கள்' },
      { en: 'Marine engine parts', ta: 'படகு என்ஜின் உதிரிபாகங்கள்' },
    ],
    memberSince: 2004,
  },
  {
    id: 'thirumarugal-rice-mill',
    firm: 'Thirumarugal Rice Mill',
    contact: { en: 'P. Kalaiselvi', ta: 'பி. கலைச்செல்வி' },
    category: 'Rice milling',
    district: 'Nagapattinam',
    products: [
      { en: 'Raw rice', ta: 'பச்சரிசி' },
      { en: 'Parboiled rice', ta: 'புழுங்கல் அரிசி' },
    ],
    memberSince: 2018,
  },
  // Karur
  {
    id: 'ismail-coach-works',
    firm: 'Ismail Coach Works',
    contact: { en: 'A. Mohamed Ismail', ta: 'ஏ. முகமது இஸ்மாயில்' },
    category: 'Engineering & fabrication',
    district: 'Karur',
    products: [
      { en: 'Bus bodies', ta: 'பேருந்துக் கூண்டுகள் (பஸ் பாடி)' },
      { en: 'Truck bodies', ta: 'சரக்குந்துக் கூண்டுகள்' },
      { en: 'School van bodies', ta: 'பள்ளி வேன் கூண்டுகள்' },
    ],
    memberSince: 1993,
    phone: '+91 94432 60418',
  },
  {
    id: 'amaravathi-home-textiles',
    firm: 'Amaravathi Home Textiles',
    contact: { en: 'K. Kumaresan', ta: 'கே. குமரேசன்' },
    category: 'Textiles & garments',
    district: 'Karur',
    products: [
      { en: 'Table linen', ta: 'மேசை விரிப்புகள்' },
      { en: 'Kitchen towels', ta: 'சமையலறைத் துண்டுகள்' },
      { en: 'Cushion covers', ta: 'குஷன் உறைகள்' },
    ],
    memberSince: 1999,
  },
  {
    id: 'bhuvana-made-ups',
    firm: 'Bhuvana Made-ups',
    contact: { en: 'S. Bhuvaneswari', ta: 'எஸ். புவனேஸ்வரி' },
    category: 'Textiles & garments',
    district: 'Karur',
    products: [
      { en: 'Bed sheets', ta: 'படுக்கை விரிப்புகள்' },
      { en: 'Curtains', ta: 'திரைச்சீலைகள்' },
      { en: 'Aprons', ta: 'ஏப்ரான்கள்' },
    ],
    memberSince: 2010,
  },
  {
    id: 'gopal-coach-builders',
    firm: 'Gopal Coach Builders',
    contact: { en: 'N. Gopalakrishnan', ta: 'என். கோபாலகிருஷ்ணன்' },
    category: 'Engineering & fabrication',
    district: 'Karur',
    products: [
      { en: 'Bus bodies', ta: 'பேருந்துக் கூண்டுகள் (பஸ் பாடி)' },
      { en: 'Ambulance bodies', ta: 'ஆம்புலன்ஸ் கூண்டுகள்' },
    ],
    memberSince: 1989,
  },
  {
    id: 'sundaram-pumps-motors',
    firm: 'Sundaram Pumps and Motors',
    contact: { en: 'S. Prakash', ta: 'எஸ். பிரகாஷ்' },
    category: 'Electrical & electronics',
    district: 'Karur',
    products: [
      { en: 'Monoblock pumps', ta: 'மோனோபிளாக் பம்புகள்' },
      { en: 'Submersible pumps', ta: 'நீர்மூழ்கிப் பம்புகள்' },
      { en: 'Induction motors', ta: 'இண்டக்ஷன் மோட்டார்கள்' },
    ],
    memberSince: 1977,
    phone: '+91 94431 77205',
  },
  {
    id: 'muthu-handloom-weavers',
    firm: 'Muthu Handloom Weavers',
    contact: { en: 'K. Muthulakshmi', ta: 'கே. முத்துலட்சுமி' },
    category: 'Textiles & garments',
    district: 'Karur',
    products: [
      { en: 'Handloom bedspreads', ta: 'கைத்தறிப் படுக்கை விரிப்புகள்' },
      { en: 'Bath towels', ta: 'குளியல் துண்டுகள்' },
    ],
    memberSince: 1983,
  },
  {
    id: 'kongu-mosquito-nets',
    firm: 'Kongu Mosquito Nets',
    contact: { en: 'P. Saminathan', ta: 'பி. சாமிநாதன்' },
    category: 'Textiles & garments',
    district: 'Karur',
    products: [
      { en: 'Mosquito nets', ta: 'கொசு வலைகள்' },
      { en: 'Window nets', ta: 'ஜன்னல் வலைகள்' },
    ],
    memberSince: 2001,
  },
  {
    id: 'kulithalai-plastic-industries',
    firm: 'Kulithalai Plastic Industries',
    contact: { en: 'R. Dhanalakshmi', ta: 'ஆர். தனலட்சுமி' },
    category: 'Plastics & polymers',
    district: 'Karur',
    products: [
      { en: 'Agricultural mulch film', ta: 'வேளாண் நிலப்போர்வைத் தாள் (மல்ச்சிங் ஃபிலிம்)' },
      { en: 'LDPE sheets', ta: 'LDPE தாள்கள்' },
      { en: 'Pond liners', ta: 'குட்டை விரிப்புத் தாள்கள் (பாண்ட் லைனர்)' },
    ],
    memberSince: 2016,
  },
  // Ariyalur
  {
    id: 'stella-cashew-exports',
    firm: 'Stella Cashew Exports',
    contact: { en: 'J. Mary Stella', ta: 'ஜே. மேரி ஸ்டெல்லா' },
    category: 'Food processing',
    district: 'Ariyalur',
    products: [
      { en: 'Cashew kernels', ta: 'முந்திரிப் பருப்பு' },
      { en: 'Roasted cashews', ta: 'வறுத்த முந்திரி' },
    ],
    memberSince: 2004,
    phone: '+91 99948 52316',
  },
  {
    id: 'al-ameen-engineering-works',
    firm: 'Al-Ameen Engineering Works',
    contact: { en: 'S. Imran', ta: 'எஸ். இம்ரான்' },
    category: 'Engineering & fabrication',
    district: 'Ariyalur',
    products: [
      { en: 'Conveyor idlers', ta: 'கன்வேயர் ஐட்லர்கள்' },
      { en: 'Kiln shell repair', ta: 'சூளை வெளிக்கூடு (கில்ன் ஷெல்) பழுதுபார்ப்பு' },
      { en: 'Bag filters', ta: 'பை வடிகட்டிகள் (பேக் ஃபில்டர்)' },
    ],
    memberSince: 1986,
  },
  {
    id: 'sendurai-agro-chemicals',
    firm: 'Sendurai Agro Chemicals',
    contact: { en: 'K. Manikandan', ta: 'கே. மணிகண்டன்' },
    category: 'Chemicals & fertilisers',
    district: 'Ariyalur',
    products: [
      { en: 'Gypsum soil conditioner', ta: 'ஜிப்சம் மண் சீர்திருத்தி' },
      { en: 'Micronutrient mixtures', ta: 'நுண்ணூட்டக் கலவைகள்' },
    ],
    memberSince: 2008,
  },
  {
    id: 'ariyalur-wear-castings',
    firm: 'Ariyalur Wear Castings',
    contact: { en: 'R. Prabhu', ta: 'ஆர். பிரபு' },
    category: 'Foundry & castings',
    district: 'Ariyalur',
    products: [
      { en: 'High-chrome grinding media', ta: 'உயர் குரோம் அரைவை உருண்டைகள் (கிரைண்டிங் மீடியா)' },
      { en: 'Mill liner plates', ta: 'ஆலை உட்புறக் காப்புத் தகடுகள் (மில் லைனர்)' },
      { en: 'Wear castings', ta: 'தேய்மான எதிர்ப்பு வார்ப்புகள் (வேர் காஸ்டிங்)' },
    ],
    memberSince: 2011,
  },
  {
    id: 'jayam-woven-sacks',
    firm: 'Jayam Woven Sacks',
    contact: { en: 'V. Sasikala', ta: 'வி. சசிகலா' },
    category: 'Plastics & polymers',
    district: 'Ariyalur',
    products: [
      { en: 'HDPE woven sacks', ta: 'HDPE நெய்த சாக்குகள்' },
      { en: 'Laminated cement bags', ta: 'லேமினேட்டட் சிமெண்ட் பைகள்' },
    ],
    memberSince: 2007,
  },
  // Pudukkottai
  {
    id: 'priya-garments',
    firm: 'Priya Garments',
    contact: { en: 'K. Lakshmi Priya', ta: 'கே. லட்சுமி பிரியா' },
    category: 'Textiles & garments',
    district: 'Pudukkottai',
    products: [
      { en: 'School uniforms', ta: 'பள்ளிச் சீருடைகள்' },
      { en: 'Nightwear', ta: 'இரவு உடைகள்' },
      { en: 'Hospital linen', ta: 'மருத்துவமனைத் துணிகள்' },
    ],
    memberSince: 2009,
    phone: '+91 96296 40381',
  },
  {
    id: 'geetha-garments',
    firm: 'Geetha Garments',
    contact: { en: 'M. Geetha Rani', ta: 'எம். கீதா ராணி' },
    category: 'Textiles & garments',
    district: 'Pudukkottai',
    products: [
      { en: 'Knitted T-shirts', ta: 'பின்னலாடை டி-சர்ட்டுகள்' },
      { en: "Children's wear", ta: 'குழந்தைகள் ஆடைகள்' },
    ],
    memberSince: 1995,
  },
  {
    id: 'nithya-foods',
    firm: 'Nithya Foods',
    contact: { en: 'R. Nithya', ta: 'ஆர். நித்யா' },
    category: 'Food processing',
    district: 'Pudukkottai',
    products: [
      { en: 'Groundnut chikki', ta: 'கடலை மிட்டாய்' },
      { en: 'Millet cookies', ta: 'சிறுதானியப் பிஸ்கட்டுகள்' },
      { en: 'Rusk', ta: 'ரஸ்க்' },
    ],
    memberSince: 2019,
  },
  {
    id: 'chandra-forgings',
    firm: 'Chandra Forgings',
    contact: { en: 'C. Karthik', ta: 'சி. கார்த்திக்' },
    category: 'Engineering & fabrication',
    district: 'Pudukkottai',
    products: [
      { en: 'Closed-die forgings', ta: 'மூடிய அச்சில் அடித்து வடித்த பாகங்கள் (குளோஸ்டு-டை ஃபோர்ஜிங்)' },
      { en: 'Railway fastenings', ta: 'ரயில் பாதை இணைப்புப் பொருத்திகள்' },
      { en: 'Flanges', ta: 'ஃபிளேன்ஜ்கள்' },
    ],
    memberSince: 1981,
  },
  {
    id: 'thirumayam-electronics',
    firm: 'Thirumayam Electronics',
    contact: { en: 'S. Jebakumar', ta: 'எஸ். ஜெபகுமார்' },
    category: 'Electrical & electronics',
    district: 'Pudukkottai',
    products: [
      { en: 'Inverters', ta: 'இன்வெர்ட்டர்கள்' },
      { en: 'UPS systems', ta: 'UPS சாதனங்கள்' },
      { en: 'Battery chargers', ta: 'பேட்டரி சார்ஜர்கள்' },
    ],
    memberSince: 2012,
  },
  {
    id: 'aranthangi-agro-tools',
    firm: 'Aranthangi Agro Tools',
    contact: { en: 'K. Sekar', ta: 'கே. சேகர்' },
    category: 'Agro implements',
    district: 'Pudukkottai',
    products: [
      { en: 'Coconut tree climbers', ta: 'தென்னை மரம் ஏறும் கருவிகள்' },
      { en: 'Sickles and spades', ta: 'அரிவாள்கள் மற்றும் மண்வெட்டிகள்' },
      { en: 'Knapsack sprayers', ta: 'முதுகில் சுமக்கும் தெளிப்பான்கள் (நாப்சாக்)' },
    ],
    memberSince: 2003,
  },
  {
    id: 'pudugai-agro-inputs',
    firm: 'Pudugai Agro Inputs',
    contact: { en: 'A. Rasheeda Begum', ta: 'ஏ. ரஷீதா பேகம்' },
    category: 'Chemicals & fertilisers',
    district: 'Pudukkottai',
    products: [
      { en: 'Neem cake', ta: 'வேப்பம் புண்ணாக்கு' },
      { en: 'Organic manure', ta: 'இயற்கை உரம்' },
      { en: 'Bio-pesticides', ta: 'உயிர்ப் பூச்சிக்கொல்லிகள்' },
    ],
    memberSince: 2017,
  },
  // Perambalur
  {
    id: 'murugan-electricals',
    firm: 'Murugan Electricals',
    contact: { en: 'V. Senthil Murugan', ta: 'வி. செந்தில் முருகன்' },
    category: 'Electrical & electronics',
    district: 'Perambalur',
    products: [
      { en: 'Cables and wires', ta: 'மின் கேபிள்கள் மற்றும் கம்பிகள்' },
      { en: 'Switchboards', ta: 'சுவிட்ச் பலகைகள்' },
      { en: 'Panel wiring', ta: 'பேனல் மின் கம்பி இணைப்பு' },
    ],
    memberSince: 2007,
    phone: '+91 98650 23174',
  },
  {
    id: 'elango-ginning-factory',
    firm: 'Elango Ginning Factory',
    contact: { en: 'P. Elangovan', ta: 'பி. இளங்கோவன்' },
    category: 'Textiles & garments',
    district: 'Perambalur',
    products: [
      { en: 'Ginned cotton', ta: 'கொட்டை நீக்கிய பஞ்சு' },
      { en: 'Cotton seed', ta: 'பருத்திக் கொட்டை' },
    ],
    memberSince: 1994,
  },
  {
    id: 'pandian-cotton-ginning-mills',
    firm: 'Pandian Cotton Ginning Mills',
    contact: { en: 'P. Muthukumar', ta: 'பி. முத்துக்குமார்' },
    category: 'Textiles & garments',
    district: 'Perambalur',
    products: [
      { en: 'Cotton bales', ta: 'பஞ்சுப் பொதிகள் (பேல்)' },
      { en: 'Cotton seed cake', ta: 'பருத்திக் கொட்டைப் புண்ணாக்கு' },
    ],
    memberSince: 1990,
  },
  {
    id: 'perambalur-maize-products',
    firm: 'Perambalur Maize Products',
    contact: { en: 'T. Jayakumar', ta: 'டி. ஜெயக்குமார்' },
    category: 'Food processing',
    district: 'Perambalur',
    products: [
      { en: 'Maize grits', ta: 'மக்காச்சோள ரவை' },
      { en: 'Maize flour', ta: 'மக்காச்சோள மாவு' },
      { en: 'Poultry feed', ta: 'கோழித் தீவனம்' },
    ],
    memberSince: 2013,
  },
  {
    id: 'siruvachur-agro-implements',
    firm: 'Siruvachur Agro Implements',
    contact: { en: 'M. Kathiravan', ta: 'எம். கதிரவன்' },
    category: 'Agro implements',
    district: 'Perambalur',
    products: [
      { en: 'Rotavator blades', ta: 'ரோட்டவேட்டர் கத்திகள்' },
      { en: 'Cultivator tines', ta: 'கல்டிவேட்டர் கொழுக்கள்' },
      { en: 'Disc ploughs', ta: 'வட்டுக் கலப்பைகள்' },
    ],
    memberSince: 2010,
  },
  {
    id: 'perambalur-offset-press',
    firm: 'Perambalur Offset Press',
    contact: { en: 'R. Malarvizhi', ta: 'ஆர். மலர்விழி' },
    category: 'Printing & packaging',
    district: 'Perambalur',
    products: [
      { en: 'Books', ta: 'புத்தகங்கள்' },
      { en: 'Posters', ta: 'சுவரொட்டிகள்' },
      { en: 'Labels', ta: 'லேபிள்கள்' },
    ],
    memberSince: 2015,
  },
  {
    id: 'eraiyur-engineering-works',
    firm: 'Eraiyur Engineering Works',
    contact: { en: 'K. Pandiyarajan', ta: 'கே. பாண்டியராஜன்' },
    category: 'Foundry & castings',
    district: 'Perambalur',
    products: [
      { en: 'Sugar mill roller shells', ta: 'சர்க்கரை ஆலை உருளைக் கூடுகள் (ரோலர் ஷெல்)' },
      { en: 'Bearing housings', ta: 'பேரிங் உறைகள் (ஹவுசிங்)' },
    ],
    memberSince: 2000,
    phone: '+91 94866 35092',
  },
];

export const directoryLead: Words = {
  en: 'Find a member firm by name, contact person or product, or narrow the list by industry and district.',
  ta: 'உறுப்பினர் நிறுவனங்களை அவற்றின் பெயர், தொடர்பு நபர் அல்லது உற்பத்திப் பொருள் கொண்டு தேடலாம். தொழில் பிரிவு, மாவட்டம் ஆகியவற்றைத் தேர்ந்தெடுத்தும் பட்டியலைச் சுருக்கலாம்.',
};

/**
 * The words the member directory (/rasi-members and its search results, app/rasi-members/search) lays out around the
 * members above: the search form (directory-form.tsx), each firm's card and the empty state (member-directory.tsx).
 * The district options are the districts' names (PLACES in content/glossary.ts); the industry options are
 * MEMBER_CATEGORY_LABELS.
 */
export const memberDirectoryPageText = {
  searchFormLabel: { en: 'Search the member directory', ta: 'உறுப்பினர் விவரப் பட்டியலில் தேடுக' },
  queryLabel: { en: 'Firm, person or product', ta: 'நிறுவனம், நபர் அல்லது உற்பத்திப் பொருள்' },
  categoryLabel: { en: 'Industry', ta: 'தொழில் பிரிவு' },
  allCategories: { en: 'All industries', ta: 'அனைத்துத் தொழில் பிரிவுகளும்' },
  districtLabel: { en: 'District', ta: 'மாவட்டம்' },
  allDistricts: { en: 'All districts', ta: 'அனைத்து மாவட்டங்களும்' },
  searchButton: { en: 'Search', ta: 'தேடுக' },
  clearLink: { en: 'Clear', ta: 'அழிக்கவும்' },
  /** Shown when no filter narrows the list; `{total}` is the number of member firms. */
  countAll: { en: 'All {total} member firms', ta: 'மொத்தம் {total} உறுப்பினர் நிறுவனங்கள்' },
  /** Shown when a filter narrows the list; `{count}` firms shown of `{total}`, in each grammatical number. */
  countSome: {
    en: '{count} of {total} member firms match',
    ta: '{total} உறுப்பினர் நிறுவனங்களில் {count} பொருந்துகின்றன',
  },
  countOne: {
    en: '{count} of {total} member firms matches',
    ta: '{total} உறுப்பினர் நிறுவனங்களில் {count} பொருந்துகிறது',
  },
  countNone: {
    en: 'None of the {total} member firms matches',
    ta: '{total} உறுப்பினர் நிறுவனங்களில் எதுவும் பொருந்தவில்லை',
  },
  contactLabel: { en: 'Contact', ta: 'தொடர்பு நபர்' },
  productsLabel: { en: 'Products', ta: 'உற்பத்திப் பொருட்கள்' },
  memberSinceLabel: { en: 'Member since', ta: 'உறுப்பினரான ஆண்டு' },
  telephoneLabel: { en: 'Telephone', ta: 'தொலைபேசி' },
  noResults: {
    en: 'No member firm matches this search. Try fewer words, another district, or all industries.',
    ta: 'இந்தத் தேடலுக்குப் பொருந்தும் உறுப்பினர் நிறுவனம் எதுவும் இல்லை. குறைவான சொற்களையோ, வேறு மாவட்டத்தையோ, அனைத்துத் தொழில் பிரிவுகளையோ கொண்டு மீண்டும் தேடிப் பாருங்கள்.',
  },
} as const satisfies Record<string, Words>;

/**
 * The words of a member firm's own page (/rasi-members/<id>, components/pages/rasi-members/member-page.tsx) and of
 * the page for an unknown firm, around the facts of its record above. `{category}`, `{district}`, `{count}` and
 * `{year}` stand for the firm's; its labels are memberDirectoryPageText's, so the page and the card say the same.
 */
export const memberPageText = {
  /** Under the firm's name. */
  lead: { en: '{category} · {district} district', ta: '{category} · {district} மாவட்டம்' },
  productsHeading: { en: 'What the firm makes', ta: 'நிறுவனத்தின் உற்பத்திப் பொருட்கள்' },
  detailsHeading: { en: 'Details', ta: 'விவரங்கள்' },
  addToContacts: { en: 'Add to contacts', ta: 'தொடர்புகளில் சேர்க்க' },
  addToContactsNote: {
    en: 'A contact card (vCard) for your phone’s address book, in English.',
    ta: 'உங்கள் கைப்பேசியின் தொடர்புப் பட்டியலில் சேர்ப்பதற்கான தொடர்பு அட்டை (vCard); இது ஆங்கிலத்தில் இருக்கும்.',
  },
  relatedHeading: {
    en: 'Other member firms in this industry or district',
    ta: 'இதே தொழில் பிரிவிலோ மாவட்டத்திலோ உள்ள பிற உறுப்பினர் நிறுவனங்கள்',
  },
  inCategory: {
    en: 'All {count} member firms in {category}',
    ta: '{category} பிரிவிலுள்ள அனைத்து {count} உறுப்பினர் நிறுவனங்களும்',
  },
  inDistrict: {
    en: 'All {count} member firms in {district} district',
    ta: '{district} மாவட்டத்திலுள்ள அனைத்து {count} உறுப்பினர் நிறுவனங்களும்',
  },
  wholeDirectory: { en: 'The whole member directory', ta: 'முழு உறுப்பினர் விவரப் பட்டியல்' },
  /** A firm's page description, for search engines and share cards. */
  description: {
    en: '{firm}, {district} district. Products: {products}. A RASI member firm since {year}.',
    ta: '{firm}, {district} மாவட்டம். உற்பத்திப் பொருட்கள்: {products}. {year} முதல் ராசி உறுப்பினர் நிறுவனம்.',
  },
  notFoundTitle: { en: 'Member firm not found', ta: 'உறுப்பினர் நிறுவனம் கிடைக்கவில்லை' },
  notFoundHeading: {
    en: 'No member firm at this address',
    ta: 'இந்த முகவரியில் உறுப்பினர் நிறுவனம் எதுவும் இல்லை',
  },
  notFoundText: {
    en: 'The firm may have left the association, or the address may be mistyped. Search the member directory by the firm’s name, a person or a product:',
    ta: 'அந்த நிறுவனம் சங்கத்திலிருந்து விலகியிருக்கலாம், அல்லது முகவரி தவறாகத் தட்டச்சு செய்யப்பட்டிருக்கலாம். நிறுவனத்தின் பெயர், நபர் அல்லது உற்பத்திப் பொருள் கொண்டு உறுப்பினர் விவரப் பட்டியலில் தேடுக:',
  },
} as const satisfies Record<string, Words>;
