import type { Words } from '@/lib/i18n/words';

/** The words of the pages that show the backend's lists (their items come from the backend, in English). */
export const mediaPagesText = {
  notificationsLead: {
    en: 'Circulars and notices to members: deadlines, government orders, programmes and association business.',
    ta: 'காலக்கெடுக்கள், அரசாணைகள், பயிற்சித் திட்டங்கள், சங்க அலுவல்கள் ஆகியவை குறித்துச் சங்கம் உறுப்பினர்களுக்கு அனுப்பிய சுற்றறிக்கைகளும் அறிவிப்புகளும் இங்கே உள்ளன.',
  },
  bulletinsLead: {
    en: "Each year's bulletin records the association's meetings, programmes, delegations and representations.",
    ta: 'ஒவ்வோர் ஆண்டின் செய்தி மடலிலும் அந்த ஆண்டின் சங்கக் கூட்டங்கள், பயிற்சித் திட்டங்கள், தூதுக்குழுப் பயணங்கள், கோரிக்கை மனுக்கள் ஆகியவை பதிவாகியுள்ளன.',
  },
  galleryLead: {
    en: "Moments from RASI's trade fairs, training programmes, factory visits and general meetings.",
    ta: 'ராசியின் வர்த்தகக் கண்காட்சிகள், பயிற்சித் திட்டங்கள், தொழிற்சாலைப் பார்வைப் பயணங்கள், பொதுக்குழுக் கூட்டங்கள் ஆகியவற்றின் சில காட்சிகள்.',
  },
  photographsHeading: { en: 'Photographs', ta: 'புகைப்படங்கள்' },
} as const satisfies Record<string, Words>;
