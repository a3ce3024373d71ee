// The page cache that several instances share: entries in Redis (CACHE_REDIS_URL), read and written by the page
// cache (lib/serving/page-cache/cache-handler.mjs). Every call is bounded: it answers within CALL_TIMEOUT_MS (twice that when
// this process itself was too busy to read the answer in time) or counts as a failure, and after a failure Redis is
// left alone for RETRY_AFTER_MS, so that a Redis that is down, slow or talking nonsense costs a visitor at most one
// short wait before the page comes from the instance's own cache.
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { logLine } from '../request-context.mjs';

/** The longest a page waits on Redis for one call (twice this when the timer itself fires late: see withTimeout). */
export const CALL_TIMEOUT_MS = 100;
/** After a failed call, Redis is not asked again for this long. */
export const RETRY_AFTER_MS = 1000;
/** Entries nobody regenerates (a page no longer asked for) leave Redis after a day. */
export const ENTRY_TTL_SECONDS = 24 * 3600;
/** How often an instance picks up the tags that other instances revalidated, when it has not heard of them. */
const TAG_REFRESH_MS = 1000;
/**
 * Where revalidated tags are kept and announced: one hash and one channel for every build, since a tag names data
 * (lib/api/data-policy.ts) or a path, and neither changes with the build.
 */
const TAGS_KEY = 'rasi:tags';

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

/** Revalidated tags as Redis holds or announces them (tag → Unix milliseconds), or an empty map for anything else. */
function tagTimesIn(fields) {
  const times = new Map();
  if (!fields || typeof fields !== 'object') return times;
  for (const [tag, at] of Object.entries(fields)) {
    const time = Number(at);
    if (Number.isFinite(time)) times.set(tag, time);
  }
  return times;
}

/**
 * The shared cache on the Redis at `url`, its keys under `rasi:<deployment>:` so that two builds never read each
 * other's pages. Connects in the background: until Redis answers (and whenever it stops answering) every call
 * reports `unavailable` at once, and the caller uses its own cache. One warning is logged when Redis goes away and
 * one line when it is back.
 *
 * Each page is one Redis hash: `stamp`, which changes at every write, and `entry`. A reader asks for the stamp
 * first and fetches the entry only when it has not already got that version.
 *
 * Revalidated tags are a hash of tag → time, read again at most once a second. With `listen` (the revalidation
 * webhook is on), a second connection also subscribes to the announcements of new ones, so that every instance
 * knows of a publish within milliseconds; the hash stays the fallback if that connection is lost.
 */
export function createSharedCache({
  url,
  deployment,
  timeoutMs = CALL_TIMEOUT_MS,
  retryAfterMs = RETRY_AFTER_MS,
  ttlSeconds = ENTRY_TTL_SECONDS,
  now = Date.now,
  listen = false,
}) {
  const prefix = `rasi:${deployment}:`;
  const tagsKey = TAGS_KEY;
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
    // With the webhook on, the tags revalidated before this connection are read as soon as it is up: a list
    // refreshed at start is then not refreshed again when they arrive.
    if (listen) {
      next.on('ready', () => {
        tagsReadAt = -Infinity;
        refreshTags();
      });
    }
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
  const tagTimes = new Map();
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

  /** Takes in tag times read or heard from Redis; a time only moves forward, whichever arrives first. */
  function learnTags(times) {
    for (const [tag, at] of times) if (at > (tagTimes.get(tag) ?? -Infinity)) tagTimes.set(tag, at);
  }

  function refreshTags() {
    if (now() - tagsReadAt < TAG_REFRESH_MS) return;
    tagsReadAt = now();
    void call(() => client.hGetAll(tagsKey)).then((times) => {
      if (times) learnTags(tagTimesIn(times));
    });
  }

  // The subscriber never reports Redis's state (the main connection does) and needs no time limit: a lost
  // subscription only means tags are learnt from the hash, once a second, until the client subscribes again.
  let subscriber;
  if (listen) {
    subscriber = client.duplicate();
    subscriber.on('error', () => {});
    subscriber.unref();
    subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(TAGS_KEY, (message) => {
          try {
            learnTags(tagTimesIn(JSON.parse(message)));
          } catch {
            // Not an announcement of ours: the hash still has the tags.
          }
        }),
      )
      .catch(() => {});
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

    /** Marks `tags` revalidated at `at` (now), for every instance, and announces it to those listening. */
    async revalidateTags(tags, at = now()) {
      if (tags.length === 0) return;
      const marks = Object.fromEntries(tags.map((tag) => [tag, String(at)]));
      learnTags(tags.map((tag) => [tag, at]));
      await call(() =>
        client.multi().hSet(tagsKey, marks).expire(tagsKey, ttlSeconds).publish(TAGS_KEY, JSON.stringify(marks)).exec(),
      );
    },

    /** Whether one of `tags` was revalidated, on any instance, after `lastModified` (as last read from Redis). */
    revalidatedSince(tags, lastModified) {
      return tags.some((tag) => (tagTimes.get(tag) ?? -Infinity) > lastModified);
    },

    /** When `tag` was last revalidated on any instance (Unix milliseconds), or 0 if never, as far as known here. */
    markOf(tag) {
      refreshTags();
      return tagTimes.get(tag) ?? 0;
    },

    /**
     * Sets `name` (under `rasi:`, whatever the build) for `ttlSeconds` unless it is set: true when this call set
     * it, false when it was already there, undefined when Redis is away.
     */
    async claim(name, ttlSeconds) {
      const set = await call(() =>
        client.set(`rasi:${name}`, '1', { condition: 'NX', expiration: { type: 'EX', value: ttlSeconds } }),
      );
      return set === undefined ? undefined : set === 'OK';
    },

    get available() {
      return client.isReady && available;
    },

    /**
     * Whether Redis answers now: `available`, with Redis asked again (a PING, within the time limit) when the last
     * call failed and the pause after it is over. A failure is otherwise cleared only by the next page's call, so
     * an instance with no visitors would go on reporting Redis away after one slow answer.
     */
    async availableNow() {
      if (!available && client.isReady && now() >= retryAt) await call(() => client.ping());
      return client.isReady && available;
    },

    /** Lets pending calls finish for at most the time limit, then drops the connection. */
    async close() {
      clearTimeout(replacing);
      subscriber?.destroy();
      client.removeAllListeners('error');
      client.on('error', () => {});
      await withTimeout(client.close(), timeoutMs).catch(() => client.destroy());
    },
  };
}
