import type { Localisable, Words } from '@/lib/i18n/words';
import type { Adviser, Faq, GuidanceContact, Paragraphs, TitledText } from './content-shapes';

export const guidanceCellIntro: Localisable<Paragraphs> = [
  {
    en: 'The RASI guidance cell was opened in 1994 to give small manufacturers a place to take their questions before they become problems. It is staffed by experienced advisers and backed by volunteers from among our members, including retired bankers, chartered accountants and engineers. Advice is free for members and for first-generation entrepreneurs in the delta, and every conversation is kept confidential.',
    ta: 'சிறு உற்பத்தியாளர்கள் தங்கள் ஐயங்கள் சிக்கல்களாக மாறும் முன்பே அவற்றைக் கேட்டுத் தெளிவு பெற ஓர் இடம் வேண்டும் என்பதற்காக, ராசி வழிகாட்டு மையம் 1994-ஆம் ஆண்டு தொடங்கப்பட்டது. அனுபவம் வாய்ந்த ஆலோசகர்கள் இங்கு பணியாற்றுகின்றனர்; ஓய்வுபெற்ற வங்கியாளர்கள், பட்டயக் கணக்காளர்கள், பொறியாளர்கள் உள்ளிட்ட எங்கள் உறுப்பினர்களிலிருந்தே முன்வரும் தன்னார்வலர்கள் அவர்களுக்குத் துணை நிற்கின்றனர். உறுப்பினர்களுக்கும் டெல்டா பகுதியின் முதல் தலைமுறைத் தொழில்முனைவோருக்கும் ஆலோசனை இலவசம்; ஒவ்வோர் உரையாடலும் ரகசியமாக வைக்கப்படுகிறது.',
  },
  {
    en: 'The cell does not act as an agent or charge a commission, and it does not promise that any loan or subsidy will be sanctioned. What it does is explain the options clearly, help you prepare the right papers and stay with you until your application is decided.',
    ta: 'இந்த மையம் முகவராகச் செயல்படுவதில்லை; தரகுத் தொகை வசூலிப்பதுமில்லை; எந்தக் கடனோ மானியமோ அனுமதிக்கப்படும் என்று உறுதியளிப்பதுமில்லை. உங்கள் முன் உள்ள வாய்ப்புகளைத் தெளிவாக விளக்குவது, சரியான ஆவணங்களைத் தயாரிக்க உதவுவது, உங்கள் விண்ணப்பத்தின் மீது முடிவு எடுக்கப்படும் வரை உங்களுக்குத் துணை நிற்பது ஆகியவையே அதன் பணி.',
  },
];

