// Bundled demo backend for the RASI website: a real HTTP server on the backend contract of
// the specification (six GET calls with a bearer token, lists under `message` or `todays_events`, a `status`
// field in the body), with generated upload images and test-only fault injection. Given the site's revalidation
// webhook and its key (`publish`), it can also publish a notification the way the real backend would: add it,
// then call the webhook, signed (POST /__demo/publish, loopback only; `npm run demo:publish`).
//
//   API_TOKEN=... node demo/server.mjs          # DEMO_PORT (default 4010), DEMO_CONTROL=1 for /__control

import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

import { CALLS, RECORD_FIELDS } from '../lib/api/calls.cjs';
import { callWithRetryAfter, signedHeaders } from '../lib/webhook/signing.cjs';
import { buildDemoData, listImages, todayInKolkata } from './data.mjs';
import { FAULT_MODES } from './faults.cjs';
import { makeCircularPdf } from './pdf.mjs';
import { renderImage } from './images.mjs';

const CALL_NAMES = Object.values(CALLS);

const SLOW_MS = 10_000;
const OVERSIZED_BYTES = 20 * 1024 * 1024;
const CONTROL_BODY_LIMIT = 4096;
const PUBLISHED_KEPT = 20;
const MAX_PUBLISHED_TITLE = 300;
const MAX_PUBLISHED_DESCRIPTION = 2000;
const PUBLISHED_DESCRIPTION = 'Published from the demo backend with `npm run demo:publish`.';

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

// ---------------------------------------------------------------------------------------------
// Payloads

/** Wraps a call's list in the envelope the real backend uses for that call. */
function envelope(call, list) {
  if (call === 'getevents') return { todays_events: list };
  if (call === 'getgallery' || call === 'getexhibitors') return { message: list };
  return { status: 200, message: list };
}

function listFor(call, data) {
  switch (call) {
    case 'getbanner':
      return data.banners;
    case 'getAllYearsWithEvents':
      return data.years;
    case 'getnotification':
      return data.notifications;
    case 'getevents':
      return data.events;
    case 'getgallery':
      return data.gallery;
    case 'getexhibitors':
      return data.exhibitors;
    default:
      throw new Error(`unknown call ${call}`);
  }
}

const HOSTILE_TEXT = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '" onmouseover="alert(1)',
  '\u202Eتقرير الاجتماع',
  '🏭⚙️',
  'Kaveri'.repeat(834).slice(0, 5000),
];
const HOSTILE_IMAGES = [
  'javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  '//evil.example/x.jpg',
  'https://evil.example/x.jpg',
  'vbscript:msgbox(1)',
];
const HOSTILE_LINK = 'javascript:alert(1)';

/**
 * Same shape as the real data, every string replaced: image fields by hostile URLs, link fields
 * by a javascript: URL, all other text (dates and years included) by hostile text. Ids stay numbers.
 */
function hostileList(list) {
  let t = 0;
  let im = 0;
  const poison = (value) => {
    if (Array.isArray(value)) return value.map(poison);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => {
          if (k === 'image') return [k, HOSTILE_IMAGES[im++ % HOSTILE_IMAGES.length]];
          if (k === 'link') return [k, HOSTILE_LINK];
          return [k, poison(v)];
        }),
      );
    }
    if (typeof value === 'string') return HOSTILE_TEXT[t++ % HOSTILE_TEXT.length];
    return value;
  };
  // Six items (repeating short lists) so every hostile value appears in every call; restore
  // keys the source item omits so every entity carries every hostile field.
  const source = Array.from({ length: 6 }, (_, i) => ({ ...list[i % list.length], id: list[i % list.length].id + i }));
  return poison(source).map((item) => ({ ...item, image: item.image ?? HOSTILE_IMAGES[im++ % HOSTILE_IMAGES.length] }));
}

function wrongShapeBody(call, list) {
  if (call === 'getevents') return { todays_events: 'No events scheduled for today' };
  // What a PHP json_encode of an associative array looks like: an object, not a list.
  const asObject =
    call === 'getAllYearsWithEvents'
      ? Object.fromEntries(list.map((y) => [y.year, y]))
      : Object.fromEntries(list.map((item, i) => [String(i + 1), item]));
  return call === 'getgallery' || call === 'getexhibitors' ? { message: asObject } : { status: 200, message: asObject };
}

// ---------------------------------------------------------------------------------------------
// Helpers

