/** @jest-environment node */
import { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { installMethodGuard } from './method-guard';

class GuardedServer extends Server {}

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

describe('method guard', () => {
  let server: GuardedServer;
  let port: number;
  const handled: string[] = [];

  beforeAll(async () => {
    installMethodGuard(GuardedServer.prototype);
    installMethodGuard(GuardedServer.prototype);
    server = new GuardedServer((req, res) => {
      handled.push(req.method ?? '');
      res.end('handled');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
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
