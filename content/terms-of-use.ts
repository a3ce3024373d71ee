import type { Words } from '@/lib/i18n/words';
import { SITE } from './association';
import type { PolicySection } from './privacy';

const EMAIL = SITE.emails[0].address;
const PHONE = SITE.phones[0].number;

export const termsLead: Words = {
  en: 'These terms apply to everyone who uses the website of the Regional Association of Small Industries (RASI), in English or in Tamil. By using the site, you accept them. Please read them together with our privacy policy.',
  ta: 'மண்டல சிறு தொழில்கள் சங்கத்தின் (ராசி) இணையதளத்தை ஆங்கிலத்திலோ தமிழிலோ பயன்படுத்தும் அனைவருக்கும் இவ்விதிமுறைகள் பொருந்தும். இத்தளத்தைப் பயன்படுத்துவதன் மூலம் இவற்றை நீங்கள் ஏற்றுக்கொள்கிறீர்கள். இவற்றை எங்கள் தனியுரிமைக் கொள்கையுடன் சேர்த்துப் படியுங்கள்.',
};

export const termsSections: readonly PolicySection[] = [
  {
    heading: { en: 'Copyright and reuse', ta: 'பதிப்புரிமையும் மறுபயன்பாடும்' },
    paragraphs: [
      {
        en: '© Regional Association of Small Industries (RASI). The text, design and logo of this website belong to the association.',
        ta: '© மண்டல சிறு தொழில்கள் சங்கம் (ராசி). இந்த இணையதளத்தின் உரை, வடிவமைப்பு, இலச்சினை ஆகியவை சங்கத்துக்கு உரியவை.',
      },
      {
        en: 'You may reproduce the text of this site free of charge, in any format or medium, without asking us, provided that you reproduce it accurately, do not use it in a misleading context, and acknowledge RASI as the source, with the address of the page. This permission does not extend to the logo, nor to material that belongs to others.',
        ta: 'இத்தளத்தின் உரையை எந்த வடிவிலும் எந்த ஊடகத்திலும் கட்டணமின்றி, எங்கள் அனுமதி கோராமலேயே மறுவெளியீடு செய்யலாம். ஆனால் அதைத் துல்லியமாக மறுவெளியீடு செய்ய வேண்டும்; தவறான பொருள் தரும் சூழலில் பயன்படுத்தக் கூடாது; பக்கத்தின் முகவரியுடன் ராசியை மூலமாகக் குறிப்பிட வேண்டும். இந்த அனுமதி இலச்சினைக்கும் பிறருக்கு உரிமையான உள்ளடக்கத்துக்கும் பொருந்தாது.',
      },
      {
        en: 'Photographs belong to their owners: the photographers, the member firms and the organisers of the events they show. Please do not reuse them without the owner’s permission; the office will tell you whom to ask. The names, products and trade marks of member firms belong to those firms.',
        ta: 'புகைப்படங்கள், அவற்றை எடுத்த புகைப்படக் கலைஞர்கள், உறுப்பினர் நிறுவனங்கள், படங்களில் உள்ள நிகழ்வுகளை நடத்தியவர்கள் என அவற்றின் உரிமையாளர்களுக்கே உரியவை. உரிமையாளரின் அனுமதியின்றி அவற்றை மறுபயன்பாடு செய்ய வேண்டாம்; யாரிடம் அனுமதி கோர வேண்டும் என்பதை அலுவலகம் தெரிவிக்கும். உறுப்பினர் நிறுவனங்களின் பெயர்கள், பொருட்கள், வணிகக் குறிகள் ஆகியவை அந்நிறுவனங்களுக்கே உரியவை.',
      },
    ],
  },
  {
    heading: { en: 'Hyperlinking policy', ta: 'இணைப்புக் கொள்கை' },
    paragraphs: [
      {
        en: 'Links to this site. You may link to any page of this website without asking us. Please do not load our pages into frames on your own site: a page of this site must open in its own window or tab, and our pages are set so that browsers will not show them inside another site’s frame.',
        ta: 'இத்தளத்துக்குத் தரப்படும் இணைப்புகள். எங்கள் அனுமதி கோராமலேயே இந்த இணையதளத்தின் எந்தப் பக்கத்துக்கும் இணைப்பு தரலாம். உங்கள் தளத்தில் எங்கள் பக்கங்களைச் சட்டகங்களுக்குள் ஏற்ற வேண்டாம்: இத்தளத்தின் பக்கம் அதன் சொந்தச் சாளரத்திலோ தாவலிலோதான் திறக்க வேண்டும்; பிற தளங்களின் சட்டகத்துக்குள் உலாவிகள் எங்கள் பக்கங்களைக் காட்டாதவாறு அவை அமைக்கப்பட்டுள்ளன.',
      },
      {
        en: 'Links from this site. For your convenience, some pages link to the websites of government departments, public bodies, technical institutions and other organisations. A link is not an endorsement of that site, of its content or of its views. RASI does not control those sites and is not responsible for their content or for their being available; they may change without our knowledge.',
        ta: 'இத்தளத்திலிருந்து தரப்படும் இணைப்புகள். உங்கள் வசதிக்காகச் சில பக்கங்கள் அரசுத் துறைகள், பொது அமைப்புகள், தொழில்நுட்பக் கல்வி நிறுவனங்கள், பிற அமைப்புகள் ஆகியவற்றின் இணையதளங்களுக்கு இணைப்புகள் தருகின்றன. இணைப்பு தருவது அத்தளத்தையோ அதன் உள்ளடக்கத்தையோ அதன் கருத்துகளையோ ஏற்பதாகாது. அத்தளங்கள் ராசியின் கட்டுப்பாட்டில் இல்லை; அவற்றின் உள்ளடக்கத்துக்கும் அவை கிடைப்பதற்கும் ராசி பொறுப்பேற்காது; எங்களுக்குத் தெரியாமலேயே அவை மாறக்கூடும்.',
      },
    ],
  },
  {
    heading: { en: 'Disclaimer', ta: 'பொறுப்புத் துறப்பு' },
    paragraphs: [
      {
        en: 'The association publishes the information on this website in good faith, for the general information of its members and the public, and takes care to keep it accurate and up to date. It is not legal, financial or professional advice.',
        ta: 'இந்த இணையதளத்தில் உள்ள தகவல்களை உறுப்பினர்கள் மற்றும் பொதுமக்களின் பொதுவான தகவலுக்காகச் சங்கம் நல்லெண்ணத்துடன் வெளியிடுகிறது; அவை துல்லியமாகவும் அவ்வப்போது புதுப்பிக்கப்பட்டும் இருப்பதில் கவனம் செலுத்துகிறது. இவை சட்ட, நிதி அல்லது தொழில்முறை ஆலோசனை ஆகாது.',
      },
      {
        en: 'Government schemes, subsidies, fees, forms and deadlines are summarised here from the departments and agencies that issue them, which may change them without notice. Before you apply or act on them, please check with the issuing authority or its official notification.',
        ta: 'அரசுத் திட்டங்கள், மானியங்கள், கட்டணங்கள், படிவங்கள், கடைசித் தேதிகள் ஆகியவை, அவற்றை வெளியிடும் துறைகள் மற்றும் முகமைகளிடமிருந்து இங்கு சுருக்கித் தரப்படுகின்றன; அவற்றை அத்துறைகள் முன்னறிவிப்பின்றி மாற்றக்கூடும். விண்ணப்பிக்கும் முன்போ அவற்றின்படி நடவடிக்கை எடுக்கும் முன்போ, அவற்றை வெளியிட்ட அதிகார அமைப்பிடமோ அதன் அதிகாரப்பூர்வ அறிவிப்பிலோ சரிபார்த்துக்கொள்ளுங்கள்.',
      },
      {
        en: 'RASI is not liable for any loss or damage arising from the use of this website or of the information on it, or from the site being unavailable for a time.',
        ta: 'இந்த இணையதளத்தையோ அதில் உள்ள தகவல்களையோ பயன்படுத்துவதாலோ, இத்தளம் சிறிது காலம் கிடைக்காமல் போவதாலோ ஏற்படும் எந்த இழப்புக்கும் சேதத்துக்கும் ராசி பொறுப்பாகாது.',
      },
    ],
  },
  {
    heading: { en: 'Governing law', ta: 'பொருந்தும் சட்டம்' },
    paragraphs: [
      {
        en: 'These terms are governed by the laws of India. Any dispute arising from them or from the use of this website is subject to the exclusive jurisdiction of the courts at Tiruchirappalli, Tamil Nadu.',
        ta: 'இவ்விதிமுறைகள் இந்தியச் சட்டங்களுக்கு உட்பட்டவை. இவ்விதிமுறைகள் தொடர்பாகவோ இந்த இணையதளத்தைப் பயன்படுத்துவது தொடர்பாகவோ எழும் எந்தப் பிணக்கும் தமிழ்நாட்டின் திருச்சிராப்பள்ளியில் உள்ள நீதிமன்றங்களின் தனி அதிகார வரம்புக்கு மட்டுமே உட்பட்டது.',
      },
    ],
  },
  {
    heading: { en: 'Changes and contact', ta: 'மாற்றங்களும் தொடர்பும்' },
    paragraphs: [
      {
        en: `RASI may revise these terms by updating this page; the date at its foot says when they last changed. For questions about these terms, for permission to reuse a photograph, or to report a link that no longer works, please write to ${EMAIL} or call ${PHONE} on working days.`,
        ta: `இப்பக்கத்தைப் புதுப்பிப்பதன் மூலம் ராசி இவ்விதிமுறைகளைத் திருத்தலாம்; அவை கடைசியாக எப்போது மாற்றப்பட்டன என்பதைப் பக்கத்தின் அடியில் உள்ள தேதி காட்டும். இவ்விதிமுறைகள் குறித்த ஐயங்களுக்கும், புகைப்படம் ஒன்றை மறுபயன்பாடு செய்ய அனுமதி கோரவும், செயல்படாத இணைப்பைத் தெரிவிக்கவும் ${EMAIL} என்ற முகவரிக்கு மின்னஞ்சல் அனுப்புங்கள், அல்லது வேலை நாட்களில் ${PHONE} என்ற எண்ணில் அழையுங்கள்.`,
      },
    ],
  },
];
