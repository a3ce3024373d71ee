import type { Localisable } from '@/lib/i18n/words';
import type { Letter } from './content-shapes';

export const presidentMessage: Localisable<Letter> = {
  title: {
    en: 'The year ahead for small industry in the delta',
    ta: 'வரும் ஆண்டில் டெல்டாவின் சிறு தொழில்கள்',
  },
  salutation: { en: 'Dear members,', ta: 'அன்புள்ள உறுப்பினர்களே,' },
  paragraphs: [
    {
      en: 'It is a little over a year since you elected the present team of office bearers for the 2025–2027 term, and I write to share what we have done together and what lies ahead. Let me first thank every member who attended a meeting, answered a survey, sent us a grievance or simply called the office to ask a question. An association is only as strong as the members who use it, and you have used RASI well.',
      ta: '2025–2027 பதவிக்காலத்துக்கான தற்போதைய நிர்வாகிகள் குழுவை நீங்கள் தேர்ந்தெடுத்து ஓராண்டுக்குச் சற்று மேலாகிறது. இதுவரை நாம் இணைந்து செய்தவற்றையும் இனி நம் முன் உள்ளவற்றையும் உங்களுடன் பகிர்ந்துகொள்ள இக்கடிதத்தை எழுதுகிறேன். கூட்டத்தில் கலந்துகொண்ட, கணக்கெடுப்புக்குப் பதிலளித்த, குறையைத் தெரிவித்த, அல்லது ஒரு கேள்வி கேட்க அலுவலகத்தைத் தொலைபேசியில் அழைத்த ஒவ்வோர் உறுப்பினருக்கும் முதலில் நன்றி தெரிவித்துக்கொள்கிறேன். ஒரு சங்கத்தின் வலிமை, அதைப் பயன்படுத்தும் உறுப்பினர்களைச் சார்ந்தே அமைகிறது; நீங்கள் ராசியை நன்கு பயன்படுத்தியுள்ளீர்கள்.',
    },
    {
      en: 'Timely payment remains the most common complaint we hear. Many of you supply larger companies and wait far beyond the 45 days allowed by law. This year our guidance cell helped members file cases before the Micro and Small Enterprises Facilitation Council and recovered dues for more than ninety firms. I urge every member to keep Udyam registration up to date and to mention it on every invoice, because that is what gives you the protection of the law.',
      ta: 'உரிய காலத்தில் பணப்பட்டுவாடா கிடைக்காததே நாங்கள் அதிகம் கேட்கும் புகாராக இன்றும் உள்ளது. உங்களில் பலர் பெரிய நிறுவனங்களுக்குப் பொருட்களை வழங்குகிறீர்கள்; சட்டம் அனுமதிக்கும் 45 நாட்களையும் தாண்டி நெடுநாள் காத்திருக்கிறீர்கள். இந்த ஆண்டு நமது வழிகாட்டு மையம், குறு மற்றும் சிறு நிறுவனங்கள் வசதியாக்க மன்றத்தில் வழக்குகளைத் தாக்கல் செய்ய உறுப்பினர்களுக்கு உதவி, தொண்ணூறுக்கும் மேற்பட்ட நிறுவனங்களுக்கான நிலுவைத் தொகையை மீட்டுத் தந்தது. ஒவ்வோர் உறுப்பினரும் தமது உத்யம் பதிவைப் புதுப்பித்த நிலையில் வைத்திருக்கவும், ஒவ்வொரு விலைப்பட்டியலிலும் அதைக் குறிப்பிடவும் வேண்டுகிறேன்; அதுவே உங்களுக்குச் சட்டத்தின் பாதுகாப்பை வழங்குகிறது.',
    },
    {
      en: 'Power quality in our industrial estates has improved, but not enough. We have met the electricity distribution officials for the Tiruchirappalli and Thanjavur circles four times since January and placed before them a list of feeders with frequent tripping. Two new transformers have been commissioned at Thuvakudi and one at Ariyamangalam. We will keep pressing until the estates in Pudukkottai and Perambalur see the same attention.',
      ta: 'நமது தொழிற்பேட்டைகளில் மின்சாரத்தின் தரம் மேம்பட்டுள்ளது; ஆனால் அது போதுமானதல்ல. ஜனவரி முதல் திருச்சிராப்பள்ளி, தஞ்சாவூர் மின் பகிர்மான வட்டங்களின் அதிகாரிகளை நான்கு முறை சந்தித்து, அடிக்கடி மின் தடைபடும் மின் பாதைகளின் பட்டியலை அவர்களிடம் அளித்துள்ளோம். துவாக்குடியில் இரண்டு புதிய மின்மாற்றிகளும் அரியமங்கலம் பகுதியில் ஒன்றும் இயக்கத்துக்குக் கொண்டுவரப்பட்டுள்ளன. புதுக்கோட்டை, பெரம்பலூர் தொழிற்பேட்டைகளும் இதே கவனத்தைப் பெறும்வரை தொடர்ந்து வலியுறுத்துவோம்.',
    },
    {
      en: 'Finding skilled workers is the concern I hear most often on my visits to your units. Our agreements with the Government Polytechnic College in Tiruchirappalli and the Industrial Training Institutes in the region now place more than four hundred apprentices a year in member firms. I request members who have not yet taken an apprentice to contact the secretariat. Training a young person on your own shop floor is the surest way to build the workforce you will need.',
      ta: 'உங்கள் அலகுகளுக்கு நான் செல்லும்போது அதிகம் கேட்கும் கவலை, திறன்மிக்க தொழிலாளர்கள் கிடைப்பதில்லை என்பதுதான். திருச்சிராப்பள்ளி அரசு பல்தொழில்நுட்பக் கல்லூரியுடனும் இப்பகுதியின் தொழிற்பயிற்சி நிலையங்களுடனும் நாம் செய்துள்ள ஒப்பந்தங்கள் மூலம், இப்போது ஆண்டுக்கு நானூறுக்கும் மேற்பட்ட தொழிற்பழகுநர்கள் உறுப்பினர் நிறுவனங்களில் பணியமர்த்தப்படுகின்றனர். இதுவரை தொழிற்பழகுநர் எவரையும் சேர்த்துக்கொள்ளாத உறுப்பினர்கள் செயலகத்தைத் தொடர்புகொள்ளுமாறு கேட்டுக்கொள்கிறேன். உங்களுக்குத் தேவைப்படும் பணியாளர்களை உருவாக்க மிக உறுதியான வழி, ஓர் இளைஞருக்கு உங்கள் சொந்த உற்பத்திக் கூடத்திலேயே பயிற்சி அளிப்பதுதான்.',
    },
    {
      en: 'The thirteenth Delta Industrial Expo will be held in Tiruchirappalli in February 2027. It is our largest undertaking, and it is built on your participation. Stalls for members are offered at a concessional rate, and we have invited buyers from public sector companies, large private manufacturers and trade delegations from Sri Lanka and Malaysia. Please book early and use the Expo to show the region what the small industries of the delta can make.',
      ta: 'பதின்மூன்றாவது டெல்டா தொழில் கண்காட்சி பிப்ரவரி 2027-இல் திருச்சிராப்பள்ளியில் நடைபெறும். இதுவே நமது மிகப்பெரிய முயற்சி; இதன் வெற்றி உங்கள் பங்கேற்பையே சார்ந்துள்ளது. உறுப்பினர்களுக்குக் கடை அரங்குகள் சலுகைக் கட்டணத்தில் வழங்கப்படுகின்றன. பொதுத்துறை நிறுவனங்கள், பெரிய தனியார் உற்பத்தியாளர்கள் ஆகியவற்றின் வாங்குநர்களையும், இலங்கை, மலேசியா ஆகிய நாடுகளிலிருந்து வர்த்தகத் தூதுக்குழுக்களையும் அழைத்துள்ளோம். முன்கூட்டியே பதிவு செய்து, டெல்டாவின் சிறு தொழில்கள் எவற்றையெல்லாம் உருவாக்க முடியும் என்பதை இப்பகுதிக்குக் காட்ட இக்கண்காட்சியைப் பயன்படுத்துங்கள்.',
    },
    {
      en: 'We have also taken a special interest in first-generation entrepreneurs and women who run their own firms. Our women in manufacturing programme trained sixty-two participants this year, and eleven of them have already registered new units. I thank the senior members who gave their time as mentors. Their experience, earned over decades, is one of the greatest assets this association has.',
      ta: 'முதல் தலைமுறைத் தொழில்முனைவோர் மீதும், சொந்த நிறுவனங்களை நடத்தும் பெண்கள் மீதும் சிறப்புக் கவனம் செலுத்தியுள்ளோம். நமது ‘உற்பத்தித் துறையில் மகளிர்’ பயிற்சித் திட்டம் இந்த ஆண்டு அறுபத்திரண்டு பேருக்குப் பயிற்சி அளித்தது; அவர்களில் பதினொருவர் ஏற்கெனவே புதிய அலகுகளைப் பதிவு செய்துள்ளனர். வழிகாட்டிகளாகத் தங்கள் நேரத்தை வழங்கிய மூத்த உறுப்பினர்களுக்கு நன்றி கூறுகிறேன். பல பத்தாண்டுகளாக அவர்கள் ஈட்டிய அனுபவம் இச்சங்கத்தின் மிகப்பெரிய சொத்துகளில் ஒன்றாகும்.',
    },
    {
      en: 'Finally, a word on our own house. The accounts for 2025–26 have been audited and will be placed before the annual general meeting. Subscriptions have not been raised for three years, and your executive committee intends to keep them where they are. Please renew your membership on time so that the secretariat can plan its work for the year with confidence.',
      ta: 'இறுதியாக, நம் சங்கத்தின் உள் நிர்வாகம் குறித்துச் சில வார்த்தைகள். 2025–26-ஆம் ஆண்டுக்கான கணக்குகள் தணிக்கை செய்யப்பட்டுவிட்டன; அவை ஆண்டுப் பொதுக்குழுக் கூட்டத்தில் சமர்ப்பிக்கப்படும். மூன்று ஆண்டுகளாக ஆண்டுச் சந்தா உயர்த்தப்படவில்லை; அதை அதே அளவில் தொடர உங்கள் செயற்குழு உத்தேசித்துள்ளது. செயலகம் இந்த ஆண்டுக்கான பணிகளை நம்பிக்கையுடன் திட்டமிட, உங்கள் உறுப்பினர் சந்தாவை உரிய காலத்தில் புதுப்பித்துக்கொள்ளுங்கள்.',
    },
    {
      en: 'I look forward to meeting many of you at the district meetings over the coming months. My door at RASI Bhavan is open, and so is my telephone. Let us keep working together for the small industries that give livelihoods to so many families in the delta.',
      ta: 'வரும் மாதங்களில் நடைபெறும் மாவட்டக் கூட்டங்களில் உங்களில் பலரைச் சந்திக்க ஆவலுடன் காத்திருக்கிறேன். ராசி பவனில் என் அறைக் கதவு திறந்தே இருக்கிறது; என் தொலைபேசியும் அப்படியே. டெல்டாவில் எண்ணற்ற குடும்பங்களுக்கு வாழ்வாதாரம் அளிக்கும் சிறு தொழில்களுக்காகத் தொடர்ந்து இணைந்து பணியாற்றுவோம்.',
    },
  ],
  closing: { en: 'With warm regards,', ta: 'அன்புடன்,' },
  signOff: {
    name: { en: 'S. Meenakshi Sundaram', ta: 'எஸ். மீனாட்சி சுந்தரம்' },
    role: { en: 'President, RASI', ta: 'தலைவர், ராசி' },
    firm: 'Kaveri Polymers Pvt Ltd',
  },
  place: { en: 'Tiruchirappalli', ta: 'திருச்சிராப்பள்ளி' },
  date: '2026-10-02',
};
