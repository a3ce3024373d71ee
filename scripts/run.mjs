// Runs the site: `dev`, `build` or `start`. With no API_BASE_URL it first starts the bundled demo backend on
// 127.0.0.1, hands its address and a one-off token to Next through the environment, and stops it when Next stops.
// `start` runs the self-contained server that `build` leaves in .next/standalone, the same one a Node host runs.
// Arguments after `build` go to `next build` (e.g. `npm run build -- --profile --no-mangling`, React's profiling
// build with readable names, for bench/react-profile.mjs).
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ConfigError, readEnv } from '../lib/env.mjs';
import { REVALIDATE_PATH } from '../lib/webhook/signing.cjs';
import { wrapStandaloneServer } from '../lib/serving/standalone.mjs';
import { oneOffToken, startDemo } from './servers.mjs';
import { writeServiceWorker } from './write-service-worker.mjs';
import { writeRoutes } from './write-routes.mjs';

const mode = process.argv[2];
if (!['dev', 'build', 'start'].includes(mode ?? '')) {
  console.error('usage: node scripts/run.mjs dev|build|start');
  process.exit(2);
}

const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let env;
try {
  env = readEnv(childEnv);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const standaloneServer = '.next/standalone/server.js';
if (mode === 'start' && !existsSync(standaloneServer)) {
  console.error(`No build found (${standaloneServer}): run \`npm run build\` first.`);
  process.exit(1);
}

// The route files, the search's content map and the proxy's matcher, from the route table (docs/adding-a-page.md).
if (mode !== 'start') {
  for (const { path, what } of await writeRoutes()) console.info(`Route table: wrote ${path} (${what})`);
}

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';

// With a webhook key, the demo backend can publish to the site it runs beside (`npm run demo:publish`).
const [revalidateSecret] = env.revalidateSecrets;
const siteHost = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const publish =
  mode !== 'build' && revalidateSecret
    ? { webhookUrl: `http://${siteHost}:${port}${REVALIDATE_PATH}`, secret: revalidateSecret }
    : undefined;

let demo;
if (env.demo) {
  childEnv.API_TOKEN ||= oneOffToken('demo');
  try {
    demo = await startDemo({ port: env.demoPort, token: childEnv.API_TOKEN, publish, log: console });
  } catch (error) {
    const reason = error?.code === 'EADDRINUSE' ? `port ${env.demoPort} is in use; set DEMO_PORT` : error?.message;
    console.error(`Could not start the demo backend: ${reason}`);
    process.exit(1);
  }
  console.info(`Demo backend on ${demo.url} (no API_BASE_URL set)`);
  if (publish) console.info('It publishes to this site: `npm run demo:publish -- "A new circular"`');
}
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const command = {
  dev: [nextBin, 'dev', '--port', port, '--hostname', host],
  build: [nextBin, 'build', ...process.argv.slice(3)],
  start: [standaloneServer],
}[mode];
if (mode === 'start') Object.assign(childEnv, { PORT: port, HOSTNAME: host });

const child = spawn(process.execPath, command, { stdio: 'inherit', env: childEnv });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));

// The standalone server serves public/ and .next/static only when they sit beside it.
if (mode === 'build' && code === 0) {
  for (const [from, to] of [
    ['public', '.next/standalone/public'],
    ['.next/static', '.next/standalone/.next/static'],
  ]) {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true });
  }
  // Named after this build, so it is written after it (docs/pages.md#offline-reading).
  await writeServiceWorker('.next/standalone');
  // Next's server.js behind ours, which compresses its responses and serves a page again while the page cache
  // serves that version.
  await wrapStandaloneServer('.next/standalone');
}
await demo?.close();
process.exit(code);
