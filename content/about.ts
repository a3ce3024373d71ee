import type { Localisable, Words } from '@/lib/i18n/words';
import type { DistrictProfile, Figure, Paragraphs, Section } from './content-shapes';

export const aboutIntro: Localisable<string> = {
  en: 'RASI, the Regional Association of Small Industries, is a registered, non-profit membership body of small and micro manufacturers. It was formed in Tiruchirappalli in 1972 and today serves more than 1,400 member firms across the eight districts of the Kaveri delta. RASI is run by office bearers and an executive committee elected by the members every two years.',
  ta: 'ராசி எனப்படும் மண்டல சிறு தொழில்கள் சங்கம், குறு மற்றும் சிறு உற்பத்தியாளர்களின் பதிவு செய்யப்பட்ட, லாப நோக்கற்ற உறுப்பினர் அமைப்பாகும். 1972-ஆம் ஆண்டு திருச்சிராப்பள்ளியில் தொடங்கப்பட்ட இச்சங்கம், இன்று காவிரி டெல்டாவின் எட்டு மாவட்டங்களில் உள்ள 1,400-க்கும் மேற்பட்ட உறுப்பினர் நிறுவனங்களுக்குச் சேவை செய்கிறது. இரண்டு ஆண்டுகளுக்கு ஒருமுறை உறுப்பினர்களால் தேர்ந்தெடுக்கப்படும் நிர்வாகிகளும் செயற்குழுவும் ராசியை நடத்துகின்றனர்.',
};

