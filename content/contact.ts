import type { Localisable, Words } from '@/lib/i18n/words';
import { SITE } from './association';
import type { Department, MapLink } from './content-shapes';

export const contactIntro: Localisable<string> = {
  en: 'The secretariat at RASI Bhavan answers telephone calls and emails during office hours, and members and visitors are welcome to call in. For a meeting with an office bearer or an adviser, please ring ahead so that we can fix a time that suits you.',
  ta: 'ராசி பவனில் உள்ள செயலகம் அலுவலக நேரத்தில் தொலைபேசி அழைப்புகளுக்கும் மின்னஞ்சல்களுக்கும் பதிலளிக்கிறது; உறுப்பினர்களும் பார்வையாளர்களும் நேரில் வரலாம். நிர்வாகி ஒருவரையோ ஆலோசகர் ஒருவரையோ சந்திக்க விரும்பினால், உங்களுக்கு ஏற்ற நேரத்தை நாங்கள் ஒதுக்கும் வகையில் முன்கூட்டியே தொலைபேசியில் தெரிவிக்கவும்.',
};

export const departments: Localisable<readonly Department[]> = [
  {
    name: { en: 'Secretariat and general enquiries', ta: 'செயலகம் மற்றும் பொது விசாரணைகள்' },
    description: {
      en: 'Letters, meetings with office bearers, bulletins and anything not listed below.',
      ta: 'கடிதங்கள், நிர்வாகிகளுடனான சந்திப்புகள், செய்தி மடல்கள் மற்றும் கீழே குறிப்பிடப்படாத பிற அனைத்தும்.',
    },
    phone: SITE.phones[0].number,
    email: SITE.emails[0].address,
  },
  {
    name: { en: 'Membership', ta: 'உறுப்பினர் சேர்க்கை' },
    description: {
      en: 'Application forms, renewals, membership certificates and directory listings.',
      ta: 'விண்ணப்பப் படிவங்கள், உறுப்பினர் சந்தா புதுப்பித்தல், உறுப்பினர் சான்றிதழ்கள், உறுப்பினர் விவரப் பட்டியலில் இடம்பெறுதல்.',
    },
    phone: '+91 431 250 4174',
    email: SITE.emails[1].address,
  },
  {
    name: { en: 'Guidance cell', ta: 'வழிகாட்டு மையம்' },
    description: {
      en: 'Free advice on finance, schemes, approvals, GST, delayed payments and exports.',
      ta: 'நிதி, திட்டங்கள், அனுமதிகள், சரக்கு மற்றும் சேவை வரி (GST), தாமதமான பணப்பட்டுவாடா, ஏற்றுமதி குறித்த இலவச ஆலோசனை.',
    },
    phone: SITE.phones[1].number,
    email: SITE.emails[2].address,
  },
  {
    name: { en: 'Training and entrepreneurship programmes', ta: 'பயிற்சி மற்றும் தொழில்முனைவுத் திட்டங்கள்' },
    description: {
      en: 'Registration for programmes, apprenticeships and workshops at RASI Bhavan and in the districts.',
      ta: 'ராசி பவனிலும் மாவட்டங்களிலும் நடைபெறும் பயிற்சித் திட்டங்கள், தொழிற்பழகுநர் பயிற்சிகள், பயிலரங்குகளுக்கான பதிவு.',
    },
    phone: '+91 431 250 4175',
    email: 'training@rasi-delta.org.in',
  },
  {
    name: {
      en: 'Trade fairs and Delta Industrial Expo',
      ta: 'வர்த்தகக் கண்காட்சிகள் மற்றும் டெல்டா தொழில் கண்காட்சி',
    },
    description: {
      en: 'Stall bookings for the Expo and for RASI pavilions and delegations at other fairs.',
      ta: 'டெல்டா தொழில் கண்காட்சியிலும், பிற கண்காட்சிகளில் அமையும் ராசி அரங்கங்களிலும் கடை அரங்கு முன்பதிவு; பிற கண்காட்சிகளுக்குச் செல்லும் ராசி தூதுக்குழுக்களில் இடம்பெறுவதற்கான பதிவு.',
    },
    phone: '+91 431 250 4176',
    email: 'expo@rasi-delta.org.in',
  },
  {
    name: { en: 'Accounts', ta: 'கணக்குப் பிரிவு' },
    description: {
      en: 'Subscription receipts, fee payments and bank transfer confirmations.',
      ta: 'சந்தா ரசீதுகள், கட்டணம் செலுத்துதல், வங்கிப் பணப் பரிமாற்ற உறுதிப்படுத்தல்கள்.',
    },
    phone: '+91 431 250 4177',
    email: 'accounts@rasi-delta.org.in',
  },
];

