// Two instances of the standalone build behind deploy/nginx/rasi.conf, sharing one page cache in Redis
// (CACHE_REDIS_URL), as deploy/README.md sets them up, fed by the test backend: for e2e/instances.spec.ts and
// e2e/publish.spec.ts. Each instance is started and stopped by shell commands, the way systemd's rasi-website@N
// would (scripts/instances-local.mjs), so that deploy/rolling-restart.sh itself restarts them. Dynamic imports keep
// those modules ES: Playwright would compile static ones into CommonJS.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InstanceGroup, LocalInstance } from '../../scripts/instances-local.mjs';
import type { LocalNginx } from '../../scripts/nginx-local.mjs';
import type { LocalRedis } from '../../scripts/redis-local.mjs';
import { startTestBackend, type TestBackend } from './fault-backend';
import { freePort } from './servers';
import { waitFor } from './wait';

const loadNginxLocal = () => import('../../scripts/nginx-local.mjs');
const loadRedisLocal = () => import('../../scripts/redis-local.mjs');
const loadInstances = () => import('../../scripts/instances-local.mjs');

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
export const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));

/** How long nginx's start, or the instances' return to sharing after Redis is back, may take on a busy machine. */
export const SETTLE_MS = 60_000;

export interface InstanceSet {
  readonly group: InstanceGroup;
  readonly backend: TestBackend;
  readonly redis: LocalRedis;
  readonly nginx: LocalNginx;
  /** nginx's address, in front of both instances. */
  readonly site: string;
  /** nginx's access log (deploy/nginx/rasi.conf's, one JSON object a line). */
  readonly accessLog: string;
  /** nginx's cache folder (rasi.conf's proxy_cache_path). */
  readonly nginxCache: string;
  readonly instances: [LocalInstance, LocalInstance];
  /** What each instance is started with, for another instance of the set (`group.add`). */
  env(redisUrl: string): Record<string, string>;
  /** Stops the instances `numbers` (1 and 2 at least), nginx, Redis and the backend, and removes every file. */
  close(numbers?: readonly number[]): Promise<void>;
}

/**
 * Starts the set: instances on `portBase` and `portBase + 1` (taken or the start fails), Redis and nginx on the free
 * ports after them. Each instance gets the test backend, `token`, CACHE_REDIS_URL and `env`; with `publishSecret`,
 * the test backend publishes to the site through nginx (`backend.publish`), signed with it.
 */
export async function startInstanceSet({
  portBase,
  token,
  env = {},
  perInstance = () => ({}),
  publishSecret,
}: {
  portBase: number;
  token: string;
  env?: Record<string, string>;
  /** What instance 1 and instance 2 get besides, each its own (a METRICS_PORT). */
  perInstance?: (n: 1 | 2) => Record<string, string>;
  publishSecret?: string;
}): Promise<InstanceSet> {
  const dir = await mkdtemp(join(tmpdir(), 'rasi-instances-'));
  let group: InstanceGroup | undefined;
  let redis: LocalRedis | undefined;
  let backend: TestBackend | undefined;
  let nginx: LocalNginx | undefined;
  const close = async (numbers: readonly number[] = [1, 2]) => {
    await group?.close(numbers);
    await nginx?.stop();
    await redis?.close();
    await backend?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const base = await freePort(portBase);
    // Instances on base and base + 1 (and any added later, on base - 1 + n), Redis and nginx after them.
    if ((await freePort(base + 1)) !== base + 1) throw new Error(`port ${base + 1} is taken`);
    group = (await loadInstances()).instanceGroup({ dir, portBase: base - 1 });
    redis = await (await loadRedisLocal()).startRedis(await freePort(base + 2));
    const sitePort = await freePort(base + 3);
    const site = `http://127.0.0.1:${sitePort}`;
    const testBackend = (backend = await startTestBackend(token, undefined, {
      publish: publishSecret ? { webhookUrl: `${site}/api/revalidate`, secret: publishSecret } : undefined,
    }));
    const instanceEnv = (redisUrl: string) => ({
      API_BASE_URL: testBackend.apiBaseUrl,
      API_TOKEN: token,
      CACHE_REDIS_URL: redisUrl,
      ...env,
    });
    const instances: [LocalInstance, LocalInstance] = [
      await group.add(1, { ...instanceEnv(redis.url), ...perInstance(1) }),
      await group.add(2, { ...instanceEnv(redis.url), ...perInstance(2) }),
    ];
    await Promise.all(instances.map((i) => i.start()));

    const { cacheFolder, localNginxConfig, startNginx } = await loadNginxLocal();
    const config = await localNginxConfig({
      dir,
      nodePorts: instances.map((i) => i.port),
      httpPort: await freePort(sitePort + 1),
      sitePort,
      tls: false,
    });
    nginx = await startNginx(dir, config);
    await waitFor(async () => (await fetch(`${site}/api/health`)).ok, 'nginx', SETTLE_MS);
    const accessLog = join(dir, 'access.log');
    const nginxCache = cacheFolder(dir);
    return {
      group,
      backend: testBackend,
      redis,
      nginx,
      site,
      accessLog,
      nginxCache,
      instances,
      env: instanceEnv,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
