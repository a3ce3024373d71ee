import type { Localisable, Words } from '@/lib/i18n/words';
import type { FeeRow, MembershipCategory, Paragraphs, Step } from './content-shapes';

export const membershipIntro: Localisable<Paragraphs> = [
  {
    en: 'Membership of RASI is open to micro and small manufacturing enterprises located in the eight districts of the Kaveri delta: Tiruchirappalli, Thanjavur, Tiruvarur, Nagapattinam, Karur, Ariyalur, Pudukkottai and Perambalur. Firms that serve industry, and institutions that work with it, may join as associate members. Every member firm has a vote at the general body, receives the yearly bulletin and can use the guidance cell free of charge.',
    ta: 'காவிரி டெல்டாவின் எட்டு மாவட்டங்களான திருச்சிராப்பள்ளி, தஞ்சாவூர், திருவாரூர், நாகப்பட்டினம், கரூர், அரியலூர், புதுக்கோட்டை மற்றும் பெரம்பலூர் ஆகியவற்றில் அமைந்துள்ள குறு மற்றும் சிறு உற்பத்தி நிறுவனங்கள் ராசியில் உறுப்பினர்களாகச் சேரலாம். தொழில்துறைக்குச் சேவை வழங்கும் நிறுவனங்களும், தொழில்துறையுடன் இணைந்து செயல்படும் அமைப்புகளும் இணை உறுப்பினர்களாகச் சேரலாம். ஒவ்வோர் உறுப்பினர் நிறுவனத்துக்கும் பொதுக்குழுவில் வாக்குரிமை உண்டு; ஆண்டுச் செய்தி மடல் அதற்கு அனுப்பப்படும்; அது வழிகாட்டு மையத்தைக் கட்டணமின்றிப் பயன்படுத்தலாம்.',
  },
  {
    en: 'Applications are scrutinised by the membership committee, which meets on the second Saturday of every month. Most applications are decided within thirty days of receipt. Subscriptions run with the financial year, from April to March, and a firm admitted after October pays half the annual subscription for its first year.',
    ta: 'விண்ணப்பங்களை உறுப்பினர் சேர்க்கைக் குழு பரிசீலிக்கிறது; இக்குழு ஒவ்வொரு மாதமும் இரண்டாவது சனிக்கிழமை கூடுகிறது. பெரும்பாலான விண்ணப்பங்களின் மீது, அவை கிடைத்த முப்பது நாட்களுக்குள் முடிவு எடுக்கப்படுகிறது. சந்தாக் காலம், ஏப்ரல் முதல் மார்ச் வரையிலான நிதியாண்டு ஆகும்; அக்டோபருக்குப் பிறகு சேர்க்கப்படும் நிறுவனம் தனது முதல் ஆண்டுக்கு ஆண்டுச் சந்தாவில் பாதியைச் செலுத்தினால் போதும்.',
  },
];

/** An eligibility line shared by the micro and small enterprise categories. */
const manufacturingInTheDelta: Words = {
  en: 'Engaged in manufacturing or job work, with a unit in one of the eight delta districts',
  ta: 'உற்பத்தியிலோ ஒப்பந்தப் பணியிலோ (ஜாப் ஒர்க்) ஈடுபட்டிருக்க வேண்டும்; எட்டு டெல்டா மாவட்டங்களில் ஏதேனும் ஒன்றில் தொழில் அலகு இருக்க வேண்டும்',
};

/** The names of the membership categories, shown on their cards and in the fee table. */
const categoryName = {
  micro: { en: 'Micro enterprise member', ta: 'குறு நிறுவன உறுப்பினர்' },
  small: { en: 'Small enterprise member', ta: 'சிறு நிறுவன உறுப்பினர்' },
  associate: { en: 'Associate member', ta: 'இணை உறுப்பினர்' },
  life: { en: 'Life member', ta: 'ஆயுள் உறுப்பினர்' },
} as const satisfies Record<string, Words>;

