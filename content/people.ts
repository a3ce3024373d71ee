import type { Localisable, Words } from '@/lib/i18n/words';
import { MEMBER_CATEGORY_LABELS } from './members';
import type {
  ExecutiveMember,
  HonourEntry,
  OfficeBearer,
  OfficeBearerRole,
  PastPresident,
  SeniorMember,
} from './content-shapes';

/** The term of office of the present office bearers and executive committee. */
export const currentTerm: string = '2025–2027';

export const officeBearers: Localisable<readonly OfficeBearer[]> = [
  {
    name: { en: 'S. Meenakshi Sundaram', ta: 'எஸ். மீனாட்சி சுந்தரம்' },
    role: 'President',
    firm: 'Kaveri Polymers Pvt Ltd',
    city: { en: 'Thuvakudi, Tiruchirappalli', ta: 'துவாக்குடி, திருச்சிராப்பள்ளி' },
    phone: '+91 94431 52017',
  },
  {
    name: { en: 'R. Kavitha', ta: 'ஆர். கவிதா' },
    role: 'Senior Vice-President',
    firm: 'Kavitha Food Products',
    city: { en: 'Thanjavur', ta: 'தஞ்சாவூர்' },
    phone: '+91 98427 31845',
  },
  {
    name: { en: 'A. Mohamed Ismail', ta: 'ஏ. முகமது இஸ்மாயில்' },
    role: 'Vice-President',
    firm: 'Ismail Coach Works',
    city: { en: 'Karur', ta: 'கரூர்' },
    phone: '+91 94432 60418',
  },
  {
    name: { en: 'M. Vasanthi', ta: 'எம். வசந்தி' },
    role: 'Vice-President',
    firm: 'Vasanth Printers & Packagers',
    city: { en: 'Kumbakonam', ta: 'கும்பகோணம்' },
  },
  {
    name: { en: 'J. Anthony Raj', ta: 'ஜே. அந்தோணி ராஜ்' },
    role: 'Honorary Secretary',
    firm: 'Anthony Forge & Fabrication',
    city: { en: 'Ariyamangalam, Tiruchirappalli', ta: 'அரியமங்கலம், திருச்சிராப்பள்ளி' },
    phone: '+91 98944 17263',
  },
  {
    name: { en: 'K. Lakshmi Priya', ta: 'கே. லட்சுமி பிரியா' },
    role: 'Joint Secretary',
    firm: 'Priya Garments',
    city: { en: 'Pudukkottai', ta: 'புதுக்கோட்டை' },
  },
  {
    name: { en: 'V. Senthil Murugan', ta: 'வி. செந்தில் முருகன்' },
    role: 'Joint Secretary',
    firm: 'Murugan Electricals',
    city: { en: 'Perambalur', ta: 'பெரம்பலூர்' },
  },
  {
    name: { en: 'N. Ramesh Babu', ta: 'என். ரமேஷ் பாபு' },
    role: 'Treasurer',
    firm: 'Delta Agro Implements',
    city: { en: 'Tiruvarur', ta: 'திருவாரூர்' },
    phone: '+91 97880 42519',
  },
  {
    name: { en: 'R. Saravanan', ta: 'ஆர். சரவணன்' },
    role: 'Immediate Past President',
    firm: 'Sri Balaji Precision Castings',
    city: { en: 'Thuvakudi, Tiruchirappalli', ta: 'துவாக்குடி, திருச்சிராப்பள்ளி' },
  },
];

/**
 * Every President since 1972, one entry per term, oldest first. Terms are two years, except
 * 1988–1991, which was extended by a year when the bye-laws moved elections to odd years.
 */
