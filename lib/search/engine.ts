import MiniSearch, { type Options } from 'minisearch';
import { NO_DESCRIPTION, NO_TITLE } from '@/lib/api/limits';
import { RESULTS_PER_GROUP } from './search-limits';
import type { SearchDocument, SearchKind } from './index-documents';
import { highlight, snippet, type Segment } from './snippet';
import { indexTerm, queryTerms, tokenize } from './terms';

export interface SearchHit {
  readonly id: string;
  readonly kind: SearchKind;
  readonly title: readonly Segment[];
  readonly snippet: readonly Segment[];
  readonly context: string;
  readonly href: string;
}

export interface SearchGroup {
  readonly kind: SearchKind;
  /** How many of this kind matched; at most RESULTS_PER_GROUP of them are in `hits`. */
  readonly total: number;
  readonly hits: readonly SearchHit[];
}

export interface SearchAnswer {
  /** The words looked for (lib/search/terms.ts). */
  readonly terms: readonly string[];
  /** Every match, across the groups, before each group is cut to RESULTS_PER_GROUP. */
  readonly total: number;
  /** Best first: a group's place is that of its best match. */
  readonly groups: readonly SearchGroup[];
}

export interface SiteIndex {
  search(query: string): SearchAnswer;
  readonly documentCount: number;
  /** The index as MiniSearch serialises it, to weigh it. */
  toJSON(): unknown;
}

// The fallback texts of lib/api stand in for what the backend left out: shown, but nothing anyone looks for.
const FALLBACK_TEXTS = new Set<string>([NO_TITLE, NO_DESCRIPTION]);
const said = (text: string) => (FALLBACK_TEXTS.has(text) ? '' : text);

type Field = 'title' | 'names' | 'text';

const OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'names', 'text'] satisfies Field[],
  extractField: (doc, field) =>
    field === 'text' ? doc.passages.map(said).join('\n') : said(String(doc[field as keyof SearchDocument] ?? '')),
  tokenize,
  processTerm: indexTerm,
  searchOptions: {
    // A word in the title counts four times one in the text: "entrepreneurship" is first the page of that name.
    boost: { title: 4, names: 3, text: 1 } satisfies Record<Field, number>,
    // "memb" finds membership; one or two letters would find half the site.
    prefix: (term) => [...term].length >= 3,
    // One typo in a word of 4 to 7 letters, two from 8 ("polimers", "entreprenuership").
    fuzzy: (term) => ([...term].length >= 4 ? 0.25 : false),
    maxFuzzy: 2,
  },
};

/** The documents once each: MiniSearch refuses a repeated id, and the backend's ids are not to be trusted. */
function distinct(documents: readonly SearchDocument[]): SearchDocument[] {
  const seen = new Set<string>();
  return documents.filter((doc) => !seen.has(doc.id) && Boolean(seen.add(doc.id)));
}

/**
 * The site's search index over `documents` (lib/search/index-documents.ts), built with MiniSearch: BM25 ranking, field
 * boosts, prefix and typo-tolerant matching. A query looks for every word first (AND), and for any of them when no
 * document has them all.
 */
export function createSiteIndex(documents: readonly SearchDocument[]): SiteIndex {
  const docs = distinct(documents);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(docs);

  function search(query: string): SearchAnswer {
    const terms = queryTerms(query);
    if (!terms.length) return { terms, total: 0, groups: [] };
    const text = terms.join(' ');
    let results = index.search(text, { combineWith: 'AND' });
    if (!results.length && terms.length > 1) results = index.search(text, { combineWith: 'OR' });

    const groups = new Map<SearchKind, { total: number; hits: SearchHit[] }>();
    for (const result of results) {
      const doc = byId.get(String(result.id));
      if (!doc) continue;
      const group = groups.get(doc.kind) ?? { total: 0, hits: [] };
      groups.set(doc.kind, group);
      group.total += 1;
      if (group.hits.length >= RESULTS_PER_GROUP) continue;
      // The words of the document that matched, typos and prefixes resolved ("polymers" for "polimers").
      const matched = new Set([...result.terms, ...result.queryTerms]);
      group.hits.push({
        id: doc.id,
        kind: doc.kind,
        title: highlight(doc.title, matched),
        snippet: snippet(doc.passages.map(said), matched),
        context: doc.context,
        href: doc.href,
      });
    }
    return {
      terms,
      total: results.length,
      groups: [...groups].map(([kind, group]) => ({ kind, ...group })),
    };
  }

  return { search, documentCount: docs.length, toJSON: () => index.toJSON() };
}
