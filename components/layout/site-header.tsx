import Link from 'next/link';
import { SITE } from '@/content/association';
import { MainNav } from './main-nav';
import { navGroups } from './nav-groups';
import { SiteSearch } from './site-search';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* Not prefetched: the home page is the heaviest, and every page shows this link on its first screen. */}
        <Link href="/" className={styles.brand} prefetch={false}>
          {/* A plain <img>: the optimiser passes SVG through untouched, and next/image would add its client code to every page. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/images/logo.svg" alt="" width={48} height={48} />
          <span>
            <span className={styles.short}>{SITE.shortName}</span>
            <span className={styles.long}>{SITE.name}</span>
          </span>
        </Link>
        <SiteSearch />
        <MainNav groups={navGroups()} />
      </div>
    </header>
  );
}
