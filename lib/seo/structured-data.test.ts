/** @jest-environment node */
import type { TodayEvent } from '@/lib/api/backend-types';
import { inLocale } from '@/lib/i18n/words';
import { tradeFairs as fairs } from '@/content/trade-fairs';
import { ROUTES } from '@/lib/routes';
import { members } from '@/content/members';
import { breadcrumbLd, memberLd, organizationLd, todaysEventsLd, tradeFairsLd, websiteLd } from './structured-data';

const tradeFairs = inLocale(fairs, 'en');

const SITE_URL = 'https://www.rasi.test';

const event = (overrides: Partial<TodayEvent> = {}): TodayEvent => ({
  id: '902',
  title: 'Meet the bankers',
  description: 'Working capital for micro units.',
  venue: 'RASI Thanjavur chapter office, Medical College Road, Thanjavur',
  date: '2026-11-21',
  startTime: '14:30',
  endTime: '17:00',
  image: '/media/gallery/uploads/events/bankers.jpg',
  extra: {},
  calendar: {
    anchor: 'event-902',
    ics: '/calendar/event/902.ics',
    google: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
  },
  ...overrides,
});

describe('organizationLd', () => {
  it('names the association with its logo, address, contact points, address and founding year', () => {
    const org = organizationLd(SITE_URL);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Regional Association of Small Industries',
      alternateName: 'RASI',
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/images/icon-512.png`,
      foundingDate: '1972',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Tiruchirappalli',
        postalCode: '620015',
        addressCountry: 'IN',
      },
    });
    const points = org.contactPoint as { '@type': string; telephone: string; email: string }[];
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(point['@type']).toBe('ContactPoint');
      expect(point.telephone).toMatch(/^\+91 /);
      expect(point.email).toMatch(/@rasi-delta\.org\.in$/);
    }
  });
});

describe('websiteLd', () => {
  it('offers the site search as a SearchAction on SITE_URL, published by the association', () => {
    expect(websiteLd(SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${SITE_URL}/#website`,
      name: 'Regional Association of Small Industries',
      alternateName: 'RASI',
      url: `${SITE_URL}/`,
      inLanguage: 'en-IN',
      publisher: { '@id': organizationLd(SITE_URL)['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('todaysEventsLd', () => {
  it('gives start and end with the India offset, the venue and the association as organiser', () => {
    const [ld] = todaysEventsLd([event()], '2026-11-21', SITE_URL);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Meet the bankers',
      startDate: '2026-11-21T14:30:00+05:30',
      endDate: '2026-11-21T17:00:00+05:30',
      location: {
        '@type': 'Place',
        name: 'RASI Thanjavur chapter office',
        address: { '@type': 'PostalAddress', streetAddress: 'Medical College Road', addressLocality: 'Thanjavur' },
      },
      organizer: { '@type': 'Organization', name: 'Regional Association of Small Industries' },
      image: [`${SITE_URL}/media/gallery/uploads/events/bankers.jpg`],
    });
  });

  it('puts an event at RASI Bhavan at the association’s own address, and one elsewhere never there', () => {
    const [bhavan, elsewhere] = todaysEventsLd(
      [event({ venue: 'RASI Bhavan auditorium, Thuvakudi' }), event({ venue: 'Collectorate, Nagapattinam' })],
      '2026-11-21',
      SITE_URL,
    );
    expect(bhavan!.location).toMatchObject({
      name: 'RASI Bhavan auditorium, Thuvakudi',
      address: { addressLocality: 'Tiruchirappalli', postalCode: '620015', addressCountry: 'IN' },
    });
    expect(elsewhere!.location).toEqual({
      '@type': 'Place',
      name: 'Collectorate',
      address: { '@type': 'PostalAddress', addressLocality: 'Nagapattinam' },
    });
    expect(JSON.stringify(elsewhere)).not.toContain('Tiruchirappalli');
  });

  it('falls back to today, a date without time, and the association’s building', () => {
    const [ld] = todaysEventsLd(
      [event({ date: null, startTime: null, endTime: null, venue: '', image: '' })],
      '2026-11-22',
      SITE_URL,
    );
    expect(ld).toMatchObject({ startDate: '2026-11-22', location: { name: 'RASI Bhavan' } });
    expect(JSON.parse(JSON.stringify(ld))).not.toHaveProperty('endDate');
    expect(JSON.parse(JSON.stringify(ld))).not.toHaveProperty('image');
  });
});

describe('tradeFairsLd', () => {
  it('describes every fair with dates, a place named from the venue text, and its organiser', () => {
    const fairs = tradeFairsLd(tradeFairs, SITE_URL);
    expect(fairs).toHaveLength(tradeFairs.length);
    const chennai = fairs.find((f) => f.name === 'South India Machine Tools Show 2026');
    expect(chennai).toMatchObject({
      startDate: '2026-12-10',
      endDate: '2026-12-13',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Chennai Trade Centre',
        address: { '@type': 'PostalAddress', streetAddress: 'Nandambakkam', addressLocality: 'Chennai' },
      },
      organizer: { '@type': 'Organization', name: 'Southern Machine Tool Builders Association' },
    });
    const colombo = fairs.find((f) => f.name === 'Colombo Industrial Trade Fair 2027');
    expect(colombo?.location).toEqual({
      '@type': 'Place',
      name: 'Bandaranaike Memorial International Conference Hall',
      address: { '@type': 'PostalAddress', streetAddress: undefined, addressLocality: 'Colombo' },
    });
    const expo = fairs.find((f) => f.name === 'Delta Industrial Expo 2027');
    expect(expo?.organizer).toMatchObject({ '@id': `${SITE_URL}/#organization` });
  });
});

describe('breadcrumbLd', () => {
  it.each(ROUTES.filter((r) => r.path !== '/').map((r) => [r.path, r.title]))(
    '%s: Home › %s, with absolute addresses',
    (path, title) => {
      const ld = breadcrumbLd(path, SITE_URL);
      expect(ld.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: title, item: `${SITE_URL}${path}` },
      ]);
    },
  );
});

