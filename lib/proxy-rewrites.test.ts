/**
 * @jest-environment node
 */
// Every rewrite of proxy.ts must stay on the origin Next gave the request. Next's router compares a rewrite's
// address with the origin it was started on (HOSTNAME, the scheme of X-Forwarded-Proto) and carries out a rewrite to
// any other origin as an HTTP request to it. Unless the proxy sees the address as it came (skipProxyUrlNormalize in
// next.config.mjs), Next tells it `localhost` for 127.0.0.1: behind nginx, every rewrite became an HTTPS request to
// the server's own plain port and answered 500 (vercel/next.js#94745). e2e/nginx.spec.ts checks it through nginx.
import { execFileSync } from 'node:child_process';
import { getRelativeURL } from 'next/dist/shared/lib/router/utils/relativize-url';

// next.config.mjs as `next build` reads it (an ES module, so in a child process, as next.config.test.ts does).
const skipsNormalize = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "console.log(JSON.stringify((await import('./next.config.mjs')).default.skipProxyUrlNormalize ?? false))",
    ],
    { cwd: `${__dirname}/..`, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' }, encoding: 'utf8' },
  ),
) as boolean;
// What the build does with the option (next/dist/build/define-env.js): a constant the proxy's Next code reads.
if (skipsNormalize) process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = 'true';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the constant is set.
const { NextRequest } = require('next/server') as typeof import('next/server');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { proxy } = require('@/proxy') as typeof import('@/proxy');

// The origins a server may be started on, as Next's router writes them (HOSTNAME, PORT, and https when nginx says so).
const ORIGINS = [
  'http://127.0.0.1:3100',
  'https://127.0.0.1:3000',
  'http://localhost:3100',
  'http://0.0.0.0:3000',
  'http://[::1]:3100',
  'https://[::1]:3000',
];

// Addresses the proxy rewrites, and where each must lead.
const REWRITES: [address: string, target: string][] = [
  ['/vision%26mission', '/vision&mission'],
  ['/ta/vision%26mission', '/ta/vision&mission'],
  ['/rasi-members?q=steel', '/rasi-members/search?q=steel'],
  ['/ta/rasi-members?district=Thanjavur', '/ta/rasi-members/search?district=Thanjavur'],
  ['/rasi-members/no-such-firm', '/rasi-members/__not-found'],
  ['/ta/no-such-page', '/ta/__not-found'],
  ['/rasi-members/search', '/__not-found'],
];

describe('the proxy rewrites within the server', () => {
  test.each(ORIGINS.flatMap((origin) => REWRITES.map(([address, target]) => [origin, address, target])))(
    'on %s, %s leads to %s in the same process',
    async (origin, address, target) => {
      const response = await proxy(new NextRequest(`${origin}${address}`));
      const rewrite = response.headers.get('x-middleware-rewrite');
      expect(rewrite).not.toBeNull();
      // What Next's router does with the header (router-utils/resolve-routes.js): a relative address is served in
      // this process; an absolute one is fetched over HTTP.
      expect(getRelativeURL(rewrite!, `${origin}${address}`)).toBe(target);
    },
  );
});
