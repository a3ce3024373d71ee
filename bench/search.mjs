// The site search's index and queries, in this process, with the modules the server runs (lib/search, compiled by
// bench/typescript-hooks.mjs): the index over the site's content and the demo backend's data (demo/data.mjs), as
// a server builds it when the store hands out new lists; its size (heap growth while it is built, after a full
// garbage collection, and its serialised JSON); and the time of 20 representative queries, each run QUERY_ROUNDS
// times after a warm-up, reported as the median, p95 and slowest of all runs, and the p95 of the slowest query.
// Usable alone: `node bench/search.mjs`.
import { register } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { median, say } from './common.mjs';

export const QUERY_ROUNDS = Number(process.env.SEARCH_ROUNDS ?? 50);
const BUILDS = 5;
const WARM_UP_ROUNDS = 5;

/** What visitors type: page names and their misspellings, prefixes, people and firms, backend items, bad input. */
export const QUERIES = [
  'memb',
  'membership fees',
  'entrepreneurship',
  'services provided',
  'GST help desk',
  'Kaveri Polimers',
  'Meenakshi Sundram',
  'galery',
  'rice mill machinery',
  'delta industrial expo 2027',
  'udyam registration camp',
  'guidance cell bank finance',
  'office bearers',
  'pollution control consent',
  'Thanjavur',
  'export',
  'women entrepreneurs programme',
  'zzqqxx',
  'உறுப்பினர்',
  '(a+)+$ [ <script>alert(1)</script> ' + 'x'.repeat(80),
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

function collector() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  return () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
}

export async function measureSearch() {
  register('./typescript-hooks.mjs', import.meta.url);
  const { createSiteIndex } = await import('../lib/search/engine.ts');
  const { backendDocuments, contentDocuments } = await import('../lib/search/index-documents.ts');
  const { demoLists } = await import('../lib/search/demo-lists.ts');
  const heap = collector();

  say(`search: building the index ${BUILDS} times over the site and the demo data`);
  const documents = [...contentDocuments(), ...backendDocuments(demoLists())];
  const buildMs = [];
  let index;
  let heapBytes = 0;
  for (let i = 0; i < BUILDS; i += 1) {
    index = undefined;
    const before = heap();
    const started = performance.now();
    index = createSiteIndex(documents);
    buildMs.push(performance.now() - started);
    heapBytes = heap() - before;
  }
  const jsonBytes = Buffer.byteLength(JSON.stringify(index));

  say(`search: ${QUERIES.length} queries, ${QUERY_ROUNDS} rounds after ${WARM_UP_ROUNDS} to warm up`);
  for (let r = 0; r < WARM_UP_ROUNDS; r += 1) for (const query of QUERIES) index.search(query);
  const perQuery = new Map(QUERIES.map((query) => [query, []]));
  for (let r = 0; r < QUERY_ROUNDS; r += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      index.search(query);
      perQuery.get(query).push(performance.now() - started);
    }
  }
  const all = [...perQuery.values()].flat().sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(([query, times]) => ({
      query,
      p95: percentile(
        [...times].sort((a, b) => a - b),
        95,
      ),
    }))
    .reduce((a, b) => (b.p95 > a.p95 ? b : a));
  return {
    documents: index.documentCount,
    queries: QUERIES.length,
    rounds: QUERY_ROUNDS,
    buildMs: round(median(buildMs)),
    heapBytes,
    jsonBytes,
    p50Ms: round(percentile(all, 50)),
    p95Ms: round(percentile(all, 95)),
    maxMs: round(all[all.length - 1]),
    slowestQuery: { query: slowest.query.slice(0, 40), p95Ms: round(slowest.p95) },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureSearch());
