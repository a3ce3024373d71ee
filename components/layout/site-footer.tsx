import { SITE } from '@/lib/site';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { address } = SITE;
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>
          {SITE.name}, {address.building}, {address.street}, {address.locality}, {address.city} {address.postalCode}
        </p>
        <p>
          © {new Date().getFullYear()} {SITE.shortName}
        </p>
      </div>
    </footer>
  );
}
