import Image from 'next/image';
import Link from 'next/link';
import { SITE } from '@/lib/site';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <Image src="/images/logo.svg" alt="" width={44} height={44} priority />
          <span>
            <span className={styles.short}>{SITE.shortName}</span>
            <span className={styles.long}>{SITE.name}</span>
          </span>
        </Link>
      </div>
    </header>
  );
}
