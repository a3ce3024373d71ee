import { PageShell } from '@/components/layout/page-shell';
import { JsonLd } from '@/components/seo/json-ld';
import button from '@/components/ui/button.module.css';
import { Card, CardGrid } from '@/components/ui/cards';
import { Fact } from '@/components/ui/fact';
import { ShareOnWhatsApp } from '@/components/ui/share-on-whatsapp';
import { EnglishText, englishLang } from '@/components/ui/other-language';
import { BulletList, Section } from '@/components/ui/section';
import { config } from '@/lib/config';
import { filtersToSearch, NO_FILTERS, type DirectoryFilters } from '@/lib/directory';
import type { Locale } from '@/lib/i18n/locales';
import { fillIn, inLocale } from '@/lib/i18n/words';
import { DIRECTORY_PATH, memberPath, memberVcardPath, relatedMembers } from '@/lib/member-pages';
import { memberVcardFileName } from '@/lib/member-vcard';
import { memberLd } from '@/lib/seo/structured-data';
import { pageHref } from '@/lib/seo/page-urls';
import { DISTRICT_LABELS } from '@/content/glossary';
import {
  MEMBER_CATEGORY_LABELS,
  memberDirectoryPageText as labels,
  memberPageText as text,
  members,
  type Member,
} from '@/content/members';
import { TelephoneFact } from './telephone-fact';
import styles from './member-page.module.css';

/**
 * A member firm's own page: its name as the `h1`, what it makes, its industry and district, since when it is a
 * member, the person to ask for and its telephone if it gave one, a contact card to save, the firms of the same
 * industry or district, and the directory filtered to its industry and to its district. All of it from the firm's
 * one record in content/members.ts; links are plain (no script, and no proxy on the way to another firm's page).
 */
export function MemberPage({ member, locale }: { member: Member; locale: Locale }) {
  const m = inLocale(member, locale);
  const category = MEMBER_CATEGORY_LABELS[m.category][locale];
  const district = DISTRICT_LABELS[m.district][locale];
  const directory = (filters: Partial<DirectoryFilters>) =>
    `${pageHref(DIRECTORY_PATH, locale)}${filtersToSearch({ ...NO_FILTERS, ...filters })}`;
  const inCategory = members.filter((other) => other.category === m.category).length;
  const inDistrict = members.filter((other) => other.district === m.district).length;

  return (
    <PageShell
      path={DIRECTORY_PATH}
      locale={locale}
      lead={fillIn(text.lead[locale], { category, district })}
      subpage={{
        path: memberPath(m.id),
        name: m.firm,
        heading: <EnglishText locale={locale}>{m.firm}</EnglishText>,
      }}
    >
      <Section title={text.productsHeading} locale={locale} id="products">
        <BulletList items={m.products} />
      </Section>

      <Section title={text.detailsHeading} locale={locale} id="details">
        <dl className={styles.details}>
          <Fact term={labels.categoryLabel[locale]}>{category}</Fact>
          <Fact term={labels.districtLabel[locale]}>{district}</Fact>
          <Fact term={labels.memberSinceLabel[locale]}>{m.memberSince}</Fact>
          <Fact term={labels.contactLabel[locale]}>{m.contact}</Fact>
          <TelephoneFact phone={m.phone} term={labels.telephoneLabel[locale]} />
        </dl>
        <p className={styles.card}>
          <a
            href={memberVcardPath(m.id)}
            download={memberVcardFileName(m.id)}
            type="text/vcard"
            hrefLang="en"
            className={`${button.primary} ${styles.save}`}
          >
            {text.addToContacts[locale]}
          </a>{' '}
          <span className={styles.note}>{text.addToContactsNote[locale]}</span>
        </p>
        <ShareOnWhatsApp title={m.firm} path={memberPath(m.id)} locale={locale} titleLang={englishLang(locale).lang} />
      </Section>

      <Section title={text.relatedHeading} locale={locale} id="related">
        <CardGrid>
          {relatedMembers(member).map((related) => {
            const r = inLocale(related, locale);
            return (
              <Card
                key={r.id}
                title={
                  <a href={pageHref(memberPath(r.id), locale)} {...englishLang(locale)}>
                    {r.firm}
                  </a>
                }
                meta={`${MEMBER_CATEGORY_LABELS[r.category][locale]} · ${DISTRICT_LABELS[r.district][locale]}`}
              />
            );
          })}
        </CardGrid>
        <ul className={styles.more}>
          <li>
            <a href={directory({ category: m.category })}>
              {fillIn(text.inCategory[locale], { count: inCategory, category })}
            </a>
          </li>
          <li>
            <a href={directory({ district: m.district })}>
              {fillIn(text.inDistrict[locale], { count: inDistrict, district })}
            </a>
          </li>
          <li>
            <a href={pageHref(DIRECTORY_PATH, locale)}>{text.wholeDirectory[locale]}</a>
          </li>
        </ul>
      </Section>
      <JsonLd data={memberLd(member, locale, config.siteUrl)} />
    </PageShell>
  );
}
