import type { Localisable, Words } from '@/lib/i18n/words';
import type { Paragraphs, Service, ServiceRecord } from './content-shapes';

/* ------------------------------------------------------------------------------------------------
 * /services
 * ---------------------------------------------------------------------------------------------- */

export const servicesIntro: Localisable<Paragraphs> = [
  {
    en: 'RASI offers its services first to member firms, and many of them are open to any small manufacturer in the delta who asks for help. Most services are free to members; where a fee applies, it is kept as low as the cost of running the service allows. Call the secretariat or walk in to RASI Bhavan during office hours to find out which service fits your need.',
    ta: 'ராசி தனது சேவைகளை முதலில் உறுப்பினர் நிறுவனங்களுக்கு வழங்குகிறது; அவற்றில் பல சேவைகளை, டெல்டா பகுதியில் உதவி நாடி வரும் எந்தச் சிறு உற்பத்தியாளரும் பெறலாம். பெரும்பாலான சேவைகள் உறுப்பினர்களுக்கு இலவசம்; கட்டணம் உள்ள சேவைகளுக்கு, அவற்றை நடத்துவதற்கு ஆகும் செலவை ஈடுகட்டும் அளவுக்கு மட்டுமே கட்டணம் வசூலிக்கிறோம். உங்கள் தேவைக்கு எந்தச் சேவை பொருந்தும் என்பதை அறிய, அலுவலக நேரத்தில் செயலகத்தைத் தொலைபேசியில் அழைக்கவும் அல்லது ராசி பவனுக்கு நேரில் வரவும்.',
  },
];

