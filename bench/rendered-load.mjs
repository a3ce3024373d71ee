// The load of a client that floods what nginx cannot cache: every request a search or a filtered directory not
// asked before, in both languages, so that no cache of any kind answers it. The words are the site's own (firm
// names, contact people, products, page titles, in English and Tamil), whole and as prefixes, alone and in pairs;
// the directory's also choose a category or a district now and then. Each list holds far more addresses than a run
// asks for (DISTINCT each), and a list's cursor carries on from one run to the next, so no address is asked twice
// in a run of the benchmark.
import { register } from 'node:module';
import { ROUTES } from '../lib/route-table.mjs';

const DISTINCT = 40_000;

/** A deterministic shuffle (mulberry32), so both builds of a comparison get the same addresses in the same order. */
function shuffled(list, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The words a visitor of one language might type: whole, and their prefixes of three letters or more. */
function wordsOf(texts) {
  const words = new Set();
  for (const text of texts)
    for (const word of text.split(/[\s,.;:()&/'"-]+/u)) {
      const letters = [...word];
      if (letters.length < 3) continue;
      words.add(word.toLowerCase());
      for (let n = 3; n < letters.length; n += 2) words.add(letters.slice(0, n).join('').toLowerCase());
    }
  return [...words];
}

/** Single words and pairs of them, each once, shuffled: `count` queries. */
function queries(words, count, seed) {
  const singles = shuffled(words, seed);
  const out = new Set(singles);
  const a = shuffled(words, seed + 1);
  const b = shuffled(words, seed + 2);
  for (let i = 0; out.size < count && i < a.length * b.length; i += 1) {
    const first = a[i % a.length];
    const second = b[Math.floor(i / a.length) % b.length];
    if (first !== second) out.add(`${first} ${second}`);
  }
  return shuffled([...out].slice(0, count), seed + 3);
}

/**
 * The two lists of addresses: `search` (`/search?q=…`, `/ta/search?q=…`) and `directory` (`/rasi-members?q=…`,
 * `/ta/rasi-members?…`), each DISTINCT long, the languages taking turns.
 */
export async function renderedPaths() {
  register('./typescript-hooks.mjs', import.meta.url);
  const { members, memberCategories, memberDistricts } = await import('../content/members.ts');
  const textOf = (words, locale) => (typeof words === 'string' ? words : words[locale]);
  const perLocale = ['en', 'ta'].map((locale) => {
    const texts = [
      ...members.flatMap((m) => [m.firm, textOf(m.contact, locale), ...m.products.map((p) => textOf(p, locale))]),
      ...ROUTES.map((route) => (locale === 'ta' ? route.ta.title : route.title)),
    ];
    return { locale, prefix: locale === 'ta' ? '/ta' : '', words: wordsOf(texts) };
  });
  const half = DISTINCT / 2;
  const search = perLocale.map(({ prefix, words }, i) =>
    queries(words, half, 11 + i).map((q) => `${prefix}/search?q=${encodeURIComponent(q)}`),
  );
  const directory = perLocale.map(({ prefix, words }, i) =>
    queries(words, half, 23 + i).map((q, n) => {
      const params = new URLSearchParams({ q });
      // One in five also narrowed to a category, one in five to a district.
      if (n % 5 === 1) params.set('category', memberCategories[n % memberCategories.length]);
      if (n % 5 === 3) params.set('district', memberDistricts[n % memberDistricts.length]);
      return `${prefix}/rasi-members?${params}`;
    }),
  );
  const alternate = ([en, ta]) => en.flatMap((path, i) => [path, ta[i]]);
  return { search: alternate(search), directory: alternate(directory) };
}

/**
 * A list's addresses handed out in turn across the runs of one benchmark: `next(n)` is the next `n` of them, after
 * those of the runs before (`advance` with how many a run asked for).
 */
export function rotation(paths) {
  let cursor = 0;
  return {
    paths,
    get cursor() {
      return cursor;
    },
    advance(count) {
      cursor = (cursor + count) % paths.length;
    },
  };
}
