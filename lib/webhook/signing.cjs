'use strict';
// CommonJS for the reason lib/api/calls.cjs gives: the site, the demo backend and the Playwright suites all load it.
//
// How the backend signs a revalidation call (docs/publishing.md): `X-Rasi-Timestamp` holds Unix seconds,
// and `X-Rasi-Signature` holds `sha256=` and the lowercase hex HMAC-SHA256, keyed by the secret, of the timestamp, a
// dot and the exact body bytes. The site checks it in lib/webhook/verify.ts.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, for the reason above.
const { createHmac } = require('node:crypto');

const TIMESTAMP_HEADER = 'X-Rasi-Timestamp';
const SIGNATURE_HEADER = 'X-Rasi-Signature';
const SIGNATURE_PREFIX = 'sha256=';
const REVALIDATE_PATH = '/api/revalidate';

/**
 * The signature header's value for `body` sent at `timestamp`.
 * @param {string} secret @param {string | number} timestamp @param {string | Uint8Array} body
 * @returns {string}
 */
function signatureOf(secret, timestamp, body) {
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`);
  hmac.update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
  return `${SIGNATURE_PREFIX}${hmac.digest('hex')}`;
}

/**
 * The headers of a call signed now (or at `at`, in milliseconds).
 * @param {string} secret @param {string | Uint8Array} body @param {number} [at]
 * @returns {Record<string, string>}
 */
function signedHeaders(secret, body, at = Date.now()) {
  const timestamp = String(Math.floor(at / 1000));
  return {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body),
  };
}

module.exports = { REVALIDATE_PATH, SIGNATURE_HEADER, SIGNATURE_PREFIX, TIMESTAMP_HEADER, signatureOf, signedHeaders };