export const pastPresidents: Localisable<readonly PastPresident[]> = [
  {
    name: { en: 'K. Ramaswamy Naidu', ta: 'கே. ராமசாமி நாயுடு' },
    firm: 'Kaveri Steel Fabricators',
    from: 1972,
    to: 1974,
  },
  {
    name: { en: 'K. Ramaswamy Naidu', ta: 'கே. ராமசாமி நாயுடு' },
    firm: 'Kaveri Steel Fabricators',
    from: 1974,
    to: 1976,
  },
  { name: { en: 'M. Abdul Kader', ta: 'எம். அப்துல் காதர்' }, firm: 'Crescent Rice Mill Machinery', from: 1976, to: 1978 },
  { name: { en: 'S. Venkatachalam', ta: 'எஸ். வெங்கடாசலம்' }, firm: 'Sri Venkateswara Foundry', from: 1978, to: 1980 },
  { name: { en: 'P. Natarajan', ta: 'பி. நடராஜன்' }, firm: 'Natraj Electricals', from: 1980, to: 1982 },
  { name: { en: 'A. Lourdusamy', ta: 'ஏ. லூர்துசாமி' }, firm: 'Lourdes Agro Implements', from: 1982, to: 1984 },
  { name: { en: 'R. Sundararajan', ta: 'ஆர். சுந்தரராஜன்' }, firm: 'Sundaram Pumps and Motors', from: 1984, to: 1986 },
  { name: { en: 'V. Krishnamurthy', ta: 'வி. கிருஷ்ணமூர்த்தி' }, firm: 'Delta Boiler Components', from: 1986, to: 1988 },
  { name: { en: 'N. Chandrasekaran', ta: 'என். சந்திரசேகரன்' }, firm: 'Chandra Forgings', from: 1988, to: 1991 },
  {
    name: { en: 'G. Balasubramanian', ta: 'ஜி. பாலசுப்பிரமணியன்' },
    firm: 'Balaji Sheet Metal Works',
    from: 1991,
    to: 1993,
  },
  {
    name: { en: 'G. Balasubramanian', ta: 'ஜி. பாலசுப்பிரமணியன்' },
    firm: 'Balaji Sheet Metal Works',
    from: 1993,
    to: 1995,
  },
  { name: { en: 'M. Syed Ibrahim', ta: 'எம். சையத் இப்ராஹிம்' }, firm: 'Al-Ameen Engineering Works', from: 1995, to: 1997 },
  { name: { en: 'R. Jayalakshmi', ta: 'ஆர். ஜெயலட்சுமி' }, firm: 'Jaya Food Products', from: 1997, to: 1999 },
  {
    name: { en: 'K. S. Thiagarajan', ta: 'கே. எஸ். தியாகராஜன்' },
    firm: 'Thiagu Rice Mill Equipment',
    from: 1999,
    to: 2001,
  },
  { name: { en: 'D. Joseph Xavier', ta: 'டி. ஜோசப் சேவியர்' }, firm: 'Xavier Precision Tools', from: 2001, to: 2003 },
  { name: { en: 'P. R. Senthilkumar', ta: 'பி. ஆர். செந்தில்குமார்' }, firm: 'Senthil Castings', from: 2003, to: 2005 },
  { name: { en: 'S. Nagarajan', ta: 'எஸ். நாகராஜன்' }, firm: 'Nagarajan Chemicals', from: 2005, to: 2007 },
  { name: { en: 'S. Nagarajan', ta: 'எஸ். நாகராஜன்' }, firm: 'Nagarajan Chemicals', from: 2007, to: 2009 },
  { name: { en: 'V. Padmavathi', ta: 'வி. பத்மாவதி' }, firm: 'Padma Packaging Industries', from: 2009, to: 2011 },
  { name: { en: 'A. Shahul Hameed', ta: 'ஏ. ஷாகுல் ஹமீது' }, firm: 'Hameed Auto Components', from: 2011, to: 2013 },
  { name: { en: 'T. Raghunathan', ta: 'டி. ரகுநாதன்' }, firm: 'Raghu Engineering Industries', from: 2013, to: 2015 },
  { name: { en: 'C. Arul Prakash', ta: 'சி. அருள் பிரகாஷ்' }, firm: 'Arul Agro Implements', from: 2015, to: 2017 },
  { name: { en: 'M. Geetha Rani', ta: 'எம். கீதா ராணி' }, firm: 'Geetha Garments', from: 2017, to: 2019 },
  { name: { en: 'K. Palanivel', ta: 'கே. பழனிவேல்' }, firm: 'Palani Polymers', from: 2019, to: 2021 },
  { name: { en: 'S. Ravichandran', ta: 'எஸ். ரவிச்சந்திரன்' }, firm: 'Ravi Fabrication Works', from: 2021, to: 2023 },
  { name: { en: 'R. Saravanan', ta: 'ஆர். சரவணன்' }, firm: 'Sri Balaji Precision Castings', from: 2023, to: 2025 },
];

