import type { Localisable, Words } from '@/lib/i18n/words';
import type { Figure, QuickLink, Section } from './content-shapes';

export const welcome: Localisable<Section> = {
  heading: {
    en: 'Standing with the small manufacturers of the Kaveri delta since 1972',
    ta: '1972 முதல் காவிரி டெல்டாவின் சிறு உற்பத்தியாளர்களுக்குத் துணையாக',
  },
  paragraphs: [
    {
      en: 'RASI, the Regional Association of Small Industries, brings together more than 1,400 small and micro manufacturers across eight districts of the Kaveri delta. Our members make castings and pumps, rice mill machinery, farm implements, garments, food products, polymers and packaging. Many are family firms employing fewer than twenty people, and together they form the backbone of industry in the region.',
      ta: 'மண்டல சிறு தொழில்கள் சங்கமான ராசி, காவிரி டெல்டாவின் எட்டு மாவட்டங்களைச் சேர்ந்த 1,400-க்கும் மேற்பட்ட குறு மற்றும் சிறு உற்பத்தியாளர்களை ஒன்றிணைக்கிறது. எங்கள் உறுப்பினர்கள் வார்ப்புகள், பம்புகள், அரிசி ஆலை இயந்திரங்கள், வேளாண் கருவிகள், ஆயத்த ஆடைகள், உணவுப் பொருட்கள், பாலிமர் பொருட்கள், சிப்பமிடல் பொருட்கள் ஆகியவற்றை உற்பத்தி செய்கின்றனர். உறுப்பினர் நிறுவனங்களில் பல, இருபதுக்கும் குறைவானோர் பணியாற்றும் குடும்ப நிறுவனங்கள்; இவை அனைத்தும் சேர்ந்து இப்பகுதியின் தொழில்துறைக்கு முதுகெலும்பாக விளங்குகின்றன.',
    },
    {
      en: 'From RASI Bhavan at the SIDCO Industrial Estate in Thuvakudi, we speak for small industry before government departments, banks and utilities, run training and entrepreneurship programmes, take members to trade fairs in India and abroad, and offer free advice through our guidance cell. Whether you run an established unit or are planning your first factory, you are welcome here.',
      ta: 'துவாக்குடி சிட்கோ தொழிற்பேட்டையில் உள்ள ராசி பவனைத் தலைமையிடமாகக் கொண்டு, அரசுத் துறைகள், வங்கிகள், பொதுப் பயன்பாட்டுச் சேவை நிறுவனங்கள் முன் சிறு தொழிலின் சார்பில் குரல் கொடுக்கிறோம்; பயிற்சி மற்றும் தொழில்முனைவுத் திட்டங்களை நடத்துகிறோம்; இந்தியாவிலும் வெளிநாடுகளிலும் நடைபெறும் வர்த்தகக் கண்காட்சிகளுக்கு உறுப்பினர்களை அழைத்துச் செல்கிறோம்; எங்கள் வழிகாட்டு மையத்தின் மூலம் இலவச ஆலோசனை வழங்குகிறோம். நீங்கள் ஏற்கெனவே இயங்கி வரும் ஓர் அலகை நடத்துபவராக இருந்தாலும், உங்கள் முதல் தொழிற்சாலையைத் தொடங்கத் திட்டமிடுபவராக இருந்தாலும், உங்களை அன்புடன் வரவேற்கிறோம்.',
    },
  ],
};

export const atAGlance: Localisable<readonly Figure[]> = [
  { value: '1,400+', label: { en: 'member firms', ta: 'உறுப்பினர் நிறுவனங்கள்' } },
  { value: '8', label: { en: 'districts of the Kaveri delta', ta: 'காவிரி டெல்டா மாவட்டங்கள்' } },
  { value: '62,000', label: { en: 'people employed by member firms', ta: 'உறுப்பினர் நிறுவனங்களில் பணியாற்றுவோர்' } },
];

/** The third figure: its value is counted on the day the page is rendered (components/pages/home/home-page.tsx). */
export const yearsOfService: Words = { en: 'years of service since 1972', ta: 'ஆண்டுகாலச் சேவை (1972 முதல்)' };