export const membershipCategories: Localisable<readonly MembershipCategory[]> = [
  {
    id: 'micro',
    name: categoryName.micro,
    forWhom: {
      en: 'Manufacturing units classified as micro enterprises, including home-based and family-run units.',
      ta: 'குறு நிறுவனங்களாக வகைப்படுத்தப்பட்ட உற்பத்தி அலகுகள்; வீட்டிலிருந்து இயங்கும் அலகுகளும் குடும்பத்தினர் நடத்தும் அலகுகளும் இதில் அடங்கும்.',
    },
    eligibility: [
      {
        en: 'Classified as a micro enterprise on a valid Udyam Registration Certificate',
        ta: 'செல்லுபடியாகும் உத்யம் பதிவுச் சான்றிதழில் குறு நிறுவனமாக வகைப்படுத்தப்பட்டிருக்க வேண்டும்',
      },
      manufacturingInTheDelta,
      {
        en: 'In production for at least six months on the date of application',
        ta: 'விண்ணப்பிக்கும் தேதியில் குறைந்தது ஆறு மாதங்களாக உற்பத்தியில் இருக்க வேண்டும்',
      },
    ],
  },
  {
    id: 'small',
    name: categoryName.small,
    forWhom: {
      en: 'Manufacturing units classified as small enterprises under the MSMED Act, 2006.',
      ta: 'குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் மேம்பாட்டுச் சட்டம் (MSMED சட்டம்), 2006-இன் கீழ் சிறு நிறுவனங்களாக வகைப்படுத்தப்பட்ட உற்பத்தி அலகுகள்.',
    },
    eligibility: [
      {
        en: 'Classified as a small enterprise on a valid Udyam Registration Certificate',
        ta: 'செல்லுபடியாகும் உத்யம் பதிவுச் சான்றிதழில் சிறு நிறுவனமாக வகைப்படுத்தப்பட்டிருக்க வேண்டும்',
      },
      manufacturingInTheDelta,
      {
        en: 'Holding the consents and licences required for its line of manufacture',
        ta: 'தனது உற்பத்தித் துறைக்குத் தேவையான இசைவாணைகளையும் உரிமங்களையும் பெற்றிருக்க வேண்டும்',
      },
    ],
  },
  {
    id: 'associate',
    name: categoryName.associate,
    forWhom: {
      en: 'Service firms, consultants, traders of industrial goods, medium enterprises and institutions that work closely with small industry.',
      ta: 'சிறு தொழிலுடன் நெருக்கமாகச் செயல்படும் சேவை நிறுவனங்கள், ஆலோசகர்கள், தொழில்துறைப் பொருட்களின் வணிகர்கள், நடுத்தர நிறுவனங்கள் மற்றும் அமைப்புகள்.',
    },
    eligibility: [
      {
        en: 'Operating from an office or unit in one of the eight delta districts',
        ta: 'எட்டு டெல்டா மாவட்டங்களில் ஏதேனும் ஒன்றில் உள்ள அலுவலகம் அல்லது அலகிலிருந்து செயல்பட வேண்டும்',
      },
      {
        en: 'Proposed by two members of RASI in good standing',
        ta: 'சந்தா நிலுவை இல்லாத இரண்டு ராசி உறுப்பினர்கள் முன்மொழிய வேண்டும்',
      },
      {
        en: 'Associate members may attend general meetings but do not vote or stand for election',
        ta: 'இணை உறுப்பினர்கள் பொதுக்குழுக் கூட்டங்களில் கலந்துகொள்ளலாம்; ஆனால் வாக்களிக்கவோ தேர்தலில் போட்டியிடவோ இயலாது',
      },
    ],
  },
  {
    id: 'life',
    name: categoryName.life,
    forWhom: {
      en: 'Established member firms that wish to make a single payment in place of the annual subscription.',
      ta: 'ஆண்டுச் சந்தாவுக்குப் பதிலாக ஒரே தவணையாகத் தொகை செலுத்த விரும்பும், நிலைபெற்ற உறுப்பினர் நிறுவனங்கள்.',
    },
    eligibility: [
      {
        en: 'A micro or small enterprise member for at least ten continuous years',
        ta: 'குறைந்தது பத்து ஆண்டுகள் தொடர்ச்சியாகக் குறு அல்லது சிறு நிறுவன உறுப்பினராக இருந்திருக்க வேண்டும்',
      },
      {
        en: 'No subscription or other dues outstanding to the association',
        ta: 'சங்கத்துக்குச் செலுத்த வேண்டிய சந்தா அல்லது பிற நிலுவைத் தொகை எதுவும் இருக்கக் கூடாது',
      },
      {
        en: 'Life membership is held by the firm, not by the individual proprietor or partner',
        ta: 'ஆயுள் உறுப்பினர் தகுதி நிறுவனத்தின் பெயரிலேயே வழங்கப்படும்; தனிப்பட்ட உரிமையாளர் அல்லது பங்குதாரரின் பெயரில் அல்ல',
      },
    ],
  },
];