export const services: Localisable<readonly Service[]> = [
  {
    title: { en: 'Representation and grievance redressal', ta: 'கோரிக்கை முன்வைப்பு மற்றும் குறைதீர்ப்பு' },
    summary: {
      en: 'We take individual and collective grievances on power supply, taxes, land, pollution control and labour matters to the departments concerned and follow them up until they are settled.',
      ta: 'மின் விநியோகம், வரிகள், நிலம், மாசுக் கட்டுப்பாடு மற்றும் தொழிலாளர் விவகாரங்கள் தொடர்பான தனிப்பட்ட மற்றும் கூட்டுக் குறைகளைச் சம்பந்தப்பட்ட துறைகளிடம் எடுத்துச் சென்று, அவை தீர்க்கப்படும் வரை தொடர்ந்து கவனித்து வருகிறோம்.',
    },
    forWhom: {
      en: 'All member firms, and industrial estate associations in the delta districts.',
      ta: 'அனைத்து உறுப்பினர் நிறுவனங்களும், டெல்டா மாவட்டங்களில் உள்ள தொழிற்பேட்டைச் சங்கங்களும்.',
    },
  },
  {
    title: { en: 'Guidance cell', ta: 'வழிகாட்டு மையம்' },
    summary: {
      en: 'Free and confidential advice on bank finance, government schemes, statutory approvals, GST, delayed payments and exports, by telephone, email or a visit to RASI Bhavan.',
      ta: 'வங்கிக் கடன், அரசுத் திட்டங்கள், சட்டப்பூர்வ அனுமதிகள், சரக்கு மற்றும் சேவை வரி (GST), தாமதமான பணப்பட்டுவாடா, ஏற்றுமதி ஆகியவை குறித்து இலவச ஆலோசனை; உரையாடல்கள் ரகசியமாக வைக்கப்படும். தொலைபேசி, மின்னஞ்சல் மூலமாகவோ ராசி பவனுக்கு நேரில் வந்தோ ஆலோசனை பெறலாம்.',
    },
    forWhom: {
      en: 'Member firms, and first-generation entrepreneurs planning a unit in the delta.',
      ta: 'உறுப்பினர் நிறுவனங்களும், டெல்டா பகுதியில் தொழில் அலகு அமைக்கத் திட்டமிடும் முதல் தலைமுறைத் தொழில்முனைவோரும்.',
    },
  },
  {
    title: { en: 'Delayed payment recovery support', ta: 'நிலுவைத் தொகை வசூலுக்கு உதவி' },
    summary: {
      en: 'Help with drafting demand notices and preparing cases for the Micro and Small Enterprises Facilitation Council against buyers who pay beyond the period allowed by law.',
      ta: 'சட்டம் அனுமதிக்கும் காலத்தைத் தாண்டிப் பணம் செலுத்தும் வாங்குநர்களுக்கு எதிராகக் கோரிக்கை அறிவிப்புகளை வரைவதிலும், குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றத்திற்கான வழக்குகளைத் தயாரிப்பதிலும் உதவி.',
    },
    forWhom: {
      en: 'Micro and small enterprise members with valid Udyam registration.',
      ta: 'செல்லத்தக்க உத்யம் பதிவு உள்ள குறு மற்றும் சிறு நிறுவன உறுப்பினர்கள்.',
    },
  },
  {
    title: { en: 'Training and entrepreneurship programmes', ta: 'பயிற்சி மற்றும் தொழில்முனைவுத் திட்டங்கள்' },
    summary: {
      en: 'Entrepreneurship, management, export and skill programmes run at RASI Bhavan and in the district towns with our partner technical institutions.',
      ta: 'தொழில்முனைவு, மேலாண்மை, ஏற்றுமதி மற்றும் திறன் பயிற்சித் திட்டங்கள், ராசி பவனிலும், எங்கள் கூட்டாளித் தொழில்நுட்பக் கல்வி நிறுவனங்களுடன் இணைந்து மாவட்ட நகரங்களிலும் நடத்தப்படுகின்றன.',
    },
    forWhom: {
      en: 'Owners, managers and workers of member firms, students and aspiring entrepreneurs.',
      ta: 'உறுப்பினர் நிறுவனங்களின் உரிமையாளர்கள், மேலாளர்கள் மற்றும் தொழிலாளர்கள், மாணவர்கள், தொழில்முனைவோராக விரும்புவோர்.',
    },
  },
  {
    title: {
      en: 'Trade fairs and buyer-seller meets',
      ta: 'வர்த்தகக் கண்காட்சிகள் மற்றும் வாங்குநர்–விற்பனையாளர் சந்திப்புகள்',
    },
    summary: {
      en: 'The Delta Industrial Expo, RASI pavilions at national fairs, and meetings with purchase departments of public sector companies and large manufacturers.',
      ta: 'டெல்டா தொழில் கண்காட்சி, தேசிய வர்த்தகக் கண்காட்சிகளில் ராசி அரங்கங்கள், பொதுத் துறை நிறுவனங்கள் மற்றும் பெரிய உற்பத்தியாளர்களின் கொள்முதல் துறைகளுடன் சந்திப்புகள்.',
    },
    forWhom: {
      en: 'Member firms looking for new customers in India and abroad.',
      ta: 'இந்தியாவிலும் வெளிநாடுகளிலும் புதிய வாடிக்கையாளர்களைத் தேடும் உறுப்பினர் நிறுவனங்கள்.',
    },
  },
  {
    title: {
      en: 'Apprenticeship and placement link',
      ta: 'தொழிற்பழகுநர் பயிற்சி மற்றும் வேலைவாய்ப்பு இணைப்பு',
    },
    summary: {
      en: 'We match member firms with apprentices and trained candidates from polytechnics and Industrial Training Institutes, and help with registration on the apprenticeship portal.',
      ta: 'பல்தொழில்நுட்பக் கல்லூரிகள் மற்றும் தொழிற்பயிற்சி நிலையங்களின் தொழிற்பழகுநர்களையும் பயிற்சி பெற்ற விண்ணப்பதாரர்களையும் உறுப்பினர் நிறுவனங்களுடன் இணைக்கிறோம்; தொழிற்பழகுநர் பயிற்சி இணையதளத்தில் பதிவு செய்யவும் உதவுகிறோம்.',
    },
    forWhom: {
      en: 'Member firms that need skilled workers, and students seeking on-the-job training.',
      ta: 'திறன்மிக்க தொழிலாளர்கள் தேவைப்படும் உறுப்பினர் நிறுவனங்களும், பணியிடப் பயிற்சியை நாடும் மாணவர்களும்.',
    },
  },
  {
    title: { en: 'Testing and quality support', ta: 'சோதனை மற்றும் தர மேம்பாட்டு உதவி' },
    summary: {
      en: 'Through our agreements with technical institutions, members can get materials tested, instruments calibrated and advice on quality certification at concessional rates.',
      ta: 'தொழில்நுட்பக் கல்வி நிறுவனங்களுடனான எங்கள் ஒப்பந்தங்கள் மூலம், உறுப்பினர்கள் சலுகைக் கட்டணத்தில் பொருட்களைச் சோதிக்கவும், கருவிகளை அளவுத்திருத்தம் செய்யவும், தரச் சான்றிதழ் குறித்த ஆலோசனை பெறவும் முடியும்.',
    },
    forWhom: {
      en: 'Manufacturers supplying to buyers who insist on tested and certified products.',
      ta: 'சோதித்துச் சான்றளிக்கப்பட்ட பொருட்களை மட்டுமே ஏற்கும் வாங்குநர்களுக்குப் பொருட்களை வழங்கும் உற்பத்தியாளர்கள்.',
    },
  },
  {
    title: { en: 'Information and bulletins', ta: 'தகவல் மற்றும் செய்தி மடல்கள்' },
    summary: {
      en: 'The yearly RASI bulletin, circulars on new government orders and tariff changes, and a reference library of standards and notifications at RASI Bhavan.',
      ta: 'ராசியின் ஆண்டுச் செய்தி மடல், புதிய அரசாணைகள் மற்றும் கட்டண விகித மாற்றங்கள் குறித்த சுற்றறிக்கைகள், தரநிலைகளும் அறிவிப்புகளும் அடங்கிய, ராசி பவனில் உள்ள குறிப்பு நூலகம்.',
    },
    forWhom: { en: 'All member firms.', ta: 'அனைத்து உறுப்பினர் நிறுவனங்களும்.' },
  },
  {
    title: { en: 'Certificates and recommendations', ta: 'சான்றிதழ்கள் மற்றும் பரிந்துரைகள்' },
    summary: {
      en: 'Membership certificates, and letters of recommendation for business visas, export registrations and tender applications where the facts support them.',
      ta: 'உறுப்பினர் சான்றிதழ்கள்; மேலும், வணிக விசா, ஏற்றுமதிப் பதிவு, ஒப்பந்தப்புள்ளி விண்ணப்பங்கள் ஆகியவற்றுக்கான பரிந்துரைக் கடிதங்கள் (விவரங்களைச் சரிபார்த்து, தகுதியுள்ள நேர்வுகளில் மட்டும்).',
    },
    forWhom: {
      en: 'Member firms in good standing.',
      ta: 'சந்தா நிலுவை இல்லாத உறுப்பினர் நிறுவனங்கள்.',
    },
  },
];

