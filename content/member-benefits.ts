import type { Localisable, Words } from '@/lib/i18n/words';
import type { TitledText } from './content-shapes';

export const memberBenefitsIntro: Localisable<string> = {
  en: 'A RASI membership costs less than a day of lost production, and it puts the experience of more than 1,400 fellow manufacturers at your side. These are the benefits members use most.',
  ta: 'ராசியில் உறுப்பினராக இருப்பதற்கான செலவு, ஒரு நாள் உற்பத்தி இழப்பைவிடக் குறைவு; உறுப்பினரானால், 1,400-க்கும் மேற்பட்ட சக உற்பத்தியாளர்களின் அனுபவம் உங்களுக்குத் துணை நிற்கும். உறுப்பினர்கள் அதிகம் பயன்படுத்தும் நன்மைகள் இவை.',
};

export const memberBenefits: Localisable<readonly TitledText[]> = [
  {
    title: { en: 'A voice before government', ta: 'அரசிடம் உங்கள் குரல்' },
    text: {
      en: "RASI takes members' grievances on power, taxes, land, labour and payments to the departments concerned, and sits on ten government committees where decisions affecting small industry are made.",
      ta: 'மின்சாரம், வரிகள், நிலம், தொழிலாளர், பணப்பட்டுவாடா தொடர்பான உறுப்பினர்களின் குறைகளை ராசி சம்பந்தப்பட்ட துறைகளிடம் எடுத்துச் செல்கிறது; சிறு தொழிலைப் பாதிக்கும் முடிவுகள் எடுக்கப்படும் பத்து அரசுக் குழுக்களிலும் அது இடம்பெற்றுள்ளது.',
    },
  },
  {
    title: { en: 'Free guidance cell', ta: 'கட்டணமில்லா வழிகாட்டு மையம்' },
    text: {
      en: 'Members can consult the guidance cell without charge on bank finance, schemes, approvals, GST and exports, in confidence and in Tamil or English.',
      ta: 'வங்கிக் கடன், திட்டங்கள், அனுமதிகள், சரக்கு மற்றும் சேவை வரி (GST), ஏற்றுமதி ஆகியவை குறித்து உறுப்பினர்கள் வழிகாட்டு மையத்தைக் கட்டணமின்றி அணுகலாம்; ஆலோசனை ரகசியமாக, தமிழிலோ ஆங்கிலத்திலோ வழங்கப்படும்.',
    },
  },
  {
    title: { en: 'Help with delayed payments', ta: 'தாமதமான பணப்பட்டுவாடா சிக்கல்களில் உதவி' },
    text: {
      en: 'The guidance cell helps members draft notices and file cases before the Micro and Small Enterprises Facilitation Council to recover dues from buyers.',
      ta: 'வாங்குநர்களிடமிருந்து நிலுவைத் தொகையை வசூலிக்க, சட்ட அறிவிப்புகளை வரைவதற்கும் குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றத்தில் வழக்குகளைத் தாக்கல் செய்வதற்கும் வழிகாட்டு மையம் உறுப்பினர்களுக்கு உதவுகிறது.',
    },
  },
  {
    title: {
      en: 'Trade fair stalls at concessional rates',
      ta: 'சலுகைக் கட்டணத்தில் வர்த்தகக் கண்காட்சிக் கடை அரங்குகள்',
    },
    text: {
      en: 'Members exhibit at the Delta Industrial Expo and in RASI pavilions at national fairs at reduced stall rates, with shared transport for their products.',
      ta: 'டெல்டா தொழில் கண்காட்சியிலும், தேசிய வர்த்தகக் கண்காட்சிகளில் அமையும் ராசி அரங்கங்களிலும் உறுப்பினர்கள் குறைந்த கடை அரங்குக் கட்டணத்தில் தங்கள் பொருட்களைக் காட்சிப்படுத்தலாம்; பொருட்களைக் கொண்டுசெல்லக் கூட்டுப் போக்குவரத்து வசதியும் உண்டு.',
    },
  },
  {
    title: { en: 'Training for owners and workers', ta: 'உரிமையாளர்களுக்கும் தொழிலாளர்களுக்கும் பயிற்சி' },
    text: {
      en: 'Members and their staff attend management, skill and export programmes at reduced fees, and can host apprentices through our agreements with technical institutions.',
      ta: 'மேலாண்மை, திறன் மற்றும் ஏற்றுமதி தொடர்பான பயிற்சித் திட்டங்களில் உறுப்பினர்களும் அவர்களின் பணியாளர்களும் குறைந்த கட்டணத்தில் பங்கேற்கலாம்; தொழில்நுட்பக் கல்வி நிறுவனங்களுடன் நாங்கள் செய்துள்ள ஒப்பந்தங்கள் மூலம் தொழிற்பழகுநர்களைத் தங்கள் அலகுகளில் பயிற்சிக்குச் சேர்த்துக்கொள்ளலாம்.',
    },
  },
  {
    title: { en: 'Listing in the member directory', ta: 'உறுப்பினர் விவரப் பட்டியலில் இடம்' },
    text: {
      en: 'Every member firm is listed in the online directory by product, category and district, so that buyers and fellow members can find it.',
      ta: 'வாங்குநர்களும் சக உறுப்பினர்களும் அதைக் கண்டறியும் வகையில், ஒவ்வோர் உறுப்பினர் நிறுவனமும் உற்பத்திப் பொருள், வகை, மாவட்டம் வாரியாக இணையவழி விவரப் பட்டியலில் இடம்பெறுகிறது.',
    },
  },
  {
    title: { en: 'Bulletins and circulars', ta: 'செய்தி மடல்களும் சுற்றறிக்கைகளும்' },
    text: {
      en: 'Members receive the yearly RASI bulletin and circulars on new government orders, tariff changes, tender opportunities and scheme deadlines.',
      ta: 'ராசியின் ஆண்டுச் செய்தி மடலையும், புதிய அரசாணைகள், கட்டண விகித மாற்றங்கள், ஒப்பந்தப்புள்ளி வாய்ப்புகள், திட்டங்களுக்கான கடைசித் தேதிகள் குறித்த சுற்றறிக்கைகளையும் உறுப்பினர்கள் பெறுகின்றனர்.',
    },
  },
  {
    title: { en: 'Certificates and recommendations', ta: 'சான்றிதழ்களும் பரிந்துரைகளும்' },
    text: {
      en: 'The secretariat issues certificates of membership and, where justified, letters of recommendation for visas, export registrations and tender applications.',
      ta: 'செயலகம் உறுப்பினர் சான்றிதழ்களை வழங்குகிறது; தகுந்த காரணம் இருப்பின், விசா, ஏற்றுமதிப் பதிவுகள், ஒப்பந்தப்புள்ளி விண்ணப்பங்கள் ஆகியவற்றுக்கான பரிந்துரைக் கடிதங்களையும் வழங்குகிறது.',
    },
  },
  {
    title: { en: 'Meeting room and library', ta: 'கூட்ட அறையும் நூலகமும்' },
    text: {
      en: 'Members may book the meeting room at RASI Bhavan for buyer meetings and use the reference library of standards, tariff schedules and government orders.',
      ta: 'வாங்குநர்களுடனான சந்திப்புகளுக்கு ராசி பவனில் உள்ள கூட்ட அறையை உறுப்பினர்கள் முன்பதிவு செய்யலாம்; தரநிலைகள், கட்டண அட்டவணைகள், அரசாணைகள் அடங்கிய குறிப்பு நூலகத்தையும் பயன்படுத்தலாம்.',
    },
  },
  {
    title: { en: 'A community of fellow manufacturers', ta: 'சக உற்பத்தியாளர்களின் நட்பு வட்டம்' },
    text: {
      en: 'District meetings, industrial visits and the annual general meeting bring members together to share suppliers, solve problems and find partners.',
      ta: 'மாவட்டக் கூட்டங்கள், தொழிற்சாலைப் பார்வைப் பயணங்கள், ஆண்டுப் பொதுக்குழுக் கூட்டம் ஆகியவை, பொருள் வழங்குநர்கள் பற்றிய தகவல்களைப் பகிர்ந்துகொள்ளவும், சிக்கல்களுக்குத் தீர்வு காணவும், கூட்டாளிகளைக் கண்டறியவும் உறுப்பினர்களை ஒன்றிணைக்கின்றன.',
    },
  },
];

/** The words the member benefits page (components/pages/membersbenefits/) lays out around the content above. */
export const memberBenefitsPageText = {
  benefitsHeading: { en: 'What members receive', ta: 'உறுப்பினர்கள் பெறும் பயன்கள்' },
  becomeMemberHeading: { en: 'Become a member', ta: 'உறுப்பினராகுங்கள்' },
} as const satisfies Record<string, Words>;
