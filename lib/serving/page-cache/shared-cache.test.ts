/** @jest-environment node */
// The shared cache's side of Redis faults, against a stand-in Redis on a loopback port that answers, stops
// answering or talks nonsense on demand. (The real redis-server is in e2e/instances.spec.ts.)
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CALL_TIMEOUT_MS, createSharedCache, decodeEntry, encodeEntry } from './shared-cache.mjs';

type Mode = 'ok' | 'hang' | 'garbage';

/** A Redis stand-in: `+OK` to every command (what the client's handshake needs), `$-1` (nil) to HGET. */
async function standIn() {
  let mode: Mode = 'ok';
  let commands = 0;
  // Commands that arrived while hanging, answered (in order, as a Redis that was paused would) once it resumes.
  let unanswered: { socket: Socket; reply: string }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      const names = [...chunk.toString('latin1').matchAll(/^\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/gm)].map((m) => m[1]!);
      for (const name of names) {
        commands += 1;
        const reply = name.toUpperCase() === 'HGET' ? '$-1\r\n' : '+OK\r\n';
        if (mode === 'hang') unanswered.push({ socket, reply });
        else if (mode === 'garbage') socket.write('?\u0000not redis at all\r\n');
        else socket.write(reply);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set mode(next: Mode) {
      mode = next;
      if (next !== 'ok') return;
      for (const { socket, reply } of unanswered) if (!socket.destroyed) socket.write(reply);
      unanswered = [];
    },
    get commands() {
      return commands;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const capture = (text: unknown) => {
    if (typeof text === 'string' && text.startsWith('{')) lines.push(JSON.parse(text) as Record<string, unknown>);
  };
  const spies = (['error', 'warn', 'info'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => capture(args[0])),
  );
  return {
    events: () => lines.map((line) => line.event),
    restore() {
      spies.forEach((spy) => spy.mockRestore());
    },
  };
}

describe('entries as text', () => {
  it("keeps a page's HTML, payload Buffer, segment Map and headers through Redis", () => {
    const entry = {
      lastModified: 1_764_000_000_000,
      cacheControl: { revalidate: 60, expire: undefined },
      tags: [],
      value: {
        kind: 'APP_PAGE',
        html: '<p>Kaveri délta</p>',
        rscData: Buffer.from([0, 1, 2, 250, 255]),
        segmentData: new Map([['/_full', Buffer.from('1:["$","p",null,{}]')]]),
        headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/page' },
        status: 200,
      },
    };
    const back = decodeEntry(encodeEntry(entry));
    expect(back).toEqual(entry);
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.segmentData.get('/_full').toString()).toBe('1:["$","p",null,{}]');
  });

  it('refuses text that is not an entry', () => {
    expect(() => decodeEntry('{"value":1}')).toThrow('not a cache entry');
    expect(() => decodeEntry('<html>')).toThrow();
  });
});

describe('a Redis that fails', () => {
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());

  it('that is unreachable at start: every call answers "unavailable" at once, with one warning', async () => {
    const closed = await standIn();
    const url = closed.url;
    await closed.close();
    const cache = createSharedCache({ url, deployment: 'test' });
    try {
      const started = performance.now();
      for (let i = 0; i < 5; i++) expect(await cache.stamp('/route-cache/APP_PAGE/x/$/index')).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(CALL_TIMEOUT_MS);
      await new Promise((done) => setTimeout(done, 300));
      expect(log.events().filter((event) => event === 'shared_cache_unavailable')).toHaveLength(1);
    } finally {
      await cache.close();
    }
  });

  it('that answered while this process was busy past the time limit: the answer counts, and Redis stays in use', async () => {
    const redis = await standIn();
    const cache = createSharedCache({ url: redis.url, deployment: 'test' });
    try {
      await until(() => cache.available, 'the client to connect');
      const asked = cache.stamp('/route-cache/APP_PAGE/x/$/index');
      // A page rendering or a garbage collection holds the event loop three times the limit; Redis answers meanwhile.
      const until3x = performance.now() + 3 * CALL_TIMEOUT_MS;
      while (performance.now() < until3x) {
        /* busy */
      }
      expect(await asked).toBeNull();
      expect(cache.available).toBe(true);
      expect(log.events()).not.toContain('shared_cache_unavailable');
    } finally {
      await cache.close();
      await redis.close();
    }
  });

  it.each(['hang', 'garbage'] as const)(
    'that %ss: a call gives up within the time limit, and Redis is left alone a while, then asked again',
    async (mode) => {
      const redis = await standIn();
      let clock = 1_000_000;
      const cache = createSharedCache({ url: redis.url, deployment: 'test', now: () => clock });
      try {
        await until(() => cache.available, 'the client to connect');
        expect(await cache.stamp('page')).toBeNull();

        redis.mode = mode;
        const started = performance.now();
        expect(await cache.stamp('page')).toBeUndefined();
        // The time limit plus the event loop's slack on a busy machine; a hung call would take forever.
        expect(performance.now() - started).toBeLessThan(CALL_TIMEOUT_MS + 400);

        const asked = redis.commands;
        expect(await cache.read('page')).toBeUndefined();
        expect(await cache.write('page', { lastModified: 1, value: null })).toBeUndefined();
        expect(redis.commands).toBe(asked);

        redis.mode = 'ok';
        clock += 1500;
        await until(() => {
          void cache.stamp('page');
          return log.events().includes('shared_cache_restored');
        }, 'Redis to be asked again');
        expect(log.events().filter((event) => event === 'shared_cache_unavailable')).toHaveLength(1);
      } finally {
        await cache.close();
        await redis.close();
      }
    },
    20_000,
  );

  it('that hangs once, with no visitor since: the health report asks it again after the pause, and says it is back', async () => {
    const redis = await standIn();
    let clock = 1_000_000;
    const cache = createSharedCache({ url: redis.url, deployment: 'test', now: () => clock });
    try {
      await until(() => cache.available, 'the client to connect');
      redis.mode = 'hang';
      expect(await cache.stamp('page')).toBeUndefined();
      expect(await cache.availableNow()).toBe(false);
      redis.mode = 'ok';
      // Within the pause after a failure Redis is left alone, and the report keeps the failure.
      const asked = redis.commands;
      expect(await cache.availableNow()).toBe(false);
      expect(redis.commands).toBe(asked);
      clock += 1500;
      expect(await cache.availableNow()).toBe(true);
      expect(log.events()).toContain('shared_cache_restored');
    } finally {
      await cache.close();
      await redis.close();
    }
  });
});

