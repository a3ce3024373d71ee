import type { Words } from '@/lib/i18n/words';

/**
 * The words of the page furniture GIGW 3.0 asks for on every page: the "Last updated" line (components/layout/
 * last-updated.tsx) and the "Send on WhatsApp" link (components/ui/share-on-whatsapp.tsx).
 */
export const PAGE_FRAME_TEXT = {
  lastUpdated: { en: 'Last updated', ta: 'இறுதியாகப் புதுப்பிக்கப்பட்டது' },
  sendOnWhatsApp: { en: 'Send on WhatsApp', ta: 'வாட்ஸ்அப்பில் அனுப்புக' },
  opensInNewTab: { en: 'opens in a new tab', ta: 'புதிய தாவலில் திறக்கும்' },
} as const satisfies Record<string, Words>;
