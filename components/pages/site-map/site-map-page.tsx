import { navGroups } from '@/components/layout/nav-groups';
import { PageShell } from '@/components/layout/page-shell';
import { Section } from '@/components/ui/section';
import { slug } from '@/lib/anchors';
import type { Locale } from '@/lib/i18n/locales';
import { ROUTES, routeFor, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { siteMapLead } from '@/content/site-map-page';
import { websitePolicies } from '@/content/website-policies';
import { UI } from '@/content/ui';
import styles from './site-map.module.css';

/**
 * Every page of the route table, grouped as the menus group them (the header's own groups, components/layout/
 * nav-groups.ts), each with its description, in the page's language: a page added to the table appears here by itself.
 * The website policies are listed one by one too, each linked to its own section, as GIGW 3.0 asks.
 */
export function SiteMapPage({ locale }: { locale: Locale }) {
  const home = routeText(routeFor('/'), locale);
  const descriptions = new Map(
    ROUTES.map((route) => [pageHref(route.path, locale), routeText(route, locale).description]),
  );
  return (
    <PageShell path="/site-map" locale={locale} lead={siteMapLead[locale]}>
      <ul className={styles.pages}>
        <li>
          <a href={pageHref('/', locale)}>{UI[locale].home}</a>
          <p>{home.description}</p>
        </li>
      </ul>
      {navGroups(locale).map((group) => (
        <Section key={group.id} id={`site-map-${group.id}`} title={group.label} locale={locale}>
          <ul className={styles.pages}>
            {group.routes.map((route) => (
              <li key={route.path}>
                <a href={route.path}>{route.title}</a>
                <p>{descriptions.get(route.path)}</p>
                {route.path === pageHref('/website-policies', locale) ? (
                  <ul className={styles.sections}>
                    {websitePolicies.map((policy) => (
                      <li key={policy.heading.en}>
                        <a href={`${route.path}#${slug(policy.heading.en)}`}>{policy.heading[locale]}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </PageShell>
  );
}