describe('what the revalidation webhook asks of Redis', () => {
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());

  it('claims a name while Redis answers, and cannot tell while it is away', async () => {
    const redis = await standIn();
    const cache = createSharedCache({ url: redis.url, deployment: 'test' });
    try {
      await until(() => cache.available, 'the client to connect');
      expect(await cache.claim('webhook-signature:sha256=aa', 301)).toBe(true);
      redis.mode = 'hang';
      expect(await cache.claim('webhook-signature:sha256=bb', 301)).toBeUndefined();
    } finally {
      await cache.close();
      await redis.close();
    }
  });

  it('knows a tag it revalidated at once, at the time it was given, even with Redis away', async () => {
    const closed = await standIn();
    const url = closed.url;
    await closed.close();
    const cache = createSharedCache({ url, deployment: 'test' });
    try {
      expect(cache.markOf('backend:notifications')).toBe(0);
      await cache.revalidateTags(['backend:notifications'], 1_795_000_000_000);
      expect(cache.markOf('backend:notifications')).toBe(1_795_000_000_000);
      expect(cache.revalidatedSince(['backend:notifications'], 1_794_999_999_999)).toBe(true);
      expect(cache.revalidatedSince(['backend:gallery'], 0)).toBe(false);
      // An older time never replaces a newer one.
      await cache.revalidateTags(['backend:notifications'], 1);
      expect(cache.markOf('backend:notifications')).toBe(1_795_000_000_000);
    } finally {
      await cache.close();
    }
  });
});
