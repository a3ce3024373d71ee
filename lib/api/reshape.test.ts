/** @jest-environment node */
import { FALLBACK_IMAGES, MAX_ITEMS, NO_DESCRIPTION, NO_TITLE } from './limits';
import {
  clockTime,
  isoDate,
  listIn,
  records,
  reshapeBanner,
  reshapeBulletin,
  reshapeEvent,
  reshapeExhibitor,
  reshapeGalleryItem,
  reshapeNotification,
  text,
} from './reshape';

const BASE = 'https://backend.rasi.test';

describe('listIn', () => {
  it('finds the list a body carries in its field', () => {
    expect(listIn({ status: 200, message: [{ id: 1 }] }, 'message')).toEqual([{ id: 1 }]);
    expect(listIn({ todays_events: [] }, 'todays_events')).toEqual([]);
  });

  it.each([
    [{ status: 200, message: { 1: { id: 1 } } }],
    [{ todays_events: 'No events scheduled for today' }],
    [{ status: 200 }],
    [[{ id: 1 }]],
    [null],
    ['[]'],
  ])('finds no list in %p', (body) => {
    expect(listIn(body, 'message')).toBeUndefined();
    expect(listIn(body, 'todays_events')).toBeUndefined();
  });
});

describe('records', () => {
  it.each([null, undefined, 'list', 42, { 0: { id: 1 } }])('turns a non-list %p into an empty list', (value) => {
    expect(records(value)).toEqual([]);
  });

  it('drops entries that are not objects', () => {
    expect(records([{ id: 1 }, null, 'x', 3, [1], { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('caps the number of items', () => {
    expect(records(Array.from({ length: MAX_ITEMS + 50 }, (_, id) => ({ id })))).toHaveLength(MAX_ITEMS);
  });
});

describe('field repair', () => {
  it('keeps text as text, trimmed and without control characters', () => {
    expect(text('  <script>alert(1)</script>\u0000 ')).toBe('<script>alert(1)</script>');
    expect(text(2026)).toBe('2026');
    expect(text({ a: 1 })).toBe('');
    expect(text('é'.repeat(50), 10)).toHaveLength(10);
  });

  it('accepts only real dates and times', () => {
    expect(isoDate('2026-03-14')).toBe('2026-03-14');
    expect(isoDate('2026-03-14 10:00:00')).toBe('2026-03-14');
    expect(isoDate('2026-02-30')).toBeNull();
    expect(isoDate('14/03/2026')).toBeNull();
    expect(clockTime('9:30')).toBe('09:30');
    expect(clockTime('10:00:00')).toBe('10:00');
    expect(clockTime('25:00')).toBeNull();
  });
});

describe('reshapers', () => {
  it('banner: serves the image through /media, keeps a safe link, falls back to the default banner', () => {
    expect(reshapeBanner({ id: 7, title: 'Expo', image: 'uploads/b.jpg', link: '/tradefairs' }, 0, BASE)).toEqual({
      id: '7',
      title: 'Expo',
      subtitle: '',
      alt: '',
      image: '/media/banner/uploads/b.jpg',
      href: '/tradefairs',
      outside: null,
      extra: {},
    });
    // A link to another site says which kind, so that its mark needs no code in the browser.
    expect(reshapeBanner({ link: 'https://www.tn.gov.in/scheme' }, 0, BASE).outside).toBe('government');
    expect(reshapeBanner({ link: 'https://example.org/' }, 0, BASE).outside).toBe('other');
    const bad = reshapeBanner({ title: 5, image: 'javascript:alert(1)', link: 'javascript:alert(1)' }, 2, BASE);
    expect(bad).toMatchObject({ id: 'banner-3', title: '5', image: FALLBACK_IMAGES.banner, href: null });
    expect(reshapeBanner({}, 0, BASE).image).toBe(FALLBACK_IMAGES.banner);
  });

  it('banner: alt text describes the picture, never repeats the title beside it', () => {
    const described = { title: 'Expo', image: 'uploads/b.jpg', alt: 'Drawing of two gears' };
    expect(reshapeBanner(described, 0, BASE).alt).toBe('Drawing of two gears');
    expect(reshapeBanner({ title: 'Expo', image: 'uploads/b.jpg' }, 0, BASE).alt).toBe('');
    expect(reshapeBanner({ ...described, image: null }, 0, BASE)).toMatchObject({
      image: FALLBACK_IMAGES.banner,
      alt: '',
    });
  });

  it('passes unknown plain fields through and drops nested or dangerous ones', () => {
    const raw = JSON.parse('{"id":1,"sort_order":3,"active":true,"meta":{"a":1},"__proto__":{"polluted":1}}');
    const banner = reshapeBanner(raw, 0, BASE);
    expect(banner.extra).toEqual({ sort_order: 3, active: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('bulletin: default image, events reshaped, non-list events become empty', () => {
    const bulletin = reshapeBulletin(
      {
        year: 2025,
        events: [{ id: 1, title: 'AGM', event_date: '2025-09-20', image: '/uploads/e.jpg' }, 'junk'],
      },
      0,
      BASE,
    );
    expect(bulletin.year).toBe('2025');
    expect(bulletin.image).toBe(FALLBACK_IMAGES.bulletin);
    expect(bulletin.events).toEqual([
      { id: '1', title: 'AGM', description: '', date: '2025-09-20', venue: '', image: '/media/bulletin/uploads/e.jpg' },
    ]);
    expect(reshapeBulletin({ year: '2024', events: { 0: {} } }, 0, BASE).events).toEqual([]);
  });

  it('notification: default image, a document on the asset host linked through /files', () => {
    const n = reshapeNotification(
      { id: 3, title: 'GST', date: '2026-11-18', link: 'uploads/circulars/gst.pdf', image: null },
      0,
      BASE,
    );
    expect(n).toMatchObject({
      image: FALLBACK_IMAGES.notification,
      href: '/files/uploads/circulars/gst.pdf',
      date: '2026-11-18',
    });
    expect(reshapeNotification({ link: 'https://evil.example/x.pdf' }, 0, BASE).href).toBeNull();
  });

  it('event: empty image when missing, times repaired', () => {
    const event = reshapeEvent({ title: 'Workshop', start_time: '10:00', end_time: 'noon', image: '' }, 0, BASE);
    expect(event).toMatchObject({ image: '', startTime: '10:00', endTime: null, id: 'event-1' });
    expect(reshapeEvent({ image: `${BASE}/uploads/w.jpg` }, 0, BASE).image).toBe('/media/gallery/uploads/w.jpg');
  });

  it('event: its card id and calendar links, an undated one dated today, for the browser to render as they are', () => {
    const event = reshapeEvent(
      { id: 'A 1', title: 'Workshop', start_time: '10:00', end_time: '12:00' },
      0,
      BASE,
      '2026-11-23',
    );
    expect(event.calendar.anchor).toBe('event-A%201');
    expect(event.calendar.ics).toBe('/calendar/event/A%201.ics');
    const google = new URL(event.calendar.google);
    expect(google.searchParams.get('text')).toBe('Workshop');
    expect(google.searchParams.get('dates')).toBe('20261123T100000/20261123T120000');
    // In /api/events as on the page: JSON keeps them as strings.
    expect(JSON.parse(JSON.stringify(event)).calendar).toEqual(event.calendar);
  });

  it("gallery: 'No title available', 'No description available' and the default image", () => {
    expect(reshapeGalleryItem({ id: 1 }, 0, BASE)).toMatchObject({
      title: NO_TITLE,
      description: NO_DESCRIPTION,
      image: FALLBACK_IMAGES.gallery,
    });
    expect(
      reshapeGalleryItem({ title: '  ', description: ['x'], image: '//evil.example/a.jpg' }, 0, BASE),
    ).toMatchObject({ title: NO_TITLE, description: NO_DESCRIPTION, image: FALLBACK_IMAGES.gallery });
  });

  it('exhibitor: default gallery image, text fields of the wrong type become empty', () => {
    expect(
      reshapeExhibitor({ name: 'R. Kavitha', company: ['x'], image: 'data:image/png;base64,AAAA' }, 0, BASE),
    ).toMatchObject({ name: 'R. Kavitha', company: '', image: FALLBACK_IMAGES.gallery });
  });
});
