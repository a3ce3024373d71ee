import type { Localisable } from '@/lib/i18n/words';
import type { NotFoundContent } from './content-shapes';

export const notFound: Localisable<NotFoundContent> = {
  heading: { en: 'We could not find that page', ta: 'நீங்கள் தேடிய பக்கத்தைக் கண்டறிய இயலவில்லை' },
  text: {
    en: 'The page may have moved or the address may be mistyped; try the menu above, or call the RASI office and we will gladly help you find what you need.',
    ta: 'அந்தப் பக்கம் வேறு முகவரிக்கு மாற்றப்பட்டிருக்கலாம் அல்லது முகவரி தவறாகத் தட்டச்சு செய்யப்பட்டிருக்கலாம்; மேலே உள்ள பட்டியைப் பயன்படுத்திப் பாருங்கள், அல்லது ராசி அலுவலகத்தைத் தொலைபேசியில் அழையுங்கள்; உங்களுக்குத் தேவையானதைக் கண்டறிய மகிழ்ச்சியுடன் உதவுவோம்.',
  },
};
