// Each request's id, from the standalone server (standalone-server.cjs), which keeps nginx's X-Request-Id or makes
// one, to every log line written while the request is handled, inside Next's bundles too: one AsyncLocalStorage for
// the process (process-state.mjs). The one writer of the site's JSON log lines (lib/log.ts is its door for the app).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processWide } from './process-state.mjs';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id as proxies make them (nginx's $request_id, a UUID): anything else is replaced, so a line stays ours. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/** @type {AsyncLocalStorage<string>} */
const storage = processWide('request-context', () => new AsyncLocalStorage());

/**
 * The id a request is answered and logged with: its own X-Request-Id when well formed, else a new UUID.
 * @param {string | string[] | undefined} header
 */
export function requestIdOf(header) {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}

/**
 * Runs `handle(...args)` as the handling of the request `id`.
 * @template {unknown[]} A @template R
 * @param {string} id @param {(...args: A) => R} handle @param {A} args @returns {R}
 */
export function withRequestId(id, handle, ...args) {
  return storage.run(id, handle, ...args);
}

/** The id of the request being handled, or undefined outside one (a start, a timer). */
export function currentRequestId() {
  return storage.getStore();
}

/**
 * One JSON object per line, with the id of the request it is about, if any. Callers never pass secrets.
 * @param {'info' | 'warn' | 'error'} level @param {string} event
 * @param {Readonly<Record<string, unknown>>} [fields]
 */
export function logLine(level, event, fields = {}) {
  const requestId = storage.getStore();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId && { requestId }),
    ...fields,
  });
  if (level === 'info') console.info(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}
