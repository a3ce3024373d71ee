import type { Words } from '@/lib/i18n/words';

/** The words of the pages that show the backend's lists (their items come from the backend, in English). */
export const mediaPagesText = {
  notificationsLead: {
    en: 'Circulars and notices to members: deadlines, government orders, programmes and association business.',
    ta: 'உறுப்பினர்களுக்கான சுற்றறிக்கைகளும் அறிவிப்புகளும்: காலக்கெடுக்கள், அரசாணைகள், பயிற்சித் திட்டங்கள் மற்றும் சங்கத்தின் அலுவல்கள்.',
  },
  bulletinsLead: {
    en: "Each year's bulletin records the association's meetings, programmes, delegations and representations.",
    ta: 'ஒவ்வோர் ஆண்டின் செய்தி மடலும் சங்கத்தின் கூட்டங்கள், பயிற்சித் திட்டங்கள், தூதுக்குழுப் பயணங்கள் மற்றும் கோரிக்கை மனுக்களைப் பதிவு செய்கிறது.',
  },
  galleryLead: {
    en: "Moments from RASI's trade fairs, training programmes, factory visits and general meetings.",
    ta: 'ராசியின் வர்த்தகக் கண்காட்சிகள், பயிற்சித் திட்டங்கள், தொழிற்சாலைப் பார்வைப் பயணங்கள் மற்றும் பொதுக்குழுக் கூட்டங்களின் தருணங்கள்.',
  },
  photographsHeading: { en: 'Photographs', ta: 'புகைப்படங்கள்' },
} as const satisfies Record<string, Words>;
