// The MDN HTTP Observatory's grade for one page, computed here from its published rules (the ten tests and score
// table of github.com/mdn/mdn-http-observatory, src/analyzer/tests and src/grader/charts.js), so that the header
// score can be checked without sending the site to the public scanner. The package itself cannot score a local build
// (it downloads lists at install, needs libpq, and grades plain HTTP as a public site): see docs/security.md.
//
//   node scripts/observatory-score.mjs https://www.example.org/
//   node scripts/observatory-score.mjs http://127.0.0.1:3000/ --as-https   # a local server that TLS will front
//
// --as-https scores HSTS and the http→https redirection as they will be behind deploy/nginx/rasi.conf (which
// e2e/nginx.spec.ts checks) instead of failing them for plain http. Not covered: the HSTS preload list (+5 when
// the domain is on it) and CORS files (crossdomain.xml), neither of which the site uses.
import { pathToFileURL } from 'node:url';

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (!name) continue;
    if (directives.has(name)) throw new Error(`duplicate directive ${name}`);
    directives.set(name, new Set(sources.length ? sources : ["'none'"]));
  }
  return directives;
}

function cspTest(policies, https) {
  if (policies.length === 0) return ['csp-not-implemented', -25];
  if (policies.length > 1) return ['several policies: score them with the public scanner', -25];
  let csp;
  try {
    csp = parsePolicy(policies[0]);
  } catch {
    return ['csp-header-invalid', -25];
  }
  const any = new Set(['*']);
  const script = new Set(csp.get('script-src') ?? csp.get('default-src') ?? any);
  const style = new Set(csp.get('style-src') ?? csp.get('default-src') ?? any);
  const object = csp.get('object-src') ?? csp.get('default-src') ?? any;
  for (const list of [script, style]) {
    if ([...list].some((source) => HASH_OR_NONCE.test(source))) list.delete("'unsafe-inline'");
  }
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((source) => HASH_OR_NONCE.test(source))) return ['csp-header-invalid', -25];
    for (const source of script) {
      if ([...BROAD].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") {
        script.delete(source);
      }
    }
  }
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script]);
  const insecure = (sources) => https && sources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'));
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  if (insecure(active)) return ['csp-implemented-with-insecure-scheme', -20];
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (insecure(passive)) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

function hstsTest(value, https) {
  if (!https) return ['hsts-not-implemented-no-https', -20];
  const maxAge = value?.match(/max-age\s*=\s*"?(\d+)/i)?.[1];
  if (!value) return ['hsts-not-implemented', -20];
  if (maxAge === undefined) return ['hsts-header-invalid', -20];
  return Number(maxAge) >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function referrerTest(value) {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const last = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .at(-1);
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return ['referrer-policy-private', 5];
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) {
    return ['referrer-policy-unsafe', -5];
  }
  return ['referrer-policy-header-invalid', -5];
}

function sriTest(html, contentType) {
  if (!/html/.test(contentType ?? '')) return ['sri-not-implemented-response-not-html', 0];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes);
  const external = scripts.filter((attributes) => /\ssrc="(?:https?:)?\/\//i.test(` ${attributes}`));
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  if (external.length > 0) return ['external scripts: score them with the public scanner', -5];
  return scripts.some((attributes) => /\ssrc=/.test(` ${attributes}`) && /\sintegrity=/.test(` ${attributes}`))
    ? ['sri-implemented-and-all-scripts-loaded-securely', 5]
    : ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
}

function frameTest(value, policies) {
  if (policies.length === 1 && /(^|;)\s*frame-ancestors\s/i.test(policies[0])) {
    return ['x-frame-options-implemented-via-csp', 5];
  }
  if (!value) return ['x-frame-options-not-implemented', -20];
  const xfo = value.trim().toLowerCase();
  if (['deny', 'sameorigin'].includes(xfo)) return ['x-frame-options-sameorigin-or-deny', 0];
  return xfo.startsWith('allow-from')
    ? ['x-frame-options-allow-from-origin', 0]
    : ['x-frame-options-header-invalid', -20];
}

function corpTest(value) {
  const corp = value?.trim().toLowerCase();
  if (!corp) return ['cross-origin-resource-policy-not-implemented', 0];
  if (corp === 'same-origin' || corp === 'same-site')
    return [`cross-origin-resource-policy-implemented-with-${corp}`, 10];
  if (corp === 'cross-origin') return ['cross-origin-resource-policy-implemented-with-cross-origin', 0];
  return ['cross-origin-resource-policy-header-invalid', -5];
}

/**
 * @param {{ headers: [string, string][], html: string, https: boolean, redirectsToHttps: boolean }} page
 * @returns {{ score: number, grade: string, tests: { test: string, result: string, modifier: number }[] }}
 */
export function observatoryScore({ headers, html, https, redirectsToHttps }) {
  const all = (name) => headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);
  const first = (name) => all(name)[0];
  const policies = all('content-security-policy').flatMap((value) => value.split(',').map((p) => p.trim()));
  const acao = first('access-control-allow-origin');
  const tests = [
    ['content-security-policy', cspTest(policies, https)],
    [
      'cookies',
      all('set-cookie').length ? ['cookies present: score them with the public scanner', -5] : ['cookies-not-found', 0],
    ],
    [
      'cross-origin-resource-sharing',
      acao && first('access-control-allow-credentials') === 'true'
        ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
        : ['cross-origin-resource-sharing-not-implemented-or-public', 0],
    ],
    ['redirection', redirectsToHttps ? ['redirection-to-https', 0] : ['redirection-missing', -20]],
    ['referrer-policy', referrerTest(first('referrer-policy'))],
    ['strict-transport-security', hstsTest(first('strict-transport-security'), https)],
    ['subresource-integrity', sriTest(html, first('content-type'))],
    [
      'x-content-type-options',
      first('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : ['x-content-type-options-not-implemented', -5],
    ],
    ['x-frame-options', frameTest(first('x-frame-options'), policies)],
    ['cross-origin-resource-policy', corpTest(first('cross-origin-resource-policy'))],
  ].map(([test, [result, modifier]]) => ({ test, result, modifier }));

  const penalties = 100 + tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? 100 + tests.reduce((sum, { modifier }) => sum + modifier, 0) : penalties);
  const grades = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ];
  return { score, grade: grades.find(([floor]) => score >= floor)[1], tests };
}

async function main() {
  const [target, flag] = process.argv.slice(2);
  if (!target) {
    console.error('usage: node scripts/observatory-score.mjs <url> [--as-https]');
    process.exit(2);
  }
  const url = new URL(target);
  const asHttps = flag === '--as-https';
  const response = await fetch(url, { redirect: 'follow' });
  let redirectsToHttps = asHttps;
  if (url.protocol === 'https:') {
    const plain = await fetch(`http://${url.host}${url.pathname}`, { redirect: 'manual' }).catch(() => null);
    const location = plain?.headers.get('location') ?? '';
    redirectsToHttps = plain === null || location.startsWith(`https://${url.hostname}`);
  }
  const result = observatoryScore({
    headers: [...response.headers],
    html: await response.text(),
    https: asHttps || url.protocol === 'https:',
    redirectsToHttps,
  });
  for (const { test, result: outcome, modifier } of result.tests) {
    console.info(`${test.padEnd(32)} ${String(modifier).padStart(4)}  ${outcome}`);
  }
  console.info(`\nscore ${result.score}, grade ${result.grade}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
