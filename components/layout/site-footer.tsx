import Link from 'next/link';
import { ROUTE_GROUPS, routesIn } from '@/lib/routes';
import { SITE } from '@/content/association';
import styles from './site-footer.module.css';

const QUICK_LINKS = ['/membership', '/rasi-members', '/notification', '/tradefairs', '/guidancecell', '/contactus'];

export function SiteFooter() {
  const { address } = SITE;
  const quick = ROUTE_GROUPS.flatMap((g) => routesIn(g.id)).filter((r) => QUICK_LINKS.includes(r.path));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{SITE.name}</h2>
          <address className={styles.address}>
            {address.building}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.city} {address.postalCode}
            <br />
            {address.region}, {address.countryName}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Telephone and email</h2>
          <ul className={styles.list}>
            {SITE.phones.map((phone) => (
              <li key={phone.number}>
                {phone.label}: <a href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a>
              </li>
            ))}
            {SITE.emails.slice(0, 2).map((email) => (
              <li key={email.address}>
                {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Office hours</h2>
          <dl className={styles.hours}>
            {SITE.hours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-labelledby="footer-links" className={styles.links}>
          <h2 id="footer-links">Quick links</h2>
          <ul className={styles.list}>
            {quick.map((route) => (
              <li key={route.path}>
                <Link href={route.path}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} {SITE.name}. Registered under the Tamil Nadu Societies Registration Act, 1975.
        </p>
      </div>
    </footer>
  );
}
