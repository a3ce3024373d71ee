import type { Localisable, Words } from '@/lib/i18n/words';
import type { GovtCommittee, Paragraphs } from './content-shapes';

export const govtCommitteesIntro: Localisable<Paragraphs> = [
  {
    en: 'Decisions that shape the working day of a small factory are often taken in committees: on power supply, pollution control, bank credit, railways and skills. RASI has worked for decades to secure a seat for small industry at these tables. Our representatives are nominated by the executive committee, report back to it after every meeting and welcome members who want an issue placed on the agenda.',
    ta: 'மின் விநியோகம், மாசுக் கட்டுப்பாடு, வங்கிக் கடன், ரயில்வே, திறன் மேம்பாடு என, ஒரு சிறு தொழிற்சாலையின் அன்றாடப் பணியைத் தீர்மானிக்கும் முடிவுகள் பெரும்பாலும் குழுக்களில்தான் எடுக்கப்படுகின்றன. இத்தகைய குழுக்களில் சிறு தொழிலுக்கு ஓர் இடத்தைப் பெற்றுத்தர ராசி பல பத்தாண்டுகளாகப் பாடுபட்டு வருகிறது. எங்கள் பிரதிநிதிகளைச் செயற்குழு நியமிக்கிறது; ஒவ்வொரு கூட்டத்துக்குப் பிறகும் அவர்கள் செயற்குழுவிடம் அறிக்கை அளிக்கின்றனர். ஏதேனும் ஒரு பிரச்சினையைக் கூட்டப் பொருளில் சேர்க்க விரும்பும் உறுப்பினர்கள் அவர்களைத் தயங்காமல் அணுகலாம்.',
  },
];

