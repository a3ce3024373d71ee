/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, readCappedBytes, UpstreamError } from './client';

const TOKEN = 'secret-token-7f3a9c';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  seen = [];
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

const reply =
  (status: number, body: string, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(body);
  };

const client = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createClient({ baseUrl, token: TOKEN, timeoutMs: options.timeoutMs ?? 2000, maxBytes: options.maxBytes });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

function expectOneLogLine(call: string, reason: RegExp) {
  expect(errorLog).toHaveBeenCalledTimes(1);
  const line = String(errorLog.mock.calls[0]?.[0]);
  expect(line).not.toContain(TOKEN);
  expect(line).not.toContain(baseUrl);
  const entry = JSON.parse(line);
  expect(entry).toMatchObject({ level: 'error', event: 'upstream_failure', method: 'GET', call });
  expect(entry.reason).toMatch(reason);
  expect(typeof entry.time).toBe('string');
}

describe('request wrapper', () => {
  it('GETs `${base}/${call}` with the bearer token, asking for JSON, and returns the body', async () => {
    handler = reply(200, JSON.stringify({ status: 200, message: [{ id: 1 }] }));
    await expect(client()('getbanner')).resolves.toEqual({ status: 200, message: [{ id: 1 }] });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/getbanner' });
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.body).toBe('');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('accepts a body without a status field (getevents has none)', async () => {
    handler = reply(200, JSON.stringify({ todays_events: [] }));
    await expect(client()('getevents')).resolves.toEqual({ todays_events: [] });
  });

  it('accepts the status as the string "200"', async () => {
    handler = reply(200, JSON.stringify({ status: '200', message: [] }));
    await expect(client()('getnotification')).resolves.toEqual({ status: '200', message: [] });
  });

  it('fails on a non-2xx answer, logging one line and naming the call', async () => {
    handler = reply(500, JSON.stringify({ error: 'boom' }));
    const error = await failure(client()('getbanner'));
    expect(error.message).toBe('GET getbanner failed: HTTP 500');
    expect(error.call).toBe('getbanner');
    expect(error.kind).toBe('http_5xx');
    expect(error.status).toBe(500);
    expectOneLogLine('getbanner', /HTTP 500/);
  });

  it('fails on invalid JSON', async () => {
    handler = reply(200, '{"status":200,"message":[');
    const error = await failure(client()('getgallery'));
    expect([error.kind, error.reason]).toEqual(['invalid_json', 'invalid JSON']);
    expectOneLogLine('getgallery', /invalid JSON/);
  });

  it('fails when the body status is not 200', async () => {
    handler = reply(200, JSON.stringify({ status: 500, message: 'Internal error' }));
    const error = await failure(client()('getnotification'));
    expect([error.kind, error.reason]).toEqual(['bad_status', 'status 500 in body']);
    expectOneLogLine('getnotification', /status 500/);
  });

  it('times out when the backend does not answer', async () => {
    handler = () => undefined;
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 300 })('getexhibitors'));
    expect([error.kind, error.reason]).toEqual(['timeout', 'timed out']);
    expect(Date.now() - started).toBeLessThan(5000);
    expectOneLogLine('getexhibitors', /timed out/);
  });

  it('times out when the body stalls after the headers', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"status":200,');
    };
    const error = await failure(client({ timeoutMs: 300 })('getgallery'));
    expect([error.kind, error.reason]).toEqual(['timeout', 'timed out']);
  });

  it('refuses a body over the cap while streaming it', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"status":200,"message":"');
      res.end('x'.repeat(3 * 1024 * 1024) + '"}');
    };
    const error = await failure(client()('getbanner'));
    expect([error.kind, error.reason]).toEqual(['too_large', 'response larger than 2097152 bytes']);
    expectOneLogLine('getbanner', /larger than/);
  });

  it('refuses a body whose declared length is over the cap without reading it', async () => {
    handler = reply(200, JSON.stringify({ status: 200, message: 'x'.repeat(2000) }));
    const error = await failure(client({ maxBytes: 1000 })('getbanner'));
    expect(error.reason).toBe('response larger than 1000 bytes');
  });

  it('reports a refused connection without the address', async () => {
    const closed = createClient({ baseUrl: 'http://127.0.0.1:9/api', token: TOKEN, timeoutMs: 2000 });
    const error = await failure(closed('getbanner'));
    expect(error.reason).toMatch(/^network error/);
    expect(error.kind).toBe('network_error');
    expect(error.message).not.toContain('127.0.0.1');
    expectOneLogLine('getbanner', /network error/);
  });

  it('refuses call names that would change the path', async () => {
    const error = await failure(client()('../admin'));
    expect([error.kind, error.reason]).toEqual(['invalid_call', 'invalid call name']);
    expect(seen).toHaveLength(0);
  });
});

describe('readCappedBytes', () => {
  const message = (body: ReadableStream<Uint8Array<ArrayBuffer>>) => ({ headers: new Headers(), body });

  it("fails with the signal's reason when it aborts, even if the stream never errors (nodejs/node#56917)", async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":200,'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    setTimeout(() => controller.abort(reason), 20);
    await expect(readCappedBytes(message(stalled), 1024, controller.signal)).rejects.toBe(reason);
    expect(cancelled).toBe(true);
  });

  it('fails at once with a signal that has already aborted', async () => {
    const never = new ReadableStream<Uint8Array<ArrayBuffer>>();
    await expect(readCappedBytes(message(never), 1024, AbortSignal.abort('gone'))).rejects.toBe('gone');
  });

  it('reads the whole body under the cap and stops listening to the signal afterwards', async () => {
    const body = new Response('{"status":200,"message":[]}').body!;
    const controller = new AbortController();
    const removed = jest.spyOn(controller.signal, 'removeEventListener');
    const bytes = await readCappedBytes(message(body), 1024, controller.signal);
    expect(bytes?.toString('utf8')).toBe('{"status":200,"message":[]}');
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
