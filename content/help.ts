import type { Words } from '@/lib/i18n/words';
import { SITE } from './association';
import { clearSiteData } from './offline';
import type { PolicySection } from './privacy';

const EMAIL = SITE.emails[0].address;
const PHONE = SITE.phones[0].number;

export const helpLead: Words = {
  en: 'How to find your way around this website, open its documents, read it without a connection and make its text larger, and whom to ask when something does not work.',
  ta: 'இந்த இணையதளத்தில் வழி கண்டறிவது, அதன் ஆவணங்களைத் திறப்பது, இணைப்பு இல்லாமல் படிப்பது, எழுத்துகளைப் பெரிதாக்குவது, ஏதேனும் செயல்படாதபோது யாரிடம் கேட்பது என்பவை இங்கே.',
};

export const helpSections: readonly PolicySection[] = [
  {
    heading: { en: 'Moving around', ta: 'தளத்தில் வழி கண்டறிதல்' },
    paragraphs: [
      {
        en: 'Menus. The menus at the top of every page group the pages as About RASI, Members, News & media, Services and Contact; on a phone they are behind the Menu button. The line above a page’s title shows where the page sits and leads back up. The foot of every page has quick links, and the site map lists every page.',
        ta: 'பட்டிகள். ஒவ்வொரு பக்கத்தின் மேலும் உள்ள பட்டிகள் பக்கங்களை ராசி பற்றி, உறுப்பினர்கள், செய்திகளும் ஊடகமும், சேவைகள், தொடர்புக்கு எனப் பிரித்துக் காட்டுகின்றன; கைப்பேசியில் அவை “பட்டி” பொத்தானுக்குள் இருக்கும். பக்கத் தலைப்புக்கு மேலே உள்ள வரி, அப்பக்கம் எங்கே அமைந்துள்ளது என்பதைக் காட்டி, மேல்நிலைப் பக்கங்களுக்குத் திரும்ப வழி தருகிறது. ஒவ்வொரு பக்கத்தின் அடியிலும் விரைவு இணைப்புகள் உள்ளன; தள வரைபடம் அனைத்துப் பக்கங்களையும் பட்டியலிடுகிறது.',
      },
      {
        en: 'Search. Type a word (a product, a firm, a scheme) in the search box at the top of the page and press Enter: the search looks through the pages in the language you are reading. In the member directory, its own box finds firms by name, product or district.',
        ta: 'தேடல். பக்கத்தின் மேலே உள்ள தேடல் பெட்டியில் ஒரு சொல்லை (உற்பத்திப் பொருள், நிறுவனம், திட்டம்) தட்டச்சு செய்து Enter விசையை அழுத்துங்கள்: நீங்கள் படிக்கும் மொழியில் உள்ள பக்கங்களில் தேடல் நடைபெறும். உறுப்பினர் விவரப் பட்டியலில் உள்ள தனித் தேடல் பெட்டி, நிறுவனங்களைப் பெயர், உற்பத்திப் பொருள், மாவட்டம் மூலம் கண்டறிகிறது.',
      },
      {
        en: 'Language. The language link at the top of every page opens the same page in the other language: Tamil from an English page, English from a Tamil one.',
        ta: 'மொழி. ஒவ்வொரு பக்கத்தின் மேலும் உள்ள மொழி இணைப்பு அதே பக்கத்தை மற்றொரு மொழியில் திறக்கும்: ஆங்கிலப் பக்கத்திலிருந்து தமிழுக்கும், தமிழ்ப் பக்கத்திலிருந்து ஆங்கிலத்துக்கும்.',
      },
      {
        en: 'Keyboard. Tab moves to the next link or control and Shift+Tab to the one before; Enter follows a link or opens a menu; Esc closes a menu or a dialog. Press Tab once at the top of a page for a “Skip to content” link that jumps past the menus.',
        ta: 'விசைப்பலகை. Tab விசை அடுத்த இணைப்புக்கோ கட்டுப்பாட்டுக் கூறுக்கோ நகர்த்தும்; Shift+Tab முந்தையதற்கு நகர்த்தும்; Enter விசை இணைப்பு சுட்டும் பக்கத்தைத் திறக்கும் அல்லது பட்டியைத் திறக்கும்; Esc விசை பட்டியையோ உரையாடல் பெட்டியையோ மூடும். பக்கத்தின் தொடக்கத்தில் Tab விசையை ஒருமுறை அழுத்தினால் பட்டிகளைக் கடந்து செல்லும் “உள்ளடக்கத்துக்குச் செல்ல” இணைப்பு தோன்றும்.',
      },
    ],
    links: [
      { href: '/site-map', text: { en: 'Site map', ta: 'தள வரைபடம்' } },
      { href: '/accessibility', text: { en: 'Accessibility statement', ta: 'அணுகல்தன்மை அறிக்கை' } },
    ],
  },
  {
    heading: { en: 'Opening documents', ta: 'ஆவணங்களைத் திறத்தல்' },
    paragraphs: [
      {
        en: 'Circulars and other documents are mostly PDF files. Each link gives the format and the size before you open it, for example “PDF, 1.2 MB”, so that you can judge whether to download it on a mobile connection.',
        ta: 'சுற்றறிக்கைகளும் பிற ஆவணங்களும் பெரும்பாலும் PDF கோப்புகள். ஒவ்வோர் இணைப்பும், திறப்பதற்கு முன்பே, அக்கோப்பின் வடிவத்தையும் அளவையும் காட்டுகிறது (எடுத்துக்காட்டாக “PDF கோப்பு, 1.2 MB”); எனவே கைப்பேசி இணைப்பில் அதைப் பதிவிறக்கலாமா என்பதை நீங்களே முடிவு செய்யலாம்.',
      },
      {
        en: 'On a phone, Android opens a PDF in its own viewer or in Google Drive, and an iPhone opens it in Safari, whose Share button saves it to Files. On a computer, Chrome, Edge, Firefox and Safari show a PDF themselves; to keep a copy, use the browser’s download button. If a PDF will not open, the free Adobe Acrobat Reader opens it.',
        ta: 'கைப்பேசியில், Android தனது சொந்தப் பார்வையாளரிலோ Google Drive-இலோ PDF கோப்பைத் திறக்கும்; iPhone அதை Safari-இல் திறக்கும்; அதன் பகிர்வுப் பொத்தான் கோப்பை Files-இல் சேமிக்கும். கணினியில், Chrome, Edge, Firefox, Safari ஆகிய உலாவிகள் PDF கோப்பைத் தாமே காட்டும்; நகல் ஒன்றை வைத்துக்கொள்ள உலாவியின் பதிவிறக்கப் பொத்தானைப் பயன்படுத்துங்கள். PDF கோப்பு திறக்கவில்லை எனில், இலவசமாகக் கிடைக்கும் Adobe Acrobat Reader அதைத் திறக்கும்.',
      },
    ],
    links: [
      {
        href: 'https://get.adobe.com/reader/',
        text: { en: 'Adobe Acrobat Reader', ta: 'Adobe Acrobat Reader பதிவிறக்கப் பக்கம்' },
      },
    ],
  },
  {
    heading: { en: 'Reading offline', ta: 'இணைப்பு இல்லாமல் படித்தல்' },
    paragraphs: [
      {
        en: 'Each page you read is saved on your device, up to the last 60, and opens when there is no connection, marked “Saved copy” with the time it was saved. A page you have not read before shows instead a list of the pages that are saved. In the member directory, the button “Keep the directory for offline reading” saves the directory and every firm’s page at once.',
        ta: 'நீங்கள் படிக்கும் ஒவ்வொரு பக்கமும் (கடைசி 60 பக்கங்கள் வரை) உங்கள் சாதனத்தில் சேமிக்கப்படுகிறது; இணைய இணைப்பு இல்லாதபோதும் அது “சேமிக்கப்பட்ட நகல்” என்ற குறிப்புடனும் சேமித்த நேரத்துடனும் திறக்கும். இதற்கு முன் படிக்காத பக்கத்துக்குப் பதிலாக, சேமிக்கப்பட்ட பக்கங்களின் பட்டியல் காட்டப்படும். உறுப்பினர் விவரப் பட்டியலில் உள்ள “உறுப்பினர் விவரப் பட்டியலை இணைப்பின்றிப் படிக்கச் சேமிக்க” பொத்தான், அப்பட்டியலையும் ஒவ்வொரு நிறுவனத்தின் பக்கத்தையும் ஒரே முறையில் சேமிக்கிறது.',
      },
      clearSiteData,
    ],
  },
  {
    heading: { en: 'Making text larger', ta: 'எழுத்துகளைப் பெரிதாக்குதல்' },
    paragraphs: [
      {
        en: 'On a computer, hold Ctrl (Cmd on a Mac) and press + to zoom in, − to zoom out, or 0 to return to the normal size. The pages rearrange themselves to fit, to 200% and beyond, and no text is cut off.',
        ta: 'கணினியில், Ctrl விசையை (Mac-இல் Cmd) அழுத்திப் பிடித்தபடி + விசையை அழுத்தினால் பெரிதாகும், − விசையை அழுத்தினால் சிறிதாகும், 0 விசையை அழுத்தினால் வழக்கமான அளவுக்குத் திரும்பும். 200% அளவிலும் அதற்கு மேலும் பக்கங்கள் திரைக்கு ஏற்பத் தம்மை மாற்றியமைத்துக்கொள்ளும்; எந்த உரையும் வெட்டுப்படாது.',
      },
      {
        en: 'On a phone, spread two fingers on the screen to zoom in. To make all text larger, on Android open Settings, Display, Font size; on an iPhone, Settings, Display & Brightness, Text Size. In Chrome on Android, Settings, Accessibility, Text scaling enlarges the text of web pages alone.',
        ta: 'கைப்பேசியில், திரையில் இரு விரல்களை விரித்தால் பெரிதாகும். எல்லா எழுத்துகளையும் பெரிதாக்க, Android-இல் அமைப்புகள், திரைக் காட்சி, எழுத்துரு அளவு என்பதைத் திறவுங்கள்; iPhone-இல் அமைப்புகள், திரைக் காட்சியும் ஒளிர்வும், எழுத்து அளவு. Android-இல் Chrome உலாவியில் அமைப்புகள், அணுகல்தன்மை, எழுத்து அளவிடல் என்பது இணையப் பக்கங்களின் எழுத்துகளை மட்டும் பெரிதாக்கும்.',
      },
    ],
  },
  {
    heading: { en: 'Whom to ask', ta: 'யாரிடம் கேட்பது' },
    paragraphs: [
      {
        en: `For anything about the association, its services or membership, call the office on ${PHONE} or write to ${EMAIL} during office hours, which are at the foot of every page.`,
        ta: `சங்கம், அதன் சேவைகள், உறுப்பினர் சேர்க்கை குறித்த எதற்கும், ஒவ்வொரு பக்கத்தின் அடியிலும் உள்ள அலுவலக நேரத்தில், ${PHONE} என்ற எண்ணில் அலுவலகத்தை அழையுங்கள் அல்லது ${EMAIL} என்ற முகவரிக்கு எழுதுங்கள்.`,
      },
      {
        en: 'If a page does not work, a link is broken, or something is hard to use with your device or assistive technology, write to the same address: it reaches the web information manager, who answers within 5 working days. The accessibility statement says how a barrier is put right.',
        ta: 'ஒரு பக்கம் செயல்படவில்லை என்றாலோ, இணைப்பு உடைந்திருந்தாலோ, உங்கள் சாதனத்திலோ உதவித் தொழில்நுட்பத்திலோ ஏதேனும் பயன்படுத்தக் கடினமாக இருந்தாலோ, அதே முகவரிக்கு எழுதுங்கள்: அது இணையத் தகவல் மேலாளரைச் சென்றடையும்; அவர் 5 வேலை நாட்களுக்குள் பதிலளிப்பார். அணுகல் தடை எவ்வாறு சரிசெய்யப்படுகிறது என்பதை அணுகல்தன்மை அறிக்கை விளக்குகிறது.',
      },
    ],
    links: [
      { href: '/contactus', text: { en: 'Contact us', ta: 'தொடர்புக்கு' } },
      { href: '/website-policies', text: { en: 'Website policies', ta: 'இணையதளக் கொள்கைகள்' } },
    ],
  },
];