export const guidanceTopics: Localisable<readonly TitledText[]> = [
  {
    title: { en: 'Bank finance', ta: 'வங்கிக் கடன்' },
    text: {
      en: 'Choosing between term loans, working capital and collateral-free credit, and preparing for a meeting with the bank.',
      ta: 'காலக் கடன், நடைமுறை மூலதனம், பிணையில்லாக் கடன் ஆகியவற்றில் பொருத்தமானதைத் தேர்வு செய்தல், வங்கியுடனான சந்திப்புக்குத் தயாராதல்.',
    },
  },
  {
    title: { en: 'Government schemes', ta: 'அரசுத் திட்டங்கள்' },
    text: {
      en: 'Which central and Tamil Nadu schemes fit your project, what they offer and how to apply.',
      ta: 'ஒன்றிய அரசு மற்றும் தமிழ்நாடு அரசின் எந்தத் திட்டங்கள் உங்கள் திட்டப்பணிக்குப் பொருந்தும், அவை என்ன வழங்குகின்றன, எவ்வாறு விண்ணப்பிப்பது.',
    },
  },
  {
    title: { en: 'Project reports', ta: 'திட்ட அறிக்கைகள்' },
    text: {
      en: 'Preparing a bankable project report with realistic costs, sales estimates and cash flows.',
      ta: 'நடைமுறைக்கு ஏற்ற செலவுகள், விற்பனை மதிப்பீடுகள், பணப்புழக்கங்களுடன் வங்கிக் கடன் பெறத் தகுந்த திட்ட அறிக்கையைத் தயாரித்தல்.',
    },
  },
  {
    title: { en: 'Registrations and approvals', ta: 'பதிவுகள் மற்றும் அனுமதிகள்' },
    text: {
      en: 'Udyam registration, factory licence, fire safety, building plan and local body approvals for a new or expanding unit.',
      ta: 'புதிய அல்லது விரிவாக்கப்படும் தொழில் அலகுக்கான உத்யம் பதிவு, தொழிற்சாலை உரிமம்; தீப் பாதுகாப்பு, கட்டட வரைபடம் ஆகியவற்றுக்கான அனுமதிகள், உள்ளாட்சி அமைப்பின் அனுமதி.',
    },
  },
  {
    title: { en: 'Pollution control consents', ta: 'மாசுக் கட்டுப்பாட்டு இசைவாணைகள்' },
    text: {
      en: 'Applying for and renewing consent to establish and consent to operate from the Tamil Nadu Pollution Control Board.',
      ta: 'தமிழ்நாடு மாசு கட்டுப்பாடு வாரியத்திடமிருந்து நிறுவுவதற்கான இசைவாணை, இயக்குவதற்கான இசைவாணை ஆகியவற்றுக்கு விண்ணப்பித்தல், அவற்றைப் புதுப்பித்தல்.',
    },
  },
  {
    title: { en: 'GST and taxation', ta: 'சரக்கு மற்றும் சேவை வரி (GST), வரிவிதிப்பு' },
    text: {
      en: 'Registration, returns, e-invoicing and input tax credit questions, with referral to a member chartered accountant where needed.',
      ta: 'பதிவு, வரிக் கணக்குத் தாக்கல், மின்-விலைப்பட்டியல், உள்ளீட்டு வரி வரவு தொடர்பான கேள்விகள்; தேவைப்படும்போது உறுப்பினரான பட்டயக் கணக்காளரிடம் அனுப்பிவைத்தல்.',
    },
  },
  {
    title: { en: 'Delayed payments', ta: 'தாமதமான பணப்பட்டுவாடா' },
    text: {
      en: 'Drafting demand notices and preparing cases for the Micro and Small Enterprises Facilitation Council.',
      ta: 'கோரிக்கை அறிவிப்புகளை வரைதல், குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றத்திற்கான வழக்குகளைத் தயாரித்தல்.',
    },
  },
  {
    title: { en: 'Exports', ta: 'ஏற்றுமதி' },
    text: {
      en: 'Importer Exporter Code, export promotion council registration, documentation, pricing and finding overseas buyers.',
      ta: 'இறக்குமதியாளர் ஏற்றுமதியாளர் குறியீடு, ஏற்றுமதி மேம்பாட்டு மன்றப் பதிவு, ஆவணங்கள், விலை நிர்ணயம், வெளிநாட்டு வாங்குநர்களைக் கண்டறிதல்.',
    },
  },
  {
    title: { en: 'Labour and statutory compliance', ta: 'தொழிலாளர் சட்டங்களும் சட்டப்பூர்வ இணக்கமும்' },
    text: {
      en: 'Provident fund, ESI, minimum wages, apprenticeship registration and the records an inspector will ask for.',
      ta: 'வருங்கால வைப்பு நிதி, தொழிலாளர் அரசு ஈட்டுறுதி (ESI), குறைந்தபட்ச ஊதியம், தொழிற்பழகுநர் பதிவு, ஆய்வாளர் கேட்கும் பதிவேடுகள்.',
    },
  },
  {
    title: { en: 'Sick units and restructuring', ta: 'நலிவடைந்த தொழில் அலகுகள் மற்றும் மறுசீரமைப்பு' },
    text: {
      en: 'Early warning signs of stress, restructuring options available from banks, and settlement of overdue loans.',
      ta: 'நிதி நெருக்கடியின் முன்னெச்சரிக்கை அறிகுறிகள், வங்கிகள் வழங்கும் மறுசீரமைப்பு வாய்ப்புகள், நிலுவைக் கடன்களுக்கான தீர்வு.',
    },
  },
];

