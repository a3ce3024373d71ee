// Publish to visible: two instances behind deploy/nginx/rasi.conf (its page cache on) sharing Redis, with the
// revalidation webhook on. The demo backend publishes a notification and calls the webhook, signed, as the real
// backend would; every page, list and feed that shows notifications is polled on each instance and through nginx
// until it shows it. Issue 31's target: all within 2 s. Medians of ROUNDS publishes, and the slowest.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortBase, instanceGroup } from '../scripts/instances-local.mjs';
import { localNginxConfig, NGINX, startNginx } from '../scripts/nginx-local.mjs';
import { REDIS_SERVER, startRedis } from '../scripts/redis-local.mjs';
import { freePort, startDemo } from '../scripts/servers.mjs';
import { median, say, sleep, waitForOk } from './common.mjs';

const PATHS = ['/', '/ta', '/notification', '/ta/notification', '/api/notifications', '/feed.xml'];
const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 5);
const GIVE_UP_MS = 30_000;
const SECRET = `bench-publish-${'k'.repeat(32)}`;

/** Polls every target until its body shows `text`; the milliseconds from `started` at which each first did. */
async function whenVisible(targets, text, started) {
  const seen = new Map();
  while (seen.size < targets.length && Date.now() - started < GIVE_UP_MS) {
    await Promise.all(
      targets
        .filter((t) => !seen.has(t.label))
        .map(async (t) => {
          const body = await (await fetch(t.url)).text().catch(() => '');
          if (body.includes(text)) seen.set(t.label, Date.now() - started);
        }),
    );
    await sleep(50);
  }
  return seen;
}

export async function measurePublish() {
  if (!NGINX || !REDIS_SERVER) {
    say('nginx or redis-server is not installed: skipping publish to visible');
    return null;
  }
  const dir = await mkdtemp(join(tmpdir(), 'rasi-bench-publish-'));
  const portBase = await freePortBase();
  const sitePort = await freePort();
  const site = `http://127.0.0.1:${sitePort}`;
  const redis = await startRedis(await freePort());
  const demo = await startDemo({ publish: { webhookUrl: `${site}/api/revalidate`, secret: SECRET } });
  const group = instanceGroup({ dir, portBase });
  let nginx;
  try {
    const env = {
      API_BASE_URL: demo.apiBaseUrl,
      API_TOKEN: demo.token,
      CACHE_REDIS_URL: redis.url,
      REVALIDATE_SECRET: SECRET,
      // A window far longer than the measurement: what shows the new item is the call, not the window.
      REVALIDATE_SECONDS: '300',
    };
    const instances = [await group.add(1, env), await group.add(2, env)];
    await Promise.all(instances.map((i) => i.start()));
    const config = await localNginxConfig({
      dir,
      nodePorts: instances.map((i) => i.port),
      httpPort: await freePort(),
      sitePort,
      tls: false,
    });
    nginx = await startNginx(dir, config);
    const bases = {
      'instance 1': `http://127.0.0.1:${instances[0].port}`,
      'instance 2': `http://127.0.0.1:${instances[1].port}`,
      nginx: site,
    };
    const targets = Object.entries(bases).flatMap(([where, base]) =>
      PATHS.map((path) => ({ label: `${where} ${path}`, url: `${base}${path}` })),
    );
    for (let i = 0; i < 2; i += 1) for (const t of targets) await waitForOk(t.url, 60_000);

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const title = `Bench publish ${round} ${Date.now()}: GST filing date extended`;
      const started = Date.now();
      const answer = await fetch(`${demo.url}/__demo/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      if (!answer.ok) throw new Error(`the demo backend could not publish: HTTP ${answer.status}`);
      const seen = await whenVisible(targets, title, started);
      rounds.push(targets.map((t) => seen.get(t.label) ?? Infinity));
      say(`publish ${round}/${ROUNDS}: all visible in ${Math.max(...rounds.at(-1))} ms`);
      await sleep(2000);
    }
    return {
      rounds: ROUNDS,
      rows: targets.map((t, i) => ({
        label: t.label,
        medianMs: median(rounds.map((r) => r[i])),
        slowestMs: Math.max(...rounds.map((r) => r[i])),
      })),
      allVisibleMs: rounds.map((r) => Math.max(...r)),
    };
  } finally {
    await nginx?.stop();
    await group.close([1, 2]);
    await redis.close();
    await demo.close();
    await rm(dir, { recursive: true, force: true });
  }
}