export const history: Localisable<Paragraphs> = [
  {
    en: 'RASI began on 12 March 1972, when thirty-eight owners of small workshops, foundries and rice mill machinery units met in a rented hall in the Cantonment area of Tiruchirappalli. They were tired of facing power cuts, raw material shortages and delayed payments alone. They registered the association as a society later that year, elected K. Ramaswamy Naidu as the first President and opened a one-room office on Williams Road.',
    ta: 'சிறு பட்டறைகள், வார்ப்பகங்கள், அரிசி ஆலை இயந்திர அலகுகள் ஆகியவற்றின் உரிமையாளர்கள் முப்பத்தெட்டுப் பேர் 12 மார்ச் 1972 அன்று திருச்சிராப்பள்ளி கன்டோன்மென்ட் பகுதியில் ஒரு வாடகை மண்டபத்தில் கூடியபோது ராசி தொடங்கியது. மின்வெட்டு, மூலப்பொருள் பற்றாக்குறை, தாமதமான பணப்பட்டுவாடா ஆகியவற்றைத் தனித்தனியே எதிர்கொண்டு அவர்கள் சோர்ந்திருந்தனர். அதே ஆண்டின் பிற்பகுதியில் சங்கங்கள் பதிவுச் சட்டத்தின் கீழ் சங்கத்தைப் பதிவு செய்து, கே. ராமசாமி நாயுடுவை முதல் தலைவராகத் தேர்ந்தெடுத்து, வில்லியம்ஸ் சாலையில் ஓர் அறை கொண்ட அலுவலகத்தைத் திறந்தனர்.',
  },
  {
    en: 'Through the 1970s and 1980s RASI grew with the engineering ancillary units that supplied the large public sector plants around Tiruchirappalli. It pressed for controlled-price steel and pig iron for small foundries, argued for industrial estates in the delta towns and held its first members trade fair in 1979. In 1987 the association moved into RASI Bhavan, its own building at the SIDCO Industrial Estate in Thuvakudi, built largely from member contributions.',
    ta: '1970-களிலும் 1980-களிலும் திருச்சிராப்பள்ளியைச் சுற்றியுள்ள பெரிய பொதுத்துறை ஆலைகளுக்குப் பொருட்களை வழங்கிய பொறியியல் துணைத் தொழில் அலகுகளுடன் சேர்ந்து ராசியும் வளர்ந்தது. சிறு வார்ப்பகங்களுக்குக் கட்டுப்பாட்டு விலையில் எஃகும் கச்சா இரும்பும் வழங்க வேண்டும் என வலியுறுத்தியது; டெல்டா நகரங்களில் தொழிற்பேட்டைகள் அமைக்க வேண்டும் எனக் கோரியது; 1979-ஆம் ஆண்டு உறுப்பினர்களின் முதல் வர்த்தகக் கண்காட்சியை நடத்தியது. 1987-ஆம் ஆண்டு, துவாக்குடி சிட்கோ தொழிற்பேட்டையில் உள்ள தனது சொந்தக் கட்டடமான ராசி பவனுக்குச் சங்கம் இடம் மாறியது; அதன் கட்டுமானச் செலவில் பெரும்பகுதியை உறுப்பினர்களே வழங்கினர்.',
  },
  {
    en: 'Economic liberalisation in the 1990s brought competition as well as opportunity. RASI opened a guidance cell in 1994 to help members with bank finance, quality certification and the new tax regime, and began leading delegations to fairs in Chennai, Bengaluru and later Colombo. The first Delta Industrial Expo was held in Tiruchirappalli in 2001, and it has since become the largest regular showcase of small manufacturers in the central districts of Tamil Nadu.',
    ta: '1990-களின் பொருளாதாரத் தாராளமயமாக்கல் வாய்ப்புகளோடு போட்டியையும் கொண்டுவந்தது. வங்கிக் கடன், தரச் சான்றிதழ், புதிய வரி முறை ஆகியவற்றில் உறுப்பினர்களுக்கு உதவ 1994-ஆம் ஆண்டு ராசி ஒரு வழிகாட்டு மையத்தைத் தொடங்கியது; சென்னை, பெங்களூரு, பின்னர் கொழும்பு ஆகிய நகரங்களில் நடைபெற்ற கண்காட்சிகளுக்குத் தூதுக்குழுக்களை வழிநடத்திச் செல்லத் தொடங்கியது. முதல் டெல்டா தொழில் கண்காட்சி 2001-ஆம் ஆண்டு திருச்சிராப்பள்ளியில் நடைபெற்றது; அன்றுமுதல் அது தமிழ்நாட்டின் மத்திய மாவட்டங்களில் சிறு உற்பத்தியாளர்களுக்காகத் தொடர்ந்து நடைபெறும் மிகப்பெரிய காட்சிக்களமாக வளர்ந்துள்ளது.',
  },
  {
    en: 'The Micro, Small and Medium Enterprises Development Act of 2006 gave small industry a clearer legal footing, and RASI revised its membership categories to match. In the years that followed, the association signed agreements with polytechnics and engineering colleges for training and testing, and helped members recover after Cyclone Gaja in 2018 and through the Covid-19 lockdowns of 2020 and 2021, when its helpline handled thousands of calls about permits, wages and loan moratoriums.',
    ta: '2006-ஆம் ஆண்டின் குறு, சிறு மற்றும் நடுத்தர நிறுவனங்கள் மேம்பாட்டுச் சட்டம் சிறு தொழிலுக்குத் தெளிவான சட்ட அடிப்படையை வழங்கியது; அதற்கு ஏற்ப ராசி தனது உறுப்பினர் பிரிவுகளைத் திருத்தியமைத்தது. அடுத்து வந்த ஆண்டுகளில், பயிற்சிக்கும் சோதனைக்கும் பல்தொழில்நுட்பக் கல்லூரிகளுடனும் பொறியியல் கல்லூரிகளுடனும் சங்கம் ஒப்பந்தங்கள் செய்துகொண்டது. 2018-ஆம் ஆண்டு கஜா புயலுக்குப் பின்னரும், 2020, 2021-ஆம் ஆண்டுகளின் கோவிட்-19 ஊரடங்குகளின்போதும் உறுப்பினர்கள் மீண்டெழ உதவியது; அப்போது அதன் உதவி எண் சேவை அனுமதிச் சீட்டுகள், ஊதியம், கடன் தவணை ஒத்திவைப்பு குறித்த ஆயிரக்கணக்கான அழைப்புகளைக் கையாண்டது.',
  },
  {
    en: 'RASI celebrated its golden jubilee in 2022. Today it represents more than 1,400 firms, sits on ten government committees, runs close to fifty training programmes a year and organises the Delta Industrial Expo every two years. Its priorities for the 2025–2027 term are timely payments for small suppliers, reliable power for industrial estates, skilled workers for the shop floor and new export markets for the products of the delta.',
    ta: 'ராசி 2022-ஆம் ஆண்டு தனது பொன்விழாவைக் கொண்டாடியது. இன்று அது 1,400-க்கும் மேற்பட்ட நிறுவனங்களின் பிரதிநிதியாக உள்ளது; பத்து அரசுக் குழுக்களில் இடம்பெற்றுள்ளது; ஆண்டுக்கு ஏறத்தாழ ஐம்பது பயிற்சித் திட்டங்களை நடத்துகிறது; இரண்டு ஆண்டுகளுக்கு ஒருமுறை டெல்டா தொழில் கண்காட்சியை ஏற்பாடு செய்கிறது. சிறு வழங்குநர்களுக்கு உரிய காலத்தில் பணப்பட்டுவாடா, தொழிற்பேட்டைகளுக்குத் தடையில்லா மின்சாரம், உற்பத்திக் கூடங்களுக்குத் திறன்மிக்க தொழிலாளர்கள், டெல்டாவின் பொருட்களுக்குப் புதிய ஏற்றுமதிச் சந்தைகள் ஆகியவையே 2025–2027 பதவிக்காலத்துக்கான அதன் முன்னுரிமைகள்.',
  },
];

