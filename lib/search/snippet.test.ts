/** @jest-environment node */
import { highlight, snippet, SNIPPET_LENGTH, type Segment } from './snippet';

const show = (segments: readonly Segment[]) => segments.map((s) => (s.marked ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  test('marks every word whose folded form matched, and keeps the text as it was written', () => {
    const matched = new Set(['membership', 'renewal']);
    expect(show(highlight('Membership renewal: MEMBERSHIP fees', matched))).toBe(
      '[Membership] [renewal]: [MEMBERSHIP] fees',
    );
  });

  test('marks whole words only, and treats markup as text', () => {
    expect(show(highlight('<b>gst</b> GSTR-3B', new Set(['gst'])))).toBe('<b>[gst]</b> GSTR-3B');
    expect(highlight('plain', new Set(['other']))).toEqual([{ text: 'plain', marked: false }]);
  });
});

describe('snippet', () => {
  const long = `${'Filler words before the point. '.repeat(12)}The help desk at Thuvakudi opens at ten. ${'And more words after it. '.repeat(12)}`;

  test('cuts the passage around the first matched word, at spaces, with ellipses where it was cut', () => {
    const segments = snippet([long], new Set(['desk']));
    expect(show(segments)).toMatch(/^….*\[desk\].*…$/);
    const plain = segments.map((s) => s.text).join('');
    expect(plain.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    // Whole words: what follows the first ellipsis starts a word of the passage, and what precedes the last ends one.
    expect(long).toContain(` ${plain.slice(1, 30)}`);
    expect(long).toContain(`${plain.slice(-30, -1)} `);
  });

  test('takes the passage holding the most matched words', () => {
    const segments = snippet(['Only gst here.', 'Both gst and the help desk here.'], new Set(['gst', 'help', 'desk']));
    expect(show(segments)).toBe('Both [gst] and the [help] [desk] here.');
  });

  test('shows the start of the first passage when only the title matched, and nothing when there is none', () => {
    expect(show(snippet(['First passage.', 'Second.'], new Set(['absent'])))).toBe('First passage.');
    expect(snippet([], new Set(['x']))).toEqual([]);
    expect(snippet(['', '  '], new Set(['x']))).toEqual([]);
  });
});
