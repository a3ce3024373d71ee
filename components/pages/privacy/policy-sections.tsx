import { LastUpdated } from '@/components/layout/last-updated';
import { PageOrOutsideLink } from '@/components/ui/outside-link';
import { Prose, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { outsideKind } from '@/lib/outside-links';
import { canonicalPath } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { OUTSIDE_LINK_NOTES } from '@/content/page-frame';
import type { PolicySection } from '@/content/privacy';
import styles from './policy-sections.module.css';

/** A page of the route table in the page's language, its fragment kept; any other address as it is. */
function inLanguage(href: string, locale: Locale): string {
  const [path = '', fragment] = href.split('#');
  if (!canonicalPath(path)) return href;
  return pageHref(path, locale) + (fragment ? `#${fragment}` : '');
}

/**
 * A policy's sections, each an `h2` (its id from the English heading, the same fragment in both languages) and its
 * paragraphs, then its links and, for a website policy, its own "Last updated" date: the privacy policy's, the terms
 * of use's, the website policies' and the help page's.
 */
export function PolicySections({ sections, locale }: { sections: readonly PolicySection[]; locale: Locale }) {
  return sections.map((section) => (
    <Section key={section.heading.en} title={section.heading} locale={locale}>
      <Prose paragraphs={section.paragraphs.map((paragraph) => paragraph[locale])} />
      {section.links ? (
        <ul className={styles.links}>
          {section.links.map((link) => (
            <li key={link.href}>
              <PageOrOutsideLink
                href={inLanguage(link.href, locale)}
                outside={outsideKind(link.href)}
                notes={OUTSIDE_LINK_NOTES[locale]}
              >
                {link.text[locale]}
              </PageOrOutsideLink>
            </li>
          ))}
        </ul>
      ) : null}
      {section.updated ? <LastUpdated date={section.updated} locale={locale} className={styles.updated} /> : null}
    </Section>
  ));
}
