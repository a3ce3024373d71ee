import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { log } from './log';

/**
 * Methods that the WHATWG `Request`, which Next builds for every request, refuses to carry. Next then answers 500 and
 * logs a stack trace per request; answer 405 before Next sees them.
 */
export const UNSUPPORTED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** How often a stopping server closes the kept-alive connections that have gone quiet since. */
export const DRAIN_INTERVAL_MS = 100;

const INSTALLED = Symbol.for('rasi.server-guard');

type Emit = Server['emit'];

/** The process, or a stand-in for it in tests. */
export type Signals = Pick<NodeJS.Process, 'once' | 'listenerCount' | 'kill' | 'pid'>;

/**
 * Wraps every HTTP server of the process (Next's standalone server among them) in two guards. Installing twice is
 * harmless.
 *
 * - The unsupported methods get 405.
 * - On SIGTERM or SIGINT the server drains. Next's own handler then stops accepting connections and waits for the
 *   open ones to end, but a proxy in front (nginx's `keepalive`) keeps sending requests down the connections it
 *   holds, so under load they never end and the stop waits for systemd's SIGKILL, which cuts responses in half.
 *   Draining answers each further request with `Connection: close` and closes every connection as soon as it is
 *   quiet. nginx sends a request that meets a closing connection or a closed port to the next instance, so an
 *   instance leaves the rotation without a reload of nginx and without a failed request (deploy/rolling-restart.sh).
 */
export function installServerGuard(proto: Server = Server.prototype, signals: Signals = process): void {
  const emit: Emit & { [INSTALLED]?: true } = proto.emit;
  if (emit[INSTALLED]) return;
  const servers = new Set<Server>();
  let draining = false;

  const guarded = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (UNSUPPORTED_METHODS.has(req.method ?? '')) {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
        res.end('Method Not Allowed\n');
        return true;
      }
      if (draining) res.setHeader('Connection', 'close');
      else servers.add(this);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Emit & { [INSTALLED]?: true };
  guarded[INSTALLED] = true;
  proto.emit = guarded;

  const drain = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    log('info', 'server_stopping', { signal });
    const closeQuiet = () => {
      for (const server of servers) server.closeIdleConnections();
    };
    closeQuiet();
    // A response already under way keeps its connection open after it ends: close it once it has gone quiet.
    // Unreferenced, so that the timer never holds the process up once the server has closed.
    setInterval(closeQuiet, DRAIN_INTERVAL_MS).unref();
    // Next always stops the process on these signals. Should nothing else listen, keep the signal's default.
    if (signals.listenerCount(signal) === 0) signals.kill(signals.pid, signal);
  };
  signals.once('SIGTERM', drain);
  signals.once('SIGINT', drain);
}
