import Image from 'next/image';
import Link from 'next/link';
import { SITE } from '@/lib/site';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <Image src="/images/logo.svg" alt="" width={48} height={48} />
          <span>
            <span className={styles.short}>{SITE.shortName}</span>
            <span className={styles.long}>{SITE.name}</span>
          </span>
        </Link>
        <MainNav />
      </div>
    </header>
  );
}
