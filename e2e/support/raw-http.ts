import { connect } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  readonly status: number;
  readonly head: string;
  readonly body: string;
  readonly raw: string;
}

/**
 * One HTTP/1.1 request written byte for byte, so the path reaches the server exactly as given: fetch and the
 * browser would normalise `..`, percent-encoding and NUL bytes before sending.
 */
export function rawRequest(origin: string, method: string, target: string, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      const head = split === -1 ? raw : raw.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split === -1 ? '' : raw.slice(split + 4), raw });
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`${method} ${target.slice(0, 80)}: no answer in ${timeoutMs} ms`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? finish() : reject(error)));
    const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n` +
        `${hasBody ? 'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}' : '\r\n'}`,
      'latin1',
    );
  });
}
