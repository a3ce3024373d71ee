// The page cache that several instances share: entries in Redis (CACHE_REDIS_URL), read and written by the page
// cache (lib/page-cache/cache-handler.mjs). Every call is bounded: it answers within CALL_TIMEOUT_MS (twice that when
// this process itself was too busy to read the answer in time) or counts as a failure, and after a failure Redis is
// left alone for RETRY_AFTER_MS, so that a Redis that is down, slow or talking nonsense costs a visitor at most one
// short wait before the page comes from the instance's own cache.
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/** The longest a page waits on Redis for one call (twice this when the timer itself fires late: see withTimeout). */
export const CALL_TIMEOUT_MS = 100;
/** After a failed call, Redis is not asked again for this long. */
export const RETRY_AFTER_MS = 1000;
/** Entries nobody regenerates (a page no longer asked for) leave Redis after a day. */
export const ENTRY_TTL_SECONDS = 24 * 3600;
/** How often an instance picks up the tags that other instances revalidated. */
const TAG_REFRESH_MS = 1000;

// Buffers (a page's RSC payload, a route handler's body) and Maps (a page's segment payloads) as JSON.
const BUFFER = '$rasi:buffer';
const MAP = '$rasi:map';

/** An entry as text: JSON, with its Buffers as base64 and its Maps as lists of pairs. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return value;
  });
}

/** The entry `encodeEntry` wrote, Buffers and Maps restored; throws on anything else. */
export function decodeEntry(text) {
  const entry = JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
  if (!entry || typeof entry !== 'object' || typeof entry.lastModified !== 'number' || !('value' in entry)) {
    throw new Error('not a cache entry');
  }
  return entry;
}

/** A Redis error's message, without anything that looks like an address with a password in it. */
const safeReason = (error) =>
  String(error?.message ?? error)
    .replace(/rediss?:\/\/\S*/g, 'redis://…')
    .slice(0, 200);

function logLine(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.info(line);
}

class Unavailable extends Error {}

/** A refused, dropped or timed-out connection, which the client itself recovers from by reconnecting. */
const connectionTrouble = (error) =>
  typeof error?.code === 'string' || /Socket|Connection|Reconnect|ClientClosed|ClientOffline/.test(error?.name ?? '');

/**
 * `promise`, or an Unavailable error after `ms`. A timer that fires late says this process, not Redis, was busy
 * (a page rendering, a garbage collection): the call may still be unsent, or its reply unread in the socket. It
 * then gets the limit once more, so a busy instance does not report Redis as away.
 */
function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    const arm = (again) => {
      const due = performance.now() + ms;
      timer = setTimeout(() => {
        if (!again && performance.now() - due > ms / 2) arm(true);
        else reject(new Unavailable(`no answer within ${ms} ms`));
      }, ms);
    };
    arm(false);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Writes an entry only where there is none: how an instance offers Redis the page it had on disk.