function sendJson(res, statusCode, body, extraHeaders = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(statusCode, { ...JSON_HEADERS, 'Content-Length': Buffer.byteLength(text), ...extraHeaders });
  res.end(text);
}

function digest(value) {
  return createHash('sha256').update(value, 'utf8').digest();
}

function isLoopback(address) {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Resolves when the response can take more data, or false once the client has gone away. */
function drainOrClose(res) {
  return new Promise((resolve) => {
    const done = (ok) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

// ---------------------------------------------------------------------------------------------
// Server

export async function startDemoBackend({
  port = 4010,
  host = '127.0.0.1',
  token,
  allowControl = false,
  publish,
  log = console,
} = {}) {
  if (typeof token !== 'string' || token.length === 0) {
    throw new Error('startDemoBackend: a non-empty `token` is required (the bearer token clients must send)');
  }
  const expectedAuth = digest(`Bearer ${token}`);

  const faults = new Map(); // call -> mode
  const published = []; // notifications added by /__demo/publish, newest first
  let publishedCount = 0;
  const sockets = new Set();
  const timers = new Set();
  let closing = false;

  const imageSpecs = new Map(listImages(buildDemoData()).map((spec) => [spec.key, spec]));
  const imageCache = new Map(); // key -> Promise<Buffer>

  function setFault(call, mode) {
    if (call !== '*' && !CALL_NAMES.includes(call)) throw new Error(`setFault: unknown call ${JSON.stringify(call)}`);
    const clear = mode === null || mode === undefined || mode === 'ok';
    if (!clear && !FAULT_MODES.includes(mode)) throw new Error(`setFault: unknown mode ${JSON.stringify(mode)}`);
    for (const c of call === '*' ? CALL_NAMES : [call]) {
      if (clear) faults.delete(c);
      else faults.set(c, mode);
    }
  }

  function clearFaults() {
    faults.clear();
  }

  function isAuthorized(req) {
    const header = req.headers.authorization;
    if (typeof header !== 'string') return false;
    // Digests make both sides the same length, so the comparison leaks neither content nor length.
    return timingSafeEqual(digest(header), expectedAuth);
  }

  async function streamOversized(call, res) {
    const data = buildDemoData();
    const open = JSON.stringify(envelope(call, [])).replace(/\[\]\}$/, '[');
    const item = JSON.stringify(listFor(call, data)[0]);
    const perChunk = Math.max(1, Math.floor((64 * 1024) / (item.length + 1)));
    const chunk = Buffer.from(`${item},`.repeat(perChunk));
    res.writeHead(200, { ...JSON_HEADERS });
    res.on('error', () => {});
    let written = 0;
    if (!res.write(open)) {
      if (!(await drainOrClose(res))) return;
    }
    written += open.length;
    while (written < OVERSIZED_BYTES) {
      if (closing || res.destroyed) return;
      written += chunk.length;
      if (!res.write(chunk)) {
        if (!(await drainOrClose(res))) return;
      }
    }
    if (!closing && !res.destroyed) res.end(`${item}]}`);
  }

  function answerCall(call, req, res) {
    const mode = faults.get(call);
    const data = buildDemoData();
    const list = call === 'getnotification' ? [...published, ...listFor(call, data)] : listFor(call, data);
    switch (mode) {
      case undefined:
        return sendJson(res, 200, envelope(call, list));
      case 'http500':
        return sendJson(res, 500, { status: 500, message: 'Internal Server Error' });
      case 'reset': {
        const socket = req.socket;
        if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
        else socket.destroy();
        return undefined;
      }
      case 'hang':
        // Never answer: the socket stays open until the client gives up or close() destroys it.
        return undefined;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed && !closing) sendJson(res, 200, envelope(call, listFor(call, buildDemoData())));
        }, SLOW_MS);
        timer.unref();
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return undefined;
      }
      case 'malformed':
        return sendJson(res, 200, '{"status":200,"message":[');
      case 'status500':
        return sendJson(res, 200, { status: 500, message: 'Internal error' });
      case 'wrongshape':
        return sendJson(res, 200, wrongShapeBody(call, list));
      case 'oversized':
        streamOversized(call, res).catch((err) => {
          log.error?.(`demo backend: oversized stream failed: ${err.message}`);
          res.destroy();
        });
        return undefined;
      case 'hostile':
        return sendJson(res, 200, envelope(call, hostileList(list)));
      default:
        return sendJson(res, 500, { status: 500, message: 'Unknown fault mode' });
    }
  }

  function serveImage(req, res, key) {
    const spec = imageSpecs.get(key);
    if (!spec) return sendJson(res, 404, { status: 404, message: 'Not found' });
    let pending = imageCache.get(key);
    if (!pending) {
      pending = renderImage(spec);
      imageCache.set(key, pending);
      pending.catch(() => imageCache.delete(key));
    }
    pending.then(
      (buf) => {
        if (res.destroyed) return;
        res.writeHead(200, {
          'Content-Type': 'image/jpeg',
          'Content-Length': buf.length,
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(buf);
      },
      (err) => {
        log.error?.(`demo backend: could not render ${key}: ${err.message}`);
        if (!res.destroyed && !res.headersSent) sendJson(res, 500, { status: 500, message: 'Image unavailable' });
      },
    );
    return undefined;
  }

  function readBody(req, limit) {
    return new Promise((resolve, reject) => {
      const parts = [];
      let size = 0;
      req.on('data', (c) => {
        size += c.length;
        if (size > limit) {
          reject(new Error('body too large'));
          req.destroy();
          return;
        }
        parts.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
      req.on('error', reject);
    });
  }

  async function handleControl(req, res, path) {
    if (req.method !== 'POST')
      return sendJson(res, 405, { status: 405, message: 'Method not allowed' }, { Allow: 'POST' });
    if (path === '/__control/reset') {
      clearFaults();
      log.info?.('demo backend: all faults cleared');
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      return res.end();
    }
    let body;
    try {
      body = JSON.parse(await readBody(req, CONTROL_BODY_LIMIT));
    } catch {
      return sendJson(res, 400, { status: 400, message: 'Expected a JSON body {"call","mode"}' });
    }
    try {
      setFault(body?.call, body?.mode);
    } catch (err) {
      return sendJson(res, 400, { status: 400, message: err.message });
    }
    log.info?.(`demo backend: fault ${body.call} -> ${body.mode ?? 'ok'}`);
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    return res.end();
  }

  /**
   * Adds a notification (`{"title", "description"?}`), then tells the site, as the real backend would: a POST to its
   * revalidation webhook naming `notifications`, signed with its key. Answers what the site answered.
   */
  async function handlePublish(req, res) {
    if (req.method !== 'POST') {
      return sendJson(res, 405, { status: 405, message: 'Method not allowed' }, { Allow: 'POST' });
    }
    let input;
    try {
      input = JSON.parse(await readBody(req, CONTROL_BODY_LIMIT));
    } catch {
      return sendJson(res, 400, { status: 400, message: 'Expected a JSON body {"title","description"}' });
    }
    const title = typeof input?.title === 'string' ? input.title.trim() : '';
    const description = typeof input?.description === 'string' ? input.description.trim() : '';
    if (!title || title.length > MAX_PUBLISHED_TITLE || description.length > MAX_PUBLISHED_DESCRIPTION) {
      return sendJson(res, 400, {
        status: 400,
        message: `A title of 1 to ${MAX_PUBLISHED_TITLE} characters, and a description of at most ${MAX_PUBLISHED_DESCRIPTION}`,
      });
    }
    publishedCount += 1;
    const id = 900_000 + publishedCount;
    const values = {
      id,
      title,
      description: description || PUBLISHED_DESCRIPTION,
      date: todayInKolkata(),
      image: '',
      link: '',
    };
    const notification = Object.fromEntries(RECORD_FIELDS.notifications.map((field) => [field, values[field]]));
    published.unshift(notification);
    published.length = Math.min(published.length, PUBLISHED_KEPT);

    const body = JSON.stringify({ calls: ['notifications'] });
    let webhook;
    try {
      // Called again after a 503's or 429's Retry-After, each call signed anew (docs/publishing.md).
      const answer = await callWithRetryAfter(async () => {
        const response = await fetch(publish.webhookUrl, {
          method: 'POST',
          headers: signedHeaders(publish.secret, body),
          body,
          signal: AbortSignal.timeout(10_000),
        });
        return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) };
      });
      webhook = { status: answer.status, body: answer.body };
    } catch (err) {
      log.error?.(`demo backend: the site's webhook did not answer: ${err.message}`);
      return sendJson(res, 502, { status: 502, message: "The site's webhook did not answer", notification });
    }
    log.info?.(`demo backend: published notification ${id}; the site answered ${webhook.status}`);
    return sendJson(res, 200, { status: 200, notification, webhook });
  }

  function handle(req, res) {
    const rawUrl = req.url ?? '/';
    const path = rawUrl.split('?')[0].split('#')[0];

    // Path traversal and encoded separators are refused outright, before any routing.
    let decoded;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return sendJson(res, 400, { status: 400, message: 'Bad request' });
    }
    if (/%2f|%5c|%00/i.test(path) || decoded.includes('..') || decoded.includes('\\') || !path.startsWith('/')) {
      return sendJson(res, 400, { status: 400, message: 'Bad request' });
    }

    if (path === '/__control/fault' || path === '/__control/reset') {
      if (!allowControl || !isLoopback(req.socket.remoteAddress)) {
        return sendJson(res, 404, { status: 404, message: 'Not found' });
      }
      return handleControl(req, res, path).catch((err) => {
        if (!res.headersSent) sendJson(res, 400, { status: 400, message: err.message });
      });
    }

    if (path === '/__demo/publish') {
      if (!publish || !isLoopback(req.socket.remoteAddress)) {
        return sendJson(res, 404, { status: 404, message: 'Not found' });
      }
      return handlePublish(req, res).catch((err) => {
        if (!res.headersSent) sendJson(res, 400, { status: 400, message: err.message });
      });
    }

    if (path.startsWith('/api/')) {
      if (!isAuthorized(req)) return sendJson(res, 401, { status: 401, message: 'Unauthorized' });
      const call = path.slice('/api/'.length);
      if (!CALL_NAMES.includes(call)) return sendJson(res, 404, { status: 404, message: 'Not found' });
      if (req.method !== 'GET') {
        return sendJson(res, 405, { status: 405, message: 'Method not allowed' }, { Allow: 'GET' });
      }
      return answerCall(call, req, res);
    }

    const upload = /^\/uploads\/([a-z0-9-]+)\/([a-z0-9-]+)\.jpg$/.exec(path);
    if (upload) {
      if (req.method !== 'GET') {
        return sendJson(res, 405, { status: 405, message: 'Method not allowed' }, { Allow: 'GET' });
      }
      return serveImage(req, res, `${upload[1]}/${upload[2]}`);
    }

    const circular = /^\/uploads\/circulars\/([a-z0-9-]+)\.pdf$/.exec(path);
    const notice = circular && buildDemoData().notifications.find((n) => n.link?.endsWith(`/${circular[1]}.pdf`));
    // With its length, as a file server sends one, and to HEAD too: the site reads a document's size from it.
    if (notice && (req.method === 'GET' || req.method === 'HEAD')) {
      const pdf = makeCircularPdf({ title: notice.title, date: notice.date, body: notice.description });
      res.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Length': pdf.length,
        'Cache-Control': 'public, max-age=86400',
      });
      return res.end(req.method === 'HEAD' ? undefined : pdf);
    }

    return sendJson(res, 404, { status: 404, message: 'Not found' });
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (err) {
      log.error?.(`demo backend: ${err.message}`);
      if (!res.headersSent) sendJson(res, 500, { status: 500, message: 'Internal Server Error' });
      else res.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address();
  const hostForUrl = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : address.address;
  const url = `http://${hostForUrl}:${address.port}`;

  let closed;
  function close() {
    if (closed) return closed;
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    closed = new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
    return closed;
  }

  return { url, apiBaseUrl: `${url}/api`, setFault, clearFaults, close };
}

