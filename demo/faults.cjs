'use strict';
// CommonJS for the reason lib/api/calls.cjs gives: the suites and the demo's ES modules load it in one process.
//
// The ways the demo backend can be told to fail (demo/server.mjs, its /__control/fault endpoint), as plain data that
// the Playwright suites import too: each one is a test of what the site does when its backend fails that way.
const FAULT_MODES = Object.freeze(
  /** @type {const} */ ([
    'http500',
    'reset',
    'hang',
    'slow',
    'malformed',
    'status500',
    'wrongshape',
    'oversized',
    'hostile',
  ]),
);

module.exports = { FAULT_MODES };
