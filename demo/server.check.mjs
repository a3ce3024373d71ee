// The demo backend's check, on Node's test runner: `npm run test:demo` (`node --test demo/server.check.mjs`).
// Starts the server on a free port through the launcher (scripts/servers.mjs) and checks the contract, the images
// and every fault mode.

import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { after, before, describe, test } from 'node:test';

import sharp from 'sharp';

import { CALLS as CALLS_BY_NAME, RECORD_FIELDS } from '../lib/api/calls.cjs';
import { REVALIDATE_PATH, signatureOf } from '../lib/webhook/signing.cjs';
import { ROUTES } from '../lib/route-table.mjs';
import { startDemo } from '../scripts/servers.mjs';
import { buildDemoData, todayInKolkata } from './data.mjs';
import { FAULT_MODES } from './faults.cjs';
import { startDemoBackend } from './server.mjs';

const TOKEN = 'check-token';
const CALLS = Object.values(CALLS_BY_NAME);

function todayIst() {
  // Independent of data.mjs: ICU's time zone data rather than a fixed offset.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A raw request that the WHATWG URL parser cannot normalise (for '..' and encoded slashes). */
function rawGet(base, path) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

async function expectNoAnswerWithin(url, ms, headers) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    await fetch(url, { headers, signal: controller.signal });
    assert.fail(`expected no answer within ${ms} ms`);
  } catch (err) {
    assert.equal(err.name, 'AbortError', `expected an abort, got ${err.message}`);
  } finally {
    clearTimeout(timer);
  }
}

const isNonEmptyString = (v) => typeof v === 'string' && v.trim().length > 0;
const isDate = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

