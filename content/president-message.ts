import type { Letter } from './types';

export const presidentMessage: Letter = {
  title: 'The year ahead for small industry in the delta',
  salutation: 'Dear members,',
  paragraphs: [
    'It is a little over a year since you elected the present team of office bearers for the 2025–2027 term, and I write to share what we have done together and what lies ahead. Let me first thank every member who attended a meeting, answered a survey, sent us a grievance or simply called the office to ask a question. An association is only as strong as the members who use it, and you have used RASI well.',
    'Timely payment remains the most common complaint we hear. Many of you supply larger companies and wait far beyond the 45 days allowed by law. This year our guidance cell helped members file cases before the Micro and Small Enterprises Facilitation Council and recovered dues for more than ninety firms. I urge every member to keep Udyam registration up to date and to mention it on every invoice, because that is what gives you the protection of the law.',
    'Power quality in our industrial estates has improved, but not enough. We have met the electricity distribution officials for the Tiruchirappalli and Thanjavur circles four times since January and placed before them a list of feeders with frequent tripping. Two new transformers have been commissioned at Thuvakudi and one at Ariyamangalam. We will keep pressing until the estates in Pudukkottai and Perambalur see the same attention.',
    'Finding skilled workers is the concern I hear most often on my visits to your units. Our agreements with the Government Polytechnic College in Tiruchirappalli and the Industrial Training Institutes in the region now place more than four hundred apprentices a year in member firms. I request members who have not yet taken an apprentice to contact the secretariat. Training a young person on your own shop floor is the surest way to build the workforce you will need.',
    'The thirteenth Delta Industrial Expo will be held in Tiruchirappalli in February 2027. It is our largest undertaking, and it is built on your participation. Stalls for members are offered at a concessional rate, and we have invited buyers from public sector companies, large private manufacturers and trade delegations from Sri Lanka and Malaysia. Please book early and use the Expo to show the region what the small industries of the delta can make.',
    'We have also taken a special interest in first-generation entrepreneurs and women who run their own firms. Our women in manufacturing programme trained sixty-two participants this year, and eleven of them have already registered new units. I thank the senior members who gave their time as mentors. Their experience, earned over decades, is one of the greatest assets this association has.',
    'Finally, a word on our own house. The accounts for 2025–26 have been audited and will be placed before the annual general meeting. Subscriptions have not been raised for three years, and your executive committee intends to keep them where they are. Please renew your membership on time so that the secretariat can plan its work for the year with confidence.',
    'I look forward to meeting many of you at the district meetings over the coming months. My door at RASI Bhavan is open, and so is my telephone. Let us keep working together for the small industries that give livelihoods to so many families in the delta.',
  ],
  closing: 'With warm regards,',
  signOff: {
    name: 'S. Meenakshi Sundaram',
    role: 'President, RASI',
    firm: 'Kaveri Polymers Pvt Ltd',
  },
  place: 'Tiruchirappalli',
  date: '2026-10-02',
};
