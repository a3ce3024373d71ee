import type { Localisable, Words } from '@/lib/i18n/words';
import type { Milestone } from './content-shapes';

/** Milestones in the history of RASI, oldest first. */
export const milestones: Localisable<readonly Milestone[]> = [
  {
    year: 1972,
    month: 3,
    title: { en: 'RASI is founded', ta: 'ராசி தொடக்கம்' },
    text: {
      en: 'Thirty-eight owners of small workshops and foundries meet in Tiruchirappalli on 12 March and resolve to form the Regional Association of Small Industries. K. Ramaswamy Naidu is elected the first President.',
      ta: 'சிறு பட்டறைகள், வார்ப்பகங்களின் உரிமையாளர்கள் முப்பத்தெட்டுப் பேர் 12 மார்ச் அன்று திருச்சிராப்பள்ளியில் கூடி, மண்டல சிறு தொழில்கள் சங்கத்தை அமைக்கத் தீர்மானித்தனர். கே. ராமசாமி நாயுடு முதல் தலைவராகத் தேர்ந்தெடுக்கப்பட்டார்.',
    },
  },
  {
    year: 1979,
    month: 1,
    title: { en: 'First members trade fair', ta: 'உறுப்பினர்களின் முதல் வர்த்தகக் கண்காட்சி' },
    text: {
      en: 'Forty-six member firms show their products at a three-day fair in Tiruchirappalli, the first exhibition organised by the association.',
      ta: 'திருச்சிராப்பள்ளியில் நடைபெற்ற மூன்று நாள் கண்காட்சியில் நாற்பத்தாறு உறுப்பினர் நிறுவனங்கள் தங்கள் பொருட்களைக் காட்சிப்படுத்தின; இதுவே சங்கம் ஏற்பாடு செய்த முதல் கண்காட்சி.',
    },
  },
  {
    year: 1981,
    month: 8,
    title: { en: 'First district chapter in Karur', ta: 'முதல் மாவட்டக் கிளை: கரூர்' },
    text: {
      en: 'Members in Karur form the first district chapter of RASI, followed within five years by chapters in Thanjavur and Pudukkottai.',
      ta: 'கரூர் உறுப்பினர்கள் ராசியின் முதல் மாவட்டக் கிளையை அமைத்தனர்; ஐந்து ஆண்டுகளுக்குள் தஞ்சாவூர், புதுக்கோட்டை ஆகிய மாவட்டங்களிலும் கிளைகள் தொடங்கப்பட்டன.',
    },
  },
  {
    year: 1985,
    month: 6,
    title: { en: 'Foundation stone of RASI Bhavan', ta: 'ராசி பவனுக்கு அடிக்கல்' },
    text: {
      en: 'The foundation stone of a permanent home for the association is laid on Plot 14 of the SIDCO Industrial Estate at Thuvakudi, on land allotted to RASI.',
      ta: 'துவாக்குடி சிட்கோ தொழிற்பேட்டையில் ராசிக்கு ஒதுக்கப்பட்ட மனை எண் 14-இல், சங்கத்துக்கான நிரந்தரக் கட்டடத்துக்கு அடிக்கல் நாட்டப்பட்டது.',
    },
  },
  {
    year: 1987,
    month: 4,
    title: { en: 'RASI Bhavan opens', ta: 'ராசி பவன் திறப்பு' },
    text: {
      en: 'The association moves from its rented office in the Cantonment to RASI Bhavan, built largely from contributions by members.',
      ta: 'கன்டோன்மென்ட் பகுதியில் இருந்த வாடகை அலுவலகத்திலிருந்து ராசி பவனுக்குச் சங்கம் இடம் மாறியது; இக்கட்டடத்தின் கட்டுமானச் செலவில் பெரும்பகுதியை உறுப்பினர்களே வழங்கினர்.',
    },
  },
  {
    year: 1990,
    month: 9,
    title: { en: 'Bye-laws revised', ta: 'துணை விதிகள் திருத்தம்' },
    text: {
      en: 'The general body adopts revised bye-laws. Elections move to odd years, and the term of the serving office bearers is extended to 1991.',
      ta: 'திருத்தப்பட்ட துணை விதிகளைப் பொதுக்குழு ஏற்றுக்கொண்டது. அதன்படி, தேர்தல்கள் ஒற்றைப்படை ஆண்டுகளுக்கு மாறின; பதவியில் இருந்த நிர்வாகிகளின் பதவிக்காலம் 1991 வரை நீட்டிக்கப்பட்டது.',
    },
  },
  {
    year: 1994,
    month: 7,
    title: { en: 'Guidance cell opens', ta: 'வழிகாட்டு மையம் தொடக்கம்' },
    text: {
      en: 'RASI opens a guidance cell at RASI Bhavan to advise members on bank finance, quality certification, taxation and government schemes, free of charge.',
      ta: 'வங்கிக் கடன், தரச் சான்றிதழ், வரிவிதிப்பு, அரசுத் திட்டங்கள் குறித்து உறுப்பினர்களுக்குக் கட்டணமின்றி ஆலோசனை வழங்குவதற்காக, ராசி பவனில் சங்கம் வழிகாட்டு மையத்தைத் தொடங்கியது.',
    },
  },
  {
    year: 1997,
    month: 9,
    title: { en: 'First woman President', ta: 'முதல் பெண் தலைவர்' },
    text: {
      en: 'R. Jayalakshmi of Jaya Food Products, Thanjavur, is elected the first woman President of the association.',
      ta: 'தஞ்சாவூர் Jaya Food Products நிறுவனத்தின் ஆர். ஜெயலட்சுமி சங்கத்தின் முதல் பெண் தலைவராகத் தேர்ந்தெடுக்கப்பட்டார்.',
    },
  },
  {
    year: 2001,
    month: 2,
    title: { en: 'First Delta Industrial Expo', ta: 'முதல் டெல்டா தொழில் கண்காட்சி' },
    text: {
      en: 'RASI holds the first Delta Industrial Expo in Tiruchirappalli with 140 stalls. The Expo has been held every two years since, except in 2021.',
      ta: 'ராசி 140 கடை அரங்குகளுடன் முதல் டெல்டா தொழில் கண்காட்சியைத் திருச்சிராப்பள்ளியில் நடத்தியது. அன்றுமுதல் 2021 தவிர, இரண்டு ஆண்டுகளுக்கு ஒருமுறை இக்கண்காட்சி நடைபெற்று வருகிறது.',
    },
  },
  {
    year: 2005,
    month: 1,
    title: { en: 'Tsunami relief for coastal units', ta: 'கடலோர அலகுகளுக்குச் சுனாமி நிவாரணம்' },
    text: {
      en: 'After the tsunami of December 2004, RASI raises a relief fund and helps ice plants, boatyards and net makers in Nagapattinam restart production.',
      ta: '2004 டிசம்பரில் ஏற்பட்ட சுனாமிக்குப் பின், ராசி நிவாரண நிதி திரட்டியது; நாகப்பட்டினம் மாவட்டத்தில் பனிக்கட்டி ஆலைகள், படகு கட்டும் தளங்கள், வலை உற்பத்தி அலகுகள் மீண்டும் இயங்கத் தொடங்க உதவியது.',
    },
  },
  {
    year: 2007,
    month: 4,
    title: {
      en: 'Membership aligned with the MSMED Act',
      ta: 'MSMED சட்டத்துக்கு ஏற்ப உறுப்பினர் பிரிவுகள் மாற்றம்',
    },
    text: {
      en: 'Following the Micro, Small and Medium Enterprises Development Act, 2006, RASI revises its membership categories into micro and small enterprises.',
      ta: '2006-ஆம் ஆண்டின் குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் மேம்பாட்டுச் சட்டம் (MSMED சட்டம்) நடைமுறைக்கு வந்ததைத் தொடர்ந்து, ராசி தனது உறுப்பினர் பிரிவுகளைக் குறு நிறுவனங்கள், சிறு நிறுவனங்கள் எனத் திருத்தியமைத்தது.',
    },
  },
  {
    year: 2012,
    month: 7,
    title: {
      en: 'First agreement with a technical institution',
      ta: 'தொழில்நுட்பக் கல்வி நிறுவனத்துடன் முதல் ஒப்பந்தம்',
    },
    text: {
      en: 'RASI signs its first memorandum of understanding with the Government Polytechnic College, Tiruchirappalli, for apprenticeships and testing services.',
      ta: 'தொழிற்பழகுநர் பயிற்சி, சோதனைச் சேவைகளுக்காகத் திருச்சிராப்பள்ளி அரசு பல்தொழில்நுட்பக் கல்லூரியுடன் ராசி தனது முதல் புரிந்துணர்வு ஒப்பந்தத்தில் கையெழுத்திட்டது.',
    },
  },
  {
    year: 2015,
    month: 11,
    title: { en: 'One thousand members', ta: 'ஆயிரம் உறுப்பினர்கள்' },
    text: {
      en: 'Membership crosses one thousand firms, with members in all eight districts of the delta.',
      ta: 'உறுப்பினர் நிறுவனங்களின் எண்ணிக்கை ஆயிரத்தைக் கடந்தது; டெல்டாவின் எட்டு மாவட்டங்களிலும் உறுப்பினர்கள் இருந்தனர்.',
    },
  },
  {
    year: 2018,
    month: 11,
    title: { en: 'Cyclone Gaja relief', ta: 'கஜா புயல் நிவாரணம்' },
    text: {
      en: 'After Cyclone Gaja strikes the delta, RASI surveys damage at over three hundred member units and helps them with insurance claims and restructured loans.',
      ta: 'கஜா புயல் டெல்டாவைத் தாக்கிய பின், முந்நூறுக்கும் மேற்பட்ட உறுப்பினர் அலகுகளில் ஏற்பட்ட சேதத்தை ராசி மதிப்பிட்டு, காப்பீட்டுக் கோரிக்கைகளிலும் கடன் மறுசீரமைப்பிலும் அவற்றுக்கு உதவியது.',
    },
  },
  {
    year: 2020,
    month: 3,
    title: { en: 'Covid-19 helpline', ta: 'கோவிட்-19 உதவி எண் சேவை' },
    text: {
      en: 'RASI opens a helpline for members during the lockdown, helping with movement passes, wage questions and loan moratorium requests.',
      ta: 'ஊரடங்கின்போது ராசி உறுப்பினர்களுக்காக ஓர் உதவி எண் சேவையைத் தொடங்கி, நடமாட்ட அனுமதிச் சீட்டுகள், ஊதியம் தொடர்பான கேள்விகள், கடன் தவணை ஒத்திவைப்புக் கோரிக்கைகள் ஆகியவற்றில் உதவியது.',
    },
  },
  {
    year: 2022,
    month: 3,
    title: { en: 'Golden jubilee', ta: 'பொன்விழா' },
    text: {
      en: 'RASI marks fifty years with a year of events, a commemorative volume and honours for the surviving founder members.',
      ta: 'ராசி தனது ஐம்பதாம் ஆண்டை ஆண்டு முழுவதும் நடைபெற்ற நிகழ்வுகளுடன் கொண்டாடியது. நினைவு மலர் ஒன்று வெளியிடப்பட்டது; சங்கத்தை நிறுவிய உறுப்பினர்களில் இன்றும் நம்மிடையே வாழ்பவர்கள் கௌரவிக்கப்பட்டனர்.',
    },
  },
  {
    year: 2023,
    month: 2,
    title: { en: 'Delta Industrial Expo returns', ta: 'மீண்டும் டெல்டா தொழில் கண்காட்சி' },
    text: {
      en: 'The eleventh Delta Industrial Expo, the first after the pandemic, draws more than 38,000 visitors to Tiruchirappalli.',
      ta: 'பெருந்தொற்றுக்குப் பின் முதன்முறையாக நடைபெற்ற பதினொன்றாவது டெல்டா தொழில் கண்காட்சி, 38,000-க்கும் மேற்பட்ட பார்வையாளர்களைத் திருச்சிராப்பள்ளிக்கு ஈர்த்தது.',
    },
  },
  {
    year: 2025,
    month: 9,
    title: { en: 'Office bearers for 2025–2027 elected', ta: '2025–2027 பதவிக்காலத்துக்கான நிர்வாகிகள் தேர்வு' },
    text: {
      en: 'The annual general meeting elects S. Meenakshi Sundaram of Kaveri Polymers as President for the 2025–2027 term.',
      ta: 'ஆண்டுப் பொதுக்குழுக் கூட்டத்தில், Kaveri Polymers நிறுவனத்தின் எஸ். மீனாட்சி சுந்தரம் 2025–2027 பதவிக்காலத்துக்கான தலைவராகத் தேர்ந்தெடுக்கப்பட்டார்.',
    },
  },
  {
    year: 2026,
    month: 6,
    title: { en: 'Export facilitation desk opens', ta: 'ஏற்றுமதி உதவிப் பிரிவு தொடக்கம்' },
    text: {
      en: 'The guidance cell opens an export facilitation desk as membership passes 1,400 firms.',
      ta: 'உறுப்பினர் நிறுவனங்களின் எண்ணிக்கை 1,400-ஐக் கடந்த வேளையில், வழிகாட்டு மையம் ஓர் ஏற்றுமதி உதவிப் பிரிவைத் தொடங்கியது.',
    },
  },
];

/** The words the milestones page lays out around the content above. */
export const milestonesPageText = {
  /** Built from parts: `{from}` is the first milestone's year, `{to}` the last one's. */
  rangeHeading: { en: 'From {from} to {to}', ta: '{from} முதல் {to} வரை' },
  /** The heading when there are no years to name (an empty list). */
  fallbackHeading: { en: 'Milestones, oldest first', ta: 'மைல்கற்கள் (காலவரிசைப்படி)' },
} as const satisfies Record<string, Words>;
