import { expect, test } from '@playwright/test';

const ROUTES = [
  ['banners', 5],
  ['bulletins', 3],
  ['notifications', 12],
  ['events', 3],
  ['gallery', 24],
  ['exhibitors', 12],
] as const;

for (const [name, minimum] of ROUTES) {
  test.describe(`/api/${name}`, name === 'banners' ? { tag: '@smoke' } : {}, () => {
    test('answers the reshaped list as cacheable JSON', async ({ request }) => {
      const response = await request.get(`/api/${name}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      // Shared caches keep it for a window; a browser asks again rather than hand SWR an old copy.
      expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      const items = await response.json();
      expect(Array.isArray(items)).toBe(true);
      expect(items.length).toBeGreaterThanOrEqual(minimum);
      expect(items[0]).toHaveProperty('extra');
    });

    test('ignores the query string', async ({ request }) => {
      const plain = await (await request.get(`/api/${name}`)).json();
      const withQuery = await request.get(`/api/${name}?year=1999&limit=1&token=x`);
      expect(withQuery.status()).toBe(200);
      expect(await withQuery.json()).toEqual(plain);
    });

    test('refuses other methods with 405 and Allow: GET', async ({ request }) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await request.fetch(`/api/${name}`, { method });
        expect(response.status(), method).toBe(405);
        expect(response.headers()['allow']).toContain('GET');
      }
    });
  });
}

test('gallery items without a title or description show the spec fallbacks', async ({ request }) => {
  const items: { title: string; description: string; image: string }[] = await (
    await request.get('/api/gallery')
  ).json();
  expect(items.some((item) => item.title === 'No title available')).toBe(true);
  expect(items.some((item) => item.description === 'No description available')).toBe(true);
  expect(items.some((item) => item.image === '/images/default-gallery.jpg')).toBe(true);
});

test('health reports the site and the backend without secrets or caching', { tag: '@smoke' }, async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(['ok', 'degraded', 'demo']).toContain(body.upstream);
  expect(['local', 'shared', 'local, Redis unavailable']).toContain(body.pageCache);
  // The suite's own server runs alone, without CACHE_REDIS_URL.
  if (!process.env.BASE_URL) expect(body.pageCache).toBe('local');
  expect(Object.keys(body).sort()).toEqual(['lastSuccess', 'pageCache', 'status', 'upstream']);
});
