import type { Words } from '@/lib/i18n/words';
import { SITE } from './association';
import type { IsoDate } from './content-shapes';
import { clearSiteData } from './offline';

/**
 * A heading and its paragraphs, in both languages: the shape of the privacy policy, the terms of use, each website
 * policy (with its own "Last updated" date, `updated`) and the help page. `links` follow the paragraphs: a page of
 * this site by its path (`/privacy`, written in the page's language), a file of it, or another site's address.
 */
export interface PolicySection {
  readonly heading: Words;
  readonly paragraphs: readonly Words[];
  readonly updated?: IsoDate;
  readonly links?: readonly { readonly href: string; readonly text: Words }[];
}

const EMAIL = SITE.emails[0].address;
const PHONE = SITE.phones[0].number;

// What it says is what the code does: no cookie, local or session storage anywhere (components/, lib/), the service
// worker's caches and their bounds as the section on your browser says (lib/offline/service-worker.cjs), a CSP that allows
// only this origin (lib/security-headers.mjs), server log lines without visitor data (lib/log.ts, deploy/README.md),
// and nginx's access log in the site's JSON format (path without query, no client address, referrer or user agent),
// rotated by Debian's logrotate (daily, 14 kept) (deploy/nginx/rasi.conf, docs/monitoring.md).
export const privacyLead: Words = {
  en: 'This policy says what the RASI website, and the server it runs on, keep about your visit, and what they do not. In short: the site sets no cookies, uses no analytics service and loads nothing from other companies; like every web server, ours keeps a short technical log of requests, and each page tells us, without saying who you are, how fast it loaded.',
  ta: 'ராசி இணையதளமும் அது இயங்கும் சேவையகமும் உங்கள் வருகை குறித்து எவற்றை வைத்திருக்கின்றன, எவற்றை வைத்திருப்பதில்லை என்பதை இக்கொள்கை விளக்குகிறது. சுருக்கமாக: இத்தளம் உங்கள் உலாவியில் குக்கீகள் எதையும் சேமிப்பதில்லை; பயன்பாட்டுப் பகுப்பாய்வுச் சேவை எதையும் பயன்படுத்துவதில்லை; பிற நிறுவனங்களிடமிருந்து எதையும் ஏற்றுவதில்லை. எல்லா இணையச் சேவையகங்களையும் போலவே, எங்கள் சேவையகமும் கோரிக்கைகள் குறித்த சுருக்கமான தொழில்நுட்பப் பதிவேட்டை வைத்திருக்கிறது; ஒவ்வொரு பக்கமும், நீங்கள் யார் என்பதைத் தெரிவிக்காமல், அது எவ்வளவு விரைவாக ஏற்றப்பட்டது என்பதை எங்களுக்குத் தெரிவிக்கிறது.',
};