export const directions: Localisable<readonly string[]> = [
  {
    en: 'By bus: town buses from the Central Bus Stand and Chathiram Bus Stand in Tiruchirappalli run to Thuvakudi along the Thanjavur road; get down at the SIDCO stop, a five-minute walk from RASI Bhavan.',
    ta: 'பேருந்தில்: திருச்சிராப்பள்ளி மத்தியப் பேருந்து நிலையம், சத்திரம் பேருந்து நிலையம் ஆகியவற்றிலிருந்து நகரப் பேருந்துகள் தஞ்சாவூர் சாலை வழியாகத் துவாக்குடிக்குச் செல்கின்றன; சிட்கோ நிறுத்தத்தில் இறங்கவும். அங்கிருந்து ராசி பவன் ஐந்து நிமிட நடைத் தூரத்தில் உள்ளது.',
  },
  {
    en: 'By train: Tiruchirappalli Junction is about 20 km away, and the smaller Thiruverumbur station on the Thanjavur line is a short auto-rickshaw ride from the estate.',
    ta: 'ரயிலில்: திருச்சிராப்பள்ளி சந்திப்பு ரயில் நிலையம் சுமார் 20 கி.மீ. தொலைவில் உள்ளது; தஞ்சாவூர் வழித்தடத்தில் உள்ள சிறிய ரயில் நிலையமான திருவெறும்பூரிலிருந்து தொழிற்பேட்டைக்கு ஆட்டோ ரிக்ஷாவில் சிறிது நேரப் பயணம்தான்.',
  },
  {
    en: 'By air: Tiruchirappalli International Airport is about 20 km away; taxis and app cabs take around 35 minutes, depending on traffic.',
    ta: 'விமானத்தில்: திருச்சிராப்பள்ளி பன்னாட்டு விமான நிலையம் சுமார் 20 கி.மீ. தொலைவில் உள்ளது; வாடகைக் கார்களிலும் கைப்பேசிச் செயலி மூலம் அழைக்கும் கார்களிலும், போக்குவரத்து நெரிசலைப் பொறுத்து, சுமார் 35 நிமிடங்கள் ஆகும்.',
  },
];

export const officeMap: Localisable<MapLink> = {
  label: { en: 'View RASI Bhavan on OpenStreetMap', ta: 'OpenStreetMap வரைபடத்தில் ராசி பவனைக் காண்க' },
  href: 'https://www.openstreetmap.org/?mlat=10.7597&mlon=78.8165#map=16/10.7597/78.8165',
};

/** The words the contact page lays out around the content above. */
export const contactPageText = {
  addressHeading: { en: 'Address, telephone and email', ta: 'முகவரி, தொலைபேசி, மின்னஞ்சல்' },
  telephoneHeading: { en: 'Telephone', ta: 'தொலைபேசி' },
  emailHeading: { en: 'Email', ta: 'மின்னஞ்சல்' },
  hoursHeading: { en: 'Office hours', ta: 'அலுவலக நேரம்' },
  hoursCaption: {
    en: 'Office hours of the secretariat at RASI Bhavan',
    ta: 'ராசி பவனில் உள்ள செயலகத்தின் அலுவலக நேரம்',
  },
  daysColumn: { en: 'Days', ta: 'நாட்கள்' },
  hoursColumn: { en: 'Hours', ta: 'நேரம்' },
  departmentsHeading: { en: 'Departments', ta: 'பிரிவுகள்' },
  /** Before a department's number: the page writes `{telephoneLabel}: {phone}`. */
  telephoneLabel: { en: 'Telephone', ta: 'தொலைபேசி' },
  /** Before a department's address: the page writes `{emailLabel}: {email}`. */
  emailLabel: { en: 'Email', ta: 'மின்னஞ்சல்' },
  directionsHeading: { en: 'How to reach RASI Bhavan', ta: 'ராசி பவனுக்கு வரும் வழி' },
} as const satisfies Record<string, Words>;