export const executiveMembers: Localisable<readonly ExecutiveMember[]> = [
  {
    name: { en: 'P. Karthikeyan', ta: 'பி. கார்த்திகேயன்' },
    firm: 'Karthik Engineering Works',
    district: 'Tiruchirappalli',
    portfolio: MEMBER_CATEGORY_LABELS['Engineering & fabrication'],
  },
  {
    name: { en: 'T. Selvaraj', ta: 'டி. செல்வராஜ்' },
    firm: 'Sri Murugan Alloy Castings',
    district: 'Tiruchirappalli',
    portfolio: MEMBER_CATEGORY_LABELS['Foundry & castings'],
  },
  {
    name: { en: 'S. Fathima Beevi', ta: 'எஸ். பாத்திமா பீவி' },
    firm: 'Noor Polymers',
    district: 'Tiruchirappalli',
    portfolio: { en: 'Women entrepreneurs', ta: 'பெண் தொழில்முனைவோர்' },
  },
  {
    name: { en: 'R. Venkatesan', ta: 'ஆர். வெங்கடேசன்' },
    firm: 'Venkat Boiler Tubes',
    district: 'Tiruchirappalli',
    portfolio: { en: 'Public procurement', ta: 'பொதுக் கொள்முதல்' },
  },
  {
    name: { en: 'G. Prabhakaran', ta: 'ஜி. பிரபாகரன்' },
    firm: 'Prabha Tool Room',
    district: 'Tiruchirappalli',
    portfolio: { en: 'Skill development', ta: 'திறன் மேம்பாடு' },
  },
  {
    name: { en: 'K. Thirunavukkarasu', ta: 'கே. திருநாவுக்கரசு' },
    firm: 'Arasu Modern Rice Mill',
    district: 'Thanjavur',
    portfolio: MEMBER_CATEGORY_LABELS['Rice milling'],
  },
  {
    name: { en: 'D. Revathi', ta: 'டி. ரேவதி' },
    firm: 'Revathi Spices and Masala',
    district: 'Thanjavur',
    portfolio: MEMBER_CATEGORY_LABELS['Food processing'],
  },
  {
    name: { en: 'S. Ganapathy', ta: 'எஸ். கணபதி' },
    firm: 'Kumbakonam Brass Works',
    district: 'Thanjavur',
    portfolio: { en: 'Traditional crafts & clusters', ta: 'பாரம்பரியக் கைவினைகள் மற்றும் தொழில் குழுமங்கள்' },
  },
  {
    name: { en: 'M. Rajasekaran', ta: 'எம். ராஜசேகரன்' },
    firm: 'Raja Paper Products',
    district: 'Thanjavur',
    portfolio: { en: 'Taxation & GST', ta: 'வரிவிதிப்பு, சரக்கு மற்றும் சேவை வரி (GST)' },
  },
  {
    name: { en: 'V. Ilango', ta: 'வி. இளங்கோ' },
    firm: 'Ilango Agro Engineering',
    district: 'Tiruvarur',
    portfolio: MEMBER_CATEGORY_LABELS['Agro implements'],
  },
  {
    name: { en: 'P. Sumathi', ta: 'பி. சுமதி' },
    firm: 'Sumathi Oil Mills',
    district: 'Tiruvarur',
    portfolio: { en: 'Banking & finance', ta: 'வங்கி மற்றும் நிதி' },
  },
  {
    name: { en: 'A. Jaffar Sadiq', ta: 'ஏ. ஜாபர் சாதிக்' },
    firm: 'Coromandel Seafoods',
    district: 'Nagapattinam',
    portfolio: { en: 'Exports', ta: 'ஏற்றுமதி' },
  },
  {
    name: { en: 'R. Mariappan', ta: 'ஆர். மாரியப்பன்' },
    firm: 'Sea Star Fibreglass Boats',
    district: 'Nagapattinam',
    portfolio: { en: 'Coastal industries & disaster preparedness', ta: 'கடலோரத் தொழில்கள் மற்றும் பேரிடர் முன்னெச்சரிக்கை' },
  },
  {
    name: { en: 'K. Kumaresan', ta: 'கே. குமரேசன்' },
    firm: 'Amaravathi Home Textiles',
    district: 'Karur',
    portfolio: MEMBER_CATEGORY_LABELS['Textiles & garments'],
  },
  {
    name: { en: 'S. Bhuvaneswari', ta: 'எஸ். புவனேஸ்வரி' },
    firm: 'Bhuvana Made-ups',
    district: 'Karur',
    portfolio: { en: 'Trade fairs', ta: 'வர்த்தகக் கண்காட்சிகள்' },
  },
  {
    name: { en: 'N. Gopalakrishnan', ta: 'என். கோபாலகிருஷ்ணன்' },
    firm: 'Gopal Coach Builders',
    district: 'Karur',
    portfolio: { en: 'Transport & logistics', ta: 'போக்குவரத்து மற்றும் சரக்குக் கையாளுதல்' },
  },
  {
    name: { en: 'T. Anbazhagan', ta: 'டி. அன்பழகன்' },
    firm: 'Anbu Cement Products',
    district: 'Ariyalur',
    portfolio: { en: 'Building materials', ta: 'கட்டுமானப் பொருட்கள்' },
  },
  {
    name: { en: 'J. Mary Stella', ta: 'ஜே. மேரி ஸ்டெல்லா' },
    firm: 'Stella Cashew Exports',
    district: 'Ariyalur',
    portfolio: { en: 'Environment & pollution control', ta: 'சுற்றுச்சூழல் மற்றும் மாசுக் கட்டுப்பாடு' },
  },
  {
    name: { en: 'M. Saravanakumar', ta: 'எம். சரவணகுமார்' },
    firm: 'Saravana Granites',
    district: 'Pudukkottai',
    portfolio: { en: 'Power & infrastructure', ta: 'மின்சாரம் மற்றும் உள்கட்டமைப்பு' },
  },
  {
    name: { en: 'R. Nithya', ta: 'ஆர். நித்யா' },
    firm: 'Nithya Foods',
    district: 'Pudukkottai',
    portfolio: { en: 'Young entrepreneurs', ta: 'இளம் தொழில்முனைவோர்' },
  },
  {
    name: { en: 'P. Elangovan', ta: 'பி. இளங்கோவன்' },
    firm: 'Elango Ginning Factory',
    district: 'Perambalur',
    portfolio: { en: 'Labour & industrial relations', ta: 'தொழிலாளர் மற்றும் தொழில் உறவுகள்' },
  },
  {
    name: { en: 'S. Abdul Rahim', ta: 'எஸ். அப்துல் ரஹீம்' },
    firm: 'Rahim Footwear',
    district: 'Perambalur',
    portfolio: { en: 'Leather & footwear', ta: 'தோல் மற்றும் காலணிகள்' },
  },
  {
    name: { en: 'L. Victor Jeyakumar', ta: 'எல். விக்டர் ஜெயக்குமார்' },
    firm: 'Jeyam Electronics',
    district: 'Tiruchirappalli',
    portfolio: MEMBER_CATEGORY_LABELS['Electrical & electronics'],
  },
  {
    name: { en: 'B. Shanthi', ta: 'பி. சாந்தி' },
    firm: 'Shanthi Printers',
    district: 'Tiruvarur',
    portfolio: { en: 'Membership & district chapters', ta: 'உறுப்பினர் சேர்க்கை மற்றும் மாவட்டக் கிளைகள்' },
  },
];

