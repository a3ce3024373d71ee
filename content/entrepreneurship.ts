import type { Localisable, Words } from '@/lib/i18n/words';
import type { Paragraphs, Programme, Scheme, Step } from './content-shapes';

export const entrepreneurshipIntro: Localisable<Paragraphs> = [
  {
    en: 'Most of the firms in RASI were started by first-generation entrepreneurs: a machinist who bought his own lathe, a graduate who set up a food unit in her home town, a family that turned a repair shop into a factory. Helping the next generation take that step is one of the oldest parts of our work, and our programmes are open to members and non-members alike.',
    ta: 'ராசியில் உள்ள பெரும்பாலான நிறுவனங்களைத் தொடங்கியவர்கள் முதல் தலைமுறைத் தொழில்முனைவோரே. சொந்தமாகக் கடைசல் இயந்திரம் வாங்கிய இயந்திரப் பணியாளரும் அவர்களில் உண்டு; தனது சொந்த ஊரில் உணவுத் தொழில் அலகை அமைத்த பட்டதாரிப் பெண்ணும் உண்டு; பழுதுபார்க்கும் கடையைத் தொழிற்சாலையாக வளர்த்த குடும்பமும் உண்டு. அடுத்த தலைமுறையினரும் இவ்வாறு தொழில் தொடங்க உதவுவது, நாங்கள் தொடக்கம் முதலே செய்துவரும் பணிகளில் ஒன்று. உறுப்பினர்களும் உறுப்பினர் அல்லாதோரும் எங்கள் பயிற்சித் திட்டங்களில் சேரலாம்.',
  },
  {
    en: 'Our courses are taught by experienced member entrepreneurs, bankers, chartered accountants and faculty from the technical institutions we work with. Alongside the training, the guidance cell helps participants choose the right government scheme, prepare a bankable project report and follow the application through. The schemes described below are summarised in plain words; the official guidelines of each scheme always prevail.',
    ta: 'அனுபவம் வாய்ந்த உறுப்பினர் தொழில்முனைவோர், வங்கியாளர்கள், பட்டயக் கணக்காளர்கள், நாங்கள் இணைந்து பணியாற்றும் தொழில்நுட்பக் கல்வி நிறுவனங்களின் ஆசிரியர்கள் ஆகியோர் எங்கள் பயிற்சி வகுப்புகளை நடத்துகின்றனர். பயிற்சி வகுப்புகளோடு, பங்கேற்பாளர்கள் சரியான அரசுத் திட்டத்தைத் தேர்வு செய்யவும், வங்கிக் கடன் பெறத் தகுந்த திட்ட அறிக்கையைத் தயாரிக்கவும், விண்ணப்பத்தை இறுதிவரை தொடர்ந்து கவனிக்கவும் வழிகாட்டு மையமும் உதவுகிறது. கீழே உள்ள திட்ட விவரங்கள் எளிய சொற்களில் சுருக்கமாகத் தரப்பட்டுள்ளன; எந்த நிலையிலும் ஒவ்வொரு திட்டத்தின் அதிகாரப்பூர்வ வழிகாட்டு நெறிமுறைகளே இறுதியானவை.',
  },
];

