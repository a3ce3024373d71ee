import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import type { LocalInstance } from '../scripts/instances-local.mjs';
import { revisionMark, type TestBackend } from './support/fault-backend';
import { NGINX, REDIS, startInstanceSet, type InstanceSet } from './support/instance-set';
import { sleep, waitFor } from './support/wait';
import { callWithRetryAfter, SIGNATURE_HEADER, signedHeaders } from '../lib/webhook/signing.cjs';

// The revalidation webhook on two instances behind deploy/nginx/rasi.conf, sharing Redis (e2e/support/instance-set.ts):
// the demo backend publishes a notification and calls POST /api/revalidate through nginx, signed, as the
// association's backend would. The window is long, so every backend call after the warm-up is a publish's.

test.skip(!!process.env.BASE_URL, 'runs the local build in .next/standalone, not a deployed site');
test.skip(!NGINX || !REDIS, 'nginx or redis-server is not installed (.ci/run installs both)');
test.describe.configure({ mode: 'serial' });

const TOKEN = `publish-${Date.now()}`;
const SECRET = `current-key-${'c'.repeat(40)}-${Date.now()}`;
const PREVIOUS = `previous-key-${'p'.repeat(40)}-${Date.now()}`;

// What the call must change: every target shows the new item long before the pages' window (300 s here) could have
// brought it. How fast (the 2 s) is measured by `npm run bench` (bench/publish.mjs), not here: this machine
// is shared, and a timed test would fail with its load, not with the code. Each target's time is printed.
const VISIBLE_WITHIN_MS = 20_000;
// Every page, route handler and feed that shows the notifications.
const PATHS = ['/', '/notification', '/api/notifications', '/feed.xml'];
const OTHER_LISTS = ['/api/banners', '/api/bulletins', '/api/events', '/api/gallery', '/api/exhibitors'];

let set: InstanceSet;
let backend: TestBackend;
let instances: [LocalInstance, LocalInstance];
let site: string;
/** Everything the site answered in this suite, headers and bodies, to search for a key or a signature. */
const answers: string[] = [];
/** Every signature this suite sent. */
const signatures = new Set<string>();

async function get(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  answers.push(JSON.stringify([...response.headers]), text);
  return { status: response.status, text, headers: response.headers };
}

async function post(url: string, body: string, headers: Record<string, string> = {}, method = 'POST') {
  if (headers[SIGNATURE_HEADER]) signatures.add(headers[SIGNATURE_HEADER]);
  const response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : body });
  const text = await response.text();
  answers.push(JSON.stringify([...response.headers]), text);
  return { status: response.status, text, headers: response.headers };
}

const call = (calls: unknown) => JSON.stringify({ calls });

/**
 * A call as the backend makes it (docs/publishing.md): after a 503 (Redis is left alone for a second after a slow
 * call, as a busy machine makes one, and a replay cannot be told) the same call is sent again after its Retry-After.
 */
const postAsBackend = (url: string, body: string, headers: Record<string, string>) =>
  callWithRetryAfter(() => post(url, body, headers));

/** Lines an instance logged with `event`. */
async function logged(i: LocalInstance, event: string): Promise<Record<string, unknown>[]> {
  return (await i.log())
    .split('\n')
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const both = async (event: string) => (await Promise.all(instances.map((i) => logged(i, event)))).flat().length;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  set = await startInstanceSet({
    portBase: 3340,
    token: TOKEN,
    env: { REVALIDATE_SECONDS: '300', REVALIDATE_SECRET: SECRET, REVALIDATE_SECRET_PREVIOUS: PREVIOUS },
    publishSecret: SECRET,
  });
  ({ backend, instances, site } = set);
  // Each page regenerated from the backend (the build's copies are a day old), and in nginx's cache; every list
  // loaded on each instance (one may have served the other's pages from Redis without loading them).
  const mark = revisionMark(backend.revision);
  for (const base of [...instances.map((i) => i.url), site]) {
    for (const path of [...PATHS, ...OTHER_LISTS]) {
      await waitFor(async () => (await get(`${base}${path}`)).text.includes(mark), `${base}${path}`, 30_000);
    }
  }
});

test.afterAll(async () => {
  await set?.close();
});