/* ------------------------------------------------------------------------------------------------
 * /sevicesprovided
 * ---------------------------------------------------------------------------------------------- */

export const servicesProvidedIntro: Localisable<Paragraphs> = [
  {
    en: 'An association should be judged by what it does, not by what it promises. The figures below record the work of the RASI secretariat, the guidance cell and our volunteers from among the members in recent years. They are drawn from the annual reports placed before the general body, where members can examine them in full.',
    ta: 'ஒரு சங்கத்தை அது அளிக்கும் வாக்குறுதிகளைக் கொண்டு அல்ல, அது செய்யும் பணிகளைக் கொண்டே மதிப்பிட வேண்டும். அண்மை ஆண்டுகளில் ராசி செயலகமும் வழிகாட்டு மையமும், உறுப்பினர்களிலிருந்தே முன்வந்த எங்கள் தன்னார்வலர்களும் ஆற்றிய பணிகளைக் கீழே உள்ள புள்ளிவிவரங்கள் காட்டுகின்றன. இவை பொதுக்குழுவின் முன் வைக்கப்படும் ஆண்டறிக்கைகளிலிருந்து எடுக்கப்பட்டவை; உறுப்பினர்கள் அவற்றை அங்கு முழுமையாகப் பார்வையிடலாம்.',
  },
];

