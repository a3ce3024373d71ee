import { eachWord, fold } from './terms';

/** A run of text, marked when it is a word the search matched. Rendered as text nodes, never as markup. */
export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

/** How much of a passage a result shows, in characters. */
export const SNIPPET_LENGTH = 180;
// How much of the passage before its first matched word the snippet keeps, so the word is read in its context.
const LEAD_IN = 50;

/** `text` cut into runs, each word whose folded form is in `matched` marked. */
export function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let pos = 0;
  for (const { word, index } of eachWord(text)) {
    if (!matched.has(fold(word))) continue;
    if (index > pos) segments.push({ text: text.slice(pos, index), marked: false });
    segments.push({ text: word, marked: true });
    pos = index + word.length;
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), marked: false });
  return segments;
}

/**
 * How many of the matched words `text` holds, looked for as substrings of the folded text: close enough to choose
 * a passage, and far cheaper than reading every passage of every result word by word.
 */
function matchCount(text: string, matched: ReadonlySet<string>): number {
  const folded = fold(text);
  let count = 0;
  for (const term of matched) if (folded.includes(term)) count += 1;
  return count;
}

/** At most `length` characters of `text` from about `from`, cut at spaces, with an ellipsis where it was cut. */
function excerpt(text: string, from: number, length: number): string {
  if (text.length <= length) return text;
  let start = Math.max(0, Math.min(from - LEAD_IN, text.length - length));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = start + length;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * A short extract of a result's passages, its matched words marked: from the passage that holds the most of them
 * (the first such), around the first one; the start of the first passage when only the title matched.
 */
export function snippet(passages: readonly string[], matched: ReadonlySet<string>, length = SNIPPET_LENGTH): Segment[] {
  let best = { passage: '', count: 0 };
  for (const passage of passages) {
    if (!passage.trim()) continue;
    const count = matchCount(passage, matched);
    if (!best.passage || count > best.count) best = { passage, count };
  }
  const text = best.passage.replace(/\s+/g, ' ').trim();
  let first = 0;
  for (const { word, index } of eachWord(text)) {
    if (!matched.has(fold(word))) continue;
    first = index;
    break;
  }
  return text ? highlight(excerpt(text, first, length), matched) : [];
}