export const rollOfHonour: Localisable<readonly HonourEntry[]> = [
  {
    name: { en: 'K. Ramaswamy Naidu', ta: 'கே. ராமசாமி நாயுடு' },
    firm: 'Kaveri Steel Fabricators',
    honour: { en: "RASI Founder's Medal", ta: 'ராசி நிறுவனர் பதக்கம்' },
    year: 1982,
    citation: {
      en: 'Honoured on the tenth anniversary of RASI for founding the association and leading it through its first four years.',
      ta: 'சங்கத்தை நிறுவி, அதன் முதல் நான்கு ஆண்டுகள் அதை வழிநடத்தியதற்காக, ராசியின் பத்தாம் ஆண்டு நிறைவில் கௌரவிக்கப்பட்டார்.',
    },
  },
  {
    name: { en: 'S. Venkatachalam', ta: 'எஸ். வெங்கடாசலம்' },
    firm: 'Sri Venkateswara Foundry',
    honour: {
      en: 'National Award for Quality Products (Ministry of Industry)',
      ta: 'தரமான பொருட்களுக்கான தேசிய விருது (தொழில் அமைச்சகம்)',
    },
    year: 1986,
    citation: {
      en: 'Recognised for grey iron pump castings that passed every inspection by a public sector buyer over five years.',
      ta: 'ஒரு பொதுத்துறை வாங்குநர் ஐந்து ஆண்டுகளாக நடத்திய ஒவ்வோர் ஆய்விலும் தேர்ச்சி பெற்ற சாம்பல் இரும்புப் பம்பு வார்ப்புகளுக்காக இவ்விருதைப் பெற்றார்.',
    },
  },
  {
    name: { en: 'N. Chandrasekaran', ta: 'என். சந்திரசேகரன்' },
    firm: 'Chandra Forgings',
    honour: {
      en: 'National Award for Entrepreneurship (Small Scale Industries)',
      ta: 'தொழில்முனைவுக்கான தேசிய விருது (சிறு தொழில்கள்)',
    },
    year: 1993,
    citation: {
      en: 'Honoured for developing closed-die forgings for railway and defence customers in a town-scale workshop.',
      ta: 'ஒரு சிறு நகரப் பட்டறையிலேயே, ரயில்வே மற்றும் பாதுகாப்புத் துறை வாடிக்கையாளர்களுக்காக மூடிய அச்சில் அடித்து வடிக்கும் பாகங்களை உருவாக்கியதற்காகக் கௌரவிக்கப்பட்டார்.',
    },
  },
  {
    name: { en: 'R. Jayalakshmi', ta: 'ஆர். ஜெயலட்சுமி' },
    firm: 'Jaya Food Products',
    honour: {
      en: 'Tamil Nadu State Award for Best Woman Entrepreneur',
      ta: 'சிறந்த பெண் தொழில்முனைவோருக்கான தமிழ்நாடு அரசு விருது',
    },
    year: 1996,
    citation: {
      en: 'Built a pickle and papad business from a home kitchen into a factory employing ninety women in Thanjavur.',
      ta: 'வீட்டுச் சமையலறையில் தொடங்கிய ஊறுகாய் மற்றும் அப்பளத் தொழிலை, தொண்ணூறு பெண்களுக்கு வேலைவாய்ப்பு அளிக்கும் தஞ்சாவூர் தொழிற்சாலையாக வளர்த்தெடுத்தார்.',
    },
  },
  {
    name: { en: 'D. Joseph Xavier', ta: 'டி. ஜோசப் சேவியர்' },
    firm: 'Xavier Precision Tools',
    honour: {
      en: 'National Award for Research and Development Efforts in Small Scale Industries',
      ta: 'சிறு தொழில்களில் ஆராய்ச்சி மற்றும் மேம்பாட்டு முயற்சிகளுக்கான தேசிய விருது',
    },
    year: 2004,
    citation: {
      en: 'Recognised for an in-house design of press tools that replaced imported tooling for local component makers.',
      ta: 'உள்ளூர் உதிரிபாக உற்பத்தியாளர்கள் இறக்குமதி செய்த கருவிகளுக்கு மாற்றாக, அழுத்து அச்சுக் கருவிகளைத் தமது நிறுவனத்திலேயே வடிவமைத்ததற்காக இவ்விருதைப் பெற்றார்.',
    },
  },
  {
    name: { en: 'S. Nagarajan', ta: 'எஸ். நாகராஜன்' },
    firm: 'Nagarajan Chemicals',
    honour: { en: 'Tamil Nadu State Award for Best Entrepreneur', ta: 'சிறந்த தொழில்முனைவோருக்கான தமிழ்நாடு அரசு விருது' },
    year: 2008,
    citation: {
      en: 'Honoured for building a micronutrient fertiliser unit that serves paddy farmers across the delta districts.',
      ta: 'டெல்டா மாவட்டங்கள் முழுவதும் உள்ள நெல் விவசாயிகளுக்கு நுண்ணூட்ட உரம் வழங்கும் உற்பத்தி அலகை உருவாக்கியதற்காகக் கௌரவிக்கப்பட்டார்.',
    },
  },
  {
    name: { en: 'V. Padmavathi', ta: 'வி. பத்மாவதி' },
    firm: 'Padma Packaging Industries',
    honour: {
      en: 'National Award for Entrepreneurship (Ministry of MSME), women entrepreneur category',
      ta: 'தொழில்முனைவுக்கான தேசிய விருது (MSME அமைச்சகம்), பெண் தொழில்முனைவோர் பிரிவு',
    },
    year: 2012,
    citation: {
      en: 'Recognised for expanding a corrugated box unit to three plants and training over two hundred women machine operators.',
      ta: 'ஒரு நெளி அட்டைப் பெட்டி அலகை மூன்று ஆலைகளாக விரிவுபடுத்தியதற்காகவும், இருநூறுக்கும் மேற்பட்ட பெண் இயந்திர இயக்குநர்களுக்குப் பயிற்சி அளித்ததற்காகவும் இவ்விருதைப் பெற்றார்.',
    },
  },
  {
    name: { en: 'A. Shahul Hameed', ta: 'ஏ. ஷாகுல் ஹமீது' },
    firm: 'Hameed Auto Components',
    honour: {
      en: 'National Award for Quality Products (Ministry of MSME)',
      ta: 'தரமான பொருட்களுக்கான தேசிய விருது (MSME அமைச்சகம்)',
    },
    year: 2014,
    citation: {
      en: 'Honoured for brake and clutch components supplied with zero rejection to commercial vehicle makers for three years.',
      ta: 'மூன்று ஆண்டுகளாக வணிக வாகன உற்பத்தியாளர்களுக்கு இவர் வழங்கிய பிரேக், கிளட்ச் பாகங்களில் ஒன்றுகூட நிராகரிக்கப்படவில்லை; இதற்காகக் கௌரவிக்கப்பட்டார்.',
    },
  },
  {
    name: { en: 'K. Kumaresan', ta: 'கே. குமரேசன்' },
    firm: 'Amaravathi Home Textiles',
    honour: {
      en: 'Export Excellence Award, Handloom Export Promotion Council',
      ta: 'ஏற்றுமதிச் சிறப்பு விருது, கைத்தறி ஏற்றுமதி மேம்பாட்டு மன்றம்',
    },
    year: 2016,
    citation: {
      en: 'Recognised for taking Karur handloom table linen to buyers in eleven countries of Europe and East Asia.',
      ta: 'கரூர் கைத்தறி மேசை விரிப்புகளை ஐரோப்பா மற்றும் கிழக்கு ஆசியாவின் பதினொரு நாடுகளில் உள்ள வாங்குநர்களிடம் கொண்டு சேர்த்ததற்காக இவ்விருதைப் பெற்றார்.',
    },
  },
  {
    name: { en: 'M. Geetha Rani', ta: 'எம். கீதா ராணி' },
    firm: 'Geetha Garments',
    honour: {
      en: 'Tamil Nadu State Award for Best Woman Entrepreneur',
      ta: 'சிறந்த பெண் தொழில்முனைவோருக்கான தமிழ்நாடு அரசு விருது',
    },
    year: 2019,
    citation: {
      en: 'Honoured for a garment unit in Pudukkottai that employs over three hundred rural women with a crèche on site.',
      ta: 'புதுக்கோட்டையில் முந்நூறுக்கும் மேற்பட்ட கிராமப்புறப் பெண்களுக்கு வேலைவாய்ப்பு அளிக்கும் ஆயத்த ஆடை அலகை நடத்துவதற்காகக் கௌரவிக்கப்பட்டார்; அலகின் வளாகத்திலேயே குழந்தைகள் காப்பகமும் உள்ளது.',
    },
  },
  {
    name: { en: 'S. Ravichandran', ta: 'எஸ். ரவிச்சந்திரன்' },
    firm: 'Ravi Fabrication Works',
    honour: {
      en: "District Collector's Commendation, Tiruchirappalli",
      ta: 'திருச்சிராப்பள்ளி மாவட்ட ஆட்சியரின் பாராட்டுச் சான்று',
    },
    year: 2021,
    citation: {
      en: 'Commended for fabricating oxygen cylinder trolleys and hospital beds at cost during the second Covid-19 wave.',
      ta: 'கோவிட்-19 இரண்டாம் அலையின்போது ஆக்சிஜன் சிலிண்டர் தள்ளுவண்டிகளையும் மருத்துவமனைக் கட்டில்களையும் அடக்கவிலையில் உருவாக்கித் தந்ததற்காகப் பாராட்டப்பட்டார்.',
    },
  },
  {
    name: { en: 'A. Jaffar Sadiq', ta: 'ஏ. ஜாபர் சாதிக்' },
    firm: 'Coromandel Seafoods',
    honour: { en: 'Tamil Nadu State Export Award', ta: 'தமிழ்நாடு அரசு ஏற்றுமதி விருது' },
    year: 2023,
    citation: {
      en: 'Recognised for the export performance of a seafood processing unit rebuilt after Cyclone Gaja.',
      ta: 'கஜா புயலுக்குப் பின் மீண்டும் கட்டியெழுப்பப்பட்ட கடல் உணவுப் பதப்படுத்தும் அலகின் ஏற்றுமதிச் சாதனைக்காக இவ்விருதைப் பெற்றார்.',
    },
  },
  {
    name: { en: 'R. Kavitha', ta: 'ஆர். கவிதா' },
    firm: 'Kavitha Food Products',
    honour: {
      en: 'Tamil Nadu State Award for Best Entrepreneur (Micro Enterprise)',
      ta: 'சிறந்த தொழில்முனைவோருக்கான தமிழ்நாடு அரசு விருது (குறு நிறுவனம்)',
    },
    year: 2024,
    citation: {
      en: 'Honoured for a millet-based ready-to-cook food range sourced from smallholder farmers of the delta.',
      ta: 'டெல்டாவின் சிறு விவசாயிகளிடமிருந்து கொள்முதல் செய்த சிறுதானியங்களைக் கொண்டு தயாரிக்கும் உடனடிச் சமையல் உணவு வகைகளுக்காகக் கௌரவிக்கப்பட்டார்.',
    },
  },
  {
    name: { en: 'R. Saravanan', ta: 'ஆர். சரவணன்' },
    firm: 'Sri Balaji Precision Castings',
    honour: {
      en: 'National MSME Award (Ministry of MSME)',
      ta: 'தேசிய MSME விருது (குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் அமைச்சகம்)',
    },
    year: 2025,
    citation: {
      en: 'Recognised for investment casting for pump and valve makers, and for a foundry apprentice scheme run with ITIs.',
      ta: 'பம்பு மற்றும் வால்வு உற்பத்தியாளர்களுக்கான மெழுகு அச்சு வார்ப்புப் பணிக்காகவும், தொழிற்பயிற்சி நிலையங்களுடன் இணைந்து நடத்தும் வார்ப்பகத் தொழிற்பழகுநர் திட்டத்துக்காகவும் இவ்விருதைப் பெற்றார்.',
    },
  },
];