export const feeTable: Localisable<readonly FeeRow[]> = [
  { category: categoryName.micro, admissionFee: '₹1,000', annualSubscription: '₹2,000' },
  { category: categoryName.small, admissionFee: '₹2,000', annualSubscription: '₹5,000' },
  { category: categoryName.associate, admissionFee: '₹1,000', annualSubscription: '₹3,000' },
  {
    category: categoryName.life,
    admissionFee: '₹5,000',
    annualSubscription: {
      en: '₹40,000 once, no annual subscription',
      ta: '₹40,000 ஒருமுறை மட்டும்; ஆண்டுச் சந்தா இல்லை',
    },
  },
];

export const feeNotes: Localisable<readonly string[]> = [
  {
    en: 'Fees may be paid at the office by cheque or demand draft in favour of Regional Association of Small Industries, or by bank transfer; the account details are given on the application form.',
    ta: 'கட்டணங்களை “மண்டல சிறு தொழில்கள் சங்கம்” என்ற பெயரில் எடுக்கப்பட்ட காசோலை அல்லது வரைவோலை மூலம் அலுவலகத்தில் செலுத்தலாம்; அல்லது வங்கிப் பரிமாற்றம் மூலம் செலுத்தலாம். வங்கிக் கணக்கு விவரங்கள் விண்ணப்பப் படிவத்தில் கொடுக்கப்பட்டுள்ளன.',
  },
  {
    en: 'The admission fee is paid once and is not refundable.',
    ta: 'சேர்க்கைக் கட்டணம் ஒரே முறை மட்டுமே செலுத்தப்படும்; அது திருப்பித் தரப்படமாட்டாது.',
  },
  {
    en: 'The annual subscription falls due on 1 April each year and should be paid by 30 June to keep voting rights for the year.',
    ta: 'ஆண்டுச் சந்தா ஒவ்வோர் ஆண்டும் ஏப்ரல் 1 அன்று செலுத்தத்தக்கதாகிறது; அந்த ஆண்டுக்கான வாக்குரிமையைத் தக்கவைக்க, ஜூன் 30-க்குள் அதைச் செலுத்திவிட வேண்டும்.',
  },
];