export const programmes: Localisable<readonly Programme[]> = [
  {
    id: 'entrepreneurship-awareness',
    name: { en: 'Entrepreneurship Awareness Programme', ta: 'தொழில்முனைவு விழிப்புணர்வுப் பயிற்சித் திட்டம்' },
    duration: { en: '2 days', ta: '2 நாட்கள்' },
    forWhom: {
      en: 'Final-year students of engineering, polytechnic, ITI and arts and science colleges, and anyone considering a business of their own.',
      ta: 'பொறியியல் கல்லூரிகள், பல்தொழில்நுட்பக் கல்லூரிகள், தொழிற்பயிற்சி நிலையங்கள், கலை மற்றும் அறிவியல் கல்லூரிகள் ஆகியவற்றின் இறுதியாண்டு மாணவர்களும், சொந்தமாகத் தொழில் தொடங்க எண்ணும் எவரும்.',
    },
    covers: [
      { en: 'What it takes to run a small factory', ta: 'ஒரு சிறு தொழிற்சாலையை நடத்த என்னென்ன தேவை' },
      {
        en: 'Choosing a product and reading the local market',
        ta: 'பொருளைத் தேர்வு செய்தல், உள்ளூர்ச் சந்தையைப் புரிந்துகொள்ளுதல்',
      },
      {
        en: 'An introduction to Udyam registration and government schemes',
        ta: 'உத்யம் பதிவு மற்றும் அரசுத் திட்டங்கள் குறித்த அறிமுகம்',
      },
      {
        en: 'A visit to a member unit and a conversation with its owner',
        ta: 'உறுப்பினர் தொழில் அலகு ஒன்றைப் பார்வையிடுதல், அதன் உரிமையாளருடன் கலந்துரையாடல்',
      },
    ],
    fee: { en: 'Free', ta: 'கட்டணம் இல்லை' },
    nextBatch: '2027-01-21',
  },
  {
    id: 'start-your-unit',
    name: {
      en: 'Start Your Unit: Entrepreneurship Development Programme',
      ta: 'உங்கள் தொழில் அலகைத் தொடங்குங்கள்: தொழில்முனைவோர் மேம்பாட்டுப் பயிற்சித் திட்டம்',
    },
    duration: { en: '3 weeks (15 working days)', ta: '3 வாரங்கள் (15 வேலை நாட்கள்)' },
    forWhom: {
      en: 'First-generation entrepreneurs who have chosen a product and intend to set up a manufacturing unit within a year.',
      ta: 'பொருளைத் தேர்வு செய்து, ஓராண்டுக்குள் உற்பத்தி அலகை அமைக்க எண்ணியுள்ள முதல் தலைமுறைத் தொழில்முனைவோர்.',
    },
    covers: [
      { en: 'Market survey and product selection', ta: 'சந்தை ஆய்வு மற்றும் பொருள் தேர்வு' },
      { en: 'Preparing a bankable project report', ta: 'வங்கிக் கடன் பெறத் தகுந்த திட்ட அறிக்கை தயாரித்தல்' },
      {
        en: 'Costing, pricing and working capital',
        ta: 'அடக்கவிலைக் கணக்கீடு, விலை நிர்ணயம், நடைமுறை மூலதனம்',
      },
      {
        en: 'Statutory registrations, approvals and GST',
        ta: 'சட்டப்பூர்வப் பதிவுகள், அனுமதிகள், சரக்கு மற்றும் சேவை வரி (GST)',
      },
      {
        en: 'Applying under PMEGP, NEEDS and bank credit schemes',
        ta: 'பிரதமரின் வேலைவாய்ப்பு உருவாக்கத் திட்டம் (PMEGP), புதிய தொழில்முனைவோர் மற்றும் நிறுவன மேம்பாட்டுத் திட்டம் (NEEDS), வங்கிக் கடன் திட்டங்கள் ஆகியவற்றின் கீழ் விண்ணப்பித்தல்',
      },
    ],
    fee: {
      en: '₹3,500 (refunded to participants who register a unit within a year)',
      ta: '₹3,500 (ஓராண்டுக்குள் தொழில் அலகைப் பதிவு செய்யும் பங்கேற்பாளர்களுக்குத் திருப்பி வழங்கப்படும்)',
    },
    nextBatch: '2027-02-15',
  },
  {
    id: 'women-in-manufacturing',
    name: { en: 'Women in Manufacturing', ta: 'உற்பத்தித் துறையில் மகளிர்' },
    duration: { en: '10 days, spread over four weeks', ta: 'நான்கு வாரங்களில் மொத்தம் 10 நாட்கள்' },
    forWhom: {
      en: 'Women who run a small unit, help run a family firm, or plan to start a manufacturing enterprise.',
      ta: 'சிறு தொழில் அலகை நடத்தும், குடும்ப நிறுவனத்தை நடத்த உதவும், அல்லது உற்பத்தி நிறுவனம் தொடங்கத் திட்டமிடும் பெண்கள்.',
    },
    covers: [
      { en: 'Product ideas suited to the delta districts', ta: 'டெல்டா மாவட்டங்களுக்கு ஏற்ற உற்பத்திப் பொருள் யோசனைகள்' },
      {
        en: 'Bookkeeping, banking and digital payments',
        ta: 'கணக்குப் பதிவியல், வங்கிச் சேவைகள், மின்னணுப் பணப் பரிவர்த்தனைகள்',
      },
      {
        en: 'Stand-Up India, NEEDS and other schemes for women',
        ta: 'ஸ்டாண்ட்-அப் இந்தியா, NEEDS உள்ளிட்ட மகளிருக்கான திட்டங்கள்',
      },
      { en: 'Mentoring by senior women members of RASI', ta: 'ராசியின் மூத்த பெண் உறுப்பினர்களின் வழிகாட்டுதல்' },
    ],
    fee: '₹1,000',
    nextBatch: '2027-03-08',
  },
  {
    id: 'owner-manager-mdp',
    name: {
      en: 'Management Development Programme for Owner-Managers',
      ta: 'நிறுவனத்தை நடத்தும் உரிமையாளர்களுக்கான மேலாண்மை மேம்பாட்டுப் பயிற்சித் திட்டம்',
    },
    duration: { en: '6 Saturdays', ta: '6 சனிக்கிழமைகள்' },
    forWhom: {
      en: 'Owners and senior managers of existing micro and small units who want to manage costs, cash and people better.',
      ta: 'ஏற்கெனவே இயங்கி வரும் குறு மற்றும் சிறு தொழில் அலகுகளின் உரிமையாளர்களிலும் மூத்த மேலாளர்களிலும், செலவுகள், பணப்புழக்கம், பணியாளர்கள் ஆகியவற்றை மேலும் சிறப்பாக நிர்வகிக்க விரும்புவோர்.',
    },
    covers: [
      { en: 'Product costing and margin analysis', ta: 'பொருள் அடக்கவிலைக் கணக்கீடு, லாப வரம்புப் பகுப்பாய்வு' },
      {
        en: 'Working capital, receivables and the 45-day payment rule',
        ta: 'நடைமுறை மூலதனம், வரவேண்டிய தொகைகள், 45 நாட்களுக்குள் பணம் செலுத்த வேண்டும் என்ற விதி',
      },
      {
        en: 'GST compliance and e-invoicing',
        ta: 'GST இணக்கம், மின்-விலைப்பட்டியல்',
      },
      { en: 'Shop-floor productivity and 5S', ta: 'பணித்தள உற்பத்தித்திறன், 5S முறை' },
      {
        en: 'Managing and retaining skilled workers',
        ta: 'திறன்மிக்க தொழிலாளர்களை நிர்வகித்தல், தக்கவைத்துக்கொள்ளுதல்',
      },
    ],
    fee: { en: '₹4,000 for members, ₹6,000 for others', ta: 'உறுப்பினர்களுக்கு ₹4,000, மற்றவர்களுக்கு ₹6,000' },
    nextBatch: '2027-04-10',
  },
  {
    id: 'export-readiness',
    name: { en: 'Export Readiness Workshop', ta: 'ஏற்றுமதித் தயார்நிலைப் பயிலரங்கம்' },
    duration: { en: '3 days', ta: '3 நாட்கள்' },
    forWhom: {
      en: 'Member firms with a proven product that are preparing to ship their first export order.',
      ta: 'சந்தையில் ஏற்கெனவே வரவேற்பைப் பெற்ற பொருளுடன், தங்கள் முதல் ஏற்றுமதி ஆணைக்கான சரக்கை அனுப்பத் தயாராகும் உறுப்பினர் நிறுவனங்கள்.',
    },
    covers: [
      {
        en: 'Importer Exporter Code and registration with an export promotion council',
        ta: 'இறக்குமதியாளர் ஏற்றுமதியாளர் குறியீடு, ஏற்றுமதி மேம்பாட்டு மன்றத்தில் பதிவு',
      },
      {
        en: 'Pricing, Incoterms and payment terms',
        ta: 'விலை நிர்ணயம், பன்னாட்டு வணிக விதிமுறைகள் (Incoterms), பணம் செலுத்தும் நிபந்தனைகள்',
      },
      { en: 'Export documentation and customs procedure', ta: 'ஏற்றுமதி ஆவணங்கள், சுங்க நடைமுறை' },
      {
        en: 'Finding buyers through fairs, delegations and online platforms',
        ta: 'வர்த்தகக் கண்காட்சிகள், வர்த்தகத் தூதுக்குழுக்கள், இணையவழித் தளங்கள் மூலம் வாங்குநர்களைக் கண்டறிதல்',
      },
    ],
    fee: { en: '₹2,500 for members', ta: 'உறுப்பினர்களுக்கு ₹2,500' },
    nextBatch: '2027-05-17',
  },
];

