/** @jest-environment node */
import { readEnv } from './env.mjs';

describe('readEnv', () => {
  it('uses the bundled demo backend when API_BASE_URL is unset', () => {
    expect(readEnv({})).toEqual({
      demo: true,
      demoPort: 4010,
      cacheRedisUrl: null,
      apiBaseUrl: 'http://127.0.0.1:4010/api',
      apiToken: 'rasi-demo-token',
      assetBaseUrl: 'http://127.0.0.1:4010',
      siteUrl: 'http://localhost:3000',
      revalidateSecrets: [],
      revalidateSeconds: 60,
      metricsPort: null,
      tracesEndpoint: null,
      timeoutMs: 5000,
    });
  });

  it('reads a real backend and defaults the asset host to its origin', () => {
    const env = readEnv({
      API_BASE_URL: 'https://backend.rasi.test/public/api/',
      API_TOKEN: 'abc123',
      SITE_URL: 'https://www.rasi.test/',
      REVALIDATE_SECONDS: '300',
    });
    expect(env).toMatchObject({
      demo: false,
      apiBaseUrl: 'https://backend.rasi.test/public/api',
      apiToken: 'abc123',
      assetBaseUrl: 'https://backend.rasi.test',
      siteUrl: 'https://www.rasi.test',
      revalidateSeconds: 300,
    });
  });

  it.each([
    [{ API_BASE_URL: 'https://b.test/api' }, /API_TOKEN is required when API_BASE_URL is set/],
    [{ API_BASE_URL: 'not a url', API_TOKEN: 't' }, /API_BASE_URL must be an absolute http/],
    [{ API_BASE_URL: 'ftp://b.test/api', API_TOKEN: 't' }, /API_BASE_URL must use http/],
    [{ API_BASE_URL: 'https://u:p@b.test/api', API_TOKEN: 't' }, /API_BASE_URL must not carry a user name/],
    [{ API_BASE_URL: 'https://b.test/api', API_TOKEN: 'two words' }, /API_TOKEN may hold only visible ASCII/],
    [{ ASSET_BASE_URL: 'javascript:alert(1)' }, /ASSET_BASE_URL must use http/],
    [{ SITE_URL: 'https://www.rasi.test/en' }, /SITE_URL must be an origin/],
    [{ REVALIDATE_SECONDS: '0' }, /REVALIDATE_SECONDS must be between 1 and/],
    [{ REVALIDATE_SECONDS: 'soon' }, /REVALIDATE_SECONDS must be a whole number/],
    [{ DEMO_PORT: '70000' }, /DEMO_PORT must be between 1 and 65535/],
    [{ CACHE_REDIS_URL: 'http://127.0.0.1:6379' }, /CACHE_REDIS_URL must use redis:\/\/ or rediss:\/\//],
    [{ CACHE_REDIS_URL: 'localhost 6379' }, /CACHE_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ CACHE_REDIS_URL: 'redis://127.0.0.1:6379/cache' }, /CACHE_REDIS_URL may end only in a database number/],
    [{ REVALIDATE_SECRET: 'short' }, /REVALIDATE_SECRET must be at least 32 characters long/],
    [{ REVALIDATE_SECRET: `${'k'.repeat(32)} x` }, /REVALIDATE_SECRET may hold only visible ASCII/],
    [
      { REVALIDATE_SECRET: 'k'.repeat(32), REVALIDATE_SECRET_PREVIOUS: 'p'.repeat(31) },
      /REVALIDATE_SECRET_PREVIOUS must be at least 32 characters long/,
    ],
    [{ REVALIDATE_SECRET_PREVIOUS: 'p'.repeat(32) }, /REVALIDATE_SECRET_PREVIOUS is set without REVALIDATE_SECRET/],
    [{ METRICS_PORT: '9x' }, /METRICS_PORT must be a whole number between 1 and 65535/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
    [{ METRICS_PORT: '3001', PORT: '3001' }, /METRICS_PORT must differ from PORT/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, /OTEL_EXPORTER_OTLP_ENDPOINT must (be an absolute|use) http/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c.test:4318/?key=k' }, /OTEL_EXPORTER_OTLP_ENDPOINT must not have a query/],
  ])('refuses %p naming the variable', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  it('reads the metrics port and the traces endpoint, both off when unset', () => {
    expect(readEnv({ METRICS_PORT: '9464', PORT: '3001' })).toMatchObject({ metricsPort: 9464, tracesEndpoint: null });
    expect(readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' })).toMatchObject({
      metricsPort: null,
      tracesEndpoint: 'http://127.0.0.1:4318',
    });
  });

  it("reads the shared cache's Redis, password and database number included", () => {
    expect(readEnv({ CACHE_REDIS_URL: 'redis://:pw@10.0.0.5:6380/2' }).cacheRedisUrl).toBe(
      'redis://:pw@10.0.0.5:6380/2',
    );
    expect(readEnv({ CACHE_REDIS_URL: ' ' }).cacheRedisUrl).toBeNull();
  });

  it("reads the revalidation webhook's keys, the current one first", () => {
    const current = 'c'.repeat(64);
    const previous = 'p'.repeat(32);
    expect(readEnv({ REVALIDATE_SECRET: current }).revalidateSecrets).toEqual([current]);
    expect(readEnv({ REVALIDATE_SECRET: current, REVALIDATE_SECRET_PREVIOUS: previous }).revalidateSecrets).toEqual([
      current,
      previous,
    ]);
    expect(readEnv({ REVALIDATE_SECRET: ' ', REVALIDATE_SECRET_PREVIOUS: '' }).revalidateSecrets).toEqual([]);
  });

  it('never echoes a value back in its message', () => {
    expect(() => readEnv({ API_BASE_URL: 'https://b.test/api?key=s3cr3t', API_TOKEN: 't' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cr3t') }),
    );
    expect(() => readEnv({ CACHE_REDIS_URL: 'http://:s3cr3t@b.test' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cr3t') }),
    );
    expect(() => readEnv({ API_BASE_URL: 'https://b.test/api', API_TOKEN: 's3cr3t value' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cr3t') }),
    );
    for (const value of ['s3cr3t', `${'s3cr3t'.repeat(6)} x`]) {
      expect(() => readEnv({ REVALIDATE_SECRET: value })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('s3cr3t') }),
      );
    }
  });
});
