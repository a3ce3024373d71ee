'use client';

import { ErrorView } from '@/components/layout/error-view';

// The words are here, not imported from content/ui.ts: an error page is a client component, and the dictionary of
// both languages would ride along in its code.
const TEXT = {
  title: 'இந்தப் பக்கத்தைக் காட்ட இயலவில்லை',
  text: 'இந்தப் பக்கத்தைத் தயாரிக்கும்போது எங்கள் தரப்பில் பிழை ஏற்பட்டது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  tryAgain: 'மீண்டும் முயல்க',
  orGoTo: 'அல்லது',
  homePage: 'முகப்புப் பக்கத்துக்குச் செல்லவும்',
  homeHref: '/ta',
};

export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return <ErrorView text={TEXT} retry={retry} />;
}