export const schemesIntro: Localisable<string> = {
  en: 'These are the schemes that our participants ask about most. Limits, subsidy rates and eligibility rules are revised from time to time, so please confirm the current terms with the guidance cell or the implementing office before you apply.',
  ta: 'எங்கள் பங்கேற்பாளர்கள் அதிகம் கேட்டறியும் திட்டங்கள் இவை. வரம்புகள், மானிய விகிதங்கள், தகுதி விதிமுறைகள் அவ்வப்போது திருத்தப்படுவதால், விண்ணப்பிக்கும் முன் தற்போதைய நிபந்தனைகளை வழிகாட்டு மையத்திடமோ திட்டத்தைச் செயல்படுத்தும் அலுவலகத்திடமோ உறுதிசெய்துகொள்ளவும்.',
};

export const schemes: Localisable<readonly Scheme[]> = [
  {
    name: {
      en: "Prime Minister's Employment Generation Programme",
      ta: 'பிரதமரின் வேலைவாய்ப்பு உருவாக்கத் திட்டம்',
    },
    shortName: 'PMEGP',
    runBy: {
      en: 'Ministry of MSME, Government of India, implemented through the Khadi and Village Industries Commission, the State Khadi and Village Industries Board and the District Industries Centres.',
      ta: 'இந்திய அரசின் குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் (MSME) அமைச்சகம். காதி மற்றும் கிராமத் தொழில்கள் ஆணையம், மாநிலக் கதர் மற்றும் கிராமத் தொழில்கள் வாரியம், மாவட்டத் தொழில் மையங்கள் வழியாக இத்திட்டம் செயல்படுத்தப்படுகிறது.',
    },
    gives: {
      en: 'A margin money subsidy on bank loans for new micro enterprises, ranging from 15 to 35 per cent of the project cost depending on the applicant category and whether the unit is in a rural or urban area, subject to a project cost ceiling.',
      ta: 'புதிய குறு நிறுவனங்களுக்கான வங்கிக் கடன்களுக்கு விளிம்புத் தொகை மானியம். விண்ணப்பதாரரின் பிரிவையும், தொழில் அலகு ஊரகப் பகுதியில் உள்ளதா நகர்ப்புறப் பகுதியில் உள்ளதா என்பதையும் பொறுத்து, இம்மானியம் திட்ட மதிப்பீட்டில் 15 முதல் 35 சதவீதம் வரை இருக்கும்; திட்ட மதிப்பீட்டுக்கு ஓர் உச்சவரம்பு உண்டு.',
    },
    forWhom: {
      en: 'Individuals aged 18 and above, self-help groups and certain institutions setting up a new unit; larger projects need a minimum educational qualification.',
      ta: 'புதிய தொழில் அலகு அமைக்கும் 18 வயது மற்றும் அதற்கு மேற்பட்ட தனிநபர்கள், சுய உதவிக் குழுக்கள், குறிப்பிட்ட சில அமைப்புகள்; பெரிய திட்டப்பணிகளுக்குக் குறைந்தபட்சக் கல்வித் தகுதி தேவை.',
    },
  },
  {
    name: {
      en: 'Credit Guarantee Scheme for Micro and Small Enterprises',
      ta: 'குறு மற்றும் சிறு நிறுவனங்களுக்கான கடன் உத்தரவாதத் திட்டம்',
    },
    shortName: 'CGTMSE',
    runBy: {
      en: 'The Credit Guarantee Fund Trust for Micro and Small Enterprises, set up by the Ministry of MSME and the Small Industries Development Bank of India.',
      ta: 'MSME அமைச்சகமும் இந்தியச் சிறு தொழில் வளர்ச்சி வங்கியும் (SIDBI) இணைந்து அமைத்த, குறு மற்றும் சிறு நிறுவனங்களுக்கான கடன் உத்தரவாத நிதி அறக்கட்டளை.',
    },
    gives: {
      en: 'A guarantee to the lending bank for term loans and working capital given without collateral or third-party guarantee, up to the ceiling notified by the Trust. An annual guarantee fee is payable, usually passed on to the borrower.',
      ta: 'பிணையோ மூன்றாம் தரப்பு உத்தரவாதமோ இல்லாமல் வழங்கப்படும் காலக் கடன்கள் மற்றும் நடைமுறை மூலதனக் கடன்களுக்கு, அறக்கட்டளை அறிவிக்கும் உச்சவரம்பு வரை, கடன் வழங்கும் வங்கிக்கு உத்தரவாதம். ஆண்டு உத்தரவாதக் கட்டணம் செலுத்த வேண்டும்; பொதுவாக இக்கட்டணம் கடன் பெறுபவரிடமே வசூலிக்கப்படும்.',
    },
    forWhom: {
      en: 'New and existing micro and small enterprises borrowing from a bank or financial institution registered with the Trust.',
      ta: 'அறக்கட்டளையில் பதிவு செய்துள்ள வங்கி அல்லது நிதி நிறுவனத்திடமிருந்து கடன் பெறும் புதிய மற்றும் ஏற்கெனவே இயங்கி வரும் குறு மற்றும் சிறு நிறுவனங்கள்.',
    },
  },
  {
    name: {
      en: 'Micro and Small Enterprises Cluster Development Programme',
      ta: 'குறு மற்றும் சிறு நிறுவனங்கள் குழும மேம்பாட்டுத் திட்டம்',
    },
    shortName: 'MSE-CDP',
    runBy: {
      en: 'Ministry of MSME, Government of India, with the state government and its industries department.',
      ta: 'இந்திய அரசின் MSME அமைச்சகம், மாநில அரசு மற்றும் அதன் தொழில் துறையுடன் இணைந்து.',
    },
    gives: {
      en: 'Grant support for common facility centres such as testing laboratories, tool rooms and design centres, and for upgrading infrastructure in industrial estates, with the cluster firms and the state government sharing the balance of the cost.',
      ta: 'சோதனை ஆய்வகங்கள், கருவிக் கூடங்கள் (டூல் ரூம்), வடிவமைப்பு மையங்கள் போன்ற பொது வசதி மையங்களுக்கும், தொழிற்பேட்டைகளில் உள்கட்டமைப்பை மேம்படுத்துவதற்கும் மானிய உதவி; எஞ்சிய செலவைக் குழுமத்தில் உள்ள நிறுவனங்களும் மாநில அரசும் பகிர்ந்துகொள்கின்றன.',
    },
    forWhom: {
      en: 'Groups of micro and small enterprises in a cluster, working through a special purpose vehicle formed by the firms themselves.',
      ta: 'ஒரு குழுமத்தில் உள்ள குறு மற்றும் சிறு நிறுவனங்களின் குழுக்கள்; அந்நிறுவனங்களே இணைந்து உருவாக்கும் சிறப்பு நோக்க அமைப்பின் வழியாக இவை செயல்படுகின்றன.',
    },
  },
  {
    // The page shows shortName only when it differs from name: keep the two Tamil texts identical too.
    name: { en: 'Stand-Up India', ta: 'ஸ்டாண்ட்-அப் இந்தியா' },
    shortName: { en: 'Stand-Up India', ta: 'ஸ்டாண்ட்-அப் இந்தியா' },
    runBy: {
      en: 'Department of Financial Services, Ministry of Finance, through scheduled commercial banks, with SIDBI as the nodal agency.',
      ta: 'நிதி அமைச்சகத்தின் நிதிச் சேவைகள் துறை, பட்டியலிடப்பட்ட வணிக வங்கிகள் வழியாக; SIDBI ஒருங்கிணைப்பு முகமையாகச் செயல்படுகிறது.',
    },
    gives: {
      en: 'Bank loans between ₹10 lakh and ₹1 crore for setting up a greenfield enterprise in manufacturing, services, trading or activities allied to agriculture.',
      ta: 'உற்பத்தி, சேவை, வணிகம் ஆகிய துறைகளிலோ வேளாண்மை சார்ந்த தொழில்களிலோ புத்தம் புதிய நிறுவனம் ஒன்றைத் தொடங்க ₹10 லட்சம் முதல் ₹1 கோடி வரை வங்கிக் கடன்.',
    },
    forWhom: {
      en: 'Women entrepreneurs and entrepreneurs from the Scheduled Castes or Scheduled Tribes, aged 18 and above, who are starting their first enterprise.',
      ta: 'தங்கள் முதல் நிறுவனத்தைத் தொடங்கும், 18 வயது மற்றும் அதற்கு மேற்பட்ட மகளிர் தொழில்முனைவோர், பட்டியல் சாதியினர் அல்லது பழங்குடியினத் தொழில்முனைவோர்.',
    },
  },
  {
    name: {
      en: 'New Entrepreneur-cum-Enterprise Development Scheme',
      ta: 'புதிய தொழில்முனைவோர் மற்றும் நிறுவன மேம்பாட்டுத் திட்டம்',
    },
    shortName: 'NEEDS',
    runBy: {
      en: 'Department of Micro, Small and Medium Enterprises, Government of Tamil Nadu, through the District Industries Centres, with training by the Entrepreneurship Development and Innovation Institute.',
      ta: 'தமிழ்நாடு அரசின் MSME துறை, மாவட்டத் தொழில் மையங்கள் வழியாக; பயிற்சியைத் தொழில்முனைவோர் மேம்பாடு மற்றும் புத்தாக்க நிறுவனம் வழங்குகிறது.',
    },
    gives: {
      en: 'A capital subsidy of 25 per cent of the project cost up to a notified ceiling, an interest subvention on the term loan, and entrepreneurship training before the unit is set up.',
      ta: 'அறிவிக்கப்பட்ட உச்சவரம்பு வரை திட்ட மதிப்பீட்டில் 25 சதவீத மூலதன மானியம், காலக் கடனுக்கு வட்டி மானியம், தொழில் அலகு அமைப்பதற்கு முன் தொழில்முனைவுப் பயிற்சி.',
    },
    forWhom: {
      en: 'First-generation entrepreneurs in Tamil Nadu with a degree, diploma, ITI or vocational qualification, within the age limits set by the scheme.',
      ta: 'தமிழ்நாட்டைச் சேர்ந்த முதல் தலைமுறைத் தொழில்முனைவோர். இவர்கள் பட்டம், பட்டயம், தொழிற்பயிற்சி நிலையச் சான்றிதழ் அல்லது தொழிற்கல்வித் தகுதி பெற்றிருக்க வேண்டும்; திட்டம் நிர்ணயித்துள்ள வயது வரம்புக்குள் இருக்க வேண்டும்.',
    },
  },
  {
    name: {
      en: 'Public Procurement Policy for Micro and Small Enterprises',
      ta: 'குறு மற்றும் சிறு நிறுவனங்களுக்கான பொதுக் கொள்முதல் கொள்கை',
    },
    shortName: { en: 'Public procurement', ta: 'பொதுக் கொள்முதல்' },
    runBy: {
      en: 'Ministry of MSME, Government of India, binding on central ministries, departments and public sector undertakings.',
      ta: 'இந்திய அரசின் MSME அமைச்சகம்; ஒன்றிய அமைச்சகங்கள், துறைகள், பொதுத் துறை நிறுவனங்கள் இக்கொள்கையைக் கட்டாயம் பின்பற்ற வேண்டும்.',
    },
    gives: {
      en: 'An annual target of at least 25 per cent of purchases from micro and small enterprises, with sub-targets for firms owned by women and by entrepreneurs from the Scheduled Castes and Scheduled Tribes, along with free tender documents and exemption from earnest money deposits.',
      ta: 'கொள்முதலில் குறைந்தது 25 சதவீதத்தைக் குறு மற்றும் சிறு நிறுவனங்களிடமிருந்து பெற வேண்டும் என்ற ஆண்டு இலக்கு; அதற்குள் மகளிருக்கும், பட்டியல் சாதியினர் மற்றும் பழங்குடியினத் தொழில்முனைவோருக்கும் சொந்தமான நிறுவனங்களுக்குத் துணை இலக்குகள்; மேலும் இலவச ஒப்பந்தப்புள்ளி ஆவணங்கள், முன்வைப்புத் தொகையிலிருந்து விலக்கு.',
    },
    forWhom: {
      en: 'Micro and small enterprises with Udyam registration that supply goods or services to central government buyers.',
      ta: 'ஒன்றிய அரசின் கொள்முதல் அமைப்புகளுக்குப் பொருட்கள் அல்லது சேவைகளை வழங்கும், உத்யம் பதிவு பெற்ற குறு மற்றும் சிறு நிறுவனங்கள்.',
    },
  },
];

