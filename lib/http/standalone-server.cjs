/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as the Next server.js it stands in for. */
// The standalone server a Node host runs (`node server.js`): Next's own, which `next build` writes as server.js and
// the build renames next-server.js (scripts/run.mjs), with the responses compressed by compression.mjs beside it
// (brotli, and what repeats compressed once) instead of by Next's gzip (`compress: false` in next.config.mjs), and a
// page Next has served served again by page-replay.mjs while the page cache (asked through page-cache-state.mjs)
// serves that same version.
// Next's server makes its one HTTP server with http.createServer; this wraps the listener it passes, and changes
// nothing else of how Next starts, listens, keeps connections alive or shuts down.
const http = require('node:http');

Promise.all([import('./compression.mjs'), import('./page-replay.mjs'), import('./page-cache-state.mjs')])
  .then(([{ withCompression }, { withPageReplay }, { pageVersion }]) => {
    const createServer = http.createServer;
    http.createServer = function createCompressingServer(...args) {
      const at = args.findIndex((arg) => typeof arg === 'function');
      if (at >= 0) args[at] = withCompression(withPageReplay(args[at], pageVersion));
      return createServer.apply(this, args);
    };
    require('./next-server.js');
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
