/**
 * The main navigation's id: the root layout holds the first frame until it is parsed. main-nav.tsx writes it as a
 * literal (importing this module into the menu's client chunk costs bytes on every page); e2e/loading.spec.ts
 * checks that every page's header has it.
 */
export const PRIMARY_NAVIGATION_ID = 'primary-navigation';