export const howToJoin: Localisable<readonly Step[]> = [
  {
    title: { en: 'Choose a programme', ta: 'பயிற்சித் திட்டத்தைத் தேர்வு செய்யுங்கள்' },
    text: {
      en: 'Read the programme details on this page or call the secretariat to ask which course suits your stage and your product idea.',
      ta: 'இந்தப் பக்கத்தில் உள்ள பயிற்சித் திட்ட விவரங்களைப் படியுங்கள்; அல்லது, உங்கள் தொழில் முயற்சி இப்போதுள்ள கட்டத்துக்கும் நீங்கள் தயாரிக்க எண்ணும் பொருளுக்கும் எந்தப் பயிற்சி பொருந்தும் என்று செயலகத்தைத் தொலைபேசியில் அழைத்துக் கேளுங்கள்.',
    },
  },
  {
    title: { en: 'Register your interest', ta: 'உங்கள் பெயரைப் பதிவு செய்யுங்கள்' },
    text: {
      en: 'Fill in the registration form at RASI Bhavan or send your name, age, qualification, address and chosen programme by email to office@rasi-delta.org.in.',
      ta: 'ராசி பவனில் பதிவுப் படிவத்தை நிரப்புங்கள்; அல்லது உங்கள் பெயர், வயது, கல்வித் தகுதி, முகவரி, தேர்ந்தெடுத்த பயிற்சித் திட்டம் ஆகியவற்றை office@rasi-delta.org.in என்ற முகவரிக்கு மின்னஞ்சல் மூலம் அனுப்புங்கள்.',
    },
  },
  {
    title: { en: 'Attend a short interview', ta: 'சிறு நேர்காணலில் கலந்துகொள்ளுங்கள்' },
    text: {
      en: 'For the three-week and women in manufacturing programmes, a member of the guidance cell meets each applicant to understand their plans.',
      ta: 'மூன்று வாரப் பயிற்சித் திட்டத்துக்கும் “உற்பத்தித் துறையில் மகளிர்” பயிற்சித் திட்டத்துக்கும் விண்ணப்பிப்போரை, வழிகாட்டு மையத்தைச் சேர்ந்த ஒருவர் தனித்தனியே சந்தித்து, அவர்களின் தொழில் திட்டங்களைக் கேட்டறிவார்.',
    },
  },
  {
    title: { en: 'Confirm your seat', ta: 'உங்கள் சேர்க்கையை உறுதிசெய்யுங்கள்' },
    text: {
      en: 'Pay the programme fee, where one applies, at the office or by bank transfer, and collect your joining letter and reading material.',
      ta: 'கட்டணம் உள்ள பயிற்சித் திட்டம் எனில், கட்டணத்தை அலுவலகத்தில் நேரிலோ வங்கிப் பரிமாற்றம் மூலமோ செலுத்துங்கள். பின்னர் சேர்க்கைக் கடிதத்தையும் பாடக் குறிப்புகளையும் பெற்றுக்கொள்ளுங்கள்.',
    },
  },
  {
    title: { en: 'Attend and follow through', ta: 'பங்கேற்று, இறுதிவரை தொடருங்கள்' },
    text: {
      en: 'Participants who complete the programme receive a certificate, and the guidance cell stays in touch for a year to help with loans and registration.',
      ta: 'பயிற்சித் திட்டத்தை நிறைவு செய்பவர்களுக்குச் சான்றிதழ் வழங்கப்படும்; கடன் பெறவும் பதிவு செய்யவும் உதவ, வழிகாட்டு மையம் ஓராண்டு வரை அவர்களுடன் தொடர்பில் இருக்கும்.',
    },
  },
];

/** The words the entrepreneurship page lays out around the content above. */
export const entrepreneurshipPageText = {
  programmesHeading: { en: 'Our programmes', ta: 'எங்கள் பயிற்சித் திட்டங்கள்' },
  durationLabel: { en: 'Duration', ta: 'கால அளவு' },
  forWhomLabel: { en: 'For whom', ta: 'யாருக்கு' },
  coversLabel: { en: 'Covers', ta: 'உள்ளடக்கம்' },
  feeLabel: { en: 'Fee', ta: 'கட்டணம்' },
  nextBatchLabel: { en: 'Next batch', ta: 'அடுத்த பயிற்சி தொடங்கும் நாள்' },
  schemesHeading: { en: 'Government schemes', ta: 'அரசுத் திட்டங்கள்' },
  runByLabel: { en: 'Run by', ta: 'செயல்படுத்துவது' },
  givesLabel: { en: 'What it gives', ta: 'வழங்குவது' },
  joinHeading: { en: 'How to join a programme', ta: 'பயிற்சித் திட்டத்தில் சேர்வது எப்படி' },
} as const satisfies Record<string, Words>;
