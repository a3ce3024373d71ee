/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as the Next server.js it stands in for. */
// The standalone server a Node host runs (`node server.js`, which requires this file: standalone.mjs puts it there).
// It is Next's own server, which `next build` writes as server.js and the build renames next-server.js, with two
// changes to how it answers:
// - responses are compressed by compression.mjs (brotli, and what repeats compressed once) instead of by Next's
//   gzip (`compress: false` in next.config.mjs);
// - a page Next has served is served again by page-replay.mjs while the page cache (asked through
//   page-cache/page-cache-state.mjs) serves that same version, and a revalidation of it answered 304 as Next does;
// - a backend list Next has answered (app/api/*) is answered again by list-replay.mjs while the data layer
//   (lib/api/data-policy.ts, through process-state.mjs) would answer with that same list.
// Next's server makes its one HTTP server with http.createServer; this wraps the listener it passes, and changes
// nothing else of how Next starts, listens, keeps connections alive or shuts down.
const http = require('node:http');

Promise.all([
  import('./compression.mjs'),
  import('./list-replay.mjs'),
  import('./page-replay.mjs'),
  import('./page-cache/page-cache-state.mjs'),
])
  .then(
    ([{ withCompression }, { withListReplay, listVersion }, { withPageReplay }, { pageVersion, pageNotModified }]) => {
      const pageCache = { currentVersion: pageVersion, notModified: pageNotModified };
      const createServer = http.createServer;
      http.createServer = function createCompressingServer(...args) {
        const at = args.findIndex((arg) => typeof arg === 'function');
        if (at >= 0) args[at] = withCompression(withListReplay(withPageReplay(args[at], pageCache), listVersion));
        return createServer.apply(this, args);
      };
      // In the build this file is .next/standalone/lib/serving/standalone-server.cjs, two folders below Next's.
      require('../../next-server.js');
    },
  )
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