export const servicesProvided: Localisable<readonly ServiceRecord[]> = [
  {
    title: { en: 'Guidance cell consultations', ta: 'வழிகாட்டு மைய ஆலோசனைகள்' },
    figure: { en: '312 cases', ta: '312 ஆலோசனைகள்' },
    period: '2024–25',
    text: {
      en: 'Members and first-generation entrepreneurs were advised on loans, schemes, approvals, GST and exports, most of them within a week of first contact.',
      ta: 'உறுப்பினர்களுக்கும் முதல் தலைமுறைத் தொழில்முனைவோருக்கும் கடன்கள், திட்டங்கள், அனுமதிகள், GST, ஏற்றுமதி குறித்து ஆலோசனை வழங்கப்பட்டது; இவர்களில் பெரும்பாலானோருக்கு முதலில் தொடர்புகொண்ட ஒரு வாரத்திற்குள் ஆலோசனை கிடைத்தது.',
    },
  },
  {
    title: { en: 'Delayed payment cases', ta: 'தாமதமான பணப்பட்டுவாடா வழக்குகள்' },
    figure: { en: '96 cases', ta: '96 வழக்குகள்' },
    period: '2025–26',
    text: {
      en: 'Cases were prepared for the Micro and Small Enterprises Facilitation Council, and dues of about ₹14.6 crore were recovered or settled.',
      ta: 'குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றத்திற்கான வழக்குகள் தயாரிக்கப்பட்டன; சுமார் ₹14.6 கோடி நிலுவைத் தொகை வசூலிக்கப்பட்டது அல்லது சமரசமாகத் தீர்க்கப்பட்டது.',
    },
  },
  {
    title: { en: 'Training programmes', ta: 'பயிற்சித் திட்டங்கள்' },
    figure: { en: '48 programmes', ta: '48 பயிற்சித் திட்டங்கள்' },
    period: '2025–26',
    text: {
      en: 'Entrepreneurship, management, export and skill programmes were held, attended by 1,730 participants across the eight districts.',
      ta: 'தொழில்முனைவு, மேலாண்மை, ஏற்றுமதி மற்றும் திறன் பயிற்சித் திட்டங்கள் நடத்தப்பட்டன; எட்டு மாவட்டங்களிலும் 1,730 பேர் இவற்றில் பங்கேற்றனர்.',
    },
  },
  {
    title: { en: 'Apprentices placed', ta: 'பணியமர்த்தப்பட்ட தொழிற்பழகுநர்கள்' },
    figure: { en: '412 apprentices', ta: '412 தொழிற்பழகுநர்கள்' },
    period: '2025–26',
    text: {
      en: 'Students of polytechnics and Industrial Training Institutes were placed as apprentices in member firms under our agreements with technical institutions.',
      ta: 'தொழில்நுட்பக் கல்வி நிறுவனங்களுடனான எங்கள் ஒப்பந்தங்களின் கீழ், பல்தொழில்நுட்பக் கல்லூரிகள் மற்றும் தொழிற்பயிற்சி நிலையங்களின் மாணவர்கள் உறுப்பினர் நிறுவனங்களில் தொழிற்பழகுநர்களாகப் பணியமர்த்தப்பட்டனர்.',
    },
  },
  {
    title: { en: 'Grievances taken up with government', ta: 'அரசிடம் எடுத்துச் செல்லப்பட்ட குறைகள்' },
    figure: { en: '137 grievances', ta: '137 குறைகள்' },
    period: '2025–26',
    text: {
      en: 'Grievances on power supply, property tax, pollution control consents and industrial estate roads were raised with the departments concerned; 104 have been resolved.',
      ta: 'மின் விநியோகம், சொத்து வரி, மாசுக் கட்டுப்பாட்டு இசைவாணைகள், தொழிற்பேட்டைச் சாலைகள் தொடர்பான குறைகள் சம்பந்தப்பட்ட துறைகளிடம் எழுப்பப்பட்டன; இவற்றில் 104 குறைகள் தீர்க்கப்பட்டுள்ளன.',
    },
  },
  {
    title: { en: 'Project reports prepared', ta: 'தயாரிக்கப்பட்ட திட்ட அறிக்கைகள்' },
    figure: { en: '86 reports', ta: '86 அறிக்கைகள்' },
    period: '2024–25',
    text: {
      en: 'Bankable project reports were prepared for entrepreneurs applying under PMEGP, NEEDS and bank credit schemes, of which 61 led to sanctioned loans.',
      ta: 'பிரதமரின் வேலைவாய்ப்பு உருவாக்கத் திட்டம் (PMEGP), புதிய தொழில்முனைவோர் மற்றும் நிறுவன மேம்பாட்டுத் திட்டம் (NEEDS), வங்கிக் கடன் திட்டங்கள் ஆகியவற்றின் கீழ் விண்ணப்பிக்கும் தொழில்முனைவோருக்கு, வங்கிக் கடன் பெறத் தகுந்த திட்ட அறிக்கைகள் தயாரிக்கப்பட்டன; அவற்றில் 61 அறிக்கைகளின் அடிப்படையில் கடன் அனுமதிக்கப்பட்டது.',
    },
  },
  {
    title: { en: 'Firms at trade fairs', ta: 'வர்த்தகக் கண்காட்சிகளில் பங்கேற்ற நிறுவனங்கள்' },
    figure: { en: '214 firms', ta: '214 நிறுவனங்கள்' },
    period: '2024–25',
    text: {
      en: 'Member firms exhibited at the twelfth Delta Industrial Expo and in RASI pavilions at fairs in Chennai, Coimbatore and Bengaluru over the two years.',
      ta: 'இந்த இரண்டு ஆண்டுகளில், உறுப்பினர் நிறுவனங்கள் பன்னிரண்டாவது டெல்டா தொழில் கண்காட்சியிலும், சென்னை, கோயம்புத்தூர், பெங்களூரு ஆகிய நகரங்களில் நடைபெற்ற வர்த்தகக் கண்காட்சிகளின் ராசி அரங்கங்களிலும் தங்கள் பொருட்களைக் காட்சிப்படுத்தின.',
    },
  },
  {
    title: { en: 'Udyam registration camps', ta: 'உத்யம் பதிவு முகாம்கள்' },
    figure: { en: '22 camps', ta: '22 முகாம்கள்' },
    period: '2024–25',
    text: {
      en: 'Registration camps in the district towns helped 1,160 micro units register or update their Udyam details free of charge.',
      ta: 'மாவட்ட நகரங்களில் நடத்தப்பட்ட பதிவு முகாம்கள், 1,160 குறு தொழில் அலகுகள் தங்கள் உத்யம் விவரங்களைக் கட்டணமின்றிப் பதிவு செய்யவோ புதுப்பிக்கவோ உதவின.',
    },
  },
  {
    title: { en: 'Industrial estate power supply', ta: 'தொழிற்பேட்டை மின் விநியோகம்' },
    figure: { en: '3 transformers', ta: '3 மின்மாற்றிகள்' },
    period: '2026',
    text: {
      en: 'New distribution transformers were commissioned at Thuvakudi and Ariyamangalam after RASI placed feeder tripping data before the electricity officials.',
      ta: 'மின் பாதைகளில் அடிக்கடி ஏற்படும் மின் துண்டிப்பு குறித்த தரவுகளை ராசி மின்வாரிய அதிகாரிகள் முன் வைத்ததைத் தொடர்ந்து, துவாக்குடியிலும் அரியமங்கலத்திலும் புதிய விநியோக மின்மாற்றிகள் நிறுவப்பட்டு இயக்கி வைக்கப்பட்டன.',
    },
  },
  {
    title: { en: 'Cyclone Gaja rehabilitation', ta: 'கஜா புயல் மறுவாழ்வுப் பணிகள்' },
    figure: { en: '318 units', ta: '318 தொழில் அலகுகள்' },
    period: '2018–19',
    text: {
      en: 'Damaged member units in the coastal districts were surveyed and helped with insurance claims, restructured loans and replacement machinery.',
      ta: 'கடலோர மாவட்டங்களில் சேதமடைந்த உறுப்பினர் தொழில் அலகுகளைக் கணக்கெடுத்து, காப்பீட்டு இழப்பீடு கோருதல், கடன் மறுசீரமைப்பு, மாற்று இயந்திரங்கள் பெறுதல் ஆகியவற்றில் அவற்றுக்கு உதவினோம்.',
    },
  },
];

/** The words the services page lays out around the content above. */
export const servicesPageText = {
  offerHeading: { en: 'What we offer', ta: 'நாங்கள் வழங்குபவை' },
  forWhomLabel: { en: 'For whom:', ta: 'யாருக்கு:' },
} as const satisfies Record<string, Words>;

/** The words the services-provided page lays out around the content above. */
export const servicesProvidedPageText = {
  figuresHeading: { en: 'Our work in figures', ta: 'புள்ளிவிவரங்களில் எங்கள் பணிகள்' },
} as const satisfies Record<string, Words>;
