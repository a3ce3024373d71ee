import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Methods that the WHATWG `Request`, which Next builds for every request, refuses to carry. Next then answers 500 and
 * logs a stack trace per request; answer 405 before Next sees them.
 */
export const UNSUPPORTED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

const INSTALLED = Symbol.for('rasi.method-guard');

type Emit = Server['emit'];

/** Makes every HTTP server of the process answer the unsupported methods with 405. Installing twice is harmless. */
export function installMethodGuard(proto: Server = Server.prototype): void {
  const emit: Emit & { [INSTALLED]?: true } = proto.emit;
  if (emit[INSTALLED]) return;
  const guarded = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (UNSUPPORTED_METHODS.has(req.method ?? '')) {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
        res.end('Method Not Allowed\n');
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Emit & { [INSTALLED]?: true };
  guarded[INSTALLED] = true;
  proto.emit = guarded;
}
