import { expect, test, type Page } from '@playwright/test';
import { inlinePayload } from './support/payload';
import { PRIMARY_NAVIGATION_ID } from '../components/layout/ids';
import { notFound } from '../content/page-not-found';
import { inLocale } from '../lib/i18n/words';
import { waitForHydration } from '../scripts/hydration.mjs';

// What a visitor on a slow phone notices while a page loads: the picture that fills the first screen is fetched at
// once, and nothing that only an interaction would show is downloaded before that interaction.

test.describe('the first picture of a page', () => {
  for (const { path, image } of [
    { path: '/', image: 'main section[aria-roledescription="carousel"] li:first-child img' },
    { path: '/gallery', image: 'main li:first-child > img' },
    { path: '/notification', image: 'main li:first-child > img' },
    { path: '/bulletins', image: 'main section[aria-label^="Bulletin"] img' },
  ]) {
    test(`${path} asks for its first picture at once`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, 'an image preload in the head').toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]+"/);
      const preloaded = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"\s]+)/.exec(head)![1]!;
      expect(html).toContain(`srcSet="${preloaded}`);
    });

    test(`${path} shows its first picture without lazy loading`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      const first = page.locator(image).first();
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });
  }
});

test.describe('the first frame', () => {
  for (const path of ['/', '/aboutrasi', '/gallery', '/no-such-page']) {
    test(`${path} is held until the header is whole, and no longer`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(head)?.[1];
      expect(target, 'a render-blocking rel=expect link in the head').toBe(PRIMARY_NAVIGATION_ID);
      // The element it waits for is in the header, before the content: a missing one would hold every frame until
      // the whole page is parsed. (main-nav.tsx writes that id as a literal.)
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      expect(header).toContain(`id="${PRIMARY_NAVIGATION_ID}"`);

      // In the browser, the first frame already has the header's last control: no half-built header is painted.
      await page.addInitScript((id) => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: boolean }).firstFrame = !!document.getElementById(id);
        });
      }, PRIMARY_NAVIGATION_ID);
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: boolean }).firstFrame))
        .toBe(true);
    });
  }
});

function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('the animation code waits for the first scroll, then the back-to-top button works', async ({ page }) => {
  const scripts = scriptRequests(page);
  // The page's timers run on a clock of the test's (flowing as time does until told otherwise).
  await page.clock.install();
  await page.goto('/executivemembers');
  // The page's scripts start after its first screen, up to 3 s after the load, and hydrate it.
  await waitForHydration(page.getByRole('link', { name: 'Home', exact: true }).first(), { timeout: 10_000 });
  // The field report's code (lib/vitals/page-views.ts) is fetched once the page's `load` event has passed, which
  // may come after hydration: it is part of the page as loaded, not something reading starts.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
  const beforeScroll = scripts.length;
  expect(beforeScroll).toBeGreaterThan(0);
  // A visitor reads for a minute, at once: every timer, animation frame and idle callback the page sets in that
  // minute runs now. What they start in the page is run by React in tasks of its own (posted messages), and a
  // message posted after them is answered after them.
  await page.clock.runFor(60_000);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
  expect(scripts.length, 'no script loads while the visitor only reads').toBe(beforeScroll);

  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(page.getByRole('button', { name: /top/i })).toBeVisible();
  expect(scripts.length, 'the effects load once the page scrolls').toBeGreaterThan(beforeScroll);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const path of ['/', '/notification', '/bulletins', '/gallery', '/tradefairs']) {
    test(`${path} loads every picture at least as sharp as it is shown`, async ({ page }) => {
      // Every picture of the page through the optimiser, on a shared machine: more time than one page view.
      test.slow();
      await page.goto(path);
      // Bring every picture into view once, so that the lazy ones load too.
      const count = await page.locator('main img').count();
      for (let i = 0; i < count; i += 1) await page.locator('main img').nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page.locator('main img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
        )
        .toBe(true);
      const blurry = await page.locator('main img').evaluateAll((imgs) =>
        imgs.flatMap((element) => {
          const img = element as HTMLImageElement;
          const source = new URL(img.currentSrc || img.src, location.href);
          if (source.pathname !== '/_next/image' || img.clientWidth === 0) return [];
          const served = Number(source.searchParams.get('w'));
          const needed = img.clientWidth * devicePixelRatio;
          // The largest candidate is as sharp as the site can serve; otherwise the served width must cover the box.
          return served >= 1600 || served >= needed * 0.9
            ? []
            : [`${source.searchParams.get('url')}: ${served} px for ${needed} px`];
        }),
      );
      expect(blurry).toEqual([]);
    });
  }
});

