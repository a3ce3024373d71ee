import type { Localisable, Words } from '@/lib/i18n/words';
import type { NamedText } from './content-shapes';

export const vision: Localisable<string> = {
  en: 'A Kaveri delta in which every small and micro manufacturer can grow on fair terms: with reliable infrastructure, timely payment, affordable credit and skilled people, making products of a quality that competes anywhere, while offering dignified work to the families of the region and caring for the land and rivers on which the delta depends.',
  ta: 'ஒவ்வொரு குறு மற்றும் சிறு உற்பத்தியாளரும் நியாயமான சூழலில் வளரக்கூடிய காவிரி டெல்டா. அங்கு நம்பகமான உள்கட்டமைப்பு, உரிய காலத்தில் பணப்பட்டுவாடா, கட்டுப்படியான கடன், திறன்மிக்க மனிதவளம் ஆகியவற்றின் துணையுடன் அவர்கள் எங்கும் போட்டியிடக்கூடிய தரத்தில் பொருட்களை உருவாக்குவார்கள்; அதே வேளையில் இப்பகுதியின் குடும்பங்களுக்குக் கண்ணியமான வேலையை வழங்கி, டெல்டாவின் வாழ்வாதாரமான நிலத்தையும் ஆறுகளையும் பேணிக் காப்பார்கள்.',
};

export const mission: Localisable<readonly string[]> = [
  {
    en: 'Represent the interests of small and micro manufacturers before central, state and local government, banks, utilities and regulators.',
    ta: 'ஒன்றிய, மாநில அரசுகள், உள்ளாட்சி அமைப்புகள், வங்கிகள், பொதுச் சேவை நிறுவனங்கள், ஒழுங்குமுறை அமைப்புகள் ஆகியவற்றின் முன் குறு மற்றும் சிறு உற்பத்தியாளர்களின் நலன்களை எடுத்துரைத்தல்.',
  },
  {
    en: 'Give every member prompt, free and confidential guidance on finance, approvals, taxation, schemes and exports.',
    ta: 'நிதி, அனுமதிகள், வரிவிதிப்பு, திட்டங்கள், ஏற்றுமதி ஆகியவை குறித்து ஒவ்வோர் உறுப்பினருக்கும் உடனடியான, கட்டணமில்லா, ரகசியம் காக்கும் வழிகாட்டுதலை வழங்குதல்.',
  },
  {
    en: 'Train owners, managers and workers through entrepreneurship, management and skill programmes run with technical institutions.',
    ta: 'தொழில்நுட்பக் கல்வி நிறுவனங்களுடன் இணைந்து நடத்தப்படும் தொழில்முனைவு, மேலாண்மை, திறன் பயிற்சித் திட்டங்கள் மூலம் உரிமையாளர்கள், மேலாளர்கள், தொழிலாளர்களுக்குப் பயிற்சி அளித்தல்.',
  },
  {
    en: 'Open new markets for members through trade fairs, buyer-seller meets, public procurement and export delegations.',
    ta: 'வர்த்தகக் கண்காட்சிகள், வாங்குநர்–விற்பனையாளர் சந்திப்புகள், பொதுக் கொள்முதல், ஏற்றுமதித் தூதுக்குழுக்கள் மூலம் உறுப்பினர்களுக்குப் புதிய சந்தை வாய்ப்புகளை உருவாக்குதல்.',
  },
  {
    en: 'Help first-generation entrepreneurs, women and young people from the delta districts start and sustain manufacturing units.',
    ta: 'டெல்டா மாவட்டங்களைச் சேர்ந்த முதல் தலைமுறைத் தொழில்முனைவோர், பெண்கள், இளைஞர்கள் உற்பத்தி அலகுகளைத் தொடங்கி நிலைத்து நடத்த உதவுதல்.',
  },
  {
    en: 'Promote quality, safety and cleaner production so that member firms meet the standards their customers expect.',
    ta: 'உறுப்பினர் நிறுவனங்கள் தம் வாடிக்கையாளர்கள் எதிர்பார்க்கும் தரநிலைகளை எட்டும் வகையில் தரம், பாதுகாப்பு, தூய்மையான உற்பத்தி ஆகியவற்றை ஊக்குவித்தல்.',
  },
  {
    en: 'Work with government and members to improve roads, power, water and common facilities in the industrial estates.',
    ta: 'தொழிற்பேட்டைகளில் சாலைகள், மின்சாரம், தண்ணீர், பொது வசதிகள் ஆகியவற்றை மேம்படுத்த அரசுடனும் உறுப்பினர்களுடனும் இணைந்து பணியாற்றுதல்.',
  },
  {
    en: 'Keep the association transparent, democratic and financially sound, accountable to its members at every general meeting.',
    ta: 'ஒவ்வொரு பொதுக்குழுக் கூட்டத்திலும் உறுப்பினர்களுக்குப் பதில் சொல்லும் வகையில், சங்கத்தை வெளிப்படையானதாகவும், ஜனநாயகப் பண்புடையதாகவும், நிதி நிலையில் உறுதியானதாகவும் வைத்திருத்தல்.',
  },
];

