// Several instances: throughput of one instance and of two behind nginx with nginx's cache off (so that every
// request reaches Node), side by side over the rounds, and the latency while deploy/rolling-restart.sh restarts
// the two under load. The instances share one page cache in Redis, as deployed (deploy/README.md).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortBase, instanceGroup } from '../scripts/instances-local.mjs';
import { localNginxConfig, NGINX, startNginx } from '../scripts/nginx-local.mjs';
import { REDIS_SERVER, startRedis } from '../scripts/redis-local.mjs';
import { freePort } from '../scripts/servers.mjs';
import { say, sleep, waitForOk } from './common.mjs';
import { loadFor, measureRounds } from './throughput.mjs';

const PATH = '/aboutrasi';
const RESTART_SECONDS = 45;

/** nginx in front of `ports` with deploy/nginx/rasi.conf's lines, its page cache off. */
async function uncachedNginx(dir, ports) {
  const sitePort = await freePort();
  let config = await localNginxConfig({ dir, nodePorts: ports, httpPort: await freePort(), sitePort, tls: false });
  if (!config.includes('    proxy_cache rasi;'))
    throw new Error('deploy/nginx/rasi.conf no longer has `proxy_cache rasi;`');
  config = config.replace('    proxy_cache rasi;', '    proxy_cache off;');
  const nginx = await startNginx(dir, config);
  return { nginx, url: `http://127.0.0.1:${sitePort}` };
}

export async function measureInstances({ demo, revalidateSeconds }) {
  if (!NGINX || !REDIS_SERVER) {
    say('nginx or redis-server is not installed: skipping the several-instances part');
    return null;
  }
  const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-instances-'));
  const one = join(dir, 'one');
  const two = join(dir, 'two');
  await Promise.all([one, two].map((folder) => mkdir(folder)));
  const portBase = await freePortBase();
  const redis = await startRedis(await freePort());
  const group = instanceGroup({ dir, portBase });
  const stops = [];
  try {
    const env = {
      API_BASE_URL: demo.apiBaseUrl,
      API_TOKEN: demo.token,
      REVALIDATE_SECONDS: String(revalidateSeconds),
      CACHE_REDIS_URL: redis.url,
    };
    const instances = [await group.add(1, env), await group.add(2, env)];
    await Promise.all(instances.map((i) => i.start()));
    const single = await uncachedNginx(one, [instances[0].port]);
    stops.push(() => single.nginx.stop());
    const pair = await uncachedNginx(
      two,
      instances.map((i) => i.port),
    );
    stops.push(() => pair.nginx.stop());
    for (let i = 0; i < 2; i += 1) {
      await waitForOk(`${single.url}${PATH}`, 60_000);
      await waitForOk(`${pair.url}${PATH}`, 60_000);
    }

    const rows = await measureRounds([
      { label: `1 instance behind nginx (no nginx cache): ${PATH}`, url: `${single.url}${PATH}` },
      { label: `2 instances behind nginx (no nginx cache): ${PATH}`, url: `${pair.url}${PATH}` },
    ]);

    say(`rolling restart of the 2 instances under load (${RESTART_SECONDS} s)`);
    const loading = loadFor(`${pair.url}${PATH}`, RESTART_SECONDS);
    await sleep(5000);
    const started = Date.now();
    await group.rollingRestart({ instances: [1, 2] });
    const restartSeconds = (Date.now() - started) / 1000;
    const restart = { ...(await loading), restartSeconds: Number(restartSeconds.toFixed(1)) };
    return {
      path: PATH,
      rows,
      ratio: Number((rows[1].requestsPerSecond / rows[0].requestsPerSecond).toFixed(2)),
      restart,
      // Whether the instances shared their pages throughout, or fell back to their own at some point.
      redisWarnings:
        (await Promise.all(instances.map((i) => i.log()))).join('').split('shared_cache_unavailable').length - 1,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await group.close([1, 2]);
    await redis.close();
    await rm(dir, { recursive: true, force: true });
  }
}
