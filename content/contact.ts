import { SITE } from './association';
import type { Department, MapLink } from './types';

export const contactIntro: string =
  'The secretariat at RASI Bhavan answers telephone calls and emails during office hours, and members and visitors are welcome to call in. For a meeting with an office bearer or an adviser, please ring ahead so that we can fix a time that suits you.';

export const departments: readonly Department[] = [
  {
    name: 'Secretariat and general enquiries',
    description: 'Letters, meetings with office bearers, bulletins and anything not listed below.',
    phone: SITE.phones[0].number,
    email: SITE.emails[0].address,
  },
  {
    name: 'Membership',
    description: 'Application forms, renewals, membership certificates and directory listings.',
    phone: '+91 431 250 4174',
    email: SITE.emails[1].address,
  },
  {
    name: 'Guidance cell',
    description: 'Free advice on finance, schemes, approvals, GST, delayed payments and exports.',
    phone: SITE.phones[1].number,
    email: SITE.emails[2].address,
  },
  {
    name: 'Training and entrepreneurship programmes',
    description: 'Registration for programmes, apprenticeships and workshops at RASI Bhavan and in the districts.',
    phone: '+91 431 250 4175',
    email: 'training@rasi-delta.org.in',
  },
  {
    name: 'Trade fairs and Delta Industrial Expo',
    description: 'Stall bookings for the Expo and for RASI pavilions and delegations at other fairs.',
    phone: '+91 431 250 4176',
    email: 'expo@rasi-delta.org.in',
  },
  {
    name: 'Accounts',
    description: 'Subscription receipts, fee payments and bank transfer confirmations.',
    phone: '+91 431 250 4177',
    email: 'accounts@rasi-delta.org.in',
  },
];

export const directions: readonly string[] = [
  'By bus: town buses from the Central Bus Stand and Chathiram Bus Stand in Tiruchirappalli run to Thuvakudi along the Thanjavur road; get down at the SIDCO stop, a five-minute walk from RASI Bhavan.',
  'By train: Tiruchirappalli Junction is about 20 km away, and the smaller Thiruverumbur station on the Thanjavur line is a short auto-rickshaw ride from the estate.',
  'By air: Tiruchirappalli International Airport is about 20 km away; taxis and app cabs take around 35 minutes, depending on traffic.',
];

export const officeMap: MapLink = {
  label: 'View RASI Bhavan on OpenStreetMap',
  href: 'https://www.openstreetmap.org/?mlat=10.7597&mlon=78.8165#map=16/10.7597/78.8165',
};
