// Each request's id, from the standalone server (standalone-server.cjs), which keeps nginx's X-Request-Id or makes
// one, to every log line written while the request is handled, inside Next's bundles too: one AsyncLocalStorage for
// the process (lib/process-state.mjs). The one writer of the site's JSON log lines (lib/log.ts is its door for the app).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { processWide } from '../process-state.mjs';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id as proxies make them (nginx's $request_id, a UUID, ours): anything else is replaced, so a line stays ours. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/** @type {AsyncLocalStorage<string>} */
const storage = processWide('request-context', () => new AsyncLocalStorage());

/**
 * A made id: 12 hex digits drawn once per process, then a count in base 36 ("3f9c0a1be2d4-1a7"): unique across
 * instances and restarts as a UUID is, and cheaper than randomUUID() on a path every request takes.
 */
const MADE_PREFIX = `${randomBytes(6).toString('hex')}-`;
let made = 0;

/**
 * The id a request is answered and logged with: its own X-Request-Id when well formed (nginx's $request_id), else
 * a new one.
 * @param {string | string[] | undefined} header
 */
export function requestIdOf(header) {
  if (typeof header === 'string' && WELL_FORMED.test(header)) return header;
  made += 1;
  return MADE_PREFIX + made.toString(36);
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