export const guidanceContact: Localisable<GuidanceContact> = {
  phone: '+91 431 250 4173',
  email: 'guidance@rasi-delta.org.in',
  walkInHours: [
    {
      days: { en: 'Monday to Friday', ta: 'திங்கள் முதல் வெள்ளி வரை' },
      time: {
        en: '10:00 am – 1:00 pm and 2:30 pm – 5:00 pm',
        ta: 'காலை 10:00 – பிற்பகல் 1:00, பிற்பகல் 2:30 – மாலை 5:00',
      },
    },
    {
      days: { en: 'Saturday', ta: 'சனிக்கிழமை' },
      time: { en: '10:00 am – 1:00 pm', ta: 'காலை 10:00 – பிற்பகல் 1:00' },
    },
  ],
  appointmentNote: {
    en: 'Walk-in visitors are seen in turn. For a detailed consultation on a project report, a loan or an export order, please book an appointment by telephone or email at least two working days ahead and bring your papers with you.',
    ta: 'முன்பதிவின்றி நேரில் வருபவர்களுக்கு வருகை வரிசைப்படி ஆலோசனை வழங்கப்படும். திட்ட அறிக்கை, கடன் அல்லது ஏற்றுமதி ஆணை குறித்த விரிவான ஆலோசனைக்கு, குறைந்தது இரண்டு வேலை நாட்களுக்கு முன்பே தொலைபேசி அல்லது மின்னஞ்சல் மூலம் முன்பதிவு செய்து, உங்கள் ஆவணங்களை உடன் கொண்டு வரவும்.',
  },
};

export const advisers: Localisable<readonly Adviser[]> = [
  {
    name: { en: 'K. Ranganathan', ta: 'கே. ரங்கநாதன்' },
    field: { en: 'Bank finance and schemes', ta: 'வங்கிக் கடன் மற்றும் திட்டங்கள்' },
    background: {
      en: 'Retired chief manager of a public sector bank with thirty years in MSME lending.',
      ta: 'குறு, சிறு மற்றும் நடுத்தர நிறுவனங்களுக்குக் கடன் வழங்குவதில் முப்பது ஆண்டு அனுபவம் கொண்ட, பொதுத் துறை வங்கி ஒன்றின் ஓய்வுபெற்ற முதன்மை மேலாளர்.',
    },
  },
  {
    name: { en: 'S. Jayanthi', ta: 'எஸ். ஜெயந்தி' },
    field: {
      en: 'Taxation, GST and accounts',
      ta: 'வரிவிதிப்பு, GST, கணக்குகள்',
    },
    background: {
      en: 'Chartered accountant in practice in Tiruchirappalli, advising small manufacturers since 2004.',
      ta: 'திருச்சிராப்பள்ளியில் தொழில் புரியும் பட்டயக் கணக்காளர்; 2004 முதல் சிறு உற்பத்தியாளர்களுக்கு ஆலோசனை வழங்கி வருகிறார்.',
    },
  },
  {
    name: { en: 'M. Sheik Dawood', ta: 'எம். ஷேக் தாவூத்' },
    field: { en: 'Exports and trade documentation', ta: 'ஏற்றுமதி மற்றும் வர்த்தக ஆவணங்கள்' },
    background: {
      en: 'Former export manager of a Karur home textiles firm, now running the export facilitation desk.',
      ta: 'கரூரில் உள்ள வீட்டு உபயோக ஜவுளி நிறுவனம் ஒன்றின் முன்னாள் ஏற்றுமதி மேலாளர்; தற்போது ஏற்றுமதி உதவிப் பிரிவை நடத்தி வருகிறார்.',
    },
  },
  {
    name: { en: 'R. Elamaran', ta: 'ஆர். இளமாறன்' },
    field: {
      en: 'Technical, approvals and pollution control',
      ta: 'தொழில்நுட்பம், அனுமதிகள் மற்றும் மாசுக் கட்டுப்பாடு',
    },
    background: {
      en: 'Mechanical engineer and former factory manager, familiar with licensing and consent procedures.',
      ta: 'இயந்திரவியல் பொறியாளர், முன்னாள் தொழிற்சாலை மேலாளர்; உரிமம் மற்றும் இசைவாணை நடைமுறைகளை நன்கு அறிந்தவர்.',
    },
  },
];

