import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { tradeFairs as fairs } from '../content/trade-fairs';
import { inLocale } from '../lib/i18n/words';

const tradeFairs = inLocale(fairs, 'en');
import { todayInIndia } from '../lib/format';

// Issue 15, part 6: every event on / and every upcoming fair on /tradefairs can be added to a calendar, as a .ics
// file or through Google Calendar, with plain links that work without JavaScript.
test.use({ javaScriptEnabled: false });

// The canonical origin the build was made with; pages are fetched from wherever the suite points.
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

interface ListedEvent {
  id: string;
  title: string;
  venue: string;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
}

const basic = (date: string, time?: string | null) =>
  date.replaceAll('-', '') + (time ? `T${time.replace(':', '')}00` : '');

/** Clicks a link and reads the file the browser saves: the download must happen without any script. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readFile((await file.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { name: file.suggestedFilename(), text, calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

function googleParams(href: string | null) {
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return Object.fromEntries(url.searchParams);
}

test('each of today’s events on / has its two calendar links, and its .ics opens in India’s time', async ({ page }) => {
  const events: ListedEvent[] = await (await page.request.get('/api/events')).json();
  test.skip(events.length === 0, 'the backend lists no events today');
  await page.goto('/');
  const today = todayInIndia();
  const section = page.getByRole('region', { name: 'Today at RASI' });
  await expect(section.getByRole('link', { name: /^Add to calendar \(\.ics\)/ })).toHaveCount(events.length);

  for (const listed of events) {
    const card = page.locator(`[id="event-${encodeURIComponent(listed.id)}"]`);
    await expect(card).toHaveCount(1);
    const name = listed.title || 'this event';
    const ics = card.getByRole('link', { name: `Add to calendar (.ics) : ${name}` });
    const google = card.getByRole('link', { name: `Add to Google Calendar : ${name}` });
    await expect(ics).toBeVisible();
    await expect(google).toBeVisible();
    await expect(ics).toHaveAttribute('href', `/calendar/event/${encodeURIComponent(listed.id)}.ics`);

    const date = listed.date ?? today;
    const params = googleParams(await google.getAttribute('href'));
    expect(params).toMatchObject({ action: 'TEMPLATE', text: name, ctz: 'Asia/Kolkata' });
    if (listed.venue) expect(params.location).toBe(listed.venue);
    if (listed.startTime) {
      const start = basic(date, listed.startTime);
      expect(params.dates!.startsWith(`${start}/`)).toBe(true);
    }

    const file = await download(page, ics);
    expect(file.name).toMatch(/^rasi-[a-z0-9-]+\.ics$/);
    if (listed.venue) expect(file.event.location).toBe(listed.venue);
    expect(file.vevent.getFirstPropertyValue('url')).toBe(`${SITE_URL}/#event-${encodeURIComponent(listed.id)}`);
    const dtstart = file.vevent.getFirstProperty('dtstart')!;
    if (listed.startTime) {
      expect(dtstart.getParameter('tzid')).toBe('Asia/Kolkata');
      expect(file.calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
      expect(file.event.startDate.toString()).toBe(`${date}T${listed.startTime}:00`);
      // The zone comes from the file itself: the instant is the India time less five and a half hours.
      expect(file.event.startDate.toJSDate().toISOString()).toBe(
        new Date(`${date}T${listed.startTime}:00+05:30`).toISOString(),
      );
    } else {
      expect(file.event.startDate.isDate).toBe(true);
      expect(file.event.startDate.toString()).toBe(date);
    }
  }
});

test('each upcoming fair on /tradefairs has its calendar links and an all-day .ics; past fairs have none', async ({
  page,
}) => {
  const today = todayInIndia();
  const upcoming = tradeFairs.filter((fair) => fair.endDate >= today);
  const past = tradeFairs.filter((fair) => fair.endDate < today);
  expect(upcoming.length).toBeGreaterThan(0);
  await page.goto('/tradefairs');
  await expect(page.getByRole('main').getByRole('link', { name: /^Add to calendar \(\.ics\)/ })).toHaveCount(
    upcoming.length,
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^Add to Google Calendar/ })).toHaveCount(
    upcoming.length,
  );

  for (const fair of upcoming) {
    const card = page.locator(`[id="tradefair-${fair.id}"]`);
    await expect(card.getByRole('heading', { name: fair.name })).toBeVisible();
    const ics = card.getByRole('link', { name: `Add to calendar (.ics) : ${fair.name}` });
    const google = card.getByRole('link', { name: `Add to Google Calendar : ${fair.name}` });
    await expect(ics).toHaveAttribute('href', `/calendar/tradefair/${fair.id}.ics`);
    expect(googleParams(await google.getAttribute('href'))).toMatchObject({
      action: 'TEMPLATE',
      text: fair.name,
      dates: `${basic(fair.startDate)}/${basic(new Date(Date.parse(fair.endDate) + 86_400_000).toISOString().slice(0, 10))}`,
      ctz: 'Asia/Kolkata',
      location: fair.venue,
    });

    const file = await download(page, ics);
    expect(file.name).toMatch(/^rasi-[a-z0-9-]+\.ics$/);
    expect(file.text).toContain(`\r\nDTSTART;VALUE=DATE:${basic(fair.startDate)}\r\n`);
    expect(file.vevent.getFirstProperty('dtstart')!.type).toBe('date');
    expect(file.event.startDate.toString()).toBe(fair.startDate);
    expect(file.event.summary).toBe(fair.name);
    expect(file.event.location).toBe(fair.venue);
    expect(file.vevent.getFirstPropertyValue('url')).toBe(`${SITE_URL}/tradefairs#tradefair-${fair.id}`);
  }
  for (const fair of past) {
    const card = page.locator(`[id="tradefair-${fair.id}"]`);
    await expect(card).toHaveCount(1);
    // Nothing to add to a calendar (its only link sends it on WhatsApp).
    await expect(card.getByRole('link', { name: /calendar/i })).toHaveCount(0);
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveCount(1);
  }
});

test('the Google Calendar link leaves the site in the same tab, without JavaScript', async ({ page }) => {
  // Google itself is not reached from the test machine: the browser's request for it is answered here.
  let asked: URL | undefined;
  await page.route('https://calendar.google.com/**', async (route) => {
    asked = new URL(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>Google Calendar</title>' });
  });
  await page.goto('/tradefairs');
  const fair = tradeFairs.find((f) => f.endDate >= todayInIndia())!;
  await page.getByRole('link', { name: `Add to Google Calendar : ${fair.name}` }).click();
  await expect(page).toHaveTitle('Google Calendar');
  expect(asked?.searchParams.get('text')).toBe(fair.name);
});

test('the links show their focus, in forced colours too, and fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/tradefairs');
  const links = page.getByRole('main').getByRole('link', { name: /^Add to (Google Calendar|calendar \(\.ics\))/ });
  for (const forcedColors of ['none', 'active'] as const) {
    await page.emulateMedia({ forcedColors });
    for (const link of (await links.all()).slice(0, 2)) {
      await link.focus();
      const outline = await link.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          focusVisible: el.matches(':focus-visible'),
        };
      });
      expect(outline).toMatchObject({ style: 'solid', focusVisible: true });
      expect(outline.width).toBeGreaterThanOrEqual(2);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  }
});

test('the links are actions, not content: they do not print', async ({ page }) => {
  await page.goto('/tradefairs');
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /^Add to calendar \(\.ics\)/ })
    .first();
  await expect(link).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(link).toBeHidden();
});

test('an event’s .ics file is a download for calendars, not a page for search engines', async ({ request }) => {
  const fair = tradeFairs[0]!;
  const response = await request.get(`/calendar/tradefair/${fair.id}.ics`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="rasi-[a-z0-9-]+\.ics"$/);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  const text = (await response.body()).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
});

test('an unknown event answers 404, uncached, without repeating the address', async ({ request }) => {
  for (const path of [
    '/calendar/event/no-such-event.ics',
    '/calendar/tradefair/no-such-fair.ics',
    `/calendar/event/${encodeURIComponent('<script>alert(1)</script>')}.ics`,
    '/calendar/bulletin/1.ics',
    `/calendar/tradefair/${tradeFairs[0]!.id}.json`,
    '/calendar/TradeFair/delta-industrial-expo-2027.ics',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    const body = await response.text();
    expect(body, path).not.toContain('script');
    expect(body, path).not.toContain('no-such');
  }
});
