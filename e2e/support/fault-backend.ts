import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLS } from '../../lib/api/calls.cjs';
import { FAULT_MODES } from '../../demo/faults.cjs';
import { loadServers } from './servers';

export { FAULT_MODES };
export type FaultMode = (typeof FAULT_MODES)[number];

type Body = Record<string, unknown>;
type Item = Record<string, unknown>;

const firstOf = (list: unknown): Item | undefined =>
  Array.isArray(list) && list[0] && typeof list[0] === 'object' ? (list[0] as Item) : undefined;

/** Where each call carries the text a visitor sees first: the field that gets the revision mark. */
const MARKED_FIELD: Record<(typeof CALLS)[keyof typeof CALLS], (body: Body) => [Item | undefined, string]> = {
  getbanner: (b) => [firstOf(b.message), 'title'],
  getAllYearsWithEvents: (b) => [firstOf(firstOf(b.message)?.events), 'title'],
  getnotification: (b) => [firstOf(b.message), 'title'],
  getevents: (b) => [firstOf(b.todays_events), 'title'],
  getgallery: (b) => [firstOf(b.message), 'title'],
  getexhibitors: (b) => [firstOf(b.message), 'name'],
};

export const revisionMark = (revision: number) => `[rev ${revision}]`;

export interface TestBackend {
  /** The API_BASE_URL the site is given: the proxy in front of the demo backends. */
  readonly apiBaseUrl: string;
  readonly revision: number;
  /** The mode now set on every call, or null while the backend is healthy. */
  readonly fault: FaultMode | null;
  setFault(mode: FaultMode): Promise<void>;
  /** Clears every fault and starts serving the next revision of the data. */
  reset(): Promise<void>;
  /** How many calls reached the backend while a fault was set, per call name. */
  faultyCalls(): Record<string, number>;
  /** How many calls reached the backend in all, per call name. */
  calls(): Record<string, number>;
  /**
   * Adds a notification titled `title` and tells the site, as the real backend would: the demo's /__demo/publish
   * (only when started with `publish`). Resolves to the demo's answer, with what the site answered.
   */
  publish(title: string): Promise<PublishAnswer>;
  close(): Promise<void>;
}

export interface PublishAnswer {
  readonly notification: { readonly id: number; readonly title: string };
  readonly webhook?: { readonly status: number; readonly body: unknown };
}

/**
 * Two demo backends behind a small proxy: a healthy one, and one whose faults are set.
 * The proxy routes each call by the fault in force when it arrives, so a call is either faulty or healthy, never
 * caught between, and it counts the faulty ones. Healthy answers get `[rev N]` appended to the first title of
 * every list; the revision goes up at each reset, so a page that shows `[rev N+1]` has picked up new data rather
 * than kept the old. Faulty answers (bytes, resets, silences) pass through untouched.
 */
export async function startTestBackend(
  token: string,
  initialFault?: FaultMode,
  { publish }: { publish?: { webhookUrl: string; secret: string } } = {},
): Promise<TestBackend> {
  const { startDemo } = await loadServers();
  const healthy = await startDemo({ token, publish });
  const faulty = await startDemo({ token });
  let revision = 1;
  let fault: FaultMode | null = null;
  const faultyCount: Record<string, number> = Object.fromEntries(Object.values(CALLS).map((c) => [c, 0]));
  const count: Record<string, number> = Object.fromEntries(Object.values(CALLS).map((c) => [c, 0]));

  function mark(call: string, upstream: IncomingMessage, send: (status: number, text: string) => void) {
    const chunks: Buffer[] = [];
    upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
    upstream.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        const body = JSON.parse(text) as Body;
        const [item, field] = MARKED_FIELD[call as keyof typeof MARKED_FIELD]?.(body) ?? [];
        if (item && field) item[field] = `${String(item[field] ?? '')} ${revisionMark(revision)}`;
        send(upstream.statusCode ?? 502, JSON.stringify(body));
      } catch {
        send(upstream.statusCode ?? 502, text);
      }
    });
  }

  const proxy: Server = createServer((req, res) => {
    const call = /^\/api\/([A-Za-z]+)$/.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
    const faultNow = fault;
    if (call && call in count) count[call]! += 1;
    if (call && faultNow && call in faultyCount) faultyCount[call]! += 1;
    const target = new URL(faultNow ? faulty.url : healthy.url);
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: target.host };
    delete headers.connection;
    delete headers['keep-alive'];
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent: false },
      (response) => {
        if (!faultNow && call && response.statusCode === 200) {
          mark(call, response, (status, text) => {
            res.writeHead(status, {
              'Content-Type': 'application/json; charset=utf-8',
              'Content-Length': Buffer.byteLength(text),
            });
            res.end(text);
          });
          return;
        }
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
        response.on('error', () => req.socket.destroy());
      },
    );
    // The demo's `reset` mode drops the connection: do the same to the site.
    upstream.on('error', () => {
      if (typeof req.socket.resetAndDestroy === 'function') req.socket.resetAndDestroy();
      else req.socket.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const backend: TestBackend = {
    apiBaseUrl: `${proxyUrl}/api`,
    get revision() {
      return revision;
    },
    get fault() {
      return fault;
    },
    async setFault(mode) {
      await faulty.setFault('*', mode);
      fault = mode;
    },
    async reset() {
      revision += 1;
      fault = null;
      await faulty.setFault('*', 'ok');
    },
    faultyCalls: () => ({ ...faultyCount }),
    calls: () => ({ ...count }),
    async publish(title) {
      const response = await fetch(`${healthy.url}/__demo/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      if (!response.ok && response.status !== 502) throw new Error(`publish: HTTP ${response.status}`);
      return (await response.json()) as PublishAnswer;
    },
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await Promise.all([healthy.close(), faulty.close()]);
    },
  };
  if (initialFault) await backend.setFault(initialFault);
  return backend;
}
