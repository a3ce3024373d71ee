import { PageLink } from '@/components/ui/page-link';
import { Fragment } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { ROUTE_GROUPS, routeFor, routesIn, routeText } from '@/lib/routes';
import { pageHref } from '@/lib/seo/page-urls';
import { SITE, SITE_TEXT } from '@/content/association';
import { UI } from '@/content/ui';
import styles from './site-footer.module.css';

const QUICK_LINKS = ['/membership', '/rasi-members', '/notification', '/tradefairs', '/guidancecell', '/contactus'];
// The pages GIGW 3.0 asks every page to link to, after the quick links.
const SITE_PAGES = ['/accessibility', '/site-map', '/help', '/privacy', '/terms', '/website-policies'] as const;

export function SiteFooter({ locale }: { locale: Locale }) {
  const site = SITE_TEXT[locale];
  const ui = UI[locale];
  const quick = ROUTE_GROUPS.flatMap((g) => routesIn(g.id)).filter((r) => QUICK_LINKS.includes(r.path));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{site.name}</h2>
          <address className={styles.address}>
            {site.address.map((line, i) => (
              <Fragment key={line}>
                {i > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{ui.footerContact}</h2>
          <ul className={styles.list}>
            {SITE.phones.map((phone, i) => (
              <li key={phone.number}>
                {site.phoneLabels[i]}: <a href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a>
              </li>
            ))}
            {SITE.emails.slice(0, 2).map((email, i) => (
              <li key={email.address}>
                {site.emailLabels[i]}: <a href={`mailto:${email.address}`}>{email.address}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{ui.footerHours}</h2>
          <dl className={styles.hours}>
            {site.hours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-labelledby="footer-links" className={styles.links}>
          <h2 id="footer-links">{ui.footerLinks}</h2>
          <ul className={styles.list}>
            {quick.map((route) => (
              <li key={route.path}>
                <PageLink href={pageHref(route.path, locale)}>{routeText(route, locale).title}</PageLink>
              </li>
            ))}
            {SITE_PAGES.map((path) => (
              <li key={path}>
                <PageLink href={pageHref(path, locale)}>{routeText(routeFor(path), locale).title}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} {site.name}. {ui.legal}
        </p>
      </div>
    </footer>
  );
}