export const regionIntro: Localisable<string> = {
  en: 'RASI serves small and micro manufacturers in eight districts of the Kaveri delta and its neighbouring uplands. Each district has its own mix of industries, shaped by the river, the paddy fields, the coast and the large plants that first drew engineering skills to the region.',
  ta: 'காவிரி டெல்டாவிலும் அதை ஒட்டிய மேட்டு நிலப் பகுதிகளிலும் உள்ள எட்டு மாவட்டங்களின் குறு மற்றும் சிறு உற்பத்தியாளர்களுக்கு ராசி சேவை செய்கிறது. ஒவ்வொரு மாவட்டத்தின் தொழில்களும் அதற்கே உரிய தன்மை கொண்டவை; காவிரி ஆறு, நெல் வயல்கள், கடற்கரை, இப்பகுதிக்கு முதன்முதலில் பொறியியல் திறன்களைக் கொண்டுவந்த பெரிய ஆலைகள் ஆகியவையே அந்தத் தன்மையை உருவாக்கின.',
};

export const regionServed: Localisable<readonly DistrictProfile[]> = [
  {
    district: 'Tiruchirappalli',
    industries: {
      en: 'Heavy engineering ancillaries, boiler components, fabrication, foundries and polymer units, concentrated in the SIDCO estates at Thuvakudi and Ariyamangalam.',
      ta: 'கனரகப் பொறியியல் துணைத் தொழில்கள், கொதிகலன் பாகங்கள், உலோகக் கட்டுமானம், வார்ப்பகங்கள், பாலிமர் அலகுகள்; இவை பெரும்பாலும் துவாக்குடி, அரியமங்கலம் சிட்கோ தொழிற்பேட்டைகளில் அமைந்துள்ளன.',
    },
  },
  {
    district: 'Thanjavur',
    industries: {
      en: 'Rice mills and rice mill machinery, food processing, brass and bell-metal ware in Kumbakonam, and printing and packaging units.',
      ta: 'அரிசி ஆலைகள், அரிசி ஆலை இயந்திரங்கள், உணவுப் பதப்படுத்துதல், கும்பகோணம் நகரில் பித்தளை மற்றும் வெண்கலப் பாத்திரங்கள், அச்சு மற்றும் சிப்பமிடல் அலகுகள்.',
    },
  },
  {
    district: 'Tiruvarur',
    industries: {
      en: 'Paddy processing, modern rice mills, pulses and oil mills, agricultural implements and repair workshops serving the delta farms.',
      ta: 'நெல் பதப்படுத்துதல், நவீன அரிசி ஆலைகள், பருப்பு மற்றும் எண்ணெய் ஆலைகள், டெல்டா பண்ணைகளுக்குத் தேவையான வேளாண் கருவிகள், பழுதுபார்ப்புப் பட்டறைகள்.',
    },
  },
  {
    district: 'Nagapattinam',
    industries: {
      en: 'Seafood processing and ice plants, fibreglass boat building, fishing nets, and salt works in the Vedaranyam area.',
      ta: 'கடல் உணவுப் பதப்படுத்துதல், பனிக்கட்டி ஆலைகள், கண்ணாடியிழைப் படகு கட்டுதல், மீன்பிடி வலைகள், வேதாரண்யம் பகுதியில் உப்பளங்கள்.',
    },
  },
  {
    district: 'Karur',
    industries: {
      en: 'Home textiles and made-ups for export, handloom weaving, bus and truck body building, and mosquito net manufacture.',
      ta: 'ஏற்றுமதிக்கான வீட்டு உபயோக ஜவுளிகள் மற்றும் தைத்த ஜவுளிப் பொருட்கள், கைத்தறி நெசவு, பேருந்து மற்றும் சரக்குந்துக் கூண்டு கட்டுதல், கொசுவலை உற்பத்தி.',
    },
  },
  {
    district: 'Ariyalur',
    industries: {
      en: 'Suppliers and service firms for the large cement plants, limestone-based products, and cashew processing around Jayankondam.',
      ta: 'பெரிய சிமெண்ட் ஆலைகளுக்கான வழங்குநர்கள் மற்றும் சேவை நிறுவனங்கள், சுண்ணாம்புக்கல் சார்ந்த பொருட்கள், ஜெயங்கொண்டம் பகுதியில் முந்திரிப் பதப்படுத்துதல்.',
    },
  },
  {
    district: 'Pudukkottai',
    industries: {
      en: 'Light engineering, granite cutting and polishing, groundnut and cashew processing, and units in the industrial estates near the district town.',
      ta: 'இலகுரகப் பொறியியல், கிரானைட் அறுத்தல் மற்றும் மெருகூட்டுதல், நிலக்கடலை மற்றும் முந்திரிப் பதப்படுத்துதல், மாவட்டத் தலைநகருக்கு அருகிலுள்ள தொழிற்பேட்டைகளில் இயங்கும் அலகுகள்.',
    },
  },
  {
    district: 'Perambalur',
    industries: {
      en: 'Cotton ginning, maize and groundnut processing, sugar mill ancillaries and a new generation of leather footwear and garment units.',
      ta: 'பருத்தி அரவை, மக்காச்சோளம் மற்றும் நிலக்கடலைப் பதப்படுத்துதல், சர்க்கரை ஆலைத் துணைத் தொழில்கள், புதிதாக உருவாகி வரும் தோல் காலணி மற்றும் ஆயத்த ஆடை அலகுகள்.',
    },
  },
];

