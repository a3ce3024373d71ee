import type { Localisable, Words } from '@/lib/i18n/words';
import type { Mou, Paragraphs } from './content-shapes';

export const mousIntro: Localisable<Paragraphs> = [
  {
    en: 'Small firms rarely have their own laboratories, design offices or training schools. Our memoranda of understanding with technical institutions in the delta give members access to all three, and give students and faculty a direct link with the shop floor. Each agreement is reviewed every year by a joint committee of the institution and RASI, and renewed only if both sides find it useful.',
    ta: 'சிறு நிறுவனங்களுக்குச் சொந்தமாக ஆய்வகங்களோ வடிவமைப்பு அலுவலகங்களோ பயிற்சிப் பள்ளிகளோ இருப்பது அரிது. டெல்டா பகுதியில் உள்ள தொழில்நுட்பக் கல்வி நிறுவனங்களுடன் நாங்கள் செய்துள்ள புரிந்துணர்வு ஒப்பந்தங்கள், இம்மூன்றையும் உறுப்பினர்கள் பயன்படுத்த வழிசெய்கின்றன; மாணவர்களுக்கும் ஆசிரியர்களுக்கும் பணித்தளத்துடன் நேரடித் தொடர்பை ஏற்படுத்துகின்றன. கல்வி நிறுவனமும் ராசியும் இணைந்த கூட்டுக் குழு ஒவ்வோர் ஒப்பந்தத்தையும் ஆண்டுதோறும் மறுஆய்வு செய்கிறது; இரு தரப்பும் அது பயனுள்ளது எனக் கருதினால் மட்டுமே ஒப்பந்தம் புதுப்பிக்கப்படுகிறது.',
  },
];

