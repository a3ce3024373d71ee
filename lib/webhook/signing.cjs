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

/** Calls of one revalidation at most, while the site asks to be called again. */
const CALL_ATTEMPTS = 3;
/** The longest Retry-After a caller waits out; a longer one (a 429's minute) is left to the next publish. */
const LONGEST_RETRY_AFTER_SECONDS = 5;

/**
 * Makes a call with `send`, and again while the site asks for it: a 503 (it cannot check for a replay just now) or
 * a 429, with a Retry-After of a few seconds at most, waited out, up to CALL_ATTEMPTS calls in all. `send` signs each
 * call as it means to; the answer is the last call's.
 * @template {{ status: number, headers: { get(name: string): string | null } }} A
 * @param {() => Promise<A>} send
 * @returns {Promise<A>}
 */
async function callWithRetryAfter(send) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    const retryAfter = Number(answer.headers.get('retry-after'));
    const again = [429, 503].includes(answer.status) && retryAfter <= LONGEST_RETRY_AFTER_SECONDS;
    if (!again || attempt === CALL_ATTEMPTS) return answer;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

module.exports = {
  REVALIDATE_PATH,
  SIGNATURE_HEADER,
  SIGNATURE_PREFIX,
  TIMESTAMP_HEADER,
  callWithRetryAfter,
  signatureOf,
  signedHeaders,
};