export const inNumbers: Localisable<readonly Figure[]> = [
  { value: '1,400+', label: { en: 'member firms in eight districts', ta: 'எட்டு மாவட்டங்களில் உறுப்பினர் நிறுவனங்கள்' } },
  { value: '62,000', label: { en: 'people employed by member firms', ta: 'உறுப்பினர் நிறுவனங்களில் பணிபுரிவோர்' } },
  {
    value: { en: '₹4,500 crore', ta: '₹4,500 கோடி' },
    label: {
      en: 'estimated combined annual turnover of members',
      ta: 'உறுப்பினர்களின் மதிப்பிடப்பட்ட மொத்த ஆண்டு விற்றுமுதல்',
    },
  },
  {
    value: '12',
    label: {
      en: 'editions of the Delta Industrial Expo since 2001',
      ta: '2001 முதல் நடைபெற்ற டெல்டா தொழில் கண்காட்சிகள்',
    },
  },
  {
    value: '48',
    label: { en: 'training programmes held in 2025–26', ta: '2025–26-இல் நடத்தப்பட்ட பயிற்சித் திட்டங்கள்' },
  },
  {
    value: '10',
    label: {
      en: 'government committees with a RASI representative',
      ta: 'ராசி பிரதிநிதி இடம்பெற்றுள்ள அரசுக் குழுக்கள்',
    },
  },
];

export const ourOffice: Localisable<Section> = {
  heading: { en: 'Our office', ta: 'எங்கள் அலுவலகம்' },
  paragraphs: [
    {
      en: 'RASI Bhavan, at Plot 14 of the SIDCO Industrial Estate in Thuvakudi, has been the home of the association since 1987. The two-storey building houses the secretariat, the guidance cell, a training hall that seats 120, a meeting room for committees and a small reference library of standards, tariff schedules and government orders. Members are welcome to use the meeting room and library during office hours.',
      ta: 'துவாக்குடி சிட்கோ தொழிற்பேட்டையில் மனை எண் 14-இல் அமைந்துள்ள ராசி பவனில்தான் 1987 முதல் சங்கம் இயங்கி வருகிறது. இரண்டு தளங்கள் கொண்ட இக்கட்டடத்தில் செயலகம், வழிகாட்டு மையம், 120 பேர் அமரக்கூடிய பயிற்சிக் கூடம், குழுக்களுக்கான கூட்ட அறை, ஒரு சிறிய குறிப்பு நூலகம் ஆகியவை உள்ளன; தரநிலைகள், கட்டண விகித அட்டவணைகள், அரசாணைகள் ஆகியவற்றை இந்நூலகத்தில் காணலாம். அலுவலக நேரத்தில் உறுப்பினர்கள் கூட்ட அறையையும் நூலகத்தையும் பயன்படுத்தலாம்.',
    },
  ],
};

/**
 * The words the about page lays out around the content above. Each district card's title is the District key
 * itself; its visible label comes from the shared district label table, not from here.
 */
export const aboutPageText = {
  historyHeading: { en: 'Our history', ta: 'எங்கள் வரலாறு' },
  numbersHeading: { en: 'RASI in numbers', ta: 'ராசி: சில புள்ளிவிவரங்கள்' },
  regionHeading: { en: 'The region we serve', ta: 'நாங்கள் சேவை செய்யும் பகுதி' },
} as const satisfies Record<string, Words>;