export const coreValues: Localisable<readonly NamedText[]> = [
  {
    name: { en: 'Service', ta: 'சேவை' },
    description: {
      en: 'We exist for our members, and the smallest firm receives the same attention as the largest.',
      ta: 'எங்கள் உறுப்பினர்களுக்காகவே நாங்கள் இயங்குகிறோம்; மிகப்பெரிய நிறுவனத்துக்கு அளிக்கும் அதே கவனத்தை மிகச்சிறிய நிறுவனமும் பெறுகிறது.',
    },
  },
  {
    name: { en: 'Integrity', ta: 'நேர்மை' },
    description: {
      en: 'We say the same thing to members, to government and to the public, and we account openly for every rupee.',
      ta: 'உறுப்பினர்களிடமும், அரசிடமும், பொதுமக்களிடமும் நாங்கள் ஒரே கருத்தையே கூறுகிறோம்; ஒவ்வொரு ரூபாய்க்கும் வெளிப்படையாகக் கணக்குக் காட்டுகிறோம்.',
    },
  },
  {
    name: { en: 'Fairness', ta: 'நியாயம்' },
    description: {
      en: 'We seek fair terms for small industry and treat every member, worker and partner with equal respect.',
      ta: 'சிறு தொழிலுக்கு நியாயமான நிபந்தனைகளைக் கோருகிறோம்; ஒவ்வோர் உறுப்பினரையும், தொழிலாளரையும், கூட்டாளரையும் சம மரியாதையுடன் நடத்துகிறோம்.',
    },
  },
  {
    name: { en: 'Self-reliance', ta: 'தற்சார்பு' },
    description: {
      en: 'We help members build their own capabilities, so that their firms can stand on their own feet.',
      ta: 'உறுப்பினர்களின் நிறுவனங்கள் சொந்தக் காலில் நிற்கும் வகையில், அவர்கள் தம் சொந்தத் திறன்களை வளர்த்துக்கொள்ள உதவுகிறோம்.',
    },
  },
  {
    name: { en: 'Responsibility', ta: 'பொறுப்புணர்வு' },
    description: {
      en: 'We believe industry must care for its workers, its neighbours and the delta that sustains us all.',
      ta: 'தொழில்துறை தன் தொழிலாளர்களையும், அண்டை மக்களையும், நம் அனைவரையும் வாழவைக்கும் டெல்டாவையும் பேணிக் காக்க வேண்டும் என நம்புகிறோம்.',
    },
  },
];

/** The words the vision and mission page lays out around the content above. */
export const visionMissionPageText = {
  visionHeading: { en: 'Our vision', ta: 'எங்கள் தொலைநோக்கு' },
  missionHeading: { en: 'Our mission', ta: 'எங்கள் பணி நோக்கம்' },
  coreValuesHeading: { en: 'Our core values', ta: 'எங்கள் அடிப்படை விழுமியங்கள்' },
} as const satisfies Record<string, Words>;