describe('the demo backend', () => {
  let backend;
  let url;
  let apiBaseUrl;
  const auth = { Authorization: `Bearer ${TOKEN}` };
  const api = (call, init = {}) => fetch(`${apiBaseUrl}/${call}`, { ...init, headers: { ...auth, ...init.headers } });
  const bodies = {};
  const imagePaths = [];

  before(async () => {
    backend = await startDemo({ token: TOKEN });
    ({ url, apiBaseUrl } = backend);
  });

  after(() => {
    // Everything is closed: the process must now exit on its own. If a handle leaked, say so.
    setTimeout(() => {
      console.error('demo backend check: the process did not exit (a timer or socket leaked)');
      process.exit(1);
    }, 3000).unref();
  });

  test('startDemoBackend requires a token', async () => {
    await assert.rejects(() => startDemoBackend({ port: 0 }), /token/);
    await assert.rejects(() => startDemoBackend({ port: 0, token: '' }), /token/);
  });

  test('url and apiBaseUrl use the bound port', () => {
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(url, 'http://127.0.0.1:0');
    assert.equal(apiBaseUrl, `${url}/api`);
  });

  test('401 without a token, with a wrong token and with a malformed header', async () => {
    const variants = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: 'Bearer check-tokex' },
      { Authorization: 'bearer check-token' },
      { Authorization: TOKEN },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of variants) {
      for (const call of ['getbanner', 'getevents', 'nosuchcall']) {
        const res = await fetch(`${apiBaseUrl}/${call}`, { headers });
        assert.equal(res.status, 401, `${call} with ${JSON.stringify(headers)}`);
        assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
        const text = await res.text();
        assert.deepEqual(JSON.parse(text), { status: 401, message: 'Unauthorized' });
        assert.ok(!text.includes(TOKEN));
      }
    }
  });

  test('each call answers 200 JSON, no-store', async () => {
    for (const call of CALLS) {
      const res = await api(call);
      assert.equal(res.status, 200, call);
      assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8', call);
      assert.equal(res.headers.get('cache-control'), 'no-store', call);
      bodies[call] = await res.json();
    }
  });

  test('getbanner: {status:200, message:[>=5 banners]}', () => {
    const body = bodies.getbanner;
    assert.equal(body.status, 200);
    assert.ok(Array.isArray(body.message) && body.message.length >= 5);
    for (const b of body.message) {
      assert.ok(Number.isInteger(b.id));
      for (const k of ['title', 'subtitle', 'image', 'alt']) assert.ok(isNonEmptyString(b[k]), `banner ${b.id} ${k}`);
      assert.match(b.link, /^\/[a-z&-]*$/);
      assert.ok(
        ROUTES.some((route) => route.path === b.link),
        `banner ${b.id} links to ${b.link}, a page of the route table`,
      );
    }
  });

  test('getAllYearsWithEvents: 2026, 2025, 2024 with 4-6 dated events each', () => {
    const body = bodies.getAllYearsWithEvents;
    assert.equal(body.status, 200);
    assert.ok(Array.isArray(body.message));
    const years = body.message.map((y) => y.year);
    for (const y of ['2026', '2025', '2024']) assert.ok(years.includes(y), `year ${y}`);
    for (const y of body.message) {
      assert.equal(typeof y.year, 'string');
      assert.ok(isNonEmptyString(y.title) && isNonEmptyString(y.image));
      assert.ok(y.events.length >= 4 && y.events.length <= 6, `${y.year} has ${y.events.length} events`);
      for (const e of y.events) {
        assert.ok(Number.isInteger(e.id));
        for (const k of ['title', 'description', 'venue', 'image']) assert.ok(isNonEmptyString(e[k]), `${e.id} ${k}`);
        assert.ok(isDate(e.event_date) && e.event_date.startsWith(`${y.year}-`), `${e.id} ${e.event_date}`);
        if (y.year === '2026') assert.ok(e.event_date < todayIst(), `${e.event_date} is not in the past`);
      }
    }
  });

  test('getnotification: 12, newest first, within four months', () => {
    const body = bodies.getnotification;
    assert.equal(body.status, 200);
    const list = body.message;
    assert.equal(list.length, 12);
    const dates = list.map((n) => n.date);
    for (const d of dates) assert.ok(isDate(d) && d <= todayIst(), d);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const spanDays = (Date.parse(dates[0]) - Date.parse(dates.at(-1))) / 86_400_000;
    assert.ok(spanDays > 60 && spanDays <= 124, `span ${spanDays} days`);
    for (const n of list) {
      assert.ok(Number.isInteger(n.id) && isNonEmptyString(n.title) && isNonEmptyString(n.description));
      if (n.link) assert.match(n.link, /^\/uploads\/circulars\/[a-z0-9-]+\.pdf$/);
    }
    assert.ok(list.some((n) => n.link) && list.some((n) => !n.link));
  });

  test('getevents: {todays_events:[3 events dated today in Asia/Kolkata]}', () => {
    const body = bodies.getevents;
    assert.deepEqual(Object.keys(body), ['todays_events']);
    assert.equal(body.todays_events.length, 3);
    for (const e of body.todays_events) {
      assert.equal(e.date, todayIst());
      assert.match(e.start_time, /^\d{2}:\d{2}$/);
      assert.match(e.end_time, /^\d{2}:\d{2}$/);
      assert.ok(e.start_time < e.end_time);
      for (const k of ['title', 'description', 'venue', 'image']) assert.ok(isNonEmptyString(e[k]), k);
    }
  });

  test('events follow `now` across the IST date line', () => {
    assert.equal(todayInKolkata(new Date('2026-11-21T18:29:59Z')), '2026-11-21');
    assert.equal(todayInKolkata(new Date('2026-11-21T18:30:00Z')), '2026-11-22');
    const data = buildDemoData(new Date('2027-03-01T20:00:00Z'));
    assert.ok(data.events.every((e) => e.date === '2027-03-02'));
  });

  test('getgallery: {message:[24]} with 2 missing titles, descriptions and images', () => {
    const body = bodies.getgallery;
    assert.deepEqual(Object.keys(body), ['message']);
    const list = body.message;
    assert.equal(list.length, 24);
    const missing = (k) => list.filter((g) => g[k] === undefined || g[k] === null || g[k] === '').length;
    assert.equal(missing('title'), 2);
    assert.equal(missing('description'), 2);
    assert.equal(missing('image'), 2);
    for (const g of list) assert.ok(Number.isInteger(g.id) && isDate(g.date));
  });

  test('getexhibitors: {message:[12 committee members]}', () => {
    const body = bodies.getexhibitors;
    assert.deepEqual(Object.keys(body), ['message']);
    assert.equal(body.message.length, 12);
    for (const x of body.message) {
      assert.ok(Number.isInteger(x.id));
      for (const k of ['name', 'designation', 'company', 'image', 'products', 'stall']) {
        assert.ok(isNonEmptyString(x[k]), `${x.id} ${k}`);
      }
    }
    assert.ok(body.message.some((x) => x.designation === 'Convenor, Delta Industrial Expo 2027'));
  });

  test('no placeholder text in the content', () => {
    const text = JSON.stringify(bodies);
    assert.doesNotMatch(text, /lorem|ipsum|coming soon|\btodo\b|placeholder|\btbd\b|dummy|sample text|example\.com/i);
  });

  const collect = (value) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'image' && typeof v === 'string' && v) imagePaths.push(v);
        else collect(v);
      }
    }
  };
  test('image paths are relative uploads paths, mixed with and without a leading slash', () => {
    collect(bodies);
    assert.ok(imagePaths.length >= 60, `${imagePaths.length} images`);
    for (const p of imagePaths) assert.match(p, /^\/?uploads\/[a-z]+\/[a-z0-9-]+\.jpg$/);
    const withSlash = imagePaths.filter((p) => p.startsWith('/')).length;
    const ratio = withSlash / imagePaths.length;
    assert.ok(ratio > 0.35 && ratio < 0.65, `leading-slash ratio ${ratio}`);
  });

  test('every referenced image is served as a JPEG under 100 KB at the right size', async () => {
    const unique = [...new Set(imagePaths.map((p) => p.replace(/^\//, '')))];
    for (const p of unique) {
      const res = await fetch(`${url}/${p}`);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('content-type'), 'image/jpeg', p);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=86400', p);
      const buf = Buffer.from(await res.arrayBuffer());
      assert.ok(buf.length < 100 * 1024, `${p} is ${buf.length} bytes`);
      assert.deepEqual([...buf.subarray(0, 3)], [0xff, 0xd8, 0xff], `${p} is not a JPEG`);
      const meta = await sharp(buf).metadata();
      assert.equal(meta.format, 'jpeg');
      const expected = p.includes('/banners/') ? [1600, 600] : p.includes('/exhibitors/') ? [400, 400] : [800, 600];
      assert.deepEqual([meta.width, meta.height], expected, p);
    }
  });

  test('each circular is a PDF whose Content-Length, on GET and on HEAD, is its size', async () => {
    const links = bodies.getnotification.message.map((n) => n.link).filter(Boolean);
    assert.ok(links.length > 0);
    for (const link of links) {
      const res = await fetch(`${url}${link}`);
      assert.equal(res.status, 200, link);
      assert.equal(res.headers.get('content-type'), 'application/pdf', link);
      const buf = Buffer.from(await res.arrayBuffer());
      assert.equal(buf.subarray(0, 5).toString('latin1'), '%PDF-', link);
      assert.equal(res.headers.get('content-length'), String(buf.length), link);
      const head = await fetch(`${url}${link}`, { method: 'HEAD' });
      assert.equal(head.status, 200, link);
      assert.equal(head.headers.get('content-length'), String(buf.length), link);
    }
  });

  test('images are memoised (same bytes on a second request)', async () => {
    const p = imagePaths[0].replace(/^\//, '');
    const a = Buffer.from(await (await fetch(`${url}/${p}`)).arrayBuffer());
    const b = Buffer.from(await (await fetch(`${url}/${p}`)).arrayBuffer());
    assert.ok(a.equals(b));
  });

  test('unknown images and paths are 404, traversal and encoded slashes are refused', async () => {
    assert.equal((await fetch(`${url}/uploads/gallery/no-such-photo.jpg`)).status, 404);
    assert.equal((await fetch(`${url}/uploads/secrets/agm-2024.jpg`)).status, 404);
    assert.equal((await fetch(`${url}/uploads/gallery/agm-2024.png`)).status, 404);
    const res = await fetch(`${url}/nope`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal((await res.json()).status, 404);
    assert.equal((await api('getbanners')).status, 404);
    assert.equal(await rawGet(url, '/uploads/../api/getbanner'), 400);
    assert.equal(await rawGet(url, '/uploads/gallery/..%2f..%2fserver.mjs'), 400);
    assert.equal(await rawGet(url, '/uploads/gallery%2Fagm-2024.jpg'), 400);
    assert.equal(await rawGet(url, '/uploads/%2e%2e/gallery/agm-2024.jpg'), 400);
    assert.equal(await rawGet(url, '/uploads/gallery\\agm-2024.jpg'), 400);
  });

  test('other methods get 405 with Allow: GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await api('getbanner', { method, body: method === 'DELETE' ? undefined : '{}' });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get('allow'), 'GET');
      await res.arrayBuffer();
    }
    const img = await fetch(`${url}/${imagePaths[0].replace(/^\//, '')}`, { method: 'POST' });
    assert.equal(img.status, 405);
  });

  test('/__control is 404 when allowControl is false', async () => {
    const res = await fetch(`${url}/__control/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ call: '*', mode: 'http500' }),
    });
    assert.equal(res.status, 404);
    assert.equal((await fetch(`${url}/__control/reset`, { method: 'POST' })).status, 404);
    assert.equal((await api('getbanner')).status, 200);
  });

  test('/__demo/publish is 404 when the demo is not given a webhook to publish to', async () => {
    const res = await fetch(`${url}/__demo/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Not published' }),
    });
    assert.equal(res.status, 404);
  });

  test('publishing adds a notification, then calls the webhook once, signed as docs/publishing.md says', async () => {
    const secret = 'w'.repeat(40);
    const received = [];
    let status = 200;
    const site = createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? { revalidated: ['notifications'] } : { error: 'bad signature' }));
      });
    });
    await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${site.address().port}${REVALIDATE_PATH}`;
    const demo = await startDemo({ token: TOKEN, publish: { webhookUrl, secret } });
    const publish = (body) =>
      fetch(`${demo.url}/__demo/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const res = await publish({ title: 'GST filing date extended', description: 'To 30 November.' });
      assert.equal(res.status, 200);
      const answer = await res.json();
      assert.deepEqual(answer.webhook, { status: 200, body: { revalidated: ['notifications'] } });

      const [notifications] = (await (await fetch(`${demo.apiBaseUrl}/getnotification`, { headers: auth })).json())
        .message;
      assert.deepEqual(notifications, answer.notification);
      assert.equal(notifications.title, 'GST filing date extended');
      assert.equal(notifications.date, todayInKolkata());
      assert.deepEqual(Object.keys(notifications), [...RECORD_FIELDS.notifications]);

      assert.equal(received.length, 1);
      const [call] = received;
      assert.equal(call.method, 'POST');
      assert.equal(call.url, REVALIDATE_PATH);
      assert.equal(call.body.toString(), '{"calls":["notifications"]}');
      const timestamp = call.headers['x-rasi-timestamp'];
      assert.ok(Math.abs(Number(timestamp) - Date.now() / 1000) < 5, 'the timestamp is now, in Unix seconds');
      assert.equal(call.headers['x-rasi-signature'], signatureOf(secret, timestamp, call.body));

      // What the site answered is passed on, whatever it was.
      status = 401;
      const refused = await (await publish({ title: 'Another' })).json();
      assert.equal(refused.webhook.status, 401);
      for (const body of [{}, { title: '' }, { title: 'x'.repeat(301) }, { title: 7 }]) {
        assert.equal((await publish(body)).status, 400, JSON.stringify(body).slice(0, 40));
      }
      assert.equal((await fetch(`${demo.url}/__demo/publish`)).status, 405);
      assert.equal(received.length, 2);

      // A 503 with Retry-After (the site could not check for a replay): called again after it, signed anew.
      const answers = [503, 200];
      status = undefined;
      site.removeAllListeners('request');
      site.on('request', (req, res) => {
        req.resume();
        req.on('end', () => {
          received.push({ headers: req.headers });
          const code = answers.shift() ?? 200;
          res.writeHead(code, { 'Content-Type': 'application/json', ...(code === 503 ? { 'Retry-After': '1' } : {}) });
          res.end(JSON.stringify(code === 200 ? { revalidated: ['notifications'] } : { error: 'try again' }));
        });
      });
      const retried = await (await publish({ title: 'Retried' })).json();
      assert.deepEqual(retried.webhook, { status: 200, body: { revalidated: ['notifications'] } });
      assert.equal(received.length, 4);
      const [first, second] = received.slice(2).map((call) => Number(call.headers['x-rasi-timestamp']));
      assert.ok(second >= first, 'the second call is signed when it is sent');
    } finally {
      await demo.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  test('setFault validates its arguments', () => {
    assert.throws(() => backend.setFault('getbanners', 'http500'), /unknown call/);
    assert.throws(() => backend.setFault('getbanner', 'explode'), /unknown mode/);
  });

  test('setFault takes every fault mode the suites test (demo/faults.cjs)', () => {
    for (const mode of FAULT_MODES) assert.doesNotThrow(() => backend.setFault('*', mode), mode);
    backend.clearFaults();
  });

  // ---- fault modes -----------------------------------------------------------------------

  test("fault 'http500'", async () => {
    backend.setFault('getbanner', 'http500');
    const res = await api('getbanner');
    assert.equal(res.status, 500);
    assert.equal((await res.json()).status, 500);
    assert.equal((await api('getnotification')).status, 200, 'other calls are unaffected');
    backend.clearFaults();
  });

  test("fault 'reset' destroys the socket", async () => {
    backend.setFault('getevents', 'reset');
    await assert.rejects(() => api('getevents').then((r) => r.text()), TypeError);
    backend.clearFaults();
    assert.equal((await api('getevents')).status, 200);
  });

  test("fault 'hang' never answers", async () => {
    backend.setFault('getgallery', 'hang');
    await expectNoAnswerWithin(`${apiBaseUrl}/getgallery`, 500, auth);
    backend.clearFaults();
  });

  test("fault 'slow' does not answer within 500 ms", async () => {
    backend.setFault('getexhibitors', 'slow');
    await expectNoAnswerWithin(`${apiBaseUrl}/getexhibitors`, 500, auth);
    backend.clearFaults();
  });

  test("fault 'malformed' sends truncated JSON with 200", async () => {
    backend.setFault('*', 'malformed');
    for (const call of CALLS) {
      const res = await api(call);
      assert.equal(res.status, 200);
      const text = await res.text();
      assert.equal(text, '{"status":200,"message":[');
      assert.throws(() => JSON.parse(text), SyntaxError);
    }
    backend.clearFaults();
  });

  test("fault 'status500' sends {status:500} with HTTP 200", async () => {
    backend.setFault('*', 'status500');
    for (const call of CALLS) {
      const res = await api(call);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { status: 500, message: 'Internal error' });
    }
    backend.clearFaults();
  });

  test("fault 'wrongshape' puts an object where the list belongs", async () => {
    backend.setFault('*', 'wrongshape');
    for (const call of CALLS) {
      const body = await (await api(call)).json();
      if (call === 'getevents') {
        assert.equal(typeof body.todays_events, 'string');
        continue;
      }
      if (!['getgallery', 'getexhibitors'].includes(call)) assert.equal(body.status, 200);
      assert.equal(typeof body.message, 'object');
      assert.ok(body.message !== null && !Array.isArray(body.message), call);
    }
    backend.clearFaults();
  });

  test("fault 'oversized' streams a valid-looking body of 20 MB", async () => {
    backend.setFault('getnotification', 'oversized');
    const controller = new AbortController();
    const res = await api('getnotification', { signal: controller.signal });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-length'), null, 'streamed without a length');
    const reader = res.body.getReader();
    const chunks = [];
    let total = 0;
    while (total < 1024 * 1024) {
      const { value, done } = await reader.read();
      assert.ok(!done, `body ended after ${total} bytes`);
      chunks.push(Buffer.from(value));
      total += value.length;
    }
    controller.abort();
    await reader.cancel().catch(() => {});
    const head = Buffer.concat(chunks).toString('utf8', 0, 200);
    assert.ok(head.startsWith('{"status":200,"message":[{"id":'), head.slice(0, 40));
    backend.clearFaults();
    assert.equal((await api('getnotification')).status, 200, 'server still answers after the abort');
  });

  test("fault 'oversized' really is 20 MB of JSON when read to the end", async () => {
    backend.setFault('getevents', 'oversized');
    const res = await api('getevents');
    const text = await res.text();
    assert.ok(text.length >= 20 * 1024 * 1024, `${text.length} chars`);
    const body = JSON.parse(text);
    assert.ok(Array.isArray(body.todays_events) && body.todays_events.length > 10_000);
    backend.clearFaults();
  });

  test("fault 'hostile' keeps the shape but poisons every field", async () => {
    backend.setFault('*', 'hostile');
    const wanted = [
      '<script>window.__pwned=1</script>',
      '<img src=x onerror="window.__pwned=1">',
      '" onmouseover="alert(1)',
      '\u202Eتقرير الاجتماع',
      '🏭⚙️',
    ];
    const badImages = [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '//evil.example/x.jpg',
      'https://evil.example/x.jpg',
      'vbscript:msgbox(1)',
    ];
    for (const call of CALLS) {
      const res = await api(call);
      assert.equal(res.status, 200);
      const body = await res.json();
      const list = call === 'getevents' ? body.todays_events : body.message;
      assert.ok(Array.isArray(list) && list.length > 0, call);
      if (!['getevents', 'getgallery', 'getexhibitors'].includes(call)) assert.equal(body.status, 200);
      const strings = [];
      const images = [];
      const links = [];
      const walk = (v, k) => {
        if (Array.isArray(v)) v.forEach((x) => walk(x));
        else if (v && typeof v === 'object') Object.entries(v).forEach(([kk, vv]) => walk(vv, kk));
        else if (typeof v === 'string') (k === 'image' ? images : k === 'link' ? links : strings).push(v);
      };
      walk(list);
      for (const s of strings) assert.ok(wanted.includes(s) || s.length === 5000, `${call}: benign text ${s}`);
      for (const s of images) assert.ok(badImages.includes(s), `${call}: benign image ${s}`);
      for (const s of links) assert.equal(s, 'javascript:alert(1)');
      for (const w of wanted) assert.ok(strings.includes(w), `${call} lacks ${w}`);
      assert.ok(
        strings.some((s) => s.length === 5000),
        `${call} lacks the 5,000-character string`,
      );
      assert.ok(images.length >= 5 && badImages.every((b) => images.includes(b)), `${call} images ${images}`);
      for (const item of list) assert.ok(Number.isInteger(item.id ?? 0), `${call} ids stay numbers`);
    }
    backend.clearFaults();
  });

  test("'*' sets every call; 'ok' and null clear one; clearFaults clears all", async () => {
    backend.setFault('*', 'http500');
    for (const call of CALLS) assert.equal((await api(call)).status, 500, call);
    backend.setFault('getbanner', 'ok');
    backend.setFault('getevents', null);
    assert.equal((await api('getbanner')).status, 200);
    assert.equal((await api('getevents')).status, 200);
    assert.equal((await api('getgallery')).status, 500);
    backend.clearFaults();
    for (const call of CALLS) assert.equal((await api(call)).status, 200, call);
  });

  test('faults do not bypass authentication', async () => {
    backend.setFault('*', 'hostile');
    assert.equal((await fetch(`${apiBaseUrl}/getbanner`)).status, 401);
    backend.clearFaults();
  });

  // ---- control endpoint and close() -------------------------------------------------------

  test('control endpoint works when allowControl is true', async () => {
    const ctl = await startDemo({ token: TOKEN, control: true });
    try {
      const post = (path, body) =>
        fetch(`${ctl.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      assert.equal((await post('/__control/fault', { call: 'getbanner', mode: 'status500' })).status, 204);
      const faulty = await fetch(`${ctl.apiBaseUrl}/getbanner`, { headers: auth });
      assert.deepEqual(await faulty.json(), { status: 500, message: 'Internal error' });
      assert.equal((await post('/__control/fault', { call: 'getbanner', mode: 'nonsense' })).status, 400);
      assert.equal((await post('/__control/fault', { call: 'nonsense', mode: 'hang' })).status, 400);
      assert.equal((await fetch(`${ctl.url}/__control/fault`)).status, 405);
      assert.equal((await post('/__control/reset')).status, 204);
      assert.equal((await fetch(`${ctl.apiBaseUrl}/getbanner`, { headers: auth })).status, 200);
    } finally {
      await ctl.close();
    }
  });

  test('close() resolves promptly with hanging and slow requests open', async () => {
    const other = await startDemo({ token: TOKEN });
    other.setFault('getbanner', 'hang');
    other.setFault('getgallery', 'slow');
    const pending = [
      fetch(`${other.apiBaseUrl}/getbanner`, { headers: auth }).catch((e) => e),
      fetch(`${other.apiBaseUrl}/getgallery`, { headers: auth }).catch((e) => e),
    ];
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    await other.close();
    assert.ok(Date.now() - t0 < 1000, `close took ${Date.now() - t0} ms`);
    const outcomes = await Promise.all(pending);
    for (const o of outcomes) assert.ok(o instanceof Error, 'pending requests fail once the server closes');
  });

  test('close() is idempotent and the port is released', async () => {
    await backend.close();
    await backend.close();
    await assert.rejects(() => fetch(`${apiBaseUrl}/getbanner`, { headers: auth }));
  });
});