test('one signed call: the new notification is on every page, list and feed of both instances and through nginx, long before their window, each instance asking the backend once', async () => {
  test.setTimeout(60_000);
  const title = `Publish ${Date.now()}: GST filing date extended to 30 November`;
  const before = backend.calls();
  const bases = { 'instance 1': instances[0].url, 'instance 2': instances[1].url, nginx: site };
  const targets = Object.entries(bases).flatMap(([where, base]) => PATHS.map((path) => ({ where, url: base + path })));

  // Both instances hear of a publish through Redis at once (and read the tags again each second if they miss it).
  const client = createClient({ url: set.redis.url });
  await client.connect();
  try {
    expect(await client.pubSubNumSub('rasi:tags')).toEqual({ 'rasi:tags': 2 });
  } finally {
    await client.close();
  }

  const started = Date.now();
  const answer = await backend.publish(title);
  expect(answer.webhook?.status).toBe(200);
  expect(answer.webhook?.body).toEqual({ revalidated: ['notifications'] });

  // Every target polled until it shows the notification, the moment each first did noted.
  const seen = new Map<string, number>();
  const pending = () => targets.filter(({ url }) => !seen.has(url));
  while (pending().length > 0 && Date.now() - started < VISIBLE_WITHIN_MS) {
    await Promise.all(
      pending().map(async ({ url }) => {
        if ((await get(url)).text.includes(title)) seen.set(url, Date.now() - started);
      }),
    );
    await sleep(100);
  }
  const times = targets.map(({ where, url }) => `${where} ${new URL(url).pathname}: ${seen.get(url) ?? 'not'} ms`);
  test.info().annotations.push({ type: 'publish to visible', description: times.join('; ') });
  console.info(`publish to visible:\n  ${times.join('\n  ')}`);
  for (const { where, url } of targets) {
    expect(seen.get(url), `${where} ${new URL(url).pathname}`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  }

  // However many pages show the notifications, and however often they are asked for, each instance asked the
  // backend for them once, and for nothing else.
  for (let round = 0; round < 3; round++) {
    await Promise.all(targets.map(({ url }) => get(url)));
  }
  await sleep(500);
  const after = backend.calls();
  const asked = Object.fromEntries(Object.keys(after).map((name) => [name, after[name]! - before[name]!]));
  expect(asked).toEqual({
    getbanner: 0,
    getAllYearsWithEvents: 0,
    getnotification: 2,
    getevents: 0,
    getgallery: 0,
    getexhibitors: 0,
  });
  // The page regenerated on one instance is the one the other serves.
  const [one, two] = await Promise.all(instances.map((i) => get(`${i.url}/notification`)));
  expect(one!.text === two!.text, 'both instances serve the same page').toBe(true);
});

test('nginx keeps a backend page to the end of the second, and never passes on the header that tells it so', async () => {
  const thisSecond = (headers: Headers) => {
    const at = Number(/^@(\d+)$/.exec(headers.get('x-accel-expires') ?? '')?.[1]);
    return Math.abs(at - Date.now() / 1000) < 2;
  };
  // Until Node has made its best compression of an answer it tells nginx to keep nothing at all (`0`,
  // lib/serving/respond.mjs): asked until then.
  const settled = async (url: string) => {
    let answer = await get(url);
    for (const started = Date.now(); answer.headers.get('x-accel-expires') === '0' && Date.now() - started < 30_000;)
      answer = await get(url);
    return answer;
  };
  const direct = await settled(`${instances[0].url}/notification`);
  expect(thisSecond(direct.headers), String(direct.headers.get('x-accel-expires'))).toBe(true);
  // Others still read the window.
  expect(direct.headers.get('cache-control')).toMatch(/s-maxage=300/);
  expect(thisSecond((await settled(`${instances[0].url}/api/notifications`)).headers)).toBe(true);
  expect(thisSecond((await get(`${instances[0].url}/feed.xml`)).headers)).toBe(true);
  // A conditional request answered 304 (as nginx revalidates) must not give nginx the window either.
  const etag = direct.headers.get('etag')!;
  const notModified = await fetch(`${instances[0].url}/notification`, {
    headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
  });
  expect(notModified.status).toBe(304);
  expect(thisSecond(notModified.headers)).toBe(true);
  // A page without backend data keeps nginx's window.
  expect((await settled(`${instances[0].url}/aboutrasi`)).headers.get('x-accel-expires')).toBeNull();
  const through = await get(`${site}/notification`);
  expect(through.headers.get('x-cache-status')).toBeTruthy();
  expect(through.headers.get('x-accel-expires')).toBeNull();
});

test('bad calls get a 4xx with a short reason and one log line, and change nothing', async () => {
  test.setTimeout(60_000);
  const now = Date.now();
  const good = call(['notifications']);
  const wrongKey = `wrong-key-${'w'.repeat(40)}`;
  const signedAt = (body: string, at: number) => signedHeaders(SECRET, body, at);
  const cases: { name: string; body: string; headers: Record<string, string>; status: number; reason: RegExp }[] = [
    { name: 'unsigned', body: good, headers: {}, status: 401, reason: /^unsigned$/ },
    {
      name: 'signed with another key',
      body: good,
      headers: signedHeaders(wrongKey, good),
      status: 401,
      reason: /^bad signature$/,
    },
    {
      name: 'a signature of another body',
      body: call(['notifications', 'events']),
      headers: signedHeaders(SECRET, good),
      status: 401,
      reason: /^bad signature$/,
    },
    {
      name: 'a malformed signature',
      body: good,
      headers: { ...signedHeaders(SECRET, good), [SIGNATURE_HEADER]: 'sha256=zz' },
      status: 401,
      reason: /^bad signature$/,
    },
    {
      name: 'six minutes old',
      body: good,
      headers: signedAt(good, now - 6 * 60_000),
      status: 401,
      reason: /timestamp/,
    },
    {
      name: 'six minutes ahead',
      body: good,
      headers: signedAt(good, now + 6 * 60_000),
      status: 401,
      reason: /timestamp/,
    },
    {
      name: 'an unknown call',
      body: call(['notices']),
      headers: signedHeaders(SECRET, call(['notices'])),
      status: 400,
      reason: /unknown call name/,
    },
    { name: 'no calls', body: call([]), headers: signedHeaders(SECRET, call([])), status: 400, reason: /calls/ },
    {
      name: 'not JSON',
      body: 'calls=notifications',
      headers: signedHeaders(SECRET, 'calls=notifications'),
      status: 400,
      reason: /not JSON/,
    },
  ];
  const big = JSON.stringify({ calls: ['notifications'], padding: 'x'.repeat(9000) });
  cases.push({ name: 'over 8 KB', body: big, headers: signedHeaders(SECRET, big), status: 413, reason: /8 KB/ });

  const accepted = await both('revalidate_accepted');
  const refused = await both('revalidate_refused');
  const calls = backend.calls();
  for (const { name, body, headers, status, reason } of cases) {
    // Through nginx, as the backend calls it, and to each instance directly.
    for (const base of [site, instances[0].url, instances[1].url]) {
      const response = await post(`${base}/api/revalidate`, body, headers);
      expect(response.status, `${name} via ${base}`).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect((JSON.parse(response.text) as { error: string }).error, name).toMatch(reason);
      expect(response.text.length, name).toBeLessThan(200);
    }
  }
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    const response = await post(`${site}/api/revalidate`, good, signedHeaders(SECRET, good), method);
    expect(response.status, method).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  }

  await sleep(500);
  expect(await both('revalidate_accepted'), 'nothing was revalidated').toBe(accepted);
  expect(await both('revalidate_refused'), 'one log line each').toBe(refused + 3 * cases.length);
  expect(backend.calls(), 'the backend was not asked').toEqual(calls);
});