export const guidanceFaqs: Localisable<readonly Faq[]> = [
  {
    question: {
      en: 'Do I have to be a member of RASI to use the guidance cell?',
      ta: 'வழிகாட்டு மையத்தைப் பயன்படுத்த நான் ராசியின் உறுப்பினராக இருக்க வேண்டுமா?',
    },
    answer: {
      en: 'No. Advice is free for members and for first-generation entrepreneurs planning a unit in the delta districts. Non-members with an established firm are welcome for a first consultation and are then invited to join.',
      ta: 'தேவையில்லை. உறுப்பினர்களுக்கும், டெல்டா மாவட்டங்களில் தொழில் அலகு அமைக்கத் திட்டமிடும் முதல் தலைமுறைத் தொழில்முனைவோருக்கும் ஆலோசனை இலவசம். ஏற்கெனவே நிறுவனம் நடத்தி வரும் உறுப்பினர் அல்லாதோரும் முதல் ஆலோசனைக்கு வரலாம்; அதன் பின்னர் அவர்களைச் சங்கத்தில் சேருமாறு அழைக்கிறோம்.',
    },
  },
  {
    question: {
      en: 'Can the guidance cell get my loan sanctioned?',
      ta: 'வழிகாட்டு மையம் எனது கடனுக்கு அனுமதி பெற்றுத் தர முடியுமா?',
    },
    answer: {
      en: 'No one can promise that. The decision rests with the bank. We help you prepare a sound proposal, explain what the bank will look for and follow up with the branch if your application is delayed without reason.',
      ta: 'அதற்கு யாராலும் உறுதியளிக்க முடியாது. முடிவெடுப்பது வங்கிதான். உறுதியான கடன் முன்மொழிவைத் தயாரிக்க உதவுகிறோம்; வங்கி எவற்றைக் கவனிக்கும் என்பதை விளக்குகிறோம்; உங்கள் விண்ணப்பம் காரணமின்றித் தாமதமானால் வங்கிக் கிளையிடம் தொடர்ந்து கேட்டறிகிறோம்.',
    },
  },
  {
    question: {
      en: 'Is there a charge for preparing a project report?',
      ta: 'திட்ட அறிக்கை தயாரிக்கக் கட்டணம் உண்டா?',
    },
    answer: {
      en: 'Members pay nothing for advice. For a full project report a nominal fee of ₹1,500 covers typing and printing, and it is waived for participants of RASI entrepreneurship programmes.',
      ta: 'ஆலோசனைக்கு உறுப்பினர்கள் எதுவும் செலுத்த வேண்டியதில்லை. முழுமையான திட்ட அறிக்கைக்கு, தட்டச்சு மற்றும் அச்சுச் செலவுக்காக ₹1,500 என்ற குறைந்த கட்டணம் பெறப்படுகிறது; ராசி தொழில்முனைவுப் பயிற்சித் திட்டங்களில் பங்கேற்பவர்களுக்கு இக்கட்டணம் தள்ளுபடி செய்யப்படுகிறது.',
    },
  },
  {
    question: { en: 'Can I consult the cell in Tamil?', ta: 'மையத்தில் தமிழில் ஆலோசனை பெறலாமா?' },
    answer: {
      en: 'Yes. All our advisers speak Tamil and English, and our forms and guidance notes are available in both languages.',
      ta: 'ஆம். எங்கள் ஆலோசகர்கள் அனைவரும் தமிழிலும் ஆங்கிலத்திலும் பேசுவார்கள்; எங்கள் படிவங்களும் வழிகாட்டுக் குறிப்புகளும் இரு மொழிகளிலும் கிடைக்கின்றன.',
    },
  },
];

/** The words the guidance cell page lays out around the content above. */
export const guidanceCellPageText = {
  topicsHeading: { en: 'What we can help with', ta: 'நாங்கள் உதவக்கூடியவை' },
  contactHeading: { en: 'How to reach the cell', ta: 'மையத்தைத் தொடர்புகொள்ளும் வழிகள்' },
  telephoneLabel: { en: 'Telephone', ta: 'தொலைபேசி' },
  emailLabel: { en: 'Email', ta: 'மின்னஞ்சல்' },
  walkInHoursCaption: { en: 'Walk-in hours at RASI Bhavan', ta: 'ராசி பவனில் நேரில் ஆலோசனை பெறும் நேரம்' },
  daysColumn: { en: 'Days', ta: 'நாட்கள்' },
  hoursColumn: { en: 'Hours', ta: 'நேரம்' },
  advisersHeading: { en: 'Our advisers', ta: 'எங்கள் ஆலோசகர்கள்' },
  faqsHeading: { en: 'Frequently asked questions', ta: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' },
} as const satisfies Record<string, Words>;