/** The titles are also the texts of the links to `href`, which stays one plain path in both languages. */
export const quickLinks: Localisable<readonly QuickLink[]> = [
  {
    title: { en: 'Become a member', ta: 'உறுப்பினராகச் சேருங்கள்' },
    blurb: {
      en: 'Membership is open to micro and small manufacturers with Udyam registration in the delta districts. See the categories, fees and the documents you need to apply.',
      ta: 'டெல்டா மாவட்டங்களில் உத்யம் பதிவு பெற்ற குறு மற்றும் சிறு உற்பத்தியாளர்கள் ராசியில் உறுப்பினராகச் சேரலாம். உறுப்பினர் வகைகள், கட்டணங்கள், விண்ணப்பிக்கத் தேவையான ஆவணங்கள் ஆகியவற்றைப் பாருங்கள்.',
    },
    href: '/membership',
  },
  {
    title: { en: 'Ask the guidance cell', ta: 'வழிகாட்டு மையத்திடம் கேளுங்கள்' },
    blurb: {
      en: 'Free, confidential advice on bank finance, government schemes, approvals, GST and exports, by telephone, email or a walk-in visit to RASI Bhavan.',
      ta: 'வங்கிக் கடன், அரசுத் திட்டங்கள், அனுமதிகள், சரக்கு மற்றும் சேவை வரி (GST), ஏற்றுமதி ஆகியவை குறித்து இலவசமாக ஆலோசனை பெறலாம்; உங்கள் விவரங்கள் ரகசியமாக வைக்கப்படும். தொலைபேசி, மின்னஞ்சல் மூலமாகவோ ராசி பவனுக்கு நேரில் வந்தோ அணுகலாம்.',
    },
    href: '/guidancecell',
  },
  {
    title: { en: 'Exhibit with RASI', ta: 'ராசியுடன் கண்காட்சியில் பங்கேற்குங்கள்' },
    blurb: {
      en: 'Book a stall at the Delta Industrial Expo 2027 in Tiruchirappalli or join a RASI pavilion at trade fairs across India and abroad.',
      ta: 'திருச்சிராப்பள்ளியில் நடைபெறும் டெல்டா தொழில் கண்காட்சி 2027-இல் கடை அரங்கை முன்பதிவு செய்யுங்கள்; அல்லது இந்தியா முழுவதிலும் வெளிநாடுகளிலும் நடைபெறும் வர்த்தகக் கண்காட்சிகளில் ராசி அரங்கத்தில் இணையுங்கள்.',
    },
    href: '/tradefairs',
  },
];

/** The words the home page lays out around the content above and the lists that come from the backend. */
export const homePageText = {
  latestNotificationsHeading: { en: 'Latest notifications', ta: 'அண்மை அறிவிப்புகள்' },
  /** Link texts of the `More` links are followed by ' →', which the page adds. */
  allNotificationsLink: { en: 'All notifications', ta: 'அனைத்து அறிவிப்புகளும்' },
  bulletinsHeading: { en: 'From the bulletins', ta: 'செய்தி மடல்களிலிருந்து' },
  allBulletinsLink: { en: 'All bulletins', ta: 'அனைத்துச் செய்தி மடல்களும்' },
  todayHeading: { en: 'Today at RASI', ta: 'இன்று ராசியில்' },
  galleryHeading: { en: 'From the gallery', ta: 'படத்தொகுப்பிலிருந்து' },
  fullGalleryLink: { en: 'The full gallery', ta: 'முழுப் படத்தொகுப்பு' },
  expoCommitteeHeading: { en: 'Expo committee', ta: 'கண்காட்சிக் குழு' },
  tradeFairsLink: { en: 'Trade fairs and exhibitors', ta: 'வர்த்தகக் கண்காட்சிகளும் கண்காட்சியாளர்களும்' },
  helpHeading: { en: 'How RASI can help', ta: 'ராசி உங்களுக்கு எவ்வாறு உதவ முடியும்' },
} as const satisfies Record<string, Words>;