export const privacySections: readonly PolicySection[] = [
  {
    heading: { en: 'What you give us', ta: 'நீங்கள் எங்களுக்குத் தருபவை' },
    paragraphs: [
      {
        en: 'The site has no forms, no accounts and no sign-in, and it never asks for your name, email address or telephone number. When you use the site search, the words you type travel to our server in the page address (for example /search?q=castings), so that matching pages can be found. Neither the site nor its web server stores them: the server’s log records the page asked for without them (see below).',
        ta: 'இத்தளத்தில் படிவங்கள், பயனர் கணக்குகள், உள்நுழைவு எதுவும் இல்லை; உங்கள் பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண் எதையும் இது கேட்பதில்லை. தளத் தேடலைப் பயன்படுத்தும்போது, நீங்கள் தட்டச்சு செய்யும் சொற்கள் பக்க முகவரியின் ஒரு பகுதியாக (எடுத்துக்காட்டாக /ta/search?q=வார்ப்பு) எங்கள் சேவையகத்துக்குச் செல்கின்றன; அச்சொற்கள் உள்ள பக்கங்களைக் கண்டறிய இது தேவை. இத்தளமோ அதன் இணையச் சேவையகமோ அவற்றைச் சேமிப்பதில்லை: சேவையகப் பதிவேட்டில், கோரப்பட்ட பக்கம் தேடல் சொற்கள் இல்லாமலே பதிவாகும் (கீழே காண்க).',
      },
    ],
  },
  {
    heading: { en: 'What the web server records', ta: 'இணையச் சேவையகம் பதிவு செய்பவை' },
    paragraphs: [
      {
        en: 'The site runs behind a web server (nginx), which writes one line to its access log for each request: the date and time, the page asked for (without any search words), the status and size of the answer, how long it took, which of our servers answered, and a request id that ties the line to the site’s own log of that request: a random one made by the web server, or, when the request arrives with an id of its own in the form a proxy writes (an X-Request-Id header), that one. It does not record the IP address of your device or network, the page that led you here, or anything your browser says about itself.',
        ta: 'இத்தளம் ஓர் இணையச் சேவையகத்தின் (nginx) பின்னால் இயங்குகிறது. ஒவ்வொரு கோரிக்கைக்கும் அச்சேவையகம் தன் அணுகல் பதிவேட்டில் ஒரு வரியை எழுதுகிறது. அவ்வரியில் தேதியும் நேரமும், கோரப்பட்ட பக்கம் (தேடல் சொற்கள் இல்லாமல்), பதிலின் நிலையும் அளவும், அதற்கு ஆன நேரம், எங்கள் சேவையகங்களில் எது பதிலளித்தது, அக்கோரிக்கை குறித்துத் தளத்தின் சொந்தப் பதிவேட்டில் உள்ள வரியுடன் அதை இணைக்கும் கோரிக்கை அடையாள எண் ஆகியவை இடம்பெறும். அந்த எண்ணைப் பொதுவாக இணையச் சேவையகமே சீரற்ற முறையில் உருவாக்கும்; ஆனால், ஒரு பதிலி (proxy) எழுதும் வடிவில் கோரிக்கையே தன் அடையாள எண்ணை (X-Request-Id தலைப்பு) கொண்டு வந்தால், அதுவே பதிவாகும். உங்கள் சாதனம் அல்லது வலையமைப்பின் IP முகவரியோ, உங்களை இங்கு அழைத்து வந்த பக்கமோ, உங்கள் உலாவி தன்னைப் பற்றித் தெரிவிப்பவையோ அதில் பதிவாவதில்லை.',
      },
      {
        en: 'We use this log only to keep the site working and secure: to find faults and to deal with misuse. It stays on the server, is not shared with anyone and is not combined with any other information. A new log file is started every day, and each file is deleted after 14 days. The same goes for the web server’s error log, which notes a request in full, with the IP address it came from, only when the server fails to answer it.',
        ta: 'கோளாறுகளைக் கண்டறிவது, தவறான பயன்பாட்டைக் கையாள்வது என, இத்தளம் சீராகவும் பாதுகாப்பாகவும் இயங்குவதற்காக மட்டுமே இப்பதிவேட்டைப் பயன்படுத்துகிறோம். அது சேவையகத்திலேயே இருக்கும்; யாருடனும் பகிரப்படுவதில்லை; வேறு எந்தத் தகவலுடனும் இணைக்கப்படுவதில்லை. நாள்தோறும் புதிய பதிவேட்டுக் கோப்பு உருவாக்கப்படுகிறது; ஒவ்வொரு கோப்பும் 14 நாட்களுக்குப் பிறகு நீக்கப்படுகிறது. இணையச் சேவையகத்தின் பிழைப் பதிவேட்டுக்கும் இதே விதிதான்; ஒரு கோரிக்கைக்குச் சேவையகம் பதிலளிக்கத் தவறும்போது மட்டுமே, அக்கோரிக்கையை அது வந்த IP முகவரியுடன் முழுமையாக அப்பதிவேடு குறித்துக்கொள்ளும்.',
      },
      {
        en: 'The website’s own program keeps a separate log of events, such as its start, its stop or a failed call to the association’s records system. Those lines record no IP address and nothing else that identifies a visitor.',
        ta: 'இணையதளத்தின் சொந்த நிரல் தனியாக ஒரு நிகழ்வுப் பதிவேட்டை வைத்திருக்கிறது. நிரல் தொடங்குவது, நிறுத்தப்படுவது, சங்கத்தின் தரவு அமைப்பிலிருந்து தகவல் பெற இயலாமல் போவது போன்ற நிகழ்வுகள் அதில் பதிவாகும். அந்த வரிகளில் IP முகவரியோ, பார்வையாளரை அடையாளம் காட்டும் வேறு எதுவுமோ பதிவு செய்யப்படுவதில்லை.',
      },
    ],
  },
  // What lib/vitals/field-report.ts sends and lib/vitals/field-beacon.mjs keeps (docs/monitoring.md#visitors-phones): the
  // page's route label, its language, the connection class, five vitals; counts in buckets per page and language;
  // nginx's per-address limit in memory only (deploy/nginx/rasi.conf).
  {
    heading: { en: 'How fast pages load on your device', ta: 'உங்கள் சாதனத்தில் பக்கங்கள் ஏற்றப்படும் வேகம்' },
    paragraphs: [
      {
        en: 'So that we know which pages are read and how quickly they appear on visitors’ phones, each page, when JavaScript is on, sends one short report to this site’s own server when you leave the page or switch to another tab or app. The report says which page of the site it was (a member firm’s page only as “a member’s page”, never which firm), its language, the kind of connection your browser reports (such as 4G), and five standard measures of the page’s speed: how long it took to start arriving, to show its first text and its largest part, and to respond to a tap, and how much its layout moved. It holds no search words, no page you came from and no identifier, and nothing is stored on your device to be sent later: a report that cannot be sent is dropped. With JavaScript switched off, nothing is sent.',
        ta: 'எந்தெந்தப் பக்கங்கள் படிக்கப்படுகின்றன, பார்வையாளர்களின் கைப்பேசிகளில் அவை எவ்வளவு விரைவாகத் தோன்றுகின்றன என்பதை அறிவதற்காக, நிரல் இயங்கும் ஒவ்வொரு பக்கமும், நீங்கள் அப்பக்கத்திலிருந்து வெளியேறும்போதோ வேறு தாவலுக்கோ செயலிக்கோ மாறும்போதோ, இத்தளத்தின் சொந்தச் சேவையகத்துக்கு ஒரு சிறிய அறிக்கையை அனுப்புகிறது. அது இத்தளத்தின் எந்தப் பக்கம் (உறுப்பினர் நிறுவனத்தின் பக்கம் என்றால் “ஓர் உறுப்பினரின் பக்கம்” என்று மட்டுமே; எந்த நிறுவனம் என்பது ஒருபோதும் இல்லை), அதன் மொழி, உங்கள் உலாவி தெரிவிக்கும் இணைப்பு வகை (எடுத்துக்காட்டாக 4G), பக்கத்தின் வேகம் குறித்த ஐந்து நிலையான அளவீடுகள் ஆகியவை அந்த அறிக்கையில் இடம்பெறும். அந்த அளவீடுகள்: பக்கம் வந்து சேரத் தொடங்கவும், அதன் முதல் எழுத்துகளும் மிகப் பெரிய பகுதியும் திரையில் தோன்றவும், ஒரு தொடுதலுக்கு அது பதிலளிக்கவும் ஆன நேரம், அதன் அமைப்பு எவ்வளவு நகர்ந்தது என்பது. அதில் தேடல் சொற்களோ, நீங்கள் வந்த பக்கமோ, அடையாளக் குறியீடு எதுவுமோ இல்லை. பின்னர் அனுப்புவதற்காக உங்கள் சாதனத்தில் எதுவும் சேமிக்கப்படுவதில்லை: அனுப்ப இயலாத அறிக்கை கைவிடப்படும். JavaScript முடக்கப்பட்டிருந்தால் எதுவும் அனுப்பப்படுவதில்லை.',
      },
      {
        en: 'The server does not keep the report. It adds it to running totals for each page and language: how many times the page was viewed, and how many of its loads fell within each band of speed (for example, between 2 and 2.5 seconds). These totals cannot be traced back to a visit or a visitor. Like every request, the report reaches the server with your browser’s usual details, your IP address and the page’s address among them; the site reads none of them. The web server uses the IP address only to count, for a few minutes and in memory alone, how many reports come from it, so as to refuse a flood of them, and writes it nowhere.',
        ta: 'சேவையகம் அந்த அறிக்கையை வைத்திருப்பதில்லை. ஒவ்வொரு பக்கத்துக்கும் மொழிக்கும் உரிய மொத்த எண்ணிக்கைகளுடன் அதைச் சேர்த்துவிடுகிறது: அப்பக்கம் எத்தனை முறை பார்க்கப்பட்டது, அது ஏற்றப்பட்டவற்றில் எத்தனை ஒவ்வொரு வேக வரம்புக்குள் (எடுத்துக்காட்டாக 2 முதல் 2.5 வினாடிகளுக்குள்) அமைந்தன என்பவை மட்டுமே. இந்த மொத்த எண்ணிக்கைகளைக் கொண்டு எந்த ஒரு வருகையையோ பார்வையாளரையோ கண்டறிய இயலாது. எல்லாக் கோரிக்கைகளையும் போலவே, இந்த அறிக்கையும் உங்கள் உலாவியின் வழக்கமான விவரங்களுடன் சேவையகத்தைச் சென்றடைகிறது; உங்கள் IP முகவரியும் பக்கத்தின் முகவரியும் அவற்றில் அடங்கும். அவற்றில் எதையும் இத்தளம் படிப்பதில்லை. அளவுக்கு மீறிய அறிக்கைகளைத் தடுப்பதற்காக மட்டுமே, ஒரு IP முகவரியிலிருந்து எத்தனை அறிக்கைகள் வருகின்றன என்பதை இணையச் சேவையகம் சில நிமிடங்களுக்கு நினைவகத்தில் மட்டும் எண்ணுகிறது; அந்த முகவரியை அது எங்கும் பதிவு செய்வதில்லை.',
      },
    ],
  },
  {
    heading: { en: 'Cookies and your browser', ta: 'குக்கீகளும் உங்கள் உலாவியும்' },
    paragraphs: [
      {
        en: 'The site sets no cookies, in either language, and writes nothing to your browser’s local storage or session storage.',
        ta: 'ஆங்கில, தமிழ்ப் பக்கங்கள் எதிலும் இத்தளம் குக்கீகள் எதையும் சேமிப்பதில்லை; உங்கள் உலாவியின் உள்ளூர்ச் சேமிப்பகத்திலோ அமர்வுச் சேமிப்பகத்திலோ எதையும் எழுதுவதில்லை.',
      },
      {
        en: 'As on any website, pages, pictures and the site’s style sheets and code are kept in your browser’s ordinary cache, so that they load faster next time. While a page is open, it also keeps the latest notifications, events and photographs in memory and refreshes them. You can clear the cache at any time in your browser’s settings; what is in memory goes when you close the tab.',
        ta: 'எல்லா இணையதளங்களையும் போலவே, பக்கங்கள், படங்கள், தளத்தின் வடிவமைப்பு மற்றும் நிரல் கோப்புகள் அடுத்த முறை விரைவாக ஏற்றப்படுவதற்காக உங்கள் உலாவியின் வழக்கமான தற்காலிகச் சேமிப்பில் வைக்கப்படுகின்றன. ஒரு பக்கம் திறந்திருக்கும்போது, அண்மைய அறிவிப்புகள், நிகழ்வுகள், புகைப்படங்கள் ஆகியவற்றையும் அது நினைவகத்தில் வைத்துப் புதுப்பிக்கிறது. தற்காலிகச் சேமிப்பை உங்கள் உலாவியின் அமைப்புகளில் எப்போது வேண்டுமானாலும் அழிக்கலாம்; தாவலை மூடியதும் நினைவகத்தில் உள்ளவை நீங்கிவிடும்.',
      },
      {
        en: `So that you can read pages again with no signal, the site also keeps copies on your device, in your browser’s storage for this site: the last 60 pages you read and the style sheets and code they need, the latest lists of banners, notifications and events, up to 100 pictures from those pages and, if you press “Keep the directory for offline reading”, the member directory with every firm’s page. At most this comes to about 25 MB. These copies stay on your device and are never sent to us or to anyone else; newer pages replace the oldest. ${clearSiteData.en}`,
        ta: `இணைய இணைப்பு இல்லாதபோதும் பக்கங்களை மீண்டும் படிக்க, இத்தளம் உங்கள் சாதனத்திலும், உங்கள் உலாவியில் இத்தளத்துக்கான சேமிப்பகத்தில், நகல்களை வைத்திருக்கிறது: நீங்கள் கடைசியாகப் படித்த 60 பக்கங்களும் அவற்றுக்குத் தேவையான வடிவமைப்பு மற்றும் நிரல் கோப்புகளும், பதாகைகள், அறிவிப்புகள், நிகழ்வுகள் ஆகியவற்றின் அண்மைய பட்டியல்கள், அப்பக்கங்களில் உள்ள 100 படங்கள் வரை, “உறுப்பினர் விவரப் பட்டியலை இணைப்பின்றிப் படிக்கச் சேமிக்க” என்ற பொத்தானை அழுத்தினால் உறுப்பினர் விவரப் பட்டியலும் ஒவ்வொரு நிறுவனத்தின் பக்கமும். இவை அனைத்தும் சேர்ந்து அதிகபட்சம் சுமார் 25 MB அளவே இருக்கும். இந்த நகல்கள் உங்கள் சாதனத்திலேயே இருக்கும்; எங்களுக்கோ வேறு எவருக்குமோ ஒருபோதும் அனுப்பப்படுவதில்லை; புதிய பக்கங்கள் பழையவற்றின் இடத்தைப் பிடிக்கும். ${clearSiteData.ta}`,
      },
    ],
  },
  {
    heading: {
      en: 'No analytics, advertising or third parties',
      ta: 'பயன்பாட்டுப் பகுப்பாய்வோ விளம்பரமோ மூன்றாம் தரப்பினரோ இல்லை',
    },
    paragraphs: [
      {
        en: 'The site uses no analytics or visitor-tracking service and shows no advertising. Every page, picture and piece of code comes from the site’s own address, so no other company learns that you visited. The pictures in notifications and the gallery come from the association’s own records system through this site.',
        ta: 'இத்தளம் பயன்பாட்டுப் பகுப்பாய்வு அல்லது பார்வையாளர் கண்காணிப்புச் சேவை எதையும் பயன்படுத்துவதில்லை; விளம்பரங்கள் எதையும் காட்டுவதில்லை. ஒவ்வொரு பக்கமும், படமும், நிரலும் இத்தளத்தின் சொந்த முகவரியிலிருந்தே வருகின்றன; எனவே நீங்கள் இத்தளத்தைப் பார்வையிட்டது வேறு எந்த நிறுவனத்துக்கும் தெரியவருவதில்லை. அறிவிப்புகளிலும் படத்தொகுப்பிலும் உள்ள படங்கள் சங்கத்தின் சொந்தத் தரவு அமைப்பிலிருந்து இத்தளத்தின் வழியாகவே வருகின்றன.',
      },
      {
        en: 'Some links lead to other services: the map of our office, “Add to Google Calendar” and “Send on WhatsApp”. Nothing is sent to them unless you follow such a link; once you do, their own privacy policies apply.',
        ta: 'எங்கள் அலுவலகத்தின் வரைபடம், “Google Calendar-இல் சேர்க்க”, “வாட்ஸ்அப்பில் அனுப்புக” ஆகிய இணைப்புகள் பிற சேவைகளுக்கு அழைத்துச் செல்கின்றன. அத்தகைய இணைப்பை நீங்கள் திறந்தால் மட்டுமே அச்சேவைகளுக்கு ஏதேனும் அனுப்பப்படும்; திறந்த பின் அவற்றின் சொந்தத் தனியுரிமைக் கொள்கைகளே பொருந்தும்.',
      },
    ],
  },
  {
    heading: { en: 'Information published about members', ta: 'உறுப்பினர்கள் குறித்து வெளியிடப்படும் தகவல்' },
    paragraphs: [
      {
        en: 'The member directory gives each member firm’s name, products, industry, district, contact person and, where the firm has given one, its telephone number; other pages name the office bearers and committee members. Notifications, bulletins, events and photographs are published by the association’s office. If anything about you or your firm is wrong, or you want it removed, please write to us.',
        ta: 'உறுப்பினர் விவரப் பட்டியலில் ஒவ்வோர் உறுப்பினர் நிறுவனத்தின் பெயர், உற்பத்திப் பொருட்கள், தொழில் பிரிவு, மாவட்டம், தொடர்பு நபர், நிறுவனம் தந்திருந்தால் அதன் தொலைபேசி எண் ஆகியவை இடம்பெறுகின்றன; பிற பக்கங்களில் நிர்வாகிகள், குழு உறுப்பினர்களின் பெயர்கள் உள்ளன. அறிவிப்புகள், செய்தி மடல்கள், நிகழ்வுகள், புகைப்படங்கள் ஆகியவற்றைச் சங்க அலுவலகம் வெளியிடுகிறது. உங்களைப் பற்றியோ உங்கள் நிறுவனத்தைப் பற்றியோ உள்ள தகவல் தவறாக இருந்தாலோ, அதை நீக்க விரும்பினாலோ, எங்களுக்கு எழுதுங்கள்.',
      },
    ],
  },
  {
    heading: { en: 'Security', ta: 'பாதுகாப்பு' },
    paragraphs: [
      {
        en: 'Every page is sent over an encrypted connection (HTTPS), so what you read and search for cannot be read on the way.',
        ta: 'ஒவ்வொரு பக்கமும் மறையாக்கம் செய்யப்பட்ட இணைப்பின் (HTTPS) வழியாக அனுப்பப்படுகிறது; எனவே நீங்கள் படிப்பதையும் தேடுவதையும் இடையில் யாரும் படிக்க இயலாது.',
      },
    ],
  },
  {
    heading: { en: 'Questions and changes', ta: 'ஐயங்களும் மாற்றங்களும்' },
    paragraphs: [
      {
        en: `For any question about this policy, please write to the office at ${EMAIL} or call ${PHONE} on working days. If what the site or its server keeps ever changes, this page will say so first, and the date at its foot will change with it.`,
        ta: `இக்கொள்கை குறித்த ஐயங்களுக்கு ${EMAIL} என்ற முகவரியில் அலுவலகத்துக்கு மின்னஞ்சல் அனுப்புங்கள், அல்லது வேலை நாட்களில் ${PHONE} என்ற எண்ணில் அழையுங்கள். இத்தளமோ அதன் சேவையகமோ வைத்திருப்பவை எப்போதாவது மாறினால், அது முதலில் இப்பக்கத்தில் தெரிவிக்கப்படும்; பக்கத்தின் அடியில் உள்ள தேதியும் அதற்கேற்ப மாறும்.`,
      },
    ],
  },
];
