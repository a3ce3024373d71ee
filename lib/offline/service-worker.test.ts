/** @jest-environment node */
// The service worker's rules, on the worker's own text (it exports them when loaded outside a worker).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const worker = require('./service-worker.cjs') as {
  kindOf: (request: { method: string; url: string; mode: string; rsc: boolean }, origin: string) => string | null;
  isKeepable: (response: Response | null) => boolean;
  localeOf: (pathname: string) => 'en' | 'ta';
  titleOf: (html: string) => string;
  staticFilesOf: (html: string) => string[];
  markSavedCopy: (html: string, options: { time: number; locale: string; words: string; id: string }) => string;
  listSavedPages: (
    html: string,
    pages: { path: string; title: string; time: number }[],
    options: { locale: string; id: string },
  ) => string;
  oldCaches: (names: string[], build: string) => string[];
  beyondLimit: <T>(keys: T[], limit: number) => T[];
};

const ORIGIN = 'https://www.example.org';
const request = (
  path: string,
  options: Partial<{ method: string; mode: string; rsc: boolean; origin: string }> = {},
) => ({
  method: options.method ?? 'GET',
  url: `${options.origin ?? ORIGIN}${path}`,
  mode: options.mode ?? 'no-cors',
  rsc: options.rsc ?? false,
});

