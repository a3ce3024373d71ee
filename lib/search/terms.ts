import { MAX_QUERY_TERMS, MAX_TERM_LENGTH } from './search-limits';

// A word is a run of letters of any script with their combining marks (Tamil vowel signs are marks), and digits;
// anything else separates words. So a query is only ever words: `(a+)+$`, `[` or `<script>` are read as the words
// in them, if any, and never as a pattern or as markup.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, as they are written, with where each starts, one at a time. */
export function* eachWord(text: string): Generator<{ word: string; index: number }> {
  for (const match of text.matchAll(WORD)) yield { word: match[0], index: match.index };
}

/** The words of a text, as they are written, with where each starts. */
export function words(text: string): { word: string; index: number }[] {
  return [...eachWord(text)];
}

const ASCII = /^[\x00-\x7f]*$/;

/** A word as it is indexed and looked for: lower case, without the accents of Latin letters (`café` is `cafe`). */
export function fold(word: string): string {
  // Most words are plain ASCII, which normalising leaves as it is; this runs for every word a snippet shows.
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The index's tokenizer: the words of a field. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A word as the index holds it: folded, and none for a single character (an initial, the `s` of "President's"),
 * which would match nearly everything and mean nothing.
 */
export function indexTerm(word: string): string | null {
  const folded = fold(word);
  return [...folded].length > 1 ? folded : null;
}

/**
 * The words of a query that are looked for: as the index holds them, each once, at most MAX_QUERY_TERMS of them,
 * each cut to MAX_TERM_LENGTH characters.
 */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(query)) {
    const term = indexTerm(word);
    if (term) terms.add([...term].slice(0, MAX_TERM_LENGTH).join(''));
    if (terms.size === MAX_QUERY_TERMS) break;
  }
  return [...terms];
}