describe('breadcrumbLd of a member firm’s page', () => {
  it('is Home › Member directory › the firm, in the page’s language', () => {
    const ld = breadcrumbLd('/rasi-members', SITE_URL, 'ta', {
      path: '/rasi-members/kaveri-polymers',
      name: 'Kaveri Polymers Pvt Ltd',
    });
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'முகப்பு', item: `${SITE_URL}/ta` },
      { '@type': 'ListItem', position: 2, name: 'உறுப்பினர் விவரப் பட்டியல்', item: `${SITE_URL}/ta/rasi-members` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Kaveri Polymers Pvt Ltd',
        item: `${SITE_URL}/ta/rasi-members/kaveri-polymers`,
      },
    ]);
  });
});

describe('memberLd', () => {
  const withPhone = members.find((m) => m.phone)!;
  const withoutPhone = members.find((m) => !m.phone)!;

  it('describes the firm on its page: name, district and Tamil Nadu, what it makes, and RASI as what it is a member of', () => {
    const ld = memberLd(withPhone, 'en', SITE_URL);
    const m = inLocale(withPhone, 'en');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE_URL}/rasi-members/${m.id}#organization`,
      name: m.firm,
      url: `${SITE_URL}/rasi-members/${m.id}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: m.district,
        addressRegion: 'Tamil Nadu',
        addressCountry: 'IN',
      },
      telephone: m.phone,
      memberOf: { '@type': 'Organization', '@id': `${SITE_URL}/#organization` },
      contactPoint: { '@type': 'ContactPoint', name: m.contact, telephone: m.phone },
      makesOffer: m.products.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Product', name } })),
    });
  });

  it('names the products in the page’s language, and the firm as registered, on a Tamil page', () => {
    const ld = memberLd(withPhone, 'ta', SITE_URL);
    const ta = inLocale(withPhone, 'ta');
    expect(ld.name).toBe(withPhone.firm);
    expect(ld.url).toBe(`${SITE_URL}/ta/rasi-members/${withPhone.id}`);
    expect((ld.makesOffer as { itemOffered: { name: string } }[]).map((o) => o.itemOffered.name)).toEqual(ta.products);
  });

  it('has no telephone anywhere for a firm that gave none', () => {
    const ld = memberLd(withoutPhone, 'en', SITE_URL);
    expect(JSON.stringify(ld)).not.toMatch(/telephone|tel:/);
  });
});