export const mous: Localisable<readonly Mou[]> = [
  {
    id: 'gpt-tiruchirappalli',
    institution: {
      en: 'Government Polytechnic College, Tiruchirappalli',
      ta: 'அரசு பல்தொழில்நுட்பக் கல்லூரி, திருச்சிராப்பள்ளி',
    },
    signed: '2022-07-18',
    validUntil: 2027,
    scope: {
      en: 'Renews the first agreement RASI signed in 2012, placing diploma students as apprentices in member firms and opening the college laboratories to members.',
      ta: 'ராசி 2012-இல் கையெழுத்திட்ட முதல் ஒப்பந்தத்தைப் புதுப்பிக்கும் ஒப்பந்தம் இது. இதன்படி, பட்டயப் படிப்பு மாணவர்கள் உறுப்பினர் நிறுவனங்களில் தொழிற்பழகுநர்களாகப் பணியமர்த்தப்படுகின்றனர்; கல்லூரி ஆய்வகங்களை உறுப்பினர்களும் பயன்படுத்தலாம்.',
    },
    areas: [
      { en: 'Apprenticeship placement', ta: 'தொழிற்பழகுநர் பணியமர்த்தல்' },
      { en: 'Materials testing', ta: 'பொருள் சோதனை' },
      { en: 'Industrial visits', ta: 'தொழிற்சாலைப் பார்வைப் பயணங்கள்' },
      { en: 'Faculty internships', ta: 'ஆசிரியர்களுக்கான தொழிற்சாலைப் பயிற்சி' },
    ],
  },
  {
    id: 'kaveri-college-engineering',
    institution: {
      en: 'Kaveri College of Engineering and Technology, Tiruchirappalli',
      ta: 'காவிரி பொறியியல் மற்றும் தொழில்நுட்பக் கல்லூரி, திருச்சிராப்பள்ளி',
    },
    signed: '2023-01-09',
    validUntil: 2028,
    scope: {
      en: 'Final-year engineering students take up projects on real production problems brought by member firms, supervised jointly by faculty and the firm.',
      ta: 'உறுப்பினர் நிறுவனங்கள் தம் உற்பத்தியில் எதிர்கொள்ளும் நடைமுறைச் சிக்கல்களை முன்வைக்க, அவை குறித்த திட்டப்பணிகளை இறுதியாண்டுப் பொறியியல் மாணவர்கள் மேற்கொள்கின்றனர்; பேராசிரியர்களும் அந்தந்த நிறுவனமும் இணைந்து அவற்றை மேற்பார்வையிடுகின்றனர்.',
    },
    areas: [
      { en: 'Student projects', ta: 'மாணவர் திட்டப்பணிகள்' },
      { en: 'CAD and CAM training', ta: 'கணினி உதவியுடன் வடிவமைப்பு மற்றும் உற்பத்திப் பயிற்சி (CAD, CAM)' },
      { en: 'Product design', ta: 'பொருள் வடிவமைப்பு' },
      { en: 'Energy audits', ta: 'ஆற்றல் தணிக்கை' },
    ],
  },
  {
    id: 'govt-iti-thanjavur',
    institution: { en: 'Government Industrial Training Institute, Thanjavur', ta: 'அரசு தொழிற்பயிற்சி நிலையம், தஞ்சாவூர்' },
    signed: '2021-11-24',
    validUntil: 2027,
    scope: {
      en: 'Short skill courses for workers of member firms, and placement of ITI trainees in rice mill machinery, fabrication and electrical units.',
      ta: 'உறுப்பினர் நிறுவனங்களின் தொழிலாளர்களுக்குக் குறுகிய காலத் திறன் பயிற்சிகள்; அரிசி ஆலை இயந்திரங்கள், உலோகக் கட்டுமானம், மின் சாதனங்கள் ஆகிய துறைகளைச் சேர்ந்த தொழில் அலகுகளில் தொழிற்பயிற்சி நிலையப் பயிற்சியாளர்களைப் பணியமர்த்துதல்.',
    },
    areas: [
      { en: 'Welding and fitting', ta: 'பற்றவைப்பு மற்றும் பொருத்துநர் பணி' },
      { en: 'Electrician training', ta: 'மின் பணியாளர் பயிற்சி' },
      { en: 'Rice mill machinery maintenance', ta: 'அரிசி ஆலை இயந்திரப் பராமரிப்பு' },
      { en: 'Trainee placement', ta: 'பயிற்சியாளர் பணியமர்த்தல்' },
    ],
  },
  {
    id: 'delta-institute-food-processing',
    institution: {
      en: 'Delta Institute of Food Processing Technology, Thanjavur',
      ta: 'டெல்டா உணவுப் பதப்படுத்தும் தொழில்நுட்பக் கல்வி நிறுவனம், தஞ்சாவூர்',
    },
    signed: '2024-03-14',
    validUntil: 2029,
    scope: {
      en: 'Helps food processing members with product development, shelf-life studies and the food safety systems that large buyers and export markets require.',
      ta: 'இந்நிறுவனம், உணவுப் பதப்படுத்தும் உறுப்பினர்களுக்குப் பொருள் மேம்பாடு, சேமிப்புக் காலம் குறித்த ஆய்வுகள், பெரிய வாங்குநர்களும் ஏற்றுமதிச் சந்தைகளும் கோரும் உணவுப் பாதுகாப்பு அமைப்புகள் ஆகியவற்றில் உதவுகிறது.',
    },
    areas: [
      { en: 'Shelf-life testing', ta: 'சேமிப்புக் காலச் சோதனை' },
      { en: 'Food safety training', ta: 'உணவுப் பாதுகாப்புப் பயிற்சி' },
      { en: 'Millet product development', ta: 'சிறுதானியப் பொருள் மேம்பாடு' },
      { en: 'Packaging trials', ta: 'சிப்பமிடல் சோதனைகள்' },
    ],
  },
  {
    id: 'amaravathi-institute-textile',
    institution: {
      en: 'Amaravathi Institute of Textile Technology, Karur',
      ta: 'அமராவதி ஜவுளித் தொழில்நுட்பக் கல்வி நிறுவனம், கரூர்',
    },
    signed: '2023-08-21',
    validUntil: 2028,
    scope: {
      en: 'Gives home textile and handloom members access to fabric testing and design support, and trains supervisors for made-up units.',
      ta: 'இந்நிறுவனம், வீட்டு உபயோக ஜவுளி மற்றும் கைத்தறி உறுப்பினர்களுக்குத் துணி சோதனை, வடிவமைப்பு உதவி ஆகியவற்றை வழங்குகிறது; ஆயத்தத் துணிப்பொருள் தொழில் அலகுகளுக்குத் தேவையான மேற்பார்வையாளர்களுக்கும் பயிற்சி அளிக்கிறது.',
    },
    areas: [
      { en: 'Fabric and yarn testing', ta: 'துணி மற்றும் நூல் சோதனை' },
      { en: 'Textile design', ta: 'ஜவுளி வடிவமைப்பு' },
      { en: 'Supervisor training', ta: 'மேற்பார்வையாளர் பயிற்சி' },
      { en: 'Export compliance', ta: 'ஏற்றுமதி விதிமுறை இணக்கம்' },
    ],
  },
  {
    id: 'govt-iti-ariyalur',
    institution: { en: 'Government Industrial Training Institute, Ariyalur', ta: 'அரசு தொழிற்பயிற்சி நிலையம், அரியலூர்' },
    signed: '2024-09-02',
    validUntil: 2029,
    scope: {
      en: 'Trains fitters, welders and machinists for member firms that maintain and supply the cement plants of Ariyalur district.',
      ta: 'அரியலூர் மாவட்டத்தின் சிமெண்ட் ஆலைகளுக்குப் பராமரிப்புச் சேவையும் பொருட்களும் வழங்கும் உறுப்பினர் நிறுவனங்களுக்காக, இந்நிலையம் பொருத்துநர்கள், பற்றவைப்பாளர்கள், இயந்திரப் பணியாளர்களைப் பயிற்றுவிக்கிறது.',
    },
    areas: [
      { en: 'Fitter and welder training', ta: 'பொருத்துநர் மற்றும் பற்றவைப்பாளர் பயிற்சி' },
      { en: 'Machinist training', ta: 'இயந்திரப் பணியாளர் பயிற்சி' },
      { en: 'Plant maintenance skills', ta: 'ஆலைப் பராமரிப்புத் திறன்கள்' },
      { en: 'Trainee placement', ta: 'பயிற்சியாளர் பணியமர்த்தல்' },
    ],
  },
  {
    id: 'coromandel-institute-marine',
    institution: {
      en: 'Coromandel Institute of Marine Technology, Nagapattinam',
      ta: 'கோரமண்டல் கடல்சார் தொழில்நுட்பக் கல்வி நிறுவனம், நாகப்பட்டினம்',
    },
    signed: '2025-06-05',
    validUntil: 2030,
    scope: {
      en: 'Supports boat builders, ice plants and seafood processors on the coast with design advice, refrigeration training and testing of fibreglass laminates.',
      ta: 'இந்நிறுவனம், கடலோரப் பகுதியில் உள்ள படகு கட்டும் நிறுவனங்கள், பனிக்கட்டி ஆலைகள், கடல் உணவுப் பதப்படுத்தும் நிறுவனங்கள் ஆகியவற்றுக்கு வடிவமைப்பு ஆலோசனை வழங்குகிறது; குளிர்பதனப் பயிற்சி அளிக்கிறது; கண்ணாடியிழை அடுக்குகளையும் சோதித்துத் தருகிறது.',
    },
    areas: [
      { en: 'FRP boat design', ta: 'கண்ணாடியிழைப் படகு (FRP) வடிவமைப்பு' },
      { en: 'Refrigeration training', ta: 'குளிர்பதனப் பயிற்சி' },
      { en: 'Laminate testing', ta: 'கண்ணாடியிழை அடுக்குச் சோதனை' },
      { en: 'Seafood hygiene', ta: 'கடல் உணவுச் சுகாதாரம்' },
    ],
  },
  {
    id: 'kollidam-polytechnic',
    institution: { en: 'Kollidam Polytechnic College, Perambalur', ta: 'கொள்ளிடம் பல்தொழில்நுட்பக் கல்லூரி, பெரம்பலூர்' },
    signed: '2026-07-20',
    validUntil: 2031,
    scope: {
      en: 'The newest agreement, covering electrical and solar pump training and apprenticeships in the growing industrial units of Perambalur district.',
      ta: 'எங்கள் ஒப்பந்தங்களில் மிக அண்மையது இதுவே. மின் பணி, சூரிய சக்திப் பம்புகள் ஆகியவற்றில் பயிற்சியும், பெரம்பலூர் மாவட்டத்தில் வளர்ந்து வரும் தொழில் அலகுகளில் தொழிற்பழகுநர் பயிற்சியும் இதில் அடங்கும்.',
    },
    areas: [
      { en: 'Solar pump installation', ta: 'சூரிய சக்திப் பம்பு நிறுவுதல்' },
      { en: 'Electrical wiring', ta: 'மின் கம்பி இணைப்புப் பணி' },
      { en: 'Apprenticeship placement', ta: 'தொழிற்பழகுநர் பணியமர்த்தல்' },
      { en: 'Industrial visits', ta: 'தொழிற்சாலைப் பார்வைப் பயணங்கள்' },
    ],
  },
];

/** The words the MOU page lays out around the content above. */
export const mousPageText = {
  agreementsHeading: { en: 'Our agreements', ta: 'எங்கள் ஒப்பந்தங்கள்' },
  signedLabel: { en: 'Signed', ta: 'கையெழுத்திட்ட நாள்' },
  validUntilLabel: { en: 'Valid until', ta: 'செல்லுபடி நிறைவு ஆண்டு' },
  areasLabel: { en: 'Areas of cooperation', ta: 'ஒத்துழைப்புத் துறைகள்' },
} as const satisfies Record<string, Words>;