const SEED_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'stamp', ARGV[1], 'entry', ARGV[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0`;

/**
 * The shared cache on the Redis at `url`, its keys under `rasi:<deployment>:` so that two builds never read each
 * other's pages. Connects in the background: until Redis answers (and whenever it stops answering) every call
 * reports `unavailable` at once, and the caller uses its own cache. One warning is logged when Redis goes away and
 * one line when it is back.
 *
 * Each page is one Redis hash: `stamp`, which changes at every write, and `entry`. A reader asks for the stamp
 * first and fetches the entry only when it has not already got that version.
 */
export function createSharedCache({
  url,
  deployment,
  timeoutMs = CALL_TIMEOUT_MS,
  retryAfterMs = RETRY_AFTER_MS,
  ttlSeconds = ENTRY_TTL_SECONDS,
  now = Date.now,
}) {
  const prefix = `rasi:${deployment}:`;
  const tagsKey = `${prefix}tags`;
  const connect = () => {
    const next = createClient({
      url,
      disableOfflineQueue: true,
      // No command timeout of the client's own: `call` bounds every wait, and the client's timer would fire before
      // a reply that came while the process was busy is read, and with an error that reads as a broken connection.
      socket: {
        connectTimeout: Math.max(timeoutMs * 10, 1000),
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    next.on('error', (error) => {
      wentAway(error);
      // The client reconnects by itself after a dropped or refused connection; after a reply it could not parse
      // (something else listening on Redis's port) its connection is beyond use, so it is replaced.
      if (!connectionTrouble(error)) replaceSoon();
    });
    // The connection must not keep a stopping server alive: Next's SIGTERM handling waits for the event loop.
    next.unref();
    next.connect().catch(wentAway);
    return next;
  };

  let replacing;
  function replaceSoon() {
    replacing ??= setTimeout(() => {
      replacing = undefined;
      const old = client;
      client = connect();
      old.removeAllListeners('error');
      old.on('error', () => {});
      old.destroy();
    }, retryAfterMs).unref();
  }

  let available = true;
  let retryAt = 0;
  let tagTimes = new Map();
  let tagsReadAt = -Infinity;

  function wentAway(error) {
    retryAt = now() + retryAfterMs;
    if (!available) return;
    available = false;
    logLine('warn', 'shared_cache_unavailable', {
      reason: safeReason(error),
      effect: "pages come from this instance's own cache until Redis answers again",
    });
  }

  function cameBack() {
    if (available) return;
    available = true;
    logLine('info', 'shared_cache_restored');
  }

  let client = connect();

  /** Runs one Redis call within the time limit; `undefined` when Redis is away, slow or answered nonsense. */
  async function call(run) {
    if (!client.isReady || now() < retryAt) {
      if (!client.isReady) wentAway(new Error('not connected'));
      return undefined;
    }
    try {
      const result = await withTimeout(run(), timeoutMs);
      cameBack();
      return result;
    } catch (error) {
      wentAway(error);
      if (!(error instanceof Unavailable) && !connectionTrouble(error)) replaceSoon();
      return undefined;
    }
  }

  function refreshTags() {
    if (now() - tagsReadAt < TAG_REFRESH_MS) return;
    tagsReadAt = now();
    void call(() => client.hGetAll(tagsKey)).then((times) => {
      if (times) tagTimes = new Map(Object.entries(times).map(([tag, at]) => [tag, Number(at)]));
    });
  }

  const newStamp = (lastModified) => `${lastModified}.${randomBytes(6).toString('base64url')}`;

  return {
    prefix,

    /** The version of `key` in Redis: a string, null when Redis has none, undefined when Redis is away. */
    async stamp(key) {
      refreshTags();
      const stamp = await call(() => client.hGet(prefix + key, 'stamp'));
      return stamp === undefined ? undefined : (stamp ?? null);
    },

    /** The entry under `key` with its stamp: null when there is none or it does not decode, undefined when away. */
    async read(key) {
      const found = await call(() => client.hmGet(prefix + key, ['stamp', 'entry']));
      if (found === undefined) return undefined;
      const [stamp, text] = found;
      if (typeof stamp !== 'string' || typeof text !== 'string') return null;
      try {
        return { stamp, entry: decodeEntry(text) };
      } catch (error) {
        logLine('error', 'shared_cache_unreadable', { key, reason: safeReason(error) });
        return null;
      }
    },

    /** Stores `entry` under `key` for every instance; its stamp, or undefined when Redis is away. */
    async write(key, entry) {
      const stamp = newStamp(entry.lastModified);
      const text = encodeEntry(entry);
      const done = await call(() =>
        client
          .multi()
          .hSet(prefix + key, { stamp, entry: text })
          .expire(prefix + key, ttlSeconds)
          .exec(),
      );
      return done === undefined ? undefined : stamp;
    },

    /** Stores `entry` only when Redis has nothing under `key` (an instance offering the page on its disk). */
    async seed(key, entry) {
      const stamp = newStamp(entry.lastModified);
      const written = await call(() =>
        client.eval(SEED_SCRIPT, {
          keys: [prefix + key],
          arguments: [stamp, encodeEntry(entry), String(ttlSeconds)],
        }),
      );
      return written === 1 ? stamp : undefined;
    },

    /** Marks `tags` revalidated now, for every instance. */
    async revalidateTags(tags) {
      if (tags.length === 0) return;
      const at = String(now());
      await call(() =>
        client
          .multi()
          .hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, at])))
          .expire(tagsKey, ttlSeconds)
          .exec(),
      );
      for (const tag of tags) tagTimes.set(tag, Number(at));
    },

    /** Whether one of `tags` was revalidated, on any instance, after `lastModified` (as last read from Redis). */
    revalidatedSince(tags, lastModified) {
      return tags.some((tag) => (tagTimes.get(tag) ?? -Infinity) > lastModified);
    },

    get available() {
      return client.isReady && available;
    },

    /** Lets pending calls finish for at most the time limit, then drops the connection. */
    async close() {
      clearTimeout(replacing);
      client.removeAllListeners('error');
      client.on('error', () => {});
      await withTimeout(client.close(), timeoutMs).catch(() => client.destroy());
    },
  };
}