test('a signature is accepted once, on any instance; the previous key is accepted while it is rotated', async () => {
  const body = call(['events']);
  const headers = signedHeaders(SECRET, body);
  const [a, b] = instances;
  expect((await postAsBackend(`${a.url}/api/revalidate`, body, headers)).status).toBe(200);
  const replayed = await postAsBackend(`${b.url}/api/revalidate`, body, headers);
  expect(replayed.status).toBe(409);
  expect(JSON.parse(replayed.text)).toEqual({ error: 'signature already used' });
  expect((await postAsBackend(`${site}/api/revalidate`, body, headers)).status).toBe(409);
  expect((await postAsBackend(`${a.url}/api/revalidate`, body, headers)).status).toBe(409);

  const rotated = call(['gallery']);
  expect((await postAsBackend(`${site}/api/revalidate`, rotated, signedHeaders(PREVIOUS, rotated))).status).toBe(200);
});

test('no key and no signature in any answer or log line', async () => {
  const logs = (await Promise.all(instances.map((i) => i.log()))).join('\n');
  expect(logs).toContain('"event":"revalidate_accepted"');
  expect(logs).toContain('"event":"revalidate_refused"');
  const hexes = [...signatures].map((signature) => signature.slice('sha256='.length)).filter((hex) => hex.length >= 32);
  expect(hexes.length).toBeGreaterThan(5);
  for (const secret of [SECRET, PREVIOUS, ...hexes]) {
    expect(logs.includes(secret), 'a log line holds a key or a signature').toBe(false);
    expect(
      answers.some((text) => text.includes(secret)),
      'an answer holds a key or a signature',
    ).toBe(false);
  }
  expect(answers.length).toBeGreaterThan(50);
});
