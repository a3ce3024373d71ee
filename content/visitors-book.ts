import type { Localisable, Words } from '@/lib/i18n/words';
import type { VisitorRemark } from './content-shapes';

/** The Tamil adds that the remarks are given in Tamil with their meaning unchanged: the Tamil page shows them translated. */
export const visitorsBookIntro: Localisable<string> = {
  en: 'Since RASI Bhavan opened in 1987, guests have been invited to write a few lines in our visitors book. These are some of the remarks left in recent years, reproduced as written, with light corrections to spelling.',
  ta: '1987-இல் ராசி பவன் திறக்கப்பட்டது முதல், வருகை தரும் விருந்தினர்களை எங்கள் பார்வையாளர் குறிப்பேட்டில் சில வரிகள் எழுதுமாறு கேட்டுக்கொண்டு வருகிறோம். கடந்த சில ஆண்டுகளில் எழுதப்பட்ட குறிப்புகளில் சில இங்கே உள்ளன; எழுதியவர்கள் கூறிய பொருள் மாறாமல் அவை தமிழில் மொழிபெயர்த்துத் தரப்பட்டுள்ளன.',
};

/** Remarks from the visitors book, newest first. */
export const visitorRemarks: Localisable<readonly VisitorRemark[]> = [
  {
    name: { en: 'Dr. M. Aravind', ta: 'டாக்டர் எம். அரவிந்த்' },
    designation: {
      en: 'District Collector, Tiruchirappalli',
      ta: 'மாவட்ட ஆட்சியர், திருச்சிராப்பள்ளி',
    },
    date: '2026-08-14',
    remark: {
      en: 'I am glad to have met the office bearers and members of RASI today. The association has been a dependable partner of the district administration, whether in relief work after floods or in organising Udyam camps. I wish the Delta Industrial Expo 2027 every success and assure the members of our continued support.',
      ta: 'இன்று ராசியின் நிர்வாகிகளையும் உறுப்பினர்களையும் சந்தித்ததில் மகிழ்ச்சி அடைகிறேன். வெள்ளத்துக்குப் பிந்தைய நிவாரணப் பணிகளானாலும், உத்யம் பதிவு முகாம்களை நடத்துவதானாலும், இச்சங்கம் மாவட்ட நிர்வாகத்தின் நம்பகமான கூட்டாளியாக இருந்து வருகிறது. டெல்டா தொழில் கண்காட்சி 2027 அனைத்து வகையிலும் வெற்றிபெற வாழ்த்துகிறேன்; எங்கள் ஆதரவு தொடர்ந்து இருக்கும் என உறுப்பினர்களுக்கு உறுதியளிக்கிறேன்.',
    },
  },
  {
    name: { en: 'Mr. Tan Wei Liang', ta: 'திரு. டான் வெய் லியாங்' },
    designation: {
      en: 'Leader, trade delegation of small and medium manufacturers from Penang, Malaysia',
      ta: 'தலைவர், மலேசியாவின் பினாங்கைச் சேர்ந்த சிறு மற்றும் நடுத்தர உற்பத்தியாளர்களின் வர்த்தகத் தூதுக்குழு',
    },
    date: '2026-07-09',
    remark: {
      en: 'Our delegation was received with great warmth. We were impressed by the variety of products made by member firms, especially the home textiles of Karur and the agricultural implements of Tiruvarur. We look forward to welcoming RASI members in Kuala Lumpur in September and to lasting business ties.',
      ta: 'எங்கள் தூதுக்குழுவுக்கு மிகுந்த அன்புடன் வரவேற்பு அளிக்கப்பட்டது. உறுப்பினர் நிறுவனங்கள் உற்பத்தி செய்யும் பல்வகைப் பொருட்கள், குறிப்பாகக் கரூரின் வீட்டு உபயோக ஜவுளிகளும் திருவாரூரின் வேளாண் கருவிகளும், எங்களை வெகுவாகக் கவர்ந்தன. செப்டம்பரில் கோலாலம்பூரில் ராசி உறுப்பினர்களை வரவேற்கவும், நீடித்த வணிக உறவுகளை வளர்க்கவும் ஆவலுடன் காத்திருக்கிறோம்.',
    },
  },
  {
    name: { en: 'Dr. P. Revathi', ta: 'முனைவர் பி. ரேவதி' },
    designation: {
      en: 'Professor of Industrial Engineering, Kaveri College of Engineering and Technology',
      ta: 'தொழில் பொறியியல் பேராசிரியர், காவிரி பொறியியல் மற்றும் தொழில்நுட்பக் கல்லூரி',
    },
    date: '2026-04-22',
    remark: {
      en: 'The partnership between our college and RASI has given our final-year students real problems to solve on real shop floors. Several projects have gone into regular production. I thank the members who opened their units to our students with patience and generosity.',
      ta: 'எங்கள் கல்லூரிக்கும் ராசிக்கும் இடையிலான கூட்டாண்மை, எங்கள் இறுதியாண்டு மாணவர்களுக்கு, இயங்கும் தொழிற்சாலைப் பணிமனைகளிலேயே நடைமுறைச் சிக்கல்களுக்குத் தீர்வு காணும் வாய்ப்பை வழங்கியுள்ளது. பல மாணவர் திட்டப்பணிகள் வழக்கமான உற்பத்தியில் இடம்பெற்றுள்ளன. பொறுமையுடனும் பெருந்தன்மையுடனும் தங்கள் அலகுகளை எங்கள் மாணவர்களுக்குத் திறந்துவைத்த உறுப்பினர்களுக்கு என் நன்றி.',
    },
  },
  {
    name: { en: 'Ms. S. Vijayalakshmi', ta: 'திருமதி எஸ். விஜயலட்சுமி' },
    designation: {
      en: 'Joint Director of Industries and Commerce, Tiruchirappalli Zone',
      ta: 'தொழில் மற்றும் வணிக இணை இயக்குநர், திருச்சிராப்பள்ளி மண்டலம்',
    },
    date: '2026-02-18',
    remark: {
      en: 'An informative meeting with members on the NEEDS scheme and the single window portal. The questions raised were practical and well prepared. RASI plays an important role in carrying the schemes of the Government of Tamil Nadu to the smallest units in the delta districts.',
      ta: 'NEEDS திட்டம், ஒற்றைச் சாளர இணையதளம் குறித்து உறுப்பினர்களுடன் பயனுள்ள கூட்டம் நடைபெற்றது. உறுப்பினர்கள் நன்கு தயாராகி வந்து, நடைமுறை சார்ந்த கேள்விகளை எழுப்பினர். தமிழ்நாடு அரசின் திட்டங்களை டெல்டா மாவட்டங்களில் உள்ள மிகச் சிறிய அலகுகள் வரை கொண்டுசேர்ப்பதில் ராசி முக்கியப் பங்காற்றுகிறது.',
    },
  },
  {
    name: { en: 'Ms. Nilanthi Perera', ta: 'திருமதி நிலந்தி பெரேரா' },
    designation: {
      en: 'Leader, delegation of the Sri Lanka–South India Business Council, Colombo',
      ta: 'தலைவர், இலங்கை–தென்னிந்திய வணிக மன்றத்தின் தூதுக்குழு, கொழும்பு',
    },
    date: '2025-11-27',
    remark: {
      en: 'A very useful visit. We saw pumps, threshers and food products that are in demand in Sri Lanka and found the manufacturers eager to understand our market. Thank you to RASI for arranging visits to member units in Tiruchirappalli and Thanjavur at such short notice.',
      ta: 'மிகவும் பயனுள்ள வருகை. இலங்கையில் வரவேற்பு உள்ள பம்புகள், கதிரடிக்கும் இயந்திரங்கள், உணவுப் பொருட்கள் ஆகியவற்றைக் கண்டோம்; எங்கள் சந்தையைப் புரிந்துகொள்வதில் உற்பத்தியாளர்கள் ஆர்வமாக இருப்பதையும் கண்டோம். இவ்வளவு குறுகிய கால அவகாசத்தில் திருச்சிராப்பள்ளியிலும் தஞ்சாவூரிலும் உள்ள உறுப்பினர் அலகுகளைப் பார்வையிட ஏற்பாடு செய்த ராசிக்கு நன்றி.',
    },
  },
  {
    name: { en: 'Mr. R. Sridhar', ta: 'திரு. ஆர். ஸ்ரீதர்' },
    designation: {
      en: 'Chief Manager, MSME branch of a nationalised bank, Thanjavur',
      ta: 'முதன்மை மேலாளர், தேசியமயமாக்கப்பட்ட வங்கி ஒன்றின் குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் (MSME) கிளை, தஞ்சாவூர்',
    },
    date: '2025-09-03',
    remark: {
      en: 'The credit outreach programme organised by RASI brought us in contact with more than sixty units in a single day. Proposals prepared with the help of the guidance cell are complete and easy to process. We value this association and look forward to more such programmes.',
      ta: 'ராசி ஏற்பாடு செய்த கடன் வசதி விழிப்புணர்வு நிகழ்ச்சியின் மூலம், ஒரே நாளில் அறுபதுக்கும் மேற்பட்ட அலகுகளுடன் எங்களுக்குத் தொடர்பு ஏற்பட்டது. வழிகாட்டு மையத்தின் உதவியுடன் தயாரிக்கப்படும் கடன் விண்ணப்பங்கள் முழுமையாகவும் எளிதில் பரிசீலிக்கக்கூடியவையாகவும் உள்ளன. இந்த நல்லுறவை நாங்கள் பெரிதும் மதிக்கிறோம்; இதுபோன்ற மேலும் பல நிகழ்ச்சிகளை எதிர்நோக்குகிறோம்.',
    },
  },
  {
    name: { en: 'Dr. A. Venkatraman', ta: 'முனைவர் ஏ. வெங்கட்ராமன்' },
    designation: {
      en: 'Director, MSME Development and Facilitation Office, Chennai',
      ta: 'இயக்குநர், MSME மேம்பாட்டு மற்றும் வசதியாக்க அலுவலகம், சென்னை',
    },
    date: '2025-02-15',
    remark: {
      en: 'Visited the twelfth Delta Industrial Expo and the public procurement vendor meet. It is heartening to see so many micro units ready to supply to public sector buyers. RASI deserves credit for bringing buyers and small manufacturers under one roof so effectively.',
      ta: 'பன்னிரண்டாவது டெல்டா தொழில் கண்காட்சியையும் பொதுக் கொள்முதல் வழங்குநர் சந்திப்பையும் பார்வையிட்டேன். பொதுத்துறை வாங்குநர்களுக்கு விநியோகம் செய்ய இத்தனை குறு அலகுகள் தயாராக இருப்பதைக் காண்பது மனநிறைவு அளிக்கிறது. வாங்குநர்களையும் சிறு உற்பத்தியாளர்களையும் ஒரே கூரையின் கீழ் இவ்வளவு சிறப்பாக ஒன்றிணைத்ததற்காக ராசி பாராட்டுக்குரியது.',
    },
  },
  {
    name: { en: 'Er. S. Balaji', ta: 'பொறி. எஸ். பாலாஜி' },
    designation: {
      en: 'District Environmental Engineer, Tamil Nadu Pollution Control Board, Tiruchirappalli',
      ta: 'மாவட்டச் சுற்றுச்சூழல் பொறியாளர், தமிழ்நாடு மாசு கட்டுப்பாடு வாரியம், திருச்சிராப்பள்ளி',
    },
    date: '2024-12-06',
    remark: {
      en: 'Addressed members on consent renewal and hazardous waste rules. The session was well attended, and I appreciate the efforts of RASI to encourage cleaner production among its members. Such awareness programmes help both industry and the regulator.',
      ta: 'இசைவாணைப் புதுப்பித்தல், அபாயகரமான கழிவுகள் தொடர்பான விதிகள் குறித்து உறுப்பினர்களிடையே உரையாற்றினேன். இந்த அமர்வில் திரளானோர் பங்கேற்றனர்; தன் உறுப்பினர்களிடையே தூய்மையான உற்பத்தியை ஊக்குவிக்க ராசி மேற்கொள்ளும் முயற்சிகளைப் பாராட்டுகிறேன். இத்தகைய விழிப்புணர்வு நிகழ்ச்சிகள் தொழில்துறைக்கும் ஒழுங்குமுறை அமைப்புக்கும் ஒருசேரப் பயனளிக்கின்றன.',
    },
  },
  {
    name: { en: 'Dr. K. Jothimani', ta: 'முனைவர் கே. ஜோதிமணி' },
    designation: {
      en: 'Principal, Government Polytechnic College, Tiruchirappalli',
      ta: 'முதல்வர், அரசு பல்தொழில்நுட்பக் கல்லூரி, திருச்சிராப்பள்ளி',
    },
    date: '2024-08-30',
    remark: {
      en: 'Our association with RASI goes back to 2012 and has grown every year. Hundreds of our diploma students have learnt their trade as apprentices in member firms, and many are now employed there. We are proud of this partnership.',
      ta: 'ராசியுடனான எங்கள் தொடர்பு 2012-இல் தொடங்கி, ஒவ்வோர் ஆண்டும் வளர்ந்து வருகிறது. எங்கள் பட்டயப் படிப்பு மாணவர்களில் நூற்றுக்கணக்கானோர் உறுப்பினர் நிறுவனங்களில் தொழிற்பழகுநர்களாகத் தொழில் கற்றுள்ளனர்; அவர்களில் பலர் இப்போது அங்கேயே பணியாற்றுகின்றனர். இந்தக் கூட்டாண்மையை எண்ணிப் பெருமை கொள்கிறோம்.',
    },
  },
  {
    name: { en: 'Ms. Anitha Menon', ta: 'திருமதி அனிதா மேனன்' },
    designation: {
      en: "President, Kochi chapter of a women entrepreneurs' federation, Kerala",
      ta: 'தலைவர், கேரள மகளிர் தொழில்முனைவோர் கூட்டமைப்பு ஒன்றின் கொச்சி கிளை',
    },
    date: '2024-06-12',
    remark: {
      en: 'Our group of women entrepreneurs from Kerala was inspired by the women members of RASI who run garment, food and packaging units. The mentoring model here is one we would like to follow. Heartfelt thanks for your hospitality and for sharing your experience so openly.',
      ta: 'ஆயத்த ஆடை, உணவு, சிப்பமிடல் அலகுகளை நடத்தும் ராசியின் மகளிர் உறுப்பினர்கள், கேரளத்திலிருந்து வந்த எங்கள் மகளிர் தொழில்முனைவோர் குழுவுக்குப் பெரும் ஊக்கமாக அமைந்தனர். இங்கு பின்பற்றப்படும் வழிகாட்டல் முறையை நாங்களும் பின்பற்ற விரும்புகிறோம். உங்கள் விருந்தோம்பலுக்கும், உங்கள் அனுபவங்களை இவ்வளவு வெளிப்படையாகப் பகிர்ந்துகொண்டதற்கும் மனமார்ந்த நன்றி.',
    },
  },
  {
    name: { en: 'Ms. G. Sudha', ta: 'திருமதி ஜி. சுதா' },
    designation: {
      en: 'Additional Director, Department of Micro, Small and Medium Enterprises, Government of Tamil Nadu',
      ta: 'கூடுதல் இயக்குநர், MSME துறை, தமிழ்நாடு அரசு',
    },
    date: '2024-01-19',
    remark: {
      en: 'Reviewed the functioning of the guidance cell and the delayed payment support given to members. The records are well maintained, and the follow-up with members is commendable. RASI shows what an active association can do for small industry.',
      ta: 'வழிகாட்டு மையத்தின் செயல்பாட்டையும், தாமதமான பணப்பட்டுவாடா தொடர்பாக உறுப்பினர்களுக்கு வழங்கப்படும் உதவியையும் ஆய்வு செய்தேன். பதிவேடுகள் சிறப்பாகப் பராமரிக்கப்படுகின்றன; உறுப்பினர்களுடன் தொடர்ந்து மேற்கொள்ளப்படும் பின்தொடர் நடவடிக்கைகள் பாராட்டுக்குரியவை. சுறுசுறுப்பாகச் செயல்படும் ஒரு சங்கம் சிறு தொழிலுக்கு என்ன செய்ய முடியும் என்பதற்கு ராசி ஓர் எடுத்துக்காட்டு.',
    },
  },
];

/** The words the visitors' book page lays out around the content above. */
export const visitorsBookPageText = {
  remarksHeading: { en: 'Remarks, newest first', ta: 'குறிப்புகள் (அண்மையவை முதலில்)' },
} as const satisfies Record<string, Words>;
