/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { Agent, get, Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { installServerGuard, type Signals } from './server-guard';

function send(port: number, method: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${method} /api/banners HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

/** A process that Next also listens to, as in the standalone server. */
function fakeProcess(): Signals & EventEmitter & { kill: jest.Mock } {
  const emitter = new EventEmitter() as Signals & EventEmitter & { kill: jest.Mock };
  Object.assign(emitter, { pid: 1234, kill: jest.fn() });
  return emitter;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('server guard: methods', () => {
  class GuardedServer extends Server {}
  let server: GuardedServer;
  let port: number;
  const handled: string[] = [];

  beforeAll(async () => {
    installServerGuard(GuardedServer.prototype, fakeProcess());
    installServerGuard(GuardedServer.prototype, fakeProcess());
    server = new GuardedServer((req, res) => {
      handled.push(req.method ?? '');
      res.end('handled');
    });
    port = await listen(server);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers TRACE with 405 and never reaches the application', async () => {
    const answer = await send(port, 'TRACE');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/);
    expect(handled).not.toContain('TRACE');
  });

  it('passes every other method through, once', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE']) {
      expect(await send(port, method)).toMatch(/^HTTP\/1\.1 200 /);
    }
    expect(handled).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE']);
  });

  it('leaves servers it was not installed on alone', () => {
    expect(Server.prototype.emit).toBe(Object.getPrototypeOf(Server.prototype).emit);
  });
});

describe('server guard: stopping under kept-alive load', () => {
  const BODY = 'first half, second half';

  /** Keeps `connections` kept-alive connections busy until the port refuses them; what each answer looked like. */
  function load(port: number, connections: number) {
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const answers: { body: string; connection: string | undefined; afterSignal: boolean }[] = [];
    const errors: string[] = [];
    let signalled = false;
    let running = true;
    const one = () =>
      new Promise<boolean>((resolve) => {
        const sentAfterSignal = signalled;
        get({ host: '127.0.0.1', port, agent, path: '/' }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            answers.push({ body, connection: res.headers.connection, afterSignal: sentAfterSignal });
            resolve(true);
          });
        }).on('error', (error: NodeJS.ErrnoException) => {
          // The port closed: nginx would pass the request to the next instance. A connection closed as the request
          // went out on it is retried by nginx too (proxy_next_upstream error); only these two are expected here.
          if (error.code !== 'ECONNREFUSED' && error.code !== 'ECONNRESET') errors.push(error.message);
          resolve(error.code !== 'ECONNREFUSED');
        });
      });
    const loops = Array.from({ length: connections }, async () => {
      while (running && (await one()));
    });
    return {
      answers,
      errors,
      signalled: () => (signalled = true),
      stop: () => {
        running = false;
        return Promise.all(loops).then(() => agent.destroy());
      },
    };
  }

  it('closes every kept-alive connection within a response or two, and cuts no response', async () => {
    class DrainingServer extends Server {}
    const signals = fakeProcess();
    signals.on('SIGTERM', () => undefined); // Next's own handler
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    installServerGuard(DrainingServer.prototype, signals);
    const server = new DrainingServer((_req, res) => {
      res.write(BODY.slice(0, 10));
      setTimeout(() => res.end(BODY.slice(10)), 40);
    });
    const port = await listen(server);
    const traffic = load(port, 4);
    await new Promise((resolve) => setTimeout(resolve, 300));

    traffic.signalled();
    signals.emit('SIGTERM', 'SIGTERM');
    const started = Date.now();
    // What Next's handler does: no new connections, and wait for the open ones to end. Without the drain they
    // never do under this load; give up after 2 s then.
    const closed = new Promise((resolve) => server.close(resolve));
    const limit = new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.race([closed, limit]);
    const closedAfter = Date.now() - started;
    await traffic.stop();
    server.closeAllConnections();
    await closed;
    const logged = info.mock.calls.flat().join('\n');
    info.mockRestore();

    expect(closedAfter).toBeLessThan(1000);
    expect(traffic.errors).toEqual([]);
    expect(traffic.answers.length).toBeGreaterThan(10);
    for (const answer of traffic.answers) expect(answer.body).toBe(BODY);
    const late = traffic.answers.filter((answer) => answer.afterSignal);
    for (const answer of late) expect(answer.connection).toBe('close');
    expect(logged).toContain('"event":"server_stopping","signal":"SIGTERM"');
    expect(signals.kill).not.toHaveBeenCalled();
  });

  it('keeps the signal’s default when nothing else stops the process', () => {
    class LoneServer extends Server {}
    const signals = fakeProcess();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    installServerGuard(LoneServer.prototype, signals);
    signals.emit('SIGINT', 'SIGINT');
    info.mockRestore();
    expect(signals.kill).toHaveBeenCalledWith(1234, 'SIGINT');
  });
});
