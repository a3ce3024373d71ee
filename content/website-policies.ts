import { isWords, type Words } from '@/lib/i18n/words';
import { SITE } from './association';
import type { IsoDate } from './content-shapes';
import { officeBearers } from './people';
import type { PolicySection } from './privacy';

const EMAIL = SITE.emails[0].address;

// The executive committee names one office bearer the web information manager for its term (GIGW 3.0): the one
// person who answers for what the site says. A name that leaves the office bearers fails the build here.
const MANAGER = officeBearers
  .map((person) => person.name)
  .find((name): name is Words => isWords(name) && name.en === 'K. Lakshmi Priya');
if (!MANAGER) throw new Error('The web information manager is not an office bearer');

/** The day the security policy was last reviewed; security.txt expires 360 days later (lib/seo/security-txt.ts). */
export const SECURITY_POLICY_UPDATED: IsoDate = '2026-12-03';

export const websitePoliciesLead: Words = {
  en: `The policies that govern the RASI website, as the Guidelines for Indian Government Websites and Apps (GIGW 3.0) ask of a public body’s site. The executive committee adopted them; the web information manager, ${MANAGER.en}, Joint Secretary, keeps them, and each says when it was last updated. The privacy policy and the terms of use have pages of their own.`,
  ta: `GIGW 3.0 வழிகாட்டுதல்கள் ஒரு பொது அமைப்பின் இணையதளத்திடம் கேட்பவாறு, ராசி இணையதளத்தை நிர்வகிக்கும் கொள்கைகள் இவை. இவற்றைச் செயற்குழு ஏற்றுக்கொண்டது; இணையத் தகவல் மேலாளரான இணைச் செயலாளர் ${MANAGER.ta} இவற்றைப் பராமரிக்கிறார்; ஒவ்வொரு கொள்கையும் கடைசியாக எப்போது புதுப்பிக்கப்பட்டது என்பதைக் காட்டுகிறது. தனியுரிமைக் கொள்கைக்கும் பயன்பாட்டு விதிமுறைகளுக்கும் தனிப் பக்கங்கள் உள்ளன.`,
};