export const seniorMembers: Localisable<readonly SeniorMember[]> = [
  {
    name: { en: 'K. Ramaswamy Naidu', ta: 'கே. ராமசாமி நாயுடு' },
    firm: 'Kaveri Steel Fabricators',
    memberSince: 1972,
    district: 'Tiruchirappalli',
    note: {
      en: 'Founder President of RASI, whose firm is now run by his grandsons and still attends every general meeting.',
      ta: 'ராசியின் நிறுவனத் தலைவர்; அவரது நிறுவனத்தை இப்போது அவருடைய பேரன்கள் நடத்துகின்றனர். அவர் இன்றும் ஒவ்வொரு பொதுக்குழுக் கூட்டத்திலும் கலந்துகொள்கிறார்.',
    },
  },
  {
    name: { en: 'M. Abdul Kader', ta: 'எம். அப்துல் காதர்' },
    firm: 'Crescent Rice Mill Machinery',
    memberSince: 1972,
    district: 'Thanjavur',
    note: {
      en: 'A founding member whose hullers and polishers are still at work in rice mills across the delta.',
      ta: 'சங்கத்தை நிறுவிய உறுப்பினர்களில் ஒருவர்; இவர் உருவாக்கிய உமி நீக்கும் இயந்திரங்களும் அரிசி மெருகூட்டும் இயந்திரங்களும் டெல்டா முழுவதும் உள்ள அரிசி ஆலைகளில் இன்றும் இயங்கி வருகின்றன.',
    },
  },
  {
    name: { en: 'S. Venkatachalam', ta: 'எஸ். வெங்கடாசலம்' },
    firm: 'Sri Venkateswara Foundry',
    memberSince: 1972,
    district: 'Tiruchirappalli',
    note: {
      en: 'Led the campaign for controlled-price pig iron for small foundries in the 1970s.',
      ta: '1970-களில் சிறு வார்ப்பகங்களுக்குக் கட்டுப்பாட்டு விலையில் கச்சா இரும்பு வழங்கக் கோரிய இயக்கத்தை முன்னின்று நடத்தினார்.',
    },
  },
  {
    name: { en: 'P. Natarajan', ta: 'பி. நடராஜன்' },
    firm: 'Natraj Electricals',
    memberSince: 1973,
    district: 'Tiruchirappalli',
    note: {
      en: 'Has rewound motors and built control panels for member firms for more than five decades.',
      ta: 'ஐம்பது ஆண்டுகளுக்கும் மேலாக உறுப்பினர் நிறுவனங்களின் மோட்டார்களுக்குக் கம்பி சுற்றித் தருவதுடன், அவற்றுக்குக் கட்டுப்பாட்டுப் பலகைகளையும் அமைத்துத் தருகிறார்.',
    },
  },
  {
    name: { en: 'A. Lourdusamy', ta: 'ஏ. லூர்துசாமி' },
    firm: 'Lourdes Agro Implements',
    memberSince: 1974,
    district: 'Tiruvarur',
    note: {
      en: 'Designed a paddy thresher that became a common sight in Tiruvarur and Nagapattinam fields.',
      ta: 'இவர் வடிவமைத்த நெல் கதிரடிக்கும் இயந்திரம் திருவாரூர், நாகப்பட்டினம் மாவட்ட வயல்களில் பரவலாகப் பயன்பாட்டுக்கு வந்தது.',
    },
  },
  {
    name: { en: 'T. Kannammal', ta: 'டி. கண்ணம்மாள்' },
    firm: 'Kannammal Appalam Company',
    memberSince: 1976,
    district: 'Thanjavur',
    note: {
      en: 'One of the first women members of RASI, who trained hundreds of women in food processing.',
      ta: 'ராசியின் முதல் பெண் உறுப்பினர்களில் ஒருவர்; நூற்றுக்கணக்கான பெண்களுக்கு உணவுப் பதப்படுத்துதலில் பயிற்சி அளித்தவர்.',
    },
  },
  {
    name: { en: 'R. Sundararajan', ta: 'ஆர். சுந்தரராஜன்' },
    firm: 'Sundaram Pumps and Motors',
    memberSince: 1977,
    district: 'Karur',
    note: {
      en: 'Opened the first RASI district chapter in Karur in 1981 and chaired it for twelve years.',
      ta: 'ராசியின் முதல் மாவட்டக் கிளையான கரூர் கிளையை 1981-ஆம் ஆண்டு தொடங்கி, பன்னிரண்டு ஆண்டுகள் அதன் தலைவராகப் பணியாற்றினார்.',
    },
  },
  {
    name: { en: 'V. Krishnamurthy', ta: 'வி. கிருஷ்ணமூர்த்தி' },
    firm: 'Delta Boiler Components',
    memberSince: 1978,
    district: 'Tiruchirappalli',
    note: {
      en: 'Mentored a generation of ancillary suppliers to the heavy engineering plants around Tiruchirappalli.',
      ta: 'திருச்சிராப்பள்ளியைச் சுற்றியுள்ள கனரகப் பொறியியல் ஆலைகளுக்குப் பாகங்களை வழங்கும் துணைத் தொழில் அலகுகளை நடத்திய ஒரு தலைமுறையினருக்கே வழிகாட்டியாக இருந்தார்.',
    },
  },
  {
    name: { en: 'S. Arokiasamy', ta: 'எஸ். ஆரோக்கியசாமி' },
    firm: 'Arokia Salt Works',
    memberSince: 1980,
    district: 'Nagapattinam',
    note: {
      en: 'Represented the salt makers of Vedaranyam in RASI and helped them secure iodisation plants.',
      ta: 'ராசியில் வேதாரண்யம் உப்பு உற்பத்தியாளர்களின் பிரதிநிதியாக இருந்து, அவர்கள் அயோடின் சேர்க்கும் ஆலைகளைப் பெற உதவினார்.',
    },
  },
  {
    name: { en: 'N. Chandrasekaran', ta: 'என். சந்திரசேகரன்' },
    firm: 'Chandra Forgings',
    memberSince: 1981,
    district: 'Pudukkottai',
    note: {
      en: 'President when the bye-laws were revised in 1990, and the first to serve a three-year term as a result.',
      ta: '1990-ஆம் ஆண்டு துணை விதிகள் திருத்தப்பட்டபோது தலைவராக இருந்தவர்; அதன் விளைவாக மூன்று ஆண்டுகள் பதவி வகித்த முதல் தலைவர்.',
    },
  },
  {
    name: { en: 'K. Muthulakshmi', ta: 'கே. முத்துலட்சுமி' },
    firm: 'Muthu Handloom Weavers',
    memberSince: 1983,
    district: 'Karur',
    note: {
      en: 'Brought the handloom weavers of Karur into the association and into export fairs.',
      ta: 'கரூர் கைத்தறி நெசவாளர்களைச் சங்கத்தில் உறுப்பினர்களாகச் சேர்த்து, ஏற்றுமதிக் கண்காட்சிகளுக்கும் அழைத்துச் சென்றார்.',
    },
  },
  {
    name: { en: 'G. Balasubramanian', ta: 'ஜி. பாலசுப்பிரமணியன்' },
    firm: 'Balaji Sheet Metal Works',
    memberSince: 1984,
    district: 'Tiruchirappalli',
    note: {
      en: 'Served two terms as President and chairs the RASI Bhavan building and maintenance committee.',
      ta: 'இரண்டு முறை தலைவராகப் பணியாற்றியவர்; ராசி பவன் கட்டடம் மற்றும் பராமரிப்புக் குழுவின் தலைவராக உள்ளார்.',
    },
  },
  {
    name: { en: 'M. Syed Ibrahim', ta: 'எம். சையத் இப்ராஹிம்' },
    firm: 'Al-Ameen Engineering Works',
    memberSince: 1986,
    district: 'Ariyalur',
    note: {
      en: 'Built a service business for the cement plants of Ariyalur and led the first district chapter there.',
      ta: 'அரியலூர் சிமெண்ட் ஆலைகளுக்குச் சேவை வழங்கும் தொழிலைக் கட்டியெழுப்பியவர்; அரியலூரில் சங்கத்தின் மாவட்டக் கிளை முதன்முதலில் தொடங்கப்பட்டபோது அதை வழிநடத்தினார்.',
    },
  },
  {
    name: { en: 'R. Jayalakshmi', ta: 'ஆர். ஜெயலட்சுமி' },
    firm: 'Jaya Food Products',
    memberSince: 1988,
    district: 'Thanjavur',
    note: {
      en: 'The first woman President of RASI, who still mentors participants of the women in manufacturing programme.',
      ta: 'ராசியின் முதல் பெண் தலைவர்; ‘உற்பத்தித் துறையில் மகளிர்’ பயிற்சித் திட்டத்தில் பங்கேற்போருக்கு இன்றும் வழிகாட்டி வருகிறார்.',
    },
  },
  {
    name: { en: 'C. Pandian', ta: 'சி. பாண்டியன்' },
    firm: 'Pandian Cotton Ginning Mills',
    memberSince: 1990,
    district: 'Perambalur',
    note: {
      en: 'A pioneer of organised ginning in Perambalur and a long-serving member of the executive committee.',
      ta: 'பெரம்பலூர் மாவட்டத்தின் முறைப்படுத்தப்பட்ட பருத்தி அரவைத் தொழிலின் முன்னோடி; நீண்ட காலம் செயற்குழு உறுப்பினராகப் பணியாற்றியவர்.',
    },
  },
];

