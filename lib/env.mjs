// The one reader of the environment. Plain JavaScript so that next.config.mjs, the launcher in
// scripts/ and the server code all validate the same variables the same way.

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_REVALIDATE_SECONDS = 60;
export const DEFAULT_DEMO_PORT = 4010;
export const DEFAULT_PORT = 3000;
export const DEFAULT_TIMEOUT_MS = 5000;
export const DEMO_FALLBACK_TOKEN = 'rasi-demo-token';
export const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  /** @param {string} variable @param {string} problem */
  constructor(variable, problem) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** @param {Readonly<Record<string, string | undefined>>} env @param {string} name */
function optional(env, name) {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

// Values are never echoed back: a URL may carry a key and the token is a secret.
/** @param {string} name @param {string} value @param {{ pathAllowed: boolean }} options */
function parseHttpUrl(name, value, { pathAllowed }) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be an absolute http:// or https:// URL; the value given does not parse.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http:// or https://, not ${url.protocol}//.`);
  }
  if (url.username || url.password) {
    throw new ConfigError(name, 'must not carry a user name or password; put the credential in API_TOKEN.');
  }
  if (url.search || url.hash) {
    throw new ConfigError(name, 'must not have a query string or a #fragment.');
  }
  if (!pathAllowed && url.pathname !== '/') {
    throw new ConfigError(name, 'must be an origin such as https://www.example.org, without a path.');
  }
  return url.href.replace(/\/+$/, '');
}

/** @param {string} name @param {string | undefined} value @param {number} fallback @param {number} min @param {number} max */
function parseInteger(name, value, fallback, min, max) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number between ${min} and ${max}.`);
  const number = Number(value);
  if (number < min || number > max) throw new ConfigError(name, `must be between ${min} and ${max}.`);
  return number;
}

/**
 * The shared page cache's Redis, or null for this instance's own cache. It may carry a password, so, like the
 * others, it is never echoed.
 * @param {string | undefined} value
 */
function parseRedisUrl(value) {
  if (value === undefined) return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('CACHE_REDIS_URL', 'must be a redis:// or rediss:// URL; the value given does not parse.');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError('CACHE_REDIS_URL', `must use redis:// or rediss://, not ${url.protocol}//.`);
  }
  if (!url.hostname) throw new ConfigError('CACHE_REDIS_URL', 'must name a host, as in redis://127.0.0.1:6379.');
  if (!/^\/?\d*$/.test(url.pathname) || url.search || url.hash) {
    throw new ConfigError('CACHE_REDIS_URL', 'may end only in a database number, as in redis://127.0.0.1:6379/0.');
  }
  return url.href;
}

/**
 * A key of the revalidation webhook (lib/webhook), or undefined when unset. Never echoed, like the token.
 * @param {string} name @param {string | undefined} value
 */
function parseSecret(name, value) {
  if (value === undefined) return undefined;
  if (!/^[\x21-\x7e]+$/.test(value)) {
    throw new ConfigError(name, 'may hold only visible ASCII characters, without spaces.');
  }
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      name,
      `must be at least ${MIN_SECRET_LENGTH} characters long (\`openssl rand -hex 32\` makes one of 64).`,
    );
  }
  return value;
}

/**
 * The webhook's keys, the current one first: none (the webhook is off), or REVALIDATE_SECRET and, while a key is
 * being rotated, REVALIDATE_SECRET_PREVIOUS.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
function parseRevalidateSecrets(env) {
  const current = parseSecret('REVALIDATE_SECRET', optional(env, 'REVALIDATE_SECRET'));
  const previous = parseSecret('REVALIDATE_SECRET_PREVIOUS', optional(env, 'REVALIDATE_SECRET_PREVIOUS'));
  if (previous !== undefined && current === undefined) {
    throw new ConfigError(
      'REVALIDATE_SECRET_PREVIOUS',
      'is set without REVALIDATE_SECRET; the previous key is only accepted beside a current one.',
    );
  }
  return [current, previous].filter((secret) => secret !== undefined);
}

/**
 * The port of the Prometheus metrics (lib/serving/metrics.mjs), or null when they are off. Never the site's own
 * port: /metrics is not for visitors.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
function parseMetricsPort(env) {
  const value = optional(env, 'METRICS_PORT');
  if (value === undefined) return null;
  const port = parseInteger('METRICS_PORT', value, 0, 1, 65535);
  if (port === Number(optional(env, 'PORT') ?? DEFAULT_PORT)) {
    throw new ConfigError('METRICS_PORT', 'must differ from PORT: the metrics are served on a port of their own.');
  }
  return port;
}

/**
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {import("./env.mjs").AppEnv}
 */
export function readEnv(env = process.env) {
  const demoPort = parseInteger('DEMO_PORT', optional(env, 'DEMO_PORT'), DEFAULT_DEMO_PORT, 1, 65535);
  const apiBase = optional(env, 'API_BASE_URL');
  const demo = apiBase === undefined;
  const apiBaseUrl = demo
    ? `http://127.0.0.1:${demoPort}/api`
    : parseHttpUrl('API_BASE_URL', apiBase, { pathAllowed: true });

  const token = optional(env, 'API_TOKEN');
  if (!demo && token === undefined) {
    throw new ConfigError('API_TOKEN', 'is required when API_BASE_URL is set (the bearer token for the backend).');
  }
  if (token !== undefined && !/^[\x21-\x7e]+$/.test(token)) {
    throw new ConfigError('API_TOKEN', 'may hold only visible ASCII characters, without spaces.');
  }

  const assetBase = optional(env, 'ASSET_BASE_URL');
  const assetBaseUrl =
    assetBase === undefined
      ? new URL(apiBaseUrl).origin
      : parseHttpUrl('ASSET_BASE_URL', assetBase, { pathAllowed: true });

  // The OpenTelemetry SDK reads it itself (lib/tracing.ts); checked here, so that a typo stops the start.
  const tracesEndpoint = optional(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');

  const siteBase = optional(env, 'SITE_URL');
  const siteUrl =
    siteBase === undefined ? DEFAULT_SITE_URL : parseHttpUrl('SITE_URL', siteBase, { pathAllowed: false });

  return {
    demo,
    demoPort,
    cacheRedisUrl: parseRedisUrl(optional(env, 'CACHE_REDIS_URL')),
    apiBaseUrl,
    apiToken: token ?? DEMO_FALLBACK_TOKEN,
    assetBaseUrl,
    siteUrl,
    revalidateSecrets: parseRevalidateSecrets(env),
    revalidateSeconds: parseInteger(
      'REVALIDATE_SECONDS',
      optional(env, 'REVALIDATE_SECONDS'),
      DEFAULT_REVALIDATE_SECONDS,
      1,
      31_536_000,
    ),
    metricsPort: parseMetricsPort(env),
    tracesEndpoint:
      tracesEndpoint === undefined
        ? null
        : parseHttpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', tracesEndpoint, { pathAllowed: true }),
    timeoutMs: parseInteger(
      'UPSTREAM_TIMEOUT_MS',
      optional(env, 'UPSTREAM_TIMEOUT_MS'),
      DEFAULT_TIMEOUT_MS,
      100,
      60_000,
    ),
  };
}
