import { createHash } from 'node:crypto';
import { deferredChunks, deferScripts, START_WITHIN_MS } from './deferred-scripts.mjs';
import { inlineScriptHashes } from '../../security-headers.mjs';

const INTEGRITY_A = 'sha256-7oa25WMfg1DO4cZ7wT8VprHB2ouZwwJTPFq+HaQTD3g=';
const INTEGRITY_MAIN = 'sha256-ipQ7AFmeVrU1afNvQ0HjRlrncFwTkVYs1sfh8pDAw4c=';

// The shape of a page as Next 16 writes it: chunks in the head (attributes in either order, with and without
// integrity), the legacy polyfills for old browsers, the bootstrap preloaded in the head and loaded at the end of
// the body, inline data, then the router payload.
const page = () =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="${INTEGRITY_MAIN}"/>` +
  `<script src="/_next/static/chunks/a.js" async="" integrity="${INTEGRITY_A}"></script>` +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><header><img src="/images/logo.svg" alt=""/></header>' +
  '<main><img class="hero" src="/_next/image?url=a&amp;w=640" fetchPriority="high" alt="A banner"/><p>Text</p></main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>' +
  `<script src="/_next/static/chunks/main.js" integrity="${INTEGRITY_MAIN}" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}"])</script>' +
  '</body></html>';

