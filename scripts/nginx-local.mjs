// Runs deploy/nginx/rasi.conf itself on loopback ports, for the nginx test (e2e/nginx.spec.ts) and the benchmark
// (bench/bench.mjs): the template's own lines with local ports, a private cache folder and a throwaway certificate,
// so what is tested and measured is the file that gets deployed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
export const TEMPLATE = fileURLToPath(new URL('../deploy/nginx/rasi.conf', import.meta.url));
/** Where a local nginx made in `dir` keeps its cache: the template's /var/cache/nginx/rasi. */
export const cacheFolder = (dir) => join(dir, 'cache');

// The template's upstream lists instances on ports 3001, 3002…: the first `ports.length` get the local ports, and
// any further lines go.
function upstreamServers(ports) {
  return [1, 2].map((n) => {
    const from = `server 127.0.0.1:300${n} max_fails=1 fail_timeout=5s;`;
    return [from, ports[n - 1] ? from.replace(`300${n}`, String(ports[n - 1])) : ''];
  });
}

function replaceAll(text, replacements) {
  let out = text;
  for (const [from, to] of replacements) {
    if (!out.includes(from))
      throw new Error(`deploy/nginx/rasi.conf no longer has "${from}": update ${import.meta.url}`);
    out = out.replaceAll(from, to);
  }
  return out;
}

/**
 * The whole nginx.conf: a small main context around the template, with the upstream on `nodePorts` (or the one
 * `nodePort`), the redirecting
 * server on `httpPort` and the site on `sitePort`. With `tls` (the default) the site keeps its TLS listener and
 * reads `cert.pem` and `key.pem` from `dir`; without, it answers plain HTTP/1.1 on `sitePort`, for comparing its
 * cache with nginx serving a plain file.
 */
export async function localNginxConfig({
  dir,
  nodePort,
  nodePorts = [nodePort],
  httpPort,
  sitePort,
  tls = true,
  workers = 1,
}) {
  let site = replaceAll(await readFile(TEMPLATE, 'utf8'), [
    ...upstreamServers(nodePorts),
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', tls ? `listen 127.0.0.1:${sitePort} ssl http2;` : `listen 127.0.0.1:${sitePort};`],
    ['listen [::]:443 ssl http2;', ''],
    ['/var/cache/nginx/rasi', cacheFolder(dir)],
    ['/var/log/nginx/rasi.access.log', join(dir, 'access.log')],
    ['/var/log/nginx/error.log', join(dir, 'error.log')],
    ['/etc/letsencrypt/live/www.rasi.example/fullchain.pem', join(dir, 'cert.pem')],
    ['/etc/letsencrypt/live/www.rasi.example/privkey.pem', join(dir, 'key.pem')],
  ]);
  if (!tls) site = site.replace(/^\s*ssl_[a-z_]+ [^;]*;\s*$/gm, '');
  return mainContext(dir, workers, site);
}

/**
 * The per-client limit on what Node renders per request, as deploy/nginx/rasi.conf sets it (docs/serving.md): each
 * client address may send `rate` of those requests a second, and `burst` more at once, before nginx answers 429 with
 * `Retry-After: retryAfter` (seconds). Only the site search, the page finder, the directory filtered by its query and
 * addresses that are no page count; pages, member firms' pages, static files, images, feeds and /api/ never do. A
 * load generator that floods from one address and asks at a visitor's pace from others (Node's `localAddress`, any of
 * 127.0.0.0/8 on Linux) can expect 429s for the flooding address alone.
 * @returns {Promise<{ rate: number, burst: number, retryAfter: number }>}
 */
export async function renderLimit() {
  const conf = await readFile(TEMPLATE, 'utf8');
  const read = (pattern) => {
    const match = pattern.exec(conf);
    if (!match) throw new Error(`deploy/nginx/rasi.conf no longer has ${pattern}: update ${import.meta.url}`);
    return Number(match[1]);
  };
  return {
    rate: read(/^limit_req_zone \$rasi_render_limit_key zone=rasi_render:\S+ rate=(\d+)r\/s;$/m),
    burst: read(/^ +limit_req zone=rasi_render burst=(\d+);$/m),
    retryAfter: read(/^ +set \$rasi_retry_after (\d+);$/m),
  };
}

/** nginx serving one file for every path: the limit for sending those bytes. */
/**
 * nginx sending each of `files` as it is from `dir`, at `/<name>`: its bytes, its Content-Type and, for bytes already
 * compressed, its Content-Encoding.
 * @param {{ dir: string, port: number, files: { name: string, type: string, encoding?: string }[], workers?: number }} options
 */
export function staticFilesConfig({ dir, port, files, workers = 1 }) {
  const locations = files.map(
    ({ name, type, encoding }) =>
      `    location = /${name} { default_type "${type}";${encoding ? ` add_header Content-Encoding ${encoding};` : ''} try_files /${name} =404; }`,
  );
  return mainContext(
    dir,
    workers,
    `server {
    listen 127.0.0.1:${port};
    root ${dir};
${locations.join('\n')}
  }`,
  );
}

function mainContext(dir, workers, http) {
  return [
    // Workers as root only here, so that they can read the private temporary folder; a real host uses www-data.
    process.getuid?.() === 0 ? 'user root;' : '',
    `worker_processes ${workers};`,
    'events { worker_connections 1024; }',
    'http {',
    // As in Debian's /etc/nginx/nginx.conf, whose http context includes the deployed file from conf.d/.
    '  sendfile on;',
    '  tcp_nopush on;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
    http,
    '}',
    '',
  ].join('\n');
}

/** A throwaway self-signed certificate for 127.0.0.1, as cert.pem and key.pem in `dir`. */
export function makeCertificate(dir) {
  const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((path) => existsSync(path));
  if (!openssl) throw new Error('openssl is not installed (apt-get install openssl)');
  execFileSync(
    openssl,
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'pipe' },
  );
}

/**
 * Writes `config` to `dir`/nginx.conf, checks it with `nginx -t` (so a broken template fails with nginx's own
 * message) and starts nginx in the foreground. `stop()` lets it finish what it is sending.
 */
export async function startNginx(dir, config) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  await writeFile(join(dir, 'nginx.conf'), config);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
  const globals = `daemon off; pid ${join(dir, 'nginx.pid')};`;
  execFileSync(NGINX, [...args, '-t', '-g', globals], { stdio: 'pipe' });
  const child = spawn(NGINX, [...args, '-g', globals], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    process: child,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
