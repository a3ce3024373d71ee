/** @jest-environment node */
import { MAX_QUERY_TERMS, MAX_TERM_LENGTH } from './search-limits';
import { fold, queryTerms, words } from './terms';

describe('queryTerms', () => {
  test('reads words in any letter case, without Latin accents, each once', () => {
    expect(queryTerms('GST Help desk help')).toEqual(['gst', 'help', 'desk']);
    expect(queryTerms('Café  Précis')).toEqual(['cafe', 'precis']);
  });

  test('reads markup and pattern characters as the words in them, or as nothing', () => {
    expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert']);
    expect(queryTerms('(a+)+$')).toEqual([]);
    expect(queryTerms('[')).toEqual([]);
    expect(queryTerms('.*')).toEqual([]);
  });

  test('keeps Tamil words whole, vowel signs and all', () => {
    expect(queryTerms('உறுப்பினர் சேர்க்கை')).toEqual(['உறுப்பினர்', 'சேர்க்கை']);
  });

  test('looks for at most MAX_QUERY_TERMS words, each at most MAX_TERM_LENGTH characters', () => {
    const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
    expect(queryTerms('x'.repeat(10_000))).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
  });

  test('leaves out single characters, which would match nearly everything', () => {
    expect(queryTerms("a President's letter")).toEqual(['president', 'letter']);
  });
});

test('words gives each word with where it starts', () => {
  expect(words('Kaveri Polymers, Thuvakudi')).toEqual([
    { word: 'Kaveri', index: 0 },
    { word: 'Polymers', index: 7 },
    { word: 'Thuvakudi', index: 17 },
  ]);
  expect(fold('ÉLAN')).toBe('elan');
});