export const websitePolicies: readonly PolicySection[] = [
  {
    heading: { en: 'Copyright policy', ta: 'பதிப்புரிமைக் கொள்கை' },
    updated: '2026-12-01',
    paragraphs: [
      {
        en: '© Regional Association of Small Industries (RASI). The text, design and logo of this website belong to the association.',
        ta: '© மண்டல சிறு தொழில்கள் சங்கம் (ராசி). இந்த இணையதளத்தின் உரை, வடிவமைப்பு, இலச்சினை ஆகியவை சங்கத்துக்கு உரியவை.',
      },
      {
        en: 'You may reproduce the text of this site free of charge, in any format or medium, without asking us, provided that you reproduce it accurately, do not use it in a misleading context, and credit it as “Source: Regional Association of Small Industries (RASI)” with the address of the page. This permission does not extend to the logo, nor to material that belongs to others.',
        ta: 'இத்தளத்தின் உரையை எந்த வடிவிலும் எந்த ஊடகத்திலும் கட்டணமின்றி, எங்கள் அனுமதி கோராமலேயே மறுவெளியீடு செய்யலாம். ஆனால் அதைத் துல்லியமாக மறுவெளியீடு செய்ய வேண்டும்; தவறான பொருள் தரும் சூழலில் பயன்படுத்தக் கூடாது; “மூலம்: மண்டல சிறு தொழில்கள் சங்கம் (ராசி)” எனப் பக்கத்தின் முகவரியுடன் குறிப்பிட வேண்டும். இந்த அனுமதி இலச்சினைக்கும் பிறருக்கு உரிமையான உள்ளடக்கத்துக்கும் பொருந்தாது.',
      },
      {
        en: 'Photographs belong to their owners: the photographers, the member firms and the organisers of the events they show. Please do not reuse them without the owner’s permission; the office will tell you whom to ask. The names, products and trade marks of member firms belong to those firms.',
        ta: 'புகைப்படங்கள், அவற்றை எடுத்த புகைப்படக் கலைஞர்கள், உறுப்பினர் நிறுவனங்கள், படங்களில் உள்ள நிகழ்வுகளை நடத்தியவர்கள் என அவற்றின் உரிமையாளர்களுக்கே உரியவை. உரிமையாளரின் அனுமதியின்றி அவற்றை மறுபயன்பாடு செய்ய வேண்டாம்; யாரிடம் அனுமதி கோர வேண்டும் என்பதை அலுவலகம் தெரிவிக்கும். உறுப்பினர் நிறுவனங்களின் பெயர்கள், உற்பத்திப் பொருட்கள், வணிகக் குறிகள் ஆகியவை அந்நிறுவனங்களுக்கே உரியவை.',
      },
      {
        en: 'Circulars that pass on a government order or notification remain the issuing department’s: quote such an order from the department’s own text.',
        ta: 'அரசாணையையோ அரசு அறிவிப்பையோ தெரிவிக்கும் சுற்றறிக்கைகள், அவற்றை வெளியிட்ட துறைக்கே உரியவை: அத்தகைய ஆணையை மேற்கோள் காட்டும்போது அத்துறையின் சொந்த உரையிலிருந்தே காட்டுங்கள்.',
      },
    ],
  },
  {
    heading: { en: 'Hyperlinking policy', ta: 'இணைப்புக் கொள்கை' },
    updated: '2026-12-03',
    paragraphs: [
      {
        en: 'Links to this site. You may link to any page of this website without asking us. Please do not load our pages into frames on your own site: a page of this site must open in its own window or tab, and our pages are set so that browsers will not show them inside another site’s frame.',
        ta: 'இத்தளத்துக்குத் தரப்படும் இணைப்புகள். எங்கள் அனுமதி கோராமலேயே இந்த இணையதளத்தின் எந்தப் பக்கத்துக்கும் இணைப்பு தரலாம். உங்கள் தளத்தில் எங்கள் பக்கங்களைச் சட்டகங்களுக்குள் ஏற்ற வேண்டாம்: இத்தளத்தின் பக்கம் அதன் சொந்தச் சாளரத்திலோ தாவலிலோதான் திறக்க வேண்டும்; பிற தளங்களின் சட்டகத்துக்குள் உலாவிகள் எங்கள் பக்கங்களைக் காட்டாதவாறு அவை அமைக்கப்பட்டுள்ளன.',
      },
      {
        en: 'Links from this site. For your convenience, some pages link to the websites of government departments, public bodies, technical institutions and other organisations. A link is not an endorsement of that site, of its content or of its views. RASI does not control those sites and is not responsible for their content or for their being available; they may change without our knowledge.',
        ta: 'இத்தளத்திலிருந்து தரப்படும் இணைப்புகள். உங்கள் வசதிக்காகச் சில பக்கங்கள் அரசுத் துறைகள், பொது அமைப்புகள், தொழில்நுட்பக் கல்வி நிறுவனங்கள், பிற அமைப்புகள் ஆகியவற்றின் இணையதளங்களுக்கு இணைப்புகள் தருகின்றன. இணைப்பு தருவது அத்தளத்தையோ அதன் உள்ளடக்கத்தையோ அதன் கருத்துகளையோ ஏற்பதாகாது. அத்தளங்கள் ராசியின் கட்டுப்பாட்டில் இல்லை; அவற்றின் உள்ளடக்கத்துக்கும் அவை கிடைப்பதற்கும் ராசி பொறுப்பேற்காது; எங்களுக்குத் தெரியாமலேயே அவை மாறக்கூடும்.',
      },
      {
        en: 'How they are marked. Every link to another website has an arrow (↗) after its text, and a screen reader says “opens another website”. A link to a government website, one whose address ends in gov.in or nic.in (Tamil Nadu’s tn.gov.in among them), says “opens a government website” instead. They open in the same tab, except “Send on WhatsApp”, which opens in a new one; your browser’s Back button brings you back here.',
        ta: 'அவை குறிக்கப்படும் விதம். வேறோர் இணையதளத்துக்கான ஒவ்வோர் இணைப்பின் உரைக்குப் பின்னும் ஓர் அம்புக்குறி (↗) இருக்கும்; திரை வாசிப்பான் “வேறோர் இணையதளத்தைத் திறக்கும்” என்று சொல்லும். அரசு இணையதளத்துக்கான இணைப்பு, அதாவது முகவரி gov.in அல்லது nic.in என முடியும் தளத்துக்கான இணைப்பு (தமிழ்நாட்டின் tn.gov.in உட்பட), அதற்குப் பதிலாக “அரசு இணையதளத்தைத் திறக்கும்” என்று சொல்லும். “வாட்ஸ்அப்பில் அனுப்புக” என்பது மட்டும் புதிய தாவலில் திறக்கும்; மற்றவை அதே தாவலில் திறக்கும்; உலாவியின் பின் செல்லும் பொத்தான் உங்களை இங்கே திரும்பக் கொண்டுவரும்.',
      },
      {
        en: `The links within this site are checked automatically before every change is published; the links to other websites are checked by hand each quarter, and any that no longer works is corrected or removed. To report a link that does not work, please write to ${EMAIL}.`,
        ta: `இத்தளத்துக்குள் உள்ள இணைப்புகள் ஒவ்வொரு மாற்றமும் வெளியிடப்படும் முன் தானாகவே சரிபார்க்கப்படுகின்றன; பிற இணையதளங்களுக்கான இணைப்புகள் ஒவ்வொரு காலாண்டிலும் நேரடியாகச் சரிபார்க்கப்பட்டு, செயல்படாதவை திருத்தப்படுகின்றன அல்லது நீக்கப்படுகின்றன. செயல்படாத இணைப்பைத் தெரிவிக்க ${EMAIL} என்ற முகவரிக்கு எழுதுங்கள்.`,
      },
    ],
    links: [
      {
        href: 'https://guidelines.india.gov.in/',
        text: {
          en: 'Guidelines for Indian Government Websites and Apps (GIGW 3.0)',
          ta: 'இந்திய அரசு இணையதளங்கள் மற்றும் செயலிகளுக்கான வழிகாட்டுதல்கள் (GIGW 3.0)',
        },
      },
    ],
  },
  {
    heading: {
      en: 'Content contribution, moderation and approval policy',
      ta: 'உள்ளடக்கப் பங்களிப்பு, நெறிப்படுத்தல், ஒப்புதல் கொள்கை',
    },
    updated: '2026-12-01',
    paragraphs: [
      {
        en: 'Who writes. Secretariat staff at RASI Bhavan write the notifications, circulars, bulletins, events, photographs and trade-fair committee lists and enter them into the association’s records system, from which the website takes them. The conveners of the guidance cell, the trade-fair committee and the training committee draft the texts of their pages; the President writes the President’s letter; member firms send corrections to their own entries in the member directory.',
        ta: 'எழுதுபவர்கள். ராசி பவனில் உள்ள செயலகப் பணியாளர்கள் அறிவிப்புகள், சுற்றறிக்கைகள், செய்தி மடல்கள், நிகழ்வுகள், புகைப்படங்கள், வர்த்தகக் கண்காட்சிக் குழுப் பட்டியல்கள் ஆகியவற்றை எழுதி, சங்கத்தின் தரவு அமைப்பில் பதிவு செய்கின்றனர்; இணையதளம் அவற்றை அங்கிருந்தே பெறுகிறது. வழிகாட்டு மையம், வர்த்தகக் கண்காட்சிக் குழு, பயிற்சிக் குழு ஆகியவற்றின் ஒருங்கிணைப்பாளர்கள் தத்தம் பக்கங்களின் உரையை வரைகின்றனர்; தலைவரின் கடிதத்தைத் தலைவரே எழுதுகிறார்; உறுப்பினர் விவரப் பட்டியலில் உள்ள தங்கள் பதிவுகளுக்கான திருத்தங்களை உறுப்பினர் நிறுவனங்கள் அனுப்புகின்றன.',
      },
      {
        en: `Who approves, in 2 tiers. Nothing is published on one person’s word. First, the web information manager, ${MANAGER.en}, checks each item for accuracy, for its wording in both languages and for accessibility (a description for each picture that needs one, the format and size of each document). Then the Honorary Secretary approves it. A statement of the association’s position, a representation to government, or a change to fees or membership rules also needs the President’s approval, as a third tier.`,
        ta: `ஒப்புதல் தருபவர்கள்: 2 நிலைகளில். எதுவும் ஒருவரின் முடிவால் மட்டும் வெளியிடப்படுவதில்லை. முதலில், இணையத் தகவல் மேலாளர் ${MANAGER.ta} ஒவ்வொரு பதிவையும் அதன் துல்லியம், இரு மொழிகளிலும் அதன் சொல்லாட்சி, அணுகல்தன்மை (தேவைப்படும் ஒவ்வொரு படத்துக்கும் விளக்கம், ஒவ்வோர் ஆவணத்தின் வடிவமும் அளவும்) ஆகியவற்றுக்காகச் சரிபார்க்கிறார். பிறகு கௌரவச் செயலாளர் ஒப்புதல் தருகிறார். சங்கத்தின் நிலைப்பாடு குறித்த அறிக்கை, அரசுக்கு அளிக்கும் கோரிக்கை மனு, கட்டணங்கள் அல்லது உறுப்பினர் விதிகளில் மாற்றம் ஆகியவற்றுக்கு, மூன்றாம் நிலையாகத் தலைவரின் ஒப்புதலும் தேவை.`,
      },
      {
        en: 'Moderation. The site takes no comments, posts or uploads from visitors, so nothing from the public is published unread. Texts that members send (directory entries, remarks for the visitors’ book) appear only as the secretariat has checked them; a remark that is abusive, an advertisement or about a third person is not published.',
        ta: 'நெறிப்படுத்தல். பார்வையாளர்களிடமிருந்து கருத்துகள், பதிவுகள், கோப்புப் பதிவேற்றங்கள் எதையும் இத்தளம் ஏற்பதில்லை; எனவே பொதுமக்களிடமிருந்து வரும் எதுவும் படிக்கப்படாமல் வெளியிடப்படுவதில்லை. உறுப்பினர்கள் அனுப்பும் உரைகள் (உறுப்பினர் விவரப் பட்டியல் பதிவுகள், பார்வையாளர் குறிப்பேட்டுக்கான கருத்துகள்) செயலகம் சரிபார்த்த வடிவிலேயே வெளியாகும்; இழிவான, விளம்பர நோக்கிலான அல்லது மூன்றாம் நபரைப் பற்றிய கருத்து வெளியிடப்படுவதில்லை.',
      },
      {
        en: 'Both languages together. Every text is published in English and Tamil at the same time. The secretariat’s translator writes the Tamil with the site’s glossary, and the web information manager reads it; no text goes up in one language alone.',
        ta: 'இரு மொழிகளிலும் ஒரே நேரத்தில். ஒவ்வோர் உரையும் ஆங்கிலத்திலும் தமிழிலும் ஒரே நேரத்தில் வெளியிடப்படுகிறது. செயலகத்தின் மொழிபெயர்ப்பாளர் தளத்தின் சொற்களஞ்சியத்தைப் பின்பற்றித் தமிழ் உரையை எழுதுகிறார்; இணையத் தகவல் மேலாளர் அதைப் படித்துச் சரிபார்க்கிறார்; எந்த உரையும் ஒரு மொழியில் மட்டும் வெளியாவதில்லை.',
      },
      {
        en: 'How quickly. An urgent notice, such as a power shutdown or the last date of a government scheme, is approved and published on the same working day; any other item within 3 working days of its draft.',
        ta: 'எவ்வளவு விரைவாக. மின்தடை, அரசுத் திட்டம் ஒன்றின் கடைசித் தேதி போன்ற அவசர அறிவிப்பு அதே வேலை நாளில் ஒப்புதல் பெற்று வெளியிடப்படும்; பிற பதிவுகள் வரைவு தயாரான 3 வேலை நாட்களுக்குள் வெளியிடப்படும்.',
      },
    ],
  },
  {
    heading: { en: 'Content archival policy', ta: 'உள்ளடக்கக் காப்பகக் கொள்கை' },
    updated: '2026-12-01',
    paragraphs: [
      {
        en: 'Each kind of content stays on the site for a set time; then the secretariat removes it from the records system, and the website drops it at its next refresh, within minutes.',
        ta: 'ஒவ்வொரு வகை உள்ளடக்கமும் குறிப்பிட்ட காலம் மட்டுமே இத்தளத்தில் இருக்கும்; அதன் பின் செயலகம் அதைத் தரவு அமைப்பிலிருந்து நீக்குகிறது; இணையதளம் தனது அடுத்த புதுப்பிப்பில், சில நிமிடங்களுக்குள், அதைக் கைவிடுகிறது.',
      },
      {
        en: 'Notifications and their circulars leave 6 months after their date, or after the last date they name, whichever is later. Today’s events are shown on their own day only. Bulletins stay for 3 years, and the oldest year is archived each April. Photographs in the gallery stay for 3 years. A trade fair stays listed for 1 year after it ends. Pages about the association (office bearers, committees, services) are replaced when they change.',
        ta: 'அறிவிப்புகளும் அவற்றின் சுற்றறிக்கைகளும் அவற்றின் தேதியிலிருந்து 6 மாதங்களுக்குப் பிறகோ, அவை குறிப்பிடும் கடைசித் தேதிக்குப் பிறகோ, இவற்றில் எது பிந்தையதோ அப்போது நீக்கப்படும். இன்றைய நிகழ்வுகள் அவற்றுக்குரிய நாளில் மட்டுமே காட்டப்படும். செய்தி மடல்கள் 3 ஆண்டுகள் இருக்கும்; ஒவ்வோர் ஏப்ரலிலும் மிகப் பழைய ஆண்டின் செய்தி மடல்கள் காப்பகத்துக்குச் செல்லும். படத்தொகுப்பில் உள்ள புகைப்படங்கள் 3 ஆண்டுகள் இருக்கும். வர்த்தகக் கண்காட்சி ஒன்று முடிந்த பின் 1 ஆண்டு வரை பட்டியலில் இருக்கும். சங்கம் பற்றிய பக்கங்கள் (நிர்வாகிகள், குழுக்கள், சேவைகள்) மாற்றம் நேரும்போது புதுப்பிக்கப்படும்.',
      },
      {
        en: `Nothing is destroyed when it leaves the site. The secretariat keeps every notification, circular, bulletin and photograph in the association’s digital archive at RASI Bhavan, with a second copy kept outside the building, for at least 10 years; bulletins are kept for good. Every earlier version of the website’s own pages is kept in its source history, so a page can be shown as it stood on any day. Members and researchers may ask for an archived item at ${EMAIL}.`,
        ta: `இத்தளத்திலிருந்து நீக்கப்படுவது அழிக்கப்படுவதில்லை. ஒவ்வோர் அறிவிப்பு, சுற்றறிக்கை, செய்தி மடல், புகைப்படம் ஆகியவற்றையும் செயலகம் ராசி பவனில் உள்ள சங்கத்தின் எண்ணிம காப்பகத்தில், கட்டடத்துக்கு வெளியே வைக்கப்படும் இரண்டாவது நகலுடன், குறைந்தது 10 ஆண்டுகள் வைத்திருக்கிறது; செய்தி மடல்கள் நிரந்தரமாக வைக்கப்படுகின்றன. இணையதளத்தின் சொந்தப் பக்கங்களின் முந்தைய பதிப்புகள் அனைத்தும் அதன் மூல நிரல் வரலாற்றில் உள்ளன; எனவே எந்தப் பக்கத்தையும் எந்த நாளில் இருந்தவாறும் காட்ட இயலும். காப்பகத்தில் உள்ள பதிவு ஒன்றை உறுப்பினர்களும் ஆய்வாளர்களும் ${EMAIL} என்ற முகவரிக்கு எழுதிக் கோரலாம்.`,
      },
    ],
  },
  {
    heading: { en: 'Content review policy', ta: 'உள்ளடக்க மறுஆய்வுக் கொள்கை' },
    updated: '2026-12-01',
    paragraphs: [
      {
        en: 'Notifications, events and the home page: the secretariat, every Monday that is a working day, removing what has passed and correcting what has changed. The member directory: the secretariat, at every change of membership; each firm confirms its own entry once a year, when it renews in April. Office bearers, committees and the roll of honour: the Honorary Secretary, within a week of each election or change.',
        ta: 'அறிவிப்புகள், நிகழ்வுகள், முகப்புப் பக்கம்: வேலை நாளாக உள்ள ஒவ்வொரு திங்கள்கிழமையும் செயலகம் மறுஆய்வு செய்து, முடிந்தவற்றை நீக்கி, மாறியவற்றைத் திருத்துகிறது. உறுப்பினர் விவரப் பட்டியல்: ஒவ்வொரு உறுப்பினர் மாற்றத்தின்போதும் செயலகம்; ஒவ்வொரு நிறுவனமும் ஏப்ரலில் உறுப்பினர் சந்தா புதுப்பித்தலின்போது, ஆண்டுக்கு ஒருமுறை, தன் பதிவை உறுதிப்படுத்துகிறது. நிர்வாகிகள், குழுக்கள், கௌரவப் பட்டியல்: ஒவ்வொரு தேர்தல் அல்லது மாற்றத்துக்குப் பின் ஒரு வாரத்துக்குள் கௌரவச் செயலாளர்.',
      },
      {
        en: 'Every other page, in both languages: the web information manager, page by page, once a quarter (January, April, July and October). These policies, the privacy policy, the terms of use and the accessibility statement: the executive committee, each December, and whenever the site changes what it keeps or does.',
        ta: 'பிற பக்கங்கள் அனைத்தும், இரு மொழிகளிலும்: காலாண்டுக்கு ஒருமுறை (ஜனவரி, ஏப்ரல், ஜூலை, அக்டோபர்) இணையத் தகவல் மேலாளர் ஒவ்வொரு பக்கமாக மறுஆய்வு செய்கிறார். இக்கொள்கைகள், தனியுரிமைக் கொள்கை, பயன்பாட்டு விதிமுறைகள், அணுகல்தன்மை அறிக்கை: ஒவ்வொரு டிசம்பரிலும், இத்தளம் வைத்திருப்பவையோ செய்பவையோ மாறும்போதெல்லாமும் செயற்குழு மறுஆய்வு செய்கிறது.',
      },
      {
        en: 'A review that changes a page changes its “Last updated” date, at the foot of every page and under each policy here: those dates are this policy’s trace. A page whose date is more than a year old is reviewed first.',
        ta: 'மறுஆய்வில் ஒரு பக்கம் மாற்றப்பட்டால், அதன் “கடைசியாகப் புதுப்பிக்கப்பட்டது” தேதியும் மாறும்; அத்தேதி ஒவ்வொரு பக்கத்தின் அடியிலும், இங்கு ஒவ்வொரு கொள்கையின் கீழும் உள்ளது: அத்தேதிகளே இக்கொள்கை பின்பற்றப்படுவதற்கான சான்று. தேதி ஓராண்டுக்கு மேல் பழையதாக உள்ள பக்கம் முதலில் மறுஆய்வு செய்யப்படும்.',
      },
    ],
  },
  {
    heading: { en: 'Website monitoring plan', ta: 'இணையதளக் கண்காணிப்புத் திட்டம்' },
    updated: '2026-12-03',
    paragraphs: [
      {
        en: 'All the time, every 15 seconds. Each of the site’s servers tells the monitoring system whether it is up, how many pages it has served, how long each took to answer, and whether the association’s records system answers it; a health check says whether the site and its data are current. The technical team is alerted when a server cannot be reached for 1 minute, when more than 1% of answers are errors over 5 minutes, when the records system has failed for 5 minutes, or when a server stays overloaded for 5 minutes. The time pages take to answer is followed, page by page, as its 95th percentile.',
        ta: 'எப்போதும், ஒவ்வொரு 15 விநாடிக்கும். இத்தளத்தின் ஒவ்வொரு சேவையகமும் தான் இயங்குகிறதா, எத்தனை பக்கங்களை வழங்கியது, ஒவ்வொன்றுக்கும் பதிலளிக்க எவ்வளவு நேரம் ஆனது, சங்கத்தின் தரவு அமைப்பு தனக்குப் பதிலளிக்கிறதா என்பவற்றைக் கண்காணிப்பு அமைப்புக்குத் தெரிவிக்கிறது; தளமும் அதன் தரவும் நடப்பில் உள்ளனவா என்பதை நலச் சோதனை ஒன்று கூறுகிறது. ஒரு சேவையகத்தை 1 நிமிடம் அணுக இயலாவிட்டால், 5 நிமிடங்களில் 1%-க்கு மேற்பட்ட பதில்கள் பிழையாக இருந்தால், தரவு அமைப்பு 5 நிமிடங்கள் செயல்படாவிட்டால், அல்லது ஒரு சேவையகம் 5 நிமிடங்கள் தொடர்ந்து அதிகச் சுமையில் இருந்தால், தொழில்நுட்பக் குழுவுக்கு எச்சரிக்கை செல்லும். பக்கங்கள் பதிலளிக்க எடுக்கும் நேரம் ஒவ்வொரு பக்கத்துக்கும் 95-ஆவது சதமானமாகப் பின்தொடரப்படுகிறது.',
      },
      {
        en: 'Before every change is published. Every page, in both languages, is checked for broken links (with linkinator, which follows every link within the site), for accessibility (with the axe engine, against WCAG 2.2 at level AA), for valid HTML (with the W3C Nu HTML Checker), and for its layout on a phone 320 pixels wide. A change that fails any of these is not published.',
        ta: 'ஒவ்வொரு மாற்றமும் வெளியிடப்படும் முன். ஒவ்வொரு பக்கமும், இரு மொழிகளிலும், உடைந்த இணைப்புகளுக்காக (தளத்துக்குள் உள்ள ஒவ்வோர் இணைப்பையும் பின்தொடரும் linkinator கருவி மூலம்), அணுகல்தன்மைக்காக (WCAG 2.2 AA நிலைக்கு எதிராக axe கருவி மூலம்), HTML சரியானதா என்பதற்காக (W3C Nu HTML Checker மூலம்), 320 பிக்சல் அகலக் கைப்பேசித் திரையில் அதன் அமைப்புக்காகச் சரிபார்க்கப்படுகிறது. இவற்றில் ஏதேனும் ஒன்றில் தோல்வியுறும் மாற்றம் வெளியிடப்படுவதில்லை.',
      },
      {
        en: 'Each quarter, by hand. The web information manager checks the links to other websites, reads a sample of pages in both languages with the NVDA and TalkBack screen readers, and measures the main pages with Lighthouse on a phone profile against the previous quarter. Each month the technical team reports uptime, errors and alerts to the web information manager, who reports to the executive committee each quarter.',
        ta: 'ஒவ்வொரு காலாண்டிலும், நேரடியாக. இணையத் தகவல் மேலாளர் பிற இணையதளங்களுக்கான இணைப்புகளைச் சரிபார்க்கிறார்; NVDA, TalkBack திரை வாசிப்பான்களைக் கொண்டு இரு மொழிகளிலும் சில பக்கங்களைப் படித்துப் பார்க்கிறார்; முதன்மைப் பக்கங்களைக் கைப்பேசி அமைப்பில் Lighthouse மூலம் அளந்து முந்தைய காலாண்டுடன் ஒப்பிடுகிறார். தொழில்நுட்பக் குழு ஒவ்வொரு மாதமும் இயக்க நேரம், பிழைகள், எச்சரிக்கைகள் குறித்து இணையத் தகவல் மேலாளருக்கு அறிக்கை அளிக்கிறது; அவர் ஒவ்வொரு காலாண்டிலும் செயற்குழுவுக்கு அறிக்கை அளிக்கிறார்.',
      },
    ],
  },
  {
    heading: { en: 'Contingency management plan', ta: 'அவசரநிலை மேலாண்மைத் திட்டம்' },
    updated: '2026-12-02',
    paragraphs: [
      {
        en: 'The web information manager coordinates every incident and informs the Honorary Secretary; the technical team that runs the site’s servers does the technical work.',
        ta: 'ஒவ்வொரு நெருக்கடியையும் இணையத் தகவல் மேலாளர் ஒருங்கிணைத்து, கௌரவச் செயலாளருக்குத் தெரிவிக்கிறார்; தளத்தின் சேவையகங்களை இயக்கும் தொழில்நுட்பக் குழு தொழில்நுட்பப் பணிகளைச் செய்கிறது.',
      },
      {
        en: 'The records system down. The website keeps serving the last good copy of every list (notifications, events, bulletins, photographs), so visitors see no error. The technical team is alerted after 5 minutes; the records system is restored within 1 working day, and meanwhile the secretariat sends urgent notices to members by email and WhatsApp.',
        ta: 'தரவு அமைப்பு செயல்படாதபோது. இணையதளம் ஒவ்வொரு பட்டியலின் (அறிவிப்புகள், நிகழ்வுகள், செய்தி மடல்கள், புகைப்படங்கள்) கடைசியாகச் சரியாகப் பெற்ற நகலையே தொடர்ந்து வழங்குகிறது; எனவே பார்வையாளர்களுக்குப் பிழை எதுவும் தெரிவதில்லை. 5 நிமிடங்களுக்குப் பின் தொழில்நுட்பக் குழுவுக்கு எச்சரிக்கை செல்லும்; 1 வேலை நாளுக்குள் தரவு அமைப்பு மீட்கப்படும்; அதுவரை அவசர அறிவிப்புகளைச் செயலகம் உறுப்பினர்களுக்கு மின்னஞ்சலிலும் வாட்ஸ்அப்பிலும் அனுப்புகிறது.',
      },
      {
        en: 'A server down. The web server in front sends visitors to the site’s other servers, which serve the same pages; the stopped one restarts by itself, and the technical team looks into it within 4 hours.',
        ta: 'ஒரு சேவையகம் நின்றுபோனால். முன்னால் உள்ள இணையச் சேவையகம் பார்வையாளர்களை அதே பக்கங்களை வழங்கும் தளத்தின் பிற சேவையகங்களுக்கு அனுப்புகிறது; நின்றுபோனது தானாகவே மீண்டும் தொடங்குகிறது; தொழில்நுட்பக் குழு 4 மணி நேரத்துக்குள் அதை ஆய்வு செய்கிறது.',
      },
      {
        en: 'Data lost. The website is rebuilt from its source, where every version is kept, and published again within 1 working day; the records system is restored from its nightly backup, so at most a day’s entries are lost, and the secretariat enters them again.',
        ta: 'தரவு இழக்கப்பட்டால். ஒவ்வொரு பதிப்பும் வைக்கப்பட்டுள்ள மூல நிரலிலிருந்து இணையதளம் மீண்டும் உருவாக்கப்பட்டு, 1 வேலை நாளுக்குள் மீண்டும் வெளியிடப்படுகிறது; தரவு அமைப்பு அதன் இரவுநேரக் காப்புநகலிலிருந்து மீட்கப்படுகிறது; எனவே அதிகபட்சம் ஒரு நாளின் பதிவுகளே இழக்கப்படும்; அவற்றைச் செயலகம் மீண்டும் பதிவு செய்கிறது.',
      },
      {
        en: 'The site defaced or attacked. The technical team takes the affected servers out of service at once and serves the last build known to be good. The web information manager informs the President the same day, and the incident is reported to CERT-In, India’s national computer emergency response team, within 6 hours of its discovery, as its directions require.',
        ta: 'தளம் சிதைக்கப்பட்டாலோ தாக்கப்பட்டாலோ. பாதிக்கப்பட்ட சேவையகங்களைத் தொழில்நுட்பக் குழு உடனே சேவையிலிருந்து விலக்கி, சரியானது என அறியப்பட்ட கடைசிப் பதிப்பை வழங்குகிறது. இணையத் தகவல் மேலாளர் அதே நாளில் தலைவருக்குத் தெரிவிக்கிறார்; CERT-In வழிகாட்டுதல்களின்படி, அந்நிகழ்வு கண்டறியப்பட்ட 6 மணி நேரத்துக்குள் இந்தியாவின் தேசியக் கணினி அவசரநிலை மீட்புக் குழுவான CERT-In-க்குத் தெரிவிக்கப்படுகிறது.',
      },
      {
        en: 'RASI Bhavan closed, by a flood or a power failure. The website does not depend on the office: it runs on servers elsewhere, and the secretariat can publish from any computer that reaches the records system. The telephone numbers of those who act, and the order in which they are called, are kept at the secretariat and reviewed with this plan each December.',
        ta: 'வெள்ளம் அல்லது மின்தடையால் ராசி பவன் மூடப்பட்டால். இணையதளம் அலுவலகத்தைச் சார்ந்திருப்பதில்லை: அது வேறிடத்தில் உள்ள சேவையகங்களில் இயங்குகிறது; தரவு அமைப்பை அணுகக்கூடிய எந்தக் கணினியிலிருந்தும் செயலகம் வெளியிடலாம். நடவடிக்கை எடுப்பவர்களின் தொலைபேசி எண்களும் அவர்களை அழைக்கும் வரிசையும் செயலகத்தில் வைக்கப்பட்டு, ஒவ்வொரு டிசம்பரிலும் இத்திட்டத்துடன் மறுஆய்வு செய்யப்படுகின்றன.',
      },
    ],
  },
  {
    heading: { en: 'Security policy', ta: 'பாதுகாப்புக் கொள்கை' },
    updated: SECURITY_POLICY_UPDATED,
    paragraphs: [
      {
        en: 'What the site stores. Nothing that a visitor types or sends, since it has no forms, accounts or sign-in; a short web server log, as the privacy policy describes; and the public lists the association publishes. The key with which the site reads the records system stays on its servers and never reaches a browser.',
        ta: 'இத்தளம் சேமிப்பவை. பார்வையாளர் தட்டச்சு செய்வதோ அனுப்புவதோ எதுவும் இல்லை; ஏனெனில் இதில் படிவங்கள், பயனர் கணக்குகள், உள்நுழைவு எதுவும் இல்லை. தனியுரிமைக் கொள்கை விவரிக்கும் சுருக்கமான இணையச் சேவையகப் பதிவேடும், சங்கம் வெளியிடும் பொதுப் பட்டியல்களும் மட்டுமே உள்ளன. தரவு அமைப்பிலிருந்து தகவல் பெற இத்தளம் பயன்படுத்தும் திறவுகோல் அதன் சேவையகங்களிலேயே இருக்கும்; எந்த உலாவியையும் அது சென்றடைவதில்லை.',
      },
      {
        en: 'How it is protected. Every page is sent over HTTPS. Every answer carries headers that stop other sites from framing our pages and stop any code but the site’s own from running in them. Text from the records system is shown as text and never run as code. The site’s software is updated within 7 days of a security release, and at once for a critical one.',
        ta: 'அது பாதுகாக்கப்படும் விதம். ஒவ்வொரு பக்கமும் HTTPS வழியாக அனுப்பப்படுகிறது. பிற தளங்கள் எங்கள் பக்கங்களைச் சட்டகங்களுக்குள் காட்டுவதையும், தளத்தின் சொந்த நிரல் தவிர வேறு எந்த நிரலும் அவற்றில் இயங்குவதையும் தடுக்கும் தலைப்புகள் ஒவ்வொரு பதிலிலும் உள்ளன. தரவு அமைப்பிலிருந்து வரும் உரை உரையாகவே காட்டப்படுகிறது; நிரலாக ஒருபோதும் இயக்கப்படுவதில்லை. பாதுகாப்புப் புதுப்பிப்பு வெளியான 7 நாட்களுக்குள் தளத்தின் மென்பொருள் புதுப்பிக்கப்படுகிறது; கடுமையான குறைபாடு எனில் உடனே புதுப்பிக்கப்படுகிறது.',
      },
      {
        en: `Reporting a weakness. If you find a security weakness in this website, please write to ${EMAIL} with “Security” in the subject, saying what you found and how to reproduce it. We acknowledge a report within 3 working days, aim to fix it within 30 days, and tell you when it is fixed. Please do not read, change or delete data that is not yours, do not slow the site down for others, and give us time to fix a weakness before you make it public. We take no action against anyone who reports in good faith on these terms. The same contact is published for security tools at /.well-known/security.txt, as RFC 9116 describes.`,
        ta: `பாதுகாப்புக் குறைபாட்டைத் தெரிவித்தல். இந்த இணையதளத்தில் பாதுகாப்புக் குறைபாடு எதையேனும் கண்டறிந்தால், நீங்கள் கண்டதையும் அதை மீண்டும் நிகழ்த்திக் காட்டும் வழியையும் குறிப்பிட்டு, பொருள் வரியில் “Security” என்று எழுதி, ${EMAIL} என்ற முகவரிக்கு அனுப்புங்கள். 3 வேலை நாட்களுக்குள் உங்கள் தகவலுக்கு ஒப்புகை அனுப்புவோம்; 30 நாட்களுக்குள் குறைபாட்டைச் சரிசெய்ய முயல்வோம்; சரிசெய்ததும் உங்களுக்குத் தெரிவிப்போம். உங்களுக்கு உரிமையில்லாத தரவைப் படிக்கவோ மாற்றவோ நீக்கவோ வேண்டாம்; பிறருக்குத் தளத்தை மெதுவாக்க வேண்டாம்; குறைபாட்டைப் பொதுவில் வெளியிடும் முன் அதைச் சரிசெய்ய எங்களுக்கு அவகாசம் தாருங்கள். இந்நிபந்தனைகளின்படி நல்லெண்ணத்துடன் தெரிவிப்பவர் எவர் மீதும் நடவடிக்கை எடுக்கப்படாது. இதே தொடர்பு முகவரி, RFC 9116 விவரிக்கும்படி, பாதுகாப்புக் கருவிகளுக்காக /.well-known/security.txt என்ற முகவரியிலும் வெளியிடப்பட்டுள்ளது.`,
      },
    ],
    links: [
      {
        href: '/.well-known/security.txt',
        text: { en: 'Our security contact file (security.txt)', ta: 'எங்கள் பாதுகாப்புத் தொடர்புக் கோப்பு (security.txt)' },
      },
      {
        href: 'https://www.cert-in.org.in/',
        text: {
          en: 'CERT-In, the Indian Computer Emergency Response Team',
          ta: 'CERT-In, இந்தியக் கணினி அவசரநிலை மீட்புக் குழு',
        },
      },
    ],
  },
];