/** The visible name of each office, in the glossary's terms. The `role` of an office bearer above is the key. */
export const OFFICE_BEARER_ROLE_LABELS: Readonly<Record<OfficeBearerRole, Words>> = {
  President: { en: 'President', ta: 'தலைவர்' },
  'Senior Vice-President': { en: 'Senior Vice-President', ta: 'மூத்த துணைத் தலைவர்' },
  'Vice-President': { en: 'Vice-President', ta: 'துணைத் தலைவர்' },
  'Honorary Secretary': { en: 'Honorary Secretary', ta: 'கௌரவச் செயலாளர்' },
  'Joint Secretary': { en: 'Joint Secretary', ta: 'இணைச் செயலாளர்' },
  Treasurer: { en: 'Treasurer', ta: 'பொருளாளர்' },
  'Immediate Past President': { en: 'Immediate Past President', ta: 'முந்தைய தலைவர்' },
};

/** The words the office bearers page lays out around the content above. */
export const officeBearersPageText = {
  /** Built from parts: `{term}` is `currentTerm`. */
  heading: { en: 'Office bearers for {term}', ta: '{term} பதவிக்காலத்துக்கான நிர்வாகிகள்' },
} as const satisfies Record<string, Words>;

/** The words the past presidents page lays out around the content above. */
export const pastPresidentsPageText = {
  /** Built from parts: `{year}` is the year RASI was founded (`SITE.founded`). */
  heading: { en: 'Presidents since {year}', ta: '{year} முதல் பதவி வகித்த தலைவர்கள்' },
  tableCaption: {
    en: 'Presidents of RASI by term of office, newest first',
    ta: 'பதவிக்கால வாரியாக ராசியின் தலைவர்கள், அண்மைய பதவிக்காலம் முதலில்',
  },
  termColumn: { en: 'Term', ta: 'பதவிக்காலம்' },
  nameColumn: { en: 'Name', ta: 'பெயர்' },
  firmColumn: { en: 'Firm', ta: 'நிறுவனம்' },
} as const satisfies Record<string, Words>;

/** The words the executive committee page lays out around the content above. */
export const executiveMembersPageText = {
  /** Built from parts: `{term}` is `currentTerm`. */
  heading: { en: 'Members for {term}', ta: '{term} பதவிக்காலத்துக்கான உறுப்பினர்கள்' },
} as const satisfies Record<string, Words>;

/** The words the roll of honour page lays out around the content above. */
export const rollOfHonourPageText = {
  heading: { en: 'Honours, newest first', ta: 'விருதுகள், அண்மையவை முதலில்' },
} as const satisfies Record<string, Words>;

/** The words the senior members page lays out around the content above. */
export const seniorMembersPageText = {
  heading: { en: 'In order of joining', ta: 'சேர்ந்த ஆண்டின் வரிசையில்' },
  /** Built from parts: `{year}` is `memberSince`, `{district}` the district's label in the page's language. */
  memberSince: { en: 'Member since {year} · {district}', ta: '{year} முதல் உறுப்பினர் · {district}' },
} as const satisfies Record<string, Words>;