export const eligibilityNotes: Localisable<readonly string[]> = [
  {
    en: 'The category of an enterprise is taken from its Udyam Registration Certificate, as classified under the MSMED Act, 2006 and the limits notified by the Government of India from time to time.',
    ta: 'ஒரு நிறுவனத்தின் வகை, அதன் உத்யம் பதிவுச் சான்றிதழில் உள்ளவாறே கொள்ளப்படும்; அச்சான்றிதழில் உள்ள வகைப்பாடு, MSMED சட்டம், 2006-இன்படியும் இந்திய அரசு அவ்வப்போது அறிவிக்கும் வரம்புகளின்படியும் அமைந்தது.',
  },
  {
    en: 'A firm that grows from micro to small moves to the small enterprise category from the next financial year, without paying a fresh admission fee.',
    ta: 'குறு நிறுவனத்திலிருந்து சிறு நிறுவனமாக வளரும் நிறுவனம், அடுத்த நிதியாண்டு முதல் சிறு நிறுவன வகைக்கு மாற்றப்படும்; இதற்குப் புதிய சேர்க்கைக் கட்டணம் செலுத்த வேண்டியதில்லை.',
  },
  {
    en: 'A firm with units in more than one district takes a single membership and names one district as its home chapter.',
    ta: 'ஒன்றுக்கு மேற்பட்ட மாவட்டங்களில் அலகுகள் உள்ள நிறுவனத்துக்கும் ஒரே ஒரு உறுப்பினர் தகுதிதான்; அந்நிறுவனம் ஏதேனும் ஒரு மாவட்டக் கிளையைத் தனது தாய்க் கிளையாகக் குறிப்பிட வேண்டும்.',
  },
  {
    en: 'The executive committee may decline an application, giving its reasons in writing, and the applicant may ask for it to be reconsidered at the next committee meeting.',
    ta: 'செயற்குழு காரணங்களை எழுத்துமூலம் தெரிவித்து ஒரு விண்ணப்பத்தை நிராகரிக்கலாம்; அவ்வாறு நிராகரிக்கப்பட்டால், அடுத்த குழுக் கூட்டத்தில் அதை மறுபரிசீலனை செய்யுமாறு விண்ணப்பதாரர் கோரலாம்.',
  },
];

export const documentsNeeded: Localisable<readonly string[]> = [
  {
    en: 'Completed application form, signed by the proprietor, a partner or a director',
    ta: 'உரிமையாளர், பங்குதாரர் அல்லது இயக்குநர் ஒருவர் கையொப்பமிட்ட, முழுமையாக நிரப்பப்பட்ட விண்ணப்பப் படிவம்',
  },
  { en: 'Copy of the Udyam Registration Certificate', ta: 'உத்யம் பதிவுச் சான்றிதழின் நகல்' },
  {
    en: 'Copy of the GST registration certificate, where the firm is registered',
    ta: 'நிறுவனம் பதிவு செய்திருந்தால், சரக்கு மற்றும் சேவை வரி (GST) பதிவுச் சான்றிதழின் நகல்',
  },
  {
    en: 'Copy of the partnership deed, or the certificate of incorporation, as applicable',
    ta: 'பொருந்தும் வகையில், கூட்டாண்மை ஒப்பந்தப் பத்திரத்தின் அல்லது நிறுவனக் கூட்டிணைவுச் சான்றிதழின் நகல்',
  },
  {
    en: 'Proof of the factory address, such as an electricity bill or lease deed',
    ta: 'மின் கட்டண ரசீது அல்லது குத்தகைப் பத்திரம் போன்ற, தொழிற்சாலை முகவரிக்கான சான்று',
  },
  {
    en: 'Two passport-size photographs of the person who will represent the firm',
    ta: 'சங்கத்தில் நிறுவனத்தின் பிரதிநிதியாகச் செயல்படவிருக்கும் நபரின் இரண்டு கடவுச்சீட்டு அளவுப் புகைப்படங்கள்',
  },
  {
    en: 'Payment of the admission fee and the first annual subscription',
    ta: 'சேர்க்கைக் கட்டணம் மற்றும் முதல் ஆண்டுச் சந்தாவுக்கான தொகை',
  },
];

