import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteSections } from '@/components/layout/main-nav';
import { navGroups } from '@/components/layout/nav-groups';
import { notFound } from '@/content/not-found';
import { PageFinderForm } from '@/components/layout/page-finder-form';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>{notFound.heading}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <PageFinderForm />
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
      {/* The same menus as the header's (one object), so that this page, which Next sends in every page's router
          payload, adds only a reference to them there. */}
      <SiteSections groups={navGroups()} className={styles.sections} />
    </div>
  );
}
