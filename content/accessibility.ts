import type { Words } from '@/lib/i18n/words';
import { SITE } from './association';
import type { IsoDate } from './content-shapes';
import { clearSiteData } from './offline';

/** A heading followed by paragraphs, in both languages. */
export interface AccessibilitySection {
  readonly heading: Words;
  readonly paragraphs: readonly Words[];
}

/**
 * The site's accessibility statement (GIGW 3.0 asks for one), shown at /accessibility and /ta/accessibility.
 * Texts are `Words`; facts (the office's e-mail address and telephone number, the review date) stay plain.
 */
export interface AccessibilityStatement {
  readonly lead: Words;
  readonly sections: readonly AccessibilitySection[];
  /** Where feedback goes: the office's address and number, also written into the feedback section's text. */
  readonly email: string;
  readonly phone: string;
  /** The line under the statement: `{date}` is replaced by `reviewed`, written as the page's language writes dates. */
  readonly reviewedNote: Words;
  readonly reviewed: IsoDate;
}

const EMAIL = SITE.emails[0].address;
const PHONE = SITE.phones[0].number;

export const accessibilityStatement: AccessibilityStatement = {
  lead: {
    en: 'RASI wants every member, visitor and official to be able to use this website, whatever their abilities and whatever device they use: with a screen reader or a keyboard alone, with the text enlarged or the colours of the screen changed, on a small phone or a slow connection. This statement covers every page of the site, in English and in Tamil. It sets out the standard we work to, how we test, what you can do, what does not yet work as well as it should, and how to tell us about a problem.',
    ta: 'ஒவ்வோர் உறுப்பினரும், பார்வையாளரும், அரசு அலுவலரும், அவரவர் உடல் திறன் எப்படி இருப்பினும், எந்தச் சாதனத்தைப் பயன்படுத்தினாலும், இந்த இணையதளத்தைப் பயன்படுத்த முடிய வேண்டும் என்பதே ராசியின் நோக்கம். திரை வாசிப்பான் மூலமாகவோ விசைப்பலகையை மட்டும் கொண்டோ, எழுத்துகளைப் பெரிதாக்கியோ திரையின் வண்ணங்களை மாற்றியோ, சிறிய கைப்பேசியிலோ வேகம் குறைந்த இணைய இணைப்பிலோ அணுகுவோருக்கும் இத்தளம் பயன்பட வேண்டும். இந்த அறிக்கை இத்தளத்தின் ஆங்கில, தமிழ்ப் பக்கங்கள் அனைத்துக்கும் பொருந்தும். நாங்கள் பின்பற்றும் தரநிலை, நாங்கள் சோதிக்கும் முறை, நீங்கள் செய்யக்கூடியவை, இன்னும் முழுமையாகச் செயல்படாதவை, சிக்கல் ஏதேனும் இருந்தால் எங்களுக்குத் தெரிவிக்கும் வழி ஆகியவற்றை இது விளக்குகிறது.',
  },
  sections: [
    {
      heading: { en: 'The standard this site meets', ta: 'இத்தளம் பின்பற்றும் தரநிலை' },
      paragraphs: [
        {
          en: 'The site is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, published by the World Wide Web Consortium (W3C), and the Guidelines for Indian Government Websites and Apps (GIGW) 3.0, which public bodies in India and the organisations that work with them follow. Apart from the known limits listed below, the pages meet both.',
          ta: 'இந்த இணையதளம், உலகளாவிய வலைக் கூட்டமைப்பு (W3C) வெளியிட்டுள்ள இணைய உள்ளடக்க அணுகல்தன்மை வழிகாட்டுதல்கள் (WCAG) 2.2-இன் AA நிலைக்கும், இந்தியாவில் அரசு அமைப்புகளும் அவற்றுடன் இணைந்து பணியாற்றும் நிறுவனங்களும் பின்பற்றும் இந்திய அரசு இணையதளங்கள் மற்றும் செயலிகளுக்கான வழிகாட்டுதல்கள் (GIGW) 3.0-க்கும் இணங்க உருவாக்கப்பட்டுள்ளது. கீழே குறிப்பிடப்பட்டுள்ள வரம்புகள் தவிர, இத்தளத்தின் பக்கங்கள் இவ்விரு தரநிலைகளையும் பூர்த்தி செய்கின்றன.',
        },
        {
          en: 'The English and Tamil pages are built from the same templates, so they have the same headings, page regions, links and controls. Each page states its language, so that a screen reader reads English text with an English voice and Tamil text with a Tamil voice.',
          ta: 'ஆங்கில, தமிழ்ப் பக்கங்கள் ஒரே வார்ப்புருக்களிலிருந்து உருவாக்கப்படுகின்றன; எனவே அவற்றில் ஒரே தலைப்புகள், பக்கப் பகுதிகள், இணைப்புகள், கட்டுப்பாட்டுக் கூறுகள் உள்ளன. ஒவ்வொரு பக்கமும் தன் மொழியை அறிவிக்கிறது; இதனால் திரை வாசிப்பான் ஆங்கில உரையை ஆங்கிலக் குரலிலும் தமிழ் உரையைத் தமிழ்க் குரலிலும் வாசிக்கிறது.',
        },
      ],
    },
    {
      heading: { en: 'How we test it', ta: 'நாங்கள் சோதிக்கும் முறை' },
      paragraphs: [
        {
          en: 'Whenever the site is changed, every page, in both languages, is checked automatically with the axe accessibility engine, and its markup is validated with the W3C Nu HTML Checker. A change that fails these checks is not published.',
          ta: 'இத்தளத்தில் மாற்றம் செய்யப்படும் ஒவ்வொரு முறையும், இரு மொழிகளிலும் உள்ள ஒவ்வொரு பக்கமும் axe அணுகல்தன்மைச் சோதனைக் கருவியால் தானாகச் சரிபார்க்கப்படுகிறது; பக்கங்களின் குறியீடு W3C Nu HTML Checker கருவியால் சரிபார்க்கப்படுகிறது. இச்சோதனைகளில் தோல்வியுறும் மாற்றம் வெளியிடப்படுவதில்லை.',
        },
        {
          en: 'Automated tools find only some problems, so we also test by hand: we use the site with the keyboard alone, with the NVDA screen reader on Windows and with TalkBack on Android, in English and in Tamil.',
          ta: 'தானியங்கிக் கருவிகள் சில சிக்கல்களை மட்டுமே கண்டறிகின்றன; எனவே நாங்கள் நேரடியாகவும் சோதிக்கிறோம்: விசைப்பலகையை மட்டும் கொண்டும், விண்டோஸில் NVDA திரை வாசிப்பானைக் கொண்டும், ஆண்ட்ராய்டில் TalkBack-ஐக் கொண்டும், ஆங்கிலத்திலும் தமிழிலும் இத்தளத்தைப் பயன்படுத்திப் பார்க்கிறோம்.',
        },
        {
          en: 'We also check that every page works on phones as narrow as 320 px without scrolling sideways; in forced colours and high-contrast modes; with JavaScript switched off, when every page can still be read and its links and search form used; with the reduced motion setting, under which the home page banners do not move on their own; and on paper, when a page is printed.',
          ta: 'மேலும், 320 பிக்சல் அகலமே உள்ள கைப்பேசிகளிலும் பக்கவாட்டில் உருட்ட வேண்டிய தேவையின்றி ஒவ்வொரு பக்கமும் செயல்படுகிறதா; கட்டாய வண்ணங்கள், உயர் மாறுபாட்டுப் பயன்முறைகளில் சரியாகத் தெரிகிறதா; JavaScript முடக்கப்பட்டிருக்கும்போதும் ஒவ்வொரு பக்கத்தையும் படிக்கவும், அதன் இணைப்புகளையும் தேடல் படிவத்தையும் பயன்படுத்தவும் முடிகிறதா; அசைவைக் குறைக்கும் அமைப்பை இயக்கியிருக்கும்போது பக்கங்கள் அதற்கேற்பச் செயல்படுகின்றனவா (அப்போது முகப்புப் பக்கப் பதாகைகள் தாமாக நகர்வதில்லை); பக்கத்தை அச்சிடும்போது தாளில் சரியாக வருகிறதா என்பதையும் சரிபார்க்கிறோம்.',
        },
      ],
    },
    {
      heading: { en: 'What you can do', ta: 'நீங்கள் செய்யக்கூடியவை' },
      paragraphs: [
        {
          en: 'Enlarge the text up to 200% with your browser’s zoom or text-size setting: the pages reflow to fit the window, and no text is cut off or overlaps other text.',
          ta: 'உங்கள் உலாவியின் பெரிதாக்கும் வசதி அல்லது எழுத்து அளவு அமைப்பைக் கொண்டு எழுத்துகளை 200% வரை பெரிதாக்கலாம்: பக்கங்கள் சாளரத்துக்கு ஏற்பத் தம்மை மாற்றியமைத்துக்கொள்ளும்; எந்த உரையும் வெட்டுப்படுவதோ பிற உரையின் மேல் படிவதோ இல்லை.',
        },
        {
          en: 'Use the whole site with a keyboard: Tab and Shift+Tab move between links and controls, Enter follows a link or opens a menu, Escape closes an open menu or dialog, and a clear outline shows where you are.',
          ta: 'முழுத் தளத்தையும் விசைப்பலகை மூலமே பயன்படுத்தலாம்: Tab, Shift+Tab விசைகளைக் கொண்டு இணைப்புகளுக்கும் கட்டுப்பாட்டுக் கூறுகளுக்கும் இடையே நகரலாம்; Enter விசை இணைப்பு சுட்டும் பக்கத்துக்குக் கொண்டுசெல்லும் அல்லது பட்டியைத் திறக்கும்; Esc விசை திறந்திருக்கும் பட்டியையோ உரையாடல் பெட்டியையோ மூடும்; நீங்கள் எங்கே இருக்கிறீர்கள் என்பதைத் தெளிவான கோட்டுச் சட்டம் காட்டும்.',
        },
        {
          en: 'Press Tab once at the top of any page to show a “Skip to content” link, which takes you past the header and menus straight to the main content.',
          ta: 'எந்தப் பக்கத்தின் தொடக்கத்திலும் Tab விசையை ஒருமுறை அழுத்தினால் “உள்ளடக்கத்துக்குச் செல்ல” என்ற இணைப்பு தோன்றும்; அது மேல் பகுதியையும் பட்டிகளையும் கடந்து உங்களை நேரடியாக முதன்மை உள்ளடக்கத்துக்குக் கொண்டுசெல்லும்.',
        },
        {
          en: 'Switch between English and Tamil from the header of every page: the language link takes you to the same page in the other language.',
          ta: 'ஒவ்வொரு பக்கத்தின் மேல் பகுதியிலிருந்தும் ஆங்கிலத்துக்கும் தமிழுக்கும் இடையே மாறலாம்: மொழி இணைப்பு உங்களை அதே பக்கத்தின் மற்றொரு மொழிப் பதிப்புக்கு அழைத்துச் செல்லும்.',
        },
        {
          en: `Read pages again with no signal: each page you read is saved on your device, up to the last 60, and opens without a connection, marked “Saved copy” with the date it was saved. A page not saved gives a page that lists those that are. The member directory has a button that saves it and every firm’s page at once. ${clearSiteData.en}`,
          ta: `இணைய இணைப்பு இல்லாதபோதும் பக்கங்களை மீண்டும் படிக்கலாம்: நீங்கள் படிக்கும் ஒவ்வொரு பக்கமும் (கடைசி 60 பக்கங்கள் வரை) உங்கள் சாதனத்தில் சேமிக்கப்படுகிறது; இணைப்பு இல்லாதபோது அது “சேமித்த நகல்” என்ற குறிப்புடனும் சேமித்த தேதியுடனும் திறக்கும். சேமிக்கப்படாத பக்கத்துக்குப் பதிலாக, சேமிக்கப்பட்ட பக்கங்களின் பட்டியல் காட்டப்படும். உறுப்பினர் விவரப் பட்டியலில் உள்ள ஒரு பொத்தான், அப்பட்டியலையும் ஒவ்வொரு நிறுவனத்தின் பக்கத்தையும் ஒரே முறையில் சேமிக்கிறது. ${clearSiteData.ta}`,
        },
      ],
    },
    {
      heading: { en: 'Known limits', ta: 'தற்போதுள்ள வரம்புகள்' },
      paragraphs: [
        {
          en: 'Banners, notifications and gallery captions are written by the association’s office in a separate system, which publishes them in English only. On the Tamil pages they appear in English and are marked as English, so that screen readers read them correctly.',
          ta: 'பதாகைகள், அறிவிப்புகள், படத்தொகுப்புப் படங்களின் விளக்கக் குறிப்புகள் ஆகியவற்றைச் சங்க அலுவலகம் ஒரு தனி மென்பொருளில் எழுதுகிறது; அம்மென்பொருள் அவற்றை ஆங்கிலத்தில் மட்டுமே வெளியிடுகிறது. தமிழ்ப் பக்கங்களில் அவை ஆங்கிலத்திலேயே தோன்றும்; திரை வாசிப்பான்கள் அவற்றைச் சரியாக வாசிக்கும் வகையில் அவை ஆங்கில உரை எனக் குறிக்கப்பட்டுள்ளன.',
        },
        {
          en: 'Older bulletins are scanned PDF documents. They may not be fully accessible: a screen reader may read them only in part, or not at all. If you need one of them, the office will send you a text version on request.',
          ta: 'பழைய செய்தி மடல்கள் ஸ்கேன் செய்யப்பட்ட PDF ஆவணங்கள். அவை முழுமையாக அணுகக்கூடியவையாக இல்லாமல் இருக்கலாம்: திரை வாசிப்பான் அவற்றைப் பகுதியாக மட்டுமே வாசிக்கலாம், அல்லது வாசிக்கவே இயலாமல் போகலாம். அவற்றில் ஏதேனும் உங்களுக்குத் தேவைப்பட்டால், கோரிக்கையின் பேரில் அலுவலகம் அதன் உரை வடிவத்தை அனுப்பிவைக்கும்.',
        },
        {
          en: 'Maps open on an external map service, OpenStreetMap, which is not run by RASI and may not meet the same standard. The address of RASI Bhavan and directions by bus, train and air are also given as text on the contact page.',
          ta: 'வரைபடங்கள் OpenStreetMap என்ற வெளி வரைபடச் சேவையில் திறக்கின்றன; அச்சேவையை ராசி நடத்தவில்லை; அது இதே தரநிலையைப் பூர்த்தி செய்யாமலும் இருக்கலாம். ராசி பவனின் முகவரியும், பேருந்து, ரயில், விமானம் மூலம் வந்துசேரும் வழிகளும் தொடர்புப் பக்கத்தில் உரையாகவும் தரப்பட்டுள்ளன.',
        },
      ],
    },
    {
      heading: { en: 'Feedback and contact', ta: 'கருத்துகளும் தொடர்பும்' },
      paragraphs: [
        {
          en: `If you cannot use a page, or need something on the site in another format, please write to the office at ${EMAIL} or call ${PHONE} on working days, 9:30 am–5:30 pm (Saturdays until 1:30 pm). Please tell us the address of the page and what went wrong.`,
          ta: `ஏதேனும் ஒரு பக்கத்தை உங்களால் பயன்படுத்த இயலவில்லை என்றாலோ, இத்தளத்தில் உள்ள ஏதேனும் ஒன்று வேறு வடிவத்தில் தேவைப்பட்டாலோ, ${EMAIL} என்ற முகவரியில் அலுவலகத்துக்கு மின்னஞ்சல் அனுப்புங்கள், அல்லது வேலை நாட்களில் காலை 9:30 முதல் மாலை 5:30 வரை (சனிக்கிழமைகளில் பிற்பகல் 1:30 வரை) ${PHONE} என்ற எண்ணில் அழையுங்கள். பக்கத்தின் முகவரியையும் என்ன சிக்கல் ஏற்பட்டது என்பதையும் தெரிவியுங்கள்.`,
        },
        {
          en: 'The association will reply within 5 working days, telling you how and by when the problem will be put right, and will meanwhile send you the information you need in a form you can use.',
          ta: 'சங்கம் 5 வேலை நாட்களுக்குள் பதிலளிக்கும்; சிக்கல் எவ்வாறு, எந்தத் தேதிக்குள் சரிசெய்யப்படும் என்பதைத் தெரிவிப்பதுடன், அதுவரை உங்களுக்குத் தேவையான தகவலை நீங்கள் பயன்படுத்தக்கூடிய வடிவில் அனுப்பிவைக்கும்.',
        },
      ],
    },
  ],
  email: EMAIL,
  phone: PHONE,
  reviewedNote: {
    en: 'This statement was last reviewed on {date}.',
    ta: 'இந்த அறிக்கை கடைசியாக {date} அன்று மறுஆய்வு செய்யப்பட்டது.',
  },
  reviewed: '2026-12-03',
};
