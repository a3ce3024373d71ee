// The client the replay tests (page-replay.test.ts, list-replay.test.ts) ask their wrapped server with: one request,
// its status, headers, body as text (brotli undone) and bytes on the wire.
import { request, type IncomingMessage } from 'node:http';
import zlib from 'node:zlib';

export type Answer = { status: number; headers: IncomingMessage['headers']; text: string; bytes: number };

/** `method` `base` + `path` with `headers`, read whole. */
export function ask(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString();
        resolve({ status: res.statusCode!, headers: res.headers, text, bytes: raw.length });
      });
    })
      .on('error', reject)
      .end();
  });
}
