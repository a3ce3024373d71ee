/** @jest-environment node */
import { request } from '@/lib/api/client';
import * as bannerRoute from '@/app/api/banners/route';
import * as bulletinRoute from '@/app/api/bulletins/route';
import * as eventRoute from '@/app/api/events/route';
import * as exhibitorRoute from '@/app/api/exhibitors/route';
import * as galleryRoute from '@/app/api/gallery/route';
import * as healthRoute from '@/app/api/health/route';
import * as notificationRoute from '@/app/api/notifications/route';
import { forgetProcessState } from '@/lib/process-state.mjs';

jest.mock('@/lib/api/client', () => ({ request: jest.fn() }));
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const upstream = request as jest.MockedFunction<typeof request>;

const routes = [
  ['banners', bannerRoute, 'getbanner', { status: 200, message: [{ id: 1, title: 'Expo 2027' }] }],
  ['bulletins', bulletinRoute, 'getAllYearsWithEvents', { status: 200, message: [{ year: '2026', events: [] }] }],
  ['notifications', notificationRoute, 'getnotification', { status: 200, message: [{ id: 4, title: 'GST' }] }],
  ['events', eventRoute, 'getevents', { todays_events: [{ id: 9, title: 'ZED workshop' }] }],
  ['gallery', galleryRoute, 'getgallery', { message: [{ id: 2 }] }],
  ['exhibitors', exhibitorRoute, 'getexhibitors', { message: [{ id: 5, name: 'R. Kavitha' }] }],
] as const;

describe.each(routes)('/api/%s', (_name, route, call, body) => {
  it('answers the reshaped list with CDN caching, from one upstream call however many visitors ask', async () => {
    upstream.mockClear();
    upstream.mockResolvedValue(body);
    const responses = await Promise.all(Array.from({ length: 10 }, () => route.GET()));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    }
    const items = await responses[0]!.json();
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveProperty('extra');
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(upstream).toHaveBeenCalledWith(call);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s with 405 and Allow: GET', async (method) => {
    const response = route[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });

  it('answers OPTIONS with the allowed methods', () => {
    const response = route.OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('/api/health', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s with 405 and Allow: GET', (method) => {
    const response = healthRoute[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});

// A fresh server process: new modules, and none of the process-wide loaders of the tests before.
function freshProcess() {
  jest.resetModules();
  forgetProcessState('api.loaders');
}

describe('each version of a list has its ETag, from which the server answers revalidations (respond.mjs)', () => {
  it('gives the same list the same ETag on every answer, and a new list a new one', async () => {
    freshProcess();
    let title = 'Expo 2027';
    jest.doMock('@/lib/api/client', () => ({
      request: jest.fn(async () => ({ status: 200, message: [{ id: 1, title }] })),
    }));
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const fresh = (await import('@/app/api/banners/route')) as typeof bannerRoute;
      const first = (await fresh.GET()).headers.get('etag');
      expect(first).toMatch(/^"[\w-]{27}"$/);
      expect((await fresh.GET()).headers.get('etag')).toBe(first);
      title = 'Expo 2028';
      jest.setSystemTime(1_000_000 + 60_000);
      const answer = await fresh.GET();
      expect(await answer.json()).toEqual([expect.objectContaining({ title: 'Expo 2028' })]);
      expect(answer.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(answer.headers.get('etag')).not.toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('with the backend down and nothing cached', () => {
  it('answers 502 with only {"error":"upstream unavailable"}', async () => {
    freshProcess();
    jest.doMock('@/lib/api/client', () => ({
      request: jest.fn().mockRejectedValue(new Error('GET getbanner failed: HTTP 500')),
    }));
    const fresh = (await import('@/app/api/banners/route')) as typeof bannerRoute;
    const response = await fresh.GET();
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('{"error":"upstream unavailable"}');
  });
});

describe('with a body that carries no list', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['an object keyed by id', { status: 200, message: { 1: { id: 7, title: 'Expo 2027' } } }],
    ['a sentence', { status: 200, message: 'No banners' }],
    ['nothing', { status: 200 }],
  ])('keeps the last good list when the list comes as %s, and logs one failure', async (_shape, body) => {
    jest.useFakeTimers({ now: 1_000_000 });
    freshProcess();
    const request = jest
      .fn()
      .mockResolvedValueOnce({ status: 200, message: [{ id: 7, title: 'Expo 2027' }] })
      .mockResolvedValueOnce(body);
    jest.doMock('@/lib/api/client', () => ({
      request,
      upstreamFailure: jest.requireActual('@/lib/api/client').upstreamFailure,
    }));
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fresh = (await import('@/app/api/banners/route')) as typeof bannerRoute;
      const good = await (await fresh.GET()).json();
      jest.advanceTimersByTime(61_000);
      const response = await fresh.GET();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(good);
      expect(request).toHaveBeenCalledTimes(2);
      expect(errorLog).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(errorLog.mock.calls[0]?.[0]))).toMatchObject({
        event: 'upstream_failure',
        call: 'getbanner',
        reason: 'no list in "message"',
      });
    } finally {
      errorLog.mockRestore();
    }
  });
});