export const govtCommittees: Localisable<readonly GovtCommittee[]> = [
  {
    committee: {
      en: 'District Industries Centre Single Window Committee, Tiruchirappalli',
      ta: 'திருச்சிராப்பள்ளி மாவட்டத் தொழில் மைய ஒற்றைச் சாளரக் குழு',
    },
    body: {
      en: 'District Industries Centre, Department of MSME, Government of Tamil Nadu',
      ta: 'தமிழ்நாடு அரசின் குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் (MSME) துறையின் மாவட்டத் தொழில் மையம்',
    },
    representative: { en: 'J. Anthony Raj', ta: 'ஜே. அந்தோணி ராஜ்' },
    since: 2021,
    role: {
      en: 'Reviews applications for approvals needed by new and expanding units and follows up on those pending with departments.',
      ta: 'புதிதாகத் தொடங்கப்படும், விரிவாக்கப்படும் அலகுகள் பெற வேண்டிய அனுமதிகள் கோரும் விண்ணப்பங்களை ஆய்வு செய்கிறார்; துறைகளிடம் நிலுவையில் உள்ளவற்றைத் தொடர்ந்து கண்காணிக்கிறார்.',
    },
  },
  {
    committee: {
      en: 'Micro and Small Enterprises Facilitation Council, Tiruchirappalli Region',
      ta: 'திருச்சிராப்பள்ளி மண்டல குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றம்',
    },
    body: {
      en: 'Department of MSME, Government of Tamil Nadu',
      ta: 'MSME துறை, தமிழ்நாடு அரசு',
    },
    representative: { en: 'N. Ramesh Babu', ta: 'என். ரமேஷ் பாபு' },
    since: 2023,
    role: {
      en: 'Sits as the member representing associations of small industry when the council hears delayed payment disputes.',
      ta: 'தாமதமான பணப்பட்டுவாடா தொடர்பான பிணக்குகளை மன்றம் விசாரிக்கும்போது, சிறு தொழில் சங்கங்களின் பிரதிநிதியாக மன்ற உறுப்பினர் இடத்தில் அமர்கிறார்.',
    },
  },
  {
    committee: {
      en: 'District Environmental Committee, Tiruchirappalli',
      ta: 'திருச்சிராப்பள்ளி மாவட்டச் சுற்றுச்சூழல் குழு',
    },
    body: { en: 'Tamil Nadu Pollution Control Board', ta: 'தமிழ்நாடு மாசு கட்டுப்பாடு வாரியம்' },
    representative: { en: 'R. Saravanan', ta: 'ஆர். சரவணன்' },
    since: 2019,
    role: {
      en: 'Brings the concerns of small units on consents, effluent treatment and waste disposal to the Board at district level.',
      ta: 'இசைவாணைகள், கழிவுநீர்ச் சுத்திகரிப்பு, கழிவு அகற்றல் குறித்துச் சிறு அலகுகள் எதிர்கொள்ளும் சிக்கல்களை மாவட்ட அளவில் வாரியத்தின் கவனத்துக்குக் கொண்டுசெல்கிறார்.',
    },
  },
  {
    committee: {
      en: "Regional Advisory Committee, Employees' State Insurance Corporation, Tamil Nadu",
      ta: 'தொழிலாளர் அரசு ஈட்டுறுதிக் கழகத்தின் தமிழ்நாடு மண்டல ஆலோசனைக் குழு',
    },
    body: {
      en: "Employees' State Insurance Corporation, Ministry of Labour and Employment",
      ta: 'தொழிலாளர் அரசு ஈட்டுறுதிக் கழகம், தொழிலாளர் மற்றும் வேலைவாய்ப்பு அமைச்சகம்',
    },
    representative: { en: 'P. Elangovan', ta: 'பி. இளங்கோவன்' },
    since: 2022,
    role: {
      en: 'Represents employers of small units on coverage, contributions and the quality of ESI dispensaries near industrial estates.',
      ta: 'காப்பீட்டு வரம்பு, பங்களிப்புத் தொகை, தொழிற்பேட்டைகளுக்கு அருகிலுள்ள ESI மருந்தகங்களின் தரம் ஆகியவை குறித்து, சிறு அலகுகளின் வேலையளிப்போர் சார்பில் பேசுகிறார்.',
    },
  },
  {
    committee: {
      en: 'District Consultative Committee on bank credit, Thanjavur',
      ta: 'தஞ்சாவூர் மாவட்ட வங்கிக் கடன் ஆலோசனைக் குழு',
    },
    body: {
      en: 'Lead District Office, under the chairmanship of the District Collector',
      ta: 'முன்னோடி வங்கி மாவட்ட அலுவலகம்; தலைமை: மாவட்ட ஆட்சியர்',
    },
    representative: { en: 'R. Kavitha', ta: 'ஆர். கவிதா' },
    since: 2020,
    role: {
      en: 'Reviews lending to micro and small enterprises in the district and raises cases where loans are delayed or refused.',
      ta: 'மாவட்டத்தில் குறு மற்றும் சிறு நிறுவனங்களுக்கு வழங்கப்படும் கடன்களை ஆய்வு செய்கிறார்; கடன் தாமதமாகும் அல்லது மறுக்கப்படும் நிகழ்வுகளை எடுத்துரைக்கிறார்.',
    },
  },
  {
    committee: {
      en: 'SIDCO Industrial Estate Development Committee, Thuvakudi',
      ta: 'துவாக்குடி சிட்கோ தொழிற்பேட்டை மேம்பாட்டுக் குழு',
    },
    body: {
      en: 'Tamil Nadu Small Industries Development Corporation (SIDCO)',
      ta: 'தமிழ்நாடு சிறு தொழில் வளர்ச்சிக் கழகம் (சிட்கோ)',
    },
    representative: { en: 'P. Karthikeyan', ta: 'பி. கார்த்திகேயன்' },
    since: 2018,
    role: {
      en: 'Plans the upkeep of roads, drains, street lights and common facilities in the estate where RASI Bhavan stands.',
      ta: 'ராசி பவன் அமைந்துள்ள தொழிற்பேட்டையில் சாலைகள், வடிகால்கள், தெருவிளக்குகள், பொது வசதிகள் ஆகியவற்றின் பராமரிப்பைத் திட்டமிடுகிறார்.',
    },
  },
  {
    committee: {
      en: 'District Skill Committee, Tiruchirappalli',
      ta: 'திருச்சிராப்பள்ளி மாவட்டத் திறன் குழு',
    },
    body: { en: 'Tamil Nadu Skill Development Corporation', ta: 'தமிழ்நாடு திறன் மேம்பாட்டுக் கழகம்' },
    representative: { en: 'G. Prabhakaran', ta: 'ஜி. பிரபாகரன்' },
    since: 2023,
    role: {
      en: 'Helps plan short-term skill courses in the district around the trades that member firms actually need.',
      ta: 'உறுப்பினர் நிறுவனங்களுக்கு உண்மையில் தேவைப்படும் தொழிற்பிரிவுகளை மையமாகக் கொண்டு, மாவட்டத்தில் குறுகிய காலத் திறன் பயிற்சிகளைத் திட்டமிட உதவுகிறார்.',
    },
  },
  {
    committee: {
      en: 'District Export Promotion Committee, Karur',
      ta: 'கரூர் மாவட்ட ஏற்றுமதி மேம்பாட்டுக் குழு',
    },
    body: {
      en: 'District administration, with the Directorate General of Foreign Trade',
      ta: 'மாவட்ட நிர்வாகமும் அயல்நாட்டு வர்த்தகத் தலைமை இயக்குநரகமும்',
    },
    representative: { en: 'K. Kumaresan', ta: 'கே. குமரேசன்' },
    since: 2022,
    role: {
      en: 'Contributes to the district export action plan for home textiles and helps small exporters reach the schemes available to them.',
      ta: 'வீட்டு உபயோக ஜவுளிகளுக்கான மாவட்ட ஏற்றுமதிச் செயல்திட்டத்தை வகுப்பதில் பங்காற்றுகிறார்; சிறு ஏற்றுமதியாளர்கள் தங்களுக்குரிய திட்டங்களின் பயனைப் பெற உதவுகிறார்.',
    },
  },
  {
    committee: {
      en: "Divisional Railway Users' Consultative Committee, Tiruchirappalli Division",
      ta: 'திருச்சிராப்பள்ளி கோட்ட ரயில் பயனாளர் ஆலோசனைக் குழு',
    },
    body: { en: 'Southern Railway, Ministry of Railways', ta: 'தெற்கு ரயில்வே, ரயில்வே அமைச்சகம்' },
    representative: { en: 'A. Mohamed Ismail', ta: 'ஏ. முகமது இஸ்மாயில்' },
    since: 2024,
    role: {
      en: 'Raises the freight and passenger needs of delta industry, including parcel services and train stops near industrial towns.',
      ta: 'டெல்டா தொழில்துறையின் சரக்கு, பயணிகள் போக்குவரத்துத் தேவைகளை எடுத்துரைக்கிறார்; பார்சல் சேவைகளும், தொழில் நகரங்களுக்கு அருகிலுள்ள நிலையங்களில் ரயில்கள் நின்று செல்வதும் இவற்றில் அடங்கும்.',
    },
  },
  {
    committee: {
      en: 'Airport Advisory Committee, Tiruchirappalli International Airport',
      ta: 'திருச்சிராப்பள்ளி பன்னாட்டு விமான நிலைய ஆலோசனைக் குழு',
    },
    body: { en: 'Airports Authority of India', ta: 'இந்திய விமான நிலையங்கள் ஆணையம்' },
    representative: { en: 'S. Meenakshi Sundaram', ta: 'எஸ். மீனாட்சி சுந்தரம்' },
    since: 2025,
    role: {
      en: 'Presses for air cargo facilities that let small exporters of the delta ship directly from Tiruchirappalli.',
      ta: 'டெல்டாவின் சிறு ஏற்றுமதியாளர்கள் திருச்சிராப்பள்ளியிலிருந்தே நேரடியாகச் சரக்கு அனுப்பும் வகையில், விமானச் சரக்கு வசதிகளை ஏற்படுத்த வலியுறுத்துகிறார்.',
    },
  },
];

/** The words the government committees page lays out around the content above. */
export const govtCommitteesPageText = {
  representedHeading: { en: 'Where RASI is represented', ta: 'ராசி பிரதிநிதித்துவம் வகிக்கும் குழுக்கள்' },
  /** Label of the representative's name on each committee's card. */
  representativeLabel: { en: 'Representative', ta: 'பிரதிநிதி' },
  /** Label of the year RASI's seat on the committee began. */
  sinceLabel: { en: 'Since', ta: 'தொடங்கிய ஆண்டு' },
} as const satisfies Record<string, Words>;