const loaderOf = (html: string): string => {
  const code = /<script>(\(function\(c,w,d\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (code === undefined) throw new Error('no loader in the page');
  return code;
};

describe('deferScripts: the HTML', () => {
  const html = deferScripts(page());

  it('leaves no chunk to run as it arrives, only the polyfills old browsers load instead', () => {
    const withSource = html.match(/<script [^>]*src="[^"]*"[^>]*>/g) ?? [];
    expect(withSource).toEqual(['<script src="/_next/static/chunks/polyfills.js" noModule="">']);
  });

  it('fetches no chunk before the loader adds it: Next’s preload of the bootstrap goes too', () => {
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    // Another preload stays as it was.
    const font = '<link rel="preload" as="font" href="/f.woff2" crossOrigin=""/>';
    expect(deferScripts(page().replace('</head>', `${font}</head>`))).toContain(font);
  });

  it('puts the loader after the content and before the router payload, listing every chunk in order', () => {
    const at = html.indexOf('<script>(function(c,w,d)');
    expect(at).toBeGreaterThan(html.indexOf('</main>'));
    expect(at).toBeLessThan(html.indexOf('<script>(self.__next_f'));
    expect(loaderOf(html)).toContain(
      JSON.stringify([
        ['/_next/static/chunks/a.js', INTEGRITY_A],
        ['/_next/static/chunks/turbopack-b.js', ''],
        ['/_next/static/chunks/main.js', INTEGRITY_MAIN],
      ]),
    );
  });

  it('reads back the list of chunks the loader adds (what the benchmark weighs), and none without a loader', () => {
    expect(deferredChunks(html)).toEqual([
      ['/_next/static/chunks/a.js', INTEGRITY_A],
      ['/_next/static/chunks/turbopack-b.js', ''],
      ['/_next/static/chunks/main.js', INTEGRITY_MAIN],
    ]);
    expect(deferredChunks(page())).toEqual([]);
  });

  it('keeps every other script and all the content as they were', () => {
    for (const kept of [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>',
      '<script>self.__next_f.push([1,"0:{}"])</script>',
      '<p>Text</p>',
    ])
      expect(html).toContain(kept);
  });

  it('gives the page policy the loader’s hash, so the policy lets it run', () => {
    const hash = `'sha256-${createHash('sha256').update(loaderOf(html), 'utf8').digest('base64')}'`;
    expect(inlineScriptHashes(html)).toContain(hash);
  });

  it('is idempotent, and leaves a page without chunks or without a router payload unchanged', () => {
    expect(deferScripts(html)).toBe(html);
    expect(deferScripts('<p>plain</p>')).toBe('<p>plain</p>');
    const noPayload = page().replace(/<script>\(self\.__next_f[\s\S]*<\/body>/, '</body>');
    expect(deferScripts(noPayload)).toBe(noPayload);
  });

  it('leaves alone a script it does not know: another folder, a nonce, or anything to escape', () => {
    const odd = [
      '<script src="https://cdn.example.com/x.js" async=""></script>',
      '<script src="/_next/static/chunks/with-nonce.js" async="" nonce="abc"></script>',
      '<script src="/_next/static/chunks/quoted.js?a=&quot;b" async=""></script>',
      '<script src="/_next/static/chunks/odd-integrity.js" async="" integrity="sha256-&lt;x"></script>',
      '<script src="/_next/static/chunks/twice.js" src="/evil.js" async=""></script>',
    ];
    const html = deferScripts(page().replace('</head>', `${odd.join('')}</head>`));
    for (const script of odd) expect(html).toContain(script);
    expect(loaderOf(html)).not.toMatch(/cdn\.example|with-nonce|quoted|odd-integrity|twice|evil/);
  });
});

describe('deferScripts: the loader in a browser', () => {
  let frames: Array<() => void>;

  /** Runs the loader as the browser would, at the end of a document whose body is `body`. */
  function load(body: (parent: HTMLElement) => void = () => {}, { hidden = false } = {}) {
    document.head.innerHTML = '';
    document.body.innerHTML = '<p>Text</p>';
    body(document.body);
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    frames = [];
    window.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(() => callback(0));
    new Function(loaderOf(deferScripts(page())))();
  }
  const added = () =>
    [...document.head.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.hasAttribute('async'),
      integrity: script.getAttribute('integrity'),
    }));
  const nextFrame = () => {
    const due = frames;
    frames = [];
    for (const run of due) run();
    jest.advanceTimersByTime(0);
  };
  /** A first-screen picture (`fetchpriority="high"`), still loading or not. */
  const picture = (parent: HTMLElement, complete: boolean) => {
    const img = document.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    Object.defineProperty(img, 'complete', { value: complete });
    parent.append(img);
    return img;
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('adds the chunks after the first frame, each async (as React looks for them) and with its integrity', () => {
    load();
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual([
      { src: '/_next/static/chunks/a.js', async: true, integrity: INTEGRITY_A },
      { src: '/_next/static/chunks/turbopack-b.js', async: true, integrity: null },
      { src: '/_next/static/chunks/main.js', async: true, integrity: INTEGRITY_MAIN },
    ]);
    // Once only, whatever comes after.
    jest.advanceTimersByTime(START_WITHIN_MS);
    nextFrame();
    expect(added()).toHaveLength(3);
  });

  it('waits for the first screen’s pictures still loading, loaded or failed, then for a frame', () => {
    let banner!: HTMLImageElement;
    let thumb!: HTMLImageElement;
    load((body) => {
      banner = picture(body, false);
      thumb = picture(body, false);
      picture(body, true);
    });
    nextFrame();
    expect(added()).toEqual([]);
    banner.dispatchEvent(new Event('load'));
    nextFrame();
    expect(added()).toEqual([]);
    thumb.dispatchEvent(new Event('error'));
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toHaveLength(3);
  });

  it('does not wait longer than START_WITHIN_MS for a slow picture', () => {
    load((body) => picture(body, false));
    nextFrame();
    jest.advanceTimersByTime(START_WITHIN_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it('starts at once in a tab in the background, where no frame would come', () => {
    load(() => {}, { hidden: true });
    expect(added()).toHaveLength(3);
  });

  // jsdom has no PointerEvent; the loader listens by the event's type.
  for (const press of [
    () => new Event('pointerdown', { bubbles: true }),
    () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
  ])
    it(`starts at the visitor's first ${press().type}, without waiting for the pictures, and once only`, () => {
      load((body) => picture(body, false));
      nextFrame();
      expect(added()).toEqual([]);
      document.body.dispatchEvent(press());
      expect(added()).toHaveLength(3);
      document.body.dispatchEvent(press());
      jest.advanceTimersByTime(START_WITHIN_MS);
      expect(added()).toHaveLength(3);
    });
});