describe('what the worker answers', () => {
  test('a page, Next’s static files, the lists and the images of this origin', () => {
    expect(worker.kindOf(request('/ta/rasi-members', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(worker.kindOf(request('/_next/static/chunks/a1b2.js'), ORIGIN)).toBe('static');
    expect(worker.kindOf(request('/api/notifications', { mode: 'cors' }), ORIGIN)).toBe('list');
    expect(worker.kindOf(request('/_next/image?url=%2Fmedia%2Fx.jpg&w=640&q=75'), ORIGIN)).toBe('image');
    expect(worker.kindOf(request('/media/uploads/banner.jpg'), ORIGIN)).toBe('image');
    expect(worker.kindOf(request('/images/default-banner.jpg'), ORIGIN)).toBe('image');
  });

  test('never another origin, a method but GET, the revalidation webhook, field reports or Next’s RSC requests', () => {
    expect(worker.kindOf(request('/', { mode: 'navigate', origin: 'https://wa.me' }), ORIGIN)).toBeNull();
    expect(worker.kindOf(request('/api/banners', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(worker.kindOf(request('/api/revalidate'), ORIGIN)).toBeNull();
    // Visitors' field reports go as the browser sends them or not at all: never held for later.
    expect(worker.kindOf(request('/api/vitals', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(worker.kindOf(request('/api/vitals'), ORIGIN)).toBeNull();
    expect(worker.kindOf(request('/api/revalidate', { mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(worker.kindOf(request('/aboutrasi?_rsc=1x2y', { rsc: true }), ORIGIN)).toBeNull();
    expect(worker.kindOf(request('/sw.js'), ORIGIN)).toBeNull();
  });
});

describe('what the worker keeps', () => {
  const answer = (status: number, cacheControl?: string) =>
    new Response(status === 301 ? null : 'x', {
      status,
      headers: cacheControl ? { 'Cache-Control': cacheControl } : {},
    });

  test('a 200 that allows it', () => {
    expect(worker.isKeepable(answer(200, 's-maxage=31536000'))).toBe(true);
    expect(worker.isKeepable(answer(200))).toBe(true);
  });

  test('no error, no redirect, nothing `no-store` or `private`', () => {
    for (const status of [203, 301, 404, 410, 500, 502, 503]) expect(worker.isKeepable(answer(status))).toBe(false);
    expect(worker.isKeepable(answer(200, 'private, no-store'))).toBe(false);
    expect(worker.isKeepable(answer(200, 'no-store'))).toBe(false);
    expect(worker.isKeepable(answer(200, 'private, max-age=0'))).toBe(false);
    expect(worker.isKeepable(null)).toBe(false);
  });
});

describe('pages as the worker gives them', () => {
  const page = '<html lang="ta"><main id="main"><div id="saved-copy"></div><h1>முகப்பு</h1></main></html>';
  const time = Date.UTC(2026, 11, 3, 8, 35);

  test('a saved copy says when it was saved, in the page’s language', () => {
    const html = worker.markSavedCopy(page, { time, locale: 'ta', words: 'சேமித்த நகல் ({date}).', id: 'saved-copy' });
    expect(html).toContain(
      '<div id="saved-copy"><p class="container saved-copy">சேமித்த நகல் (<time datetime="2026-12-03T08:35:00.000Z">3 டிசம்பர், 2026 அன்று 2:05 PM</time>).</p></div><h1>',
    );
    const english = worker.markSavedCopy(page, {
      time,
      locale: 'en',
      words: 'Saved copy from {date}.',
      id: 'saved-copy',
    });
    expect(english).toContain('>3 December 2026 at 2:05 pm</time>.</p>');
  });

  test('the offline page lists the saved pages as links, or keeps its sentence when there are none', () => {
    const offline = '<h2>Saved</h2><div id="saved-pages" class="x__saved"><p>None yet.</p></div><p>Reload</p>';
    const html = worker.listSavedPages(
      offline,
      [
        { path: '/rasi-members/kaveri-polymers', title: 'Kaveri Polymers: Plastics &amp; rubber', time },
        { path: '/', title: '', time },
      ],
      { locale: 'en', id: 'saved-pages' },
    );
    expect(html).toMatch(
      /^<h2>Saved<\/h2><div id="saved-pages" class="x__saved"><ul><li><a href="\/rasi-members\/kaveri-polymers">Kaveri Polymers: Plastics &amp; rubber<\/a> \(<time [^>]+>3 December 2026 at 2:05 pm<\/time>\)<\/li><li><a href="\/">\/<\/a>/,
    );
    expect(html).toContain('</ul></div><p>Reload</p>');
    expect(worker.listSavedPages(offline, [], { locale: 'en', id: 'saved-pages' })).toBe(offline);
  });

  test('a page’s title without the site’s name, its language by its address', () => {
    expect(worker.titleOf('<head><title>Milestones | RASI</title></head>')).toBe('Milestones');
    expect(worker.titleOf('<title>Regional Association of Small Industries (RASI)</title>')).toBe(
      'Regional Association of Small Industries (RASI)',
    );
    expect(worker.localeOf('/ta')).toBe('ta');
    expect(worker.localeOf('/ta/rasi-members/noor-polymers')).toBe('ta');
    expect(worker.localeOf('/tradefairs')).toBe('en');
  });

  test('the static files a page needs are kept with it', () => {
    const html =
      '<script>(function(c){})([["/_next/static/chunks/0a1b.js?dpl=abc","sha256-x"]])</script>' +
      '<style>@font-face{src:url(/_next/static/media/x.woff2)}</style>' +
      '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/9f.js\\"]"])</script>';
    expect(worker.staticFilesOf(html).sort()).toEqual([
      '/_next/static/chunks/0a1b.js?dpl=abc',
      '/_next/static/chunks/9f.js',
      '/_next/static/media/x.woff2',
    ]);
  });
});

describe('bounds and deploys', () => {
  test('a cache over its limit drops its oldest entries, which come first', () => {
    expect(worker.beyondLimit(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(worker.beyondLimit(['a', 'b'], 3)).toEqual([]);
  });

  test('a new build drops the caches of the builds before it, and keeps the pages, lists and images', () => {
    const names = ['rasi-static-old1', 'rasi-static-new2', 'rasi-pages', 'rasi-directory', 'rasi-lists', 'rasi-images'];
    expect(worker.oldCaches(names, 'new2')).toEqual(['rasi-static-old1']);
  });
});