export const howToApply: Localisable<readonly Step[]> = [
  {
    title: { en: 'Get the application form', ta: 'விண்ணப்பப் படிவத்தைப் பெறுங்கள்' },
    text: {
      en: 'Collect the form from RASI Bhavan during office hours, from any district chapter, or ask for it by email at membership@rasi-delta.org.in.',
      ta: 'அலுவலக நேரத்தில் ராசி பவனில் அல்லது ஏதேனும் ஒரு மாவட்டக் கிளையில் படிவத்தைப் பெற்றுக்கொள்ளலாம்; அல்லது membership@rasi-delta.org.in என்ற முகவரிக்கு மின்னஞ்சல் அனுப்பிக் கோரலாம்.',
    },
  },
  {
    title: { en: 'Fill it in with your Udyam details', ta: 'உத்யம் விவரங்களுடன் படிவத்தை நிரப்புங்கள்' },
    text: {
      en: "Give the firm's Udyam registration number, products, number of workers and the name of the person who will represent the firm in the association.",
      ta: 'நிறுவனத்தின் உத்யம் பதிவு எண், உற்பத்திப் பொருட்கள், தொழிலாளர்களின் எண்ணிக்கை, சங்கத்தில் நிறுவனத்தின் பிரதிநிதியாகச் செயல்படவிருக்கும் நபரின் பெயர் ஆகியவற்றைக் குறிப்பிடுங்கள்.',
    },
  },
  {
    title: { en: 'Submit with documents and fees', ta: 'ஆவணங்கள் மற்றும் கட்டணங்களுடன் சமர்ப்பியுங்கள்' },
    text: {
      en: 'Hand in the form with the listed documents and the fees at the office, or email scanned copies to membership@rasi-delta.org.in and pay by bank transfer.',
      ta: 'பட்டியலிடப்பட்ட ஆவணங்கள் மற்றும் கட்டணங்களுடன் படிவத்தை அலுவலகத்தில் நேரில் ஒப்படைக்கலாம்; அல்லது ஸ்கேன் செய்த நகல்களை membership@rasi-delta.org.in என்ற முகவரிக்கு மின்னஞ்சலில் அனுப்பி, கட்டணத்தை வங்கிப் பரிமாற்றம் மூலம் செலுத்தலாம்.',
    },
  },
  {
    title: { en: 'Scrutiny by the membership committee', ta: 'உறுப்பினர் சேர்க்கைக் குழுவின் பரிசீலனை' },
    text: {
      en: 'The membership committee checks the documents at its monthly meeting and may visit the unit. The secretariat will call you if anything is missing.',
      ta: 'உறுப்பினர் சேர்க்கைக் குழு தனது மாதாந்திரக் கூட்டத்தில் ஆவணங்களைச் சரிபார்க்கும்; அலகை நேரில் பார்வையிடவும் கூடும். ஏதேனும் விடுபட்டிருந்தால் செயலகம் உங்களைத் தொலைபேசியில் தொடர்புகொள்ளும்.',
    },
  },
  {
    title: { en: 'Receive your membership certificate', ta: 'உறுப்பினர் சான்றிதழைப் பெறுங்கள்' },
    text: {
      en: 'Once the executive committee approves the application, the firm receives a membership number, a certificate and a listing in the member directory.',
      ta: 'செயற்குழு விண்ணப்பத்தை ஏற்றதும், நிறுவனத்துக்கு உறுப்பினர் எண்ணும் சான்றிதழும் வழங்கப்படும்; உறுப்பினர் விவரப் பட்டியலிலும் அது இடம்பெறும்.',
    },
  },
];

/** The words the membership page (components/pages/membership/) lays out around the content above. */
export const membershipPageText = {
  categoriesHeading: { en: 'Membership categories', ta: 'உறுப்பினர் வகைகள்' },
  eligibilityLabel: { en: 'Eligibility', ta: 'தகுதிகள்' },
  feesHeading: { en: 'Fees', ta: 'கட்டணங்கள்' },
  feeTableCaption: { en: 'Membership fees by category', ta: 'வகை வாரியான உறுப்பினர் கட்டணங்கள்' },
  feeColumnCategory: { en: 'Category', ta: 'வகை' },
  feeColumnAdmissionFee: { en: 'Admission fee', ta: 'சேர்க்கைக் கட்டணம்' },
  feeColumnAnnualSubscription: { en: 'Annual subscription', ta: 'ஆண்டுச் சந்தா' },
  eligibilityNotesHeading: { en: 'Eligibility notes', ta: 'தகுதி தொடர்பான குறிப்புகள்' },
  documentsHeading: { en: 'Documents needed', ta: 'தேவையான ஆவணங்கள்' },
  howToApplyHeading: { en: 'How to apply', ta: 'விண்ணப்பிக்கும் முறை' },
  findOutMoreHeading: { en: 'Find out more', ta: 'மேலும் அறிய' },
} as const satisfies Record<string, Words>;