// ---------------------------------------------------------------------------------------------
// Command line

async function main() {
  const token = process.env.API_TOKEN;
  if (!token) {
    console.error('demo backend: set API_TOKEN to the bearer token the site sends (e.g. API_TOKEN=dev-token).');
    process.exit(1);
  }
  const port =
    process.env.DEMO_PORT === undefined || process.env.DEMO_PORT === '' ? 4010 : Number(process.env.DEMO_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`demo backend: DEMO_PORT must be a port number, got ${JSON.stringify(process.env.DEMO_PORT)}`);
    process.exit(1);
  }
  let backend;
  try {
    // With a site's webhook and its key, the demo publishes to that site (/__demo/publish), as startDemo's
    // `publish` does in-process.
    const webhookUrl = process.env.DEMO_WEBHOOK_URL;
    const secret = process.env.DEMO_WEBHOOK_SECRET;
    const publish = webhookUrl && secret ? { webhookUrl, secret } : undefined;
    backend = await startDemoBackend({ port, token, allowControl: process.env.DEMO_CONTROL === '1', publish });
  } catch (err) {
    console.error(`demo backend: could not start: ${err.message}`);
    process.exit(1);
  }
  console.log(`demo backend listening on ${backend.url}`);
  const shutdown = () => {
    backend.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