test.describe('styles', () => {
  for (const path of ['/', '/aboutrasi', '/gallery', '/contactus', '/this-page-does-not-exist']) {
    test(`${path} brings its CSS in its HTML, so the first paint waits for no stylesheet`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<style data-precedence="next" data-href="[^"]+\.css[^"]*">[^<]{1000,}<\/style>/);
      const blocking = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].filter(
        ([link]) => !/ disabled=""/.test(link),
      );
      expect(blocking, 'render-blocking stylesheet links').toEqual([]);

      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation(t: string): void }).reportViolation(event.violatedDirective),
        ),
      );
      await page.goto(path);
      // The site's header style (its accent border) is on, and the policy allowed the inline stylesheet.
      await expect(page.locator('header').first()).toHaveCSS('border-bottom-style', 'solid');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});

test.describe('scripts', () => {
  for (const path of ['/', '/aboutrasi', '/gallery', '/notification']) {
    test(`${path} paints its first screen and its pictures before any of its scripts is fetched or runs, then starts them`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const running = html.match(/<script [^>]*src="\/_next\/static\/[^"]+"[^>]*>/g) ?? [];
      expect(
        running.filter((tag) => !/ noModule=""/.test(tag)),
        'chunks written as <script src>',
      ).toEqual([]);
      expect(html, 'chunks preloaded').not.toMatch(/<link rel="preload" as="script"/);

      // When the first chunk's <script> goes into the document, the content had a frame and the first screen's
      // pictures are there.
      await page.addInitScript(() => {
        const w = window as unknown as { framedAfterContent?: boolean; atFirstScript?: object };
        new MutationObserver((records, observer) => {
          for (const record of records)
            for (const node of record.addedNodes) {
              if (node instanceof HTMLElement && node.id === 'main' && w.framedAfterContent === undefined) {
                w.framedAfterContent = false;
                requestAnimationFrame(() => (w.framedAfterContent = true));
              }
              if (node instanceof HTMLScriptElement && /\/_next\/static\//.test(node.src) && !node.noModule) {
                const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')];
                w.atFirstScript = {
                  framedAfterContent: w.framedAfterContent === true,
                  picturesLoaded: pictures.every((img) => img.complete),
                  footerParsed: !!document.querySelector('footer'),
                };
                observer.disconnect();
                return;
              }
            }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { atFirstScript?: object }).atFirstScript))
        .toEqual({ framedAfterContent: true, picturesLoaded: true, footerParsed: true });
      // And then the scripts run: Next's client starts (it sets window.next) and the page hydrates.
      await page.waitForFunction(() => 'next' in window);
    });
  }
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the details popup opens on the first tap without fetching its code then', async ({ page }) => {
    const scripts = scriptRequests(page);
    const code = new Map<string, Promise<string>>();
    const codeOf = (url: string) => {
      if (!code.has(url))
        code.set(
          url,
          page.request.get(url).then((response) => response.text()),
        );
      return code.get(url)!;
    };
    const hasDialogCode = async (urls: readonly string[]) =>
      (await Promise.all(urls.map(codeOf))).some((text) => text.includes('showModal'));
    await page.goto('/gallery');
    // The dialog's code is fetched once the browser is idle after the load (as is the service worker's
    // registration, which may come first): wait for it, as a visitor's phone would have it by the time they tap.
    await expect.poll(() => hasDialogCode([...scripts]), { timeout: 15_000 }).toBe(true);
    const before = scripts.length;
    await page
      .getByRole('button', { name: /^View photo/ })
      .first()
      .tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The tap may scroll, and the first scroll loads the animation code: only the dialog's own code is checked.
    const fetchedByTap = scripts.slice(before);
    const withDialogCode = [];
    for (const url of fetchedByTap) if ((await codeOf(url)).includes('showModal')) withDialogCode.push(url);
    expect(withDialogCode).toEqual([]);
  });
});

test('a page carries the site menus once in its router payload, though the 404 page riding in it lists them too', async ({
  request,
}) => {
  // Next sends the language's not-found page (app/(en)/not-found.tsx) in every page's payload; its list of every page
  // refers to the header's menus instead of writing the pages out again.
  const payload = inlinePayload(await (await request.get('/aboutrasi')).text()).toString('utf8');
  expect(payload, 'the 404 page rides in the payload').toContain(inLocale(notFound, 'en').heading);
  expect(payload.split('"/milestones"').length - 1, 'the address of a page, written out once').toBe(1);

  // And the 404 page itself lists every page, with or without JavaScript.
  const html = await (await request.get('/no-such-page')).text();
  const sections = html.slice(html.indexOf('aria-label="Sections of the site"'));
  expect(sections).toContain('href="/milestones"');
  expect(sections).toContain('href="/contactus"');
});
