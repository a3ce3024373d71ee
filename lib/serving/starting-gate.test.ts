/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_ROUTES } from '../vitals/page-routes.mjs';
import { memberPath, startingGate, WARM_UP_HEADER, warmUp, warmUpPaths } from './starting-gate.mjs';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A server behind a starting gate, whose own handler (Next's, in the site) is `handler`. */
async function gatedServer(handler: Handler) {
  const seen: string[] = [];
  const gate = startingGate((req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url ?? '');
    handler(req, res);
  });
  const server: Server = createServer(gate.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { gate, origin, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const page: Handler = (req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    req.url === '/rasi-members'
      ? '<ul><li><a href="/rasi-members/kaveri-polymers">Kaveri Polymers</a></li></ul>'
      : '<p>RASI</p>',
  );
};

describe('the starting gate', () => {
  it('answers a visitor 503 at once, to try again in a second, without reaching the server behind it', async () => {
    const server = await gatedServer(page);
    try {
      const response = await fetch(`${server.origin}/aboutrasi`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(/starting[\s\S]*தொடங்குகிறது/);
      const head = await fetch(`${server.origin}/aboutrasi`, { method: 'HEAD' });
      expect(head.status).toBe(503);
      // The wrong secret is a visitor's request like any other.
      const guessed = await fetch(`${server.origin}/aboutrasi`, { headers: { [WARM_UP_HEADER]: 'a guess' } });
      expect(guessed.status).toBe(503);
      expect(server.seen).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("lets the warm-up's own requests through, and everyone's once open", async () => {
    const server = await gatedServer(page);
    try {
      const warm = await fetch(`${server.origin}/aboutrasi`, { headers: { [WARM_UP_HEADER]: server.gate.secret } });
      expect(warm.status).toBe(200);
      expect(server.gate.isOpen()).toBe(false);
      server.gate.open();
      const visitor = await fetch(`${server.origin}/contactus`);
      expect(visitor.status).toBe(200);
      expect(server.seen).toEqual(['/aboutrasi', '/contactus']);
    } finally {
      await server.close();
    }
  });

  it('makes a secret of its own for each gate', () => {
    const one = startingGate(page).secret;
    const other = startingGate(page).secret;
    expect(one).toMatch(/^[0-9a-f-]{36}$/);
    expect(one).not.toBe(other);
  });
});

describe('the warm-up', () => {
  it("asks every page of the route table in both languages, the per-request pages, and a firm's page", () => {
    const paths = warmUpPaths(PAGE_ROUTES);
    for (const route of PAGE_ROUTES.filter((path) => !path.includes('['))) {
      expect(paths).toContain(route);
      expect(paths).toContain(route === '/' ? '/ta' : `/ta${route}`);
    }
    expect(paths).toEqual(expect.arrayContaining(['/search?q=rasi', '/ta/search?q=rasi', '/rasi-members?q=rasi']));
    expect(paths.filter((path) => /^(\/ta)?\/warm-up-/.test(path))).toHaveLength(2);
    expect(paths.some((path) => path.includes('['))).toBe(false);
  });

  it('asks through the gate, adds the first firm the directory names, and reads every answer', async () => {
    const encodings = new Set<string | undefined>();
    const server = await gatedServer((req, res) => {
      encodings.add(req.headers['accept-encoding']);
      page(req, res);
    });
    try {
      const result = await warmUp({
        origin: server.origin,
        paths: ['/', '/rasi-members', '/ta'],
        secret: server.gate.secret,
      });
      expect(result).toMatchObject({ requests: 5, failed: 0, cutShort: false });
      expect([...server.seen].sort()).toEqual(
        ['/', '/rasi-members', '/ta', '/rasi-members/kaveri-polymers', '/ta/rasi-members/kaveri-polymers'].sort(),
      );
      // Uncompressed, so that the warm-up queues no best compression ahead of visitors' pages.
      expect([...encodings]).toEqual(['identity']);
    } finally {
      await server.close();
    }
  });

  it('counts failed and hanging pages and goes on, and stops asking at its deadline', async () => {
    const server = await gatedServer((req, res) => {
      if (req.url === '/hangs') return; // never answered
      if (req.url === '/fails') {
        res.writeHead(500);
        res.end();
        return;
      }
      page(req, res);
    });
    try {
      const result = await warmUp({
        origin: server.origin,
        paths: ['/fails', '/hangs', '/aboutrasi', '/contactus'],
        secret: server.gate.secret,
        requestMs: 200,
      });
      expect(result).toMatchObject({ requests: 4, failed: 2, cutShort: false });

      const paths = Array.from({ length: 20 }, () => '/hangs');
      const late = await warmUp({ origin: server.origin, paths, secret: server.gate.secret, deadlineMs: 300 });
      expect(late.cutShort).toBe(true);
      expect(late.requests).toBeLessThan(paths.length);
      expect(late.ms).toBeLessThan(2_000);
    } finally {
      server.gate.open();
      await server.close();
    }
  });

  it('reads the first member firm a directory links to', () => {
    expect(memberPath('<a href="/aboutrasi">About</a><a href="/rasi-members/sri-murugan-castings">Sri')).toBe(
      '/rasi-members/sri-murugan-castings',
    );
    expect(memberPath('<p>No firms match.</p>')).toBeUndefined();
  });
});
