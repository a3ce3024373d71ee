/** The main navigation's id: its Menu button controls it, and the root layout holds the first frame until it is parsed. */
export const PRIMARY_NAVIGATION_ID = 'primary-navigation';
