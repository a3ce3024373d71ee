import { SITE } from '@/content/association';
import { DISTRICT_LABELS } from '@/content/glossary';
import { MEMBER_CATEGORY_LABELS, memberDirectoryPageText as text, type Member } from '@/content/members';
import { inLocale } from '@/lib/i18n/words';
import { memberPath, memberVcardPath } from '@/lib/member-pages';
import { absoluteUrl, pageUrl } from '@/lib/seo/page-urls';
import { buildOrganisationCard } from '@/lib/vcard';

export const MEMBER_VCARD_PROD_ID = `-//${SITE.shortName}//${SITE.domain} member directory//EN`;

/** The file a visitor saves: the firm's id, which lib/member-ids.ts keeps to letters, digits and hyphens. */
export const memberVcardFileName = (id: string) => `${id}.vcf`;

/**
 * A firm's card for a phone's contact book, in English (the registered name is English, and one card serves both
 * languages' pages): what its page shows, no more, and no telephone line when the firm gave none.
 */
export function memberVcard(member: Member, siteUrl: string): string {
  const m = inLocale(member, 'en');
  const category = MEMBER_CATEGORY_LABELS[m.category].en;
  const note = [
    `${text.contactLabel.en}: ${m.contact}.`,
    `${text.productsLabel.en}: ${m.products.join(', ')}.`,
    `${SITE.shortName} ${text.memberSinceLabel.en.toLowerCase()} ${m.memberSince}.`,
  ].join(' ');
  return buildOrganisationCard({
    prodId: MEMBER_VCARD_PROD_ID,
    name: m.firm,
    contactPerson: m.contact,
    telephone: m.phone,
    locality: DISTRICT_LABELS[m.district].en,
    region: SITE.address.region,
    country: SITE.address.countryName,
    categories: [category],
    note,
    url: pageUrl(memberPath(m.id), siteUrl, 'en'),
    source: absoluteUrl(memberVcardPath(m.id), siteUrl),
  });
}
