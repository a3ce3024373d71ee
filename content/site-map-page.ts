import type { Words } from '@/lib/i18n/words';

/** The site map's own words; its lists are the route table's pages, grouped as the menus group them. */
export const siteMapLead: Words = {
  en: 'Every page of the website, grouped as the menus group them. Each member firm also has a page of its own, reached from the member directory.',
  ta: 'இணையதளத்தின் அனைத்துப் பக்கங்களும் இங்கே பட்டிகளில் உள்ளவாறே பிரிவு வாரியாகத் தரப்பட்டுள்ளன. ஒவ்வோர் உறுப்பினர் நிறுவனத்துக்கும் தனிப் பக்கம் உண்டு; அதை உறுப்பினர் விவரப் பட்டியலிலிருந்து அணுகலாம்.',
};
