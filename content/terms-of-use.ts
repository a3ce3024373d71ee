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
    heading: { en: 'Copyright and links', ta: 'பதிப்புரிமையும் இணைப்புகளும்' },
    paragraphs: [
      {
        en: 'What you may reproduce from this site and with what credit, how you may link to it, and how it links to other websites are set out in two of the website policies.',
        ta: 'இத்தளத்திலிருந்து எவற்றை மறுவெளியீடு செய்யலாம், எவ்வாறு மூலத்தைக் குறிப்பிட வேண்டும், இத்தளத்துக்கு எவ்வாறு இணைப்பு தரலாம், இத்தளம் பிற இணையதளங்களுக்கு எவ்வாறு இணைப்பு தருகிறது என்பவை இணையதளக் கொள்கைகளில் இரண்டில் விவரிக்கப்பட்டுள்ளன.',
      },
    ],
    links: [
      { href: '/website-policies#copyright-policy', text: { en: 'Copyright policy', ta: 'பதிப்புரிமைக் கொள்கை' } },
      { href: '/website-policies#hyperlinking-policy', text: { en: 'Hyperlinking policy', ta: 'இணைப்புக் கொள்கை' } },
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
        en: `RASI may revise these terms by updating this page; the date at its foot says when they last changed. For questions about these terms, or for permission to reuse a photograph, please write to ${EMAIL} or call ${PHONE} on working days.`,
        ta: `இப்பக்கத்தைப் புதுப்பிப்பதன் மூலம் ராசி இவ்விதிமுறைகளைத் திருத்தலாம்; அவை கடைசியாக எப்போது மாற்றப்பட்டன என்பதைப் பக்கத்தின் அடியில் உள்ள தேதி காட்டும். இவ்விதிமுறைகள் குறித்த ஐயங்களுக்கும், புகைப்படம் ஒன்றை மறுபயன்பாடு செய்ய அனுமதி கோரவும் ${EMAIL} என்ற முகவரிக்கு மின்னஞ்சல் அனுப்புங்கள், அல்லது வேலை நாட்களில் ${PHONE} என்ற எண்ணில் அழையுங்கள்.`,
      },
    ],
  },
];
