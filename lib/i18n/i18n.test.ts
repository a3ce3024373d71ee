/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MONTH_NAMES, formatDate } from '@/lib/format';
import { GLOSSARY } from '@/content/glossary';
import { localePath, splitLocale } from './locales';
import { inLocale, isWords, type Words } from './words';

const CONTENT = join(__dirname, '../../content');

/** Every `Words` in every module of content/, with where it is. */
function allWords(): { where: string; words: Words }[] {
  const found: { where: string; words: Words }[] = [];
  const walk = (value: unknown, where: string) => {
    if (isWords(value)) found.push({ where, words: value });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
  };
  for (const file of readdirSync(CONTENT).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(join(CONTENT, file)) as Record<string, unknown>;
    walk(exports, file);
  }
  return found;
}

const words = allWords();
const TAMIL = /\p{Script=Tamil}/u;

describe('the content in Tamil', () => {
  test('there is a lot of it', () => {
    expect(words.length).toBeGreaterThan(1000);
  });

  test('every text has its Tamil, in Tamil script', () => {
    const missing = words.filter(({ words }) => !words.ta.trim() || !TAMIL.test(words.ta)).map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  test('a Tamil text keeps the numbers of its English', () => {
    const digits = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
    const differ = words
      .filter(({ words }) => JSON.stringify(digits(words.en)) !== JSON.stringify(digits(words.ta)))
      .map(({ where, words }) => `${where}: ${words.en}`);
    expect(differ).toEqual([]);
  });

  test('no Tamil text uses a word the glossary says to avoid', () => {
    const wordsOf = (text: string) => text.split(/[\s.,;:!?()“”"'‘’–—/]+/u);
    const found: string[] = [];
    for (const term of Object.values(GLOSSARY)) {
      for (const avoid of 'avoid' in term ? term.avoid : []) {
        for (const { where, words } of allWords()) {
          const text = wordsOf(words.ta).join(' ');
          if (` ${text} `.includes(` ${avoid} `) || wordsOf(words.ta).some((w) => w.startsWith(avoid))) {
            found.push(`${where}: ${avoid}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('inLocale', () => {
  test('puts every pair in one language and leaves the facts', () => {
    const value = { name: { en: 'Karur', ta: 'கரூர்' }, year: 1972, list: [{ en: 'a', ta: 'அ' }, 'fact'] };
    expect(inLocale(value, 'ta')).toEqual({ name: 'கரூர்', year: 1972, list: ['அ', 'fact'] });
    expect(inLocale(value, 'en')).toEqual({ name: 'Karur', year: 1972, list: ['a', 'fact'] });
  });

  test('resolves an object once per language', () => {
    const value = { a: { en: 'x', ta: 'ய' } };
    expect(inLocale(value, 'ta')).toBe(inLocale(value, 'ta'));
  });
});

describe('addresses', () => {
  test.each([
    ['/', '/ta'],
    ['/aboutrasi', '/ta/aboutrasi'],
    ['/vision&mission', '/ta/vision&mission'],
  ])('%s in Tamil is %s, and back', (path, tamil) => {
    expect(localePath('ta', path)).toBe(tamil);
    expect(localePath('en', path)).toBe(path);
    expect(splitLocale(tamil)).toEqual({ locale: 'ta', path });
    expect(splitLocale(path)).toEqual({ locale: 'en', path });
  });

  test('an English path that only starts with "ta" is English', () => {
    expect(splitLocale('/tamil')).toEqual({ locale: 'en', path: '/tamil' });
  });
});

describe('dates', () => {
  test('the month names are those of Intl for each language', () => {
    for (const [locale, tag] of [
      ['en', 'en-IN'],
      ['ta', 'ta-IN'],
    ] as const) {
      const intl = MONTH_NAMES[locale].map((_, month) =>
        new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 1))),
      );
      expect(MONTH_NAMES[locale]).toEqual(intl);
    }
  });

  test('a date reads as Intl writes it in each language', () => {
    const long = (tag: string) =>
      new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const date = new Date(Date.UTC(2026, 9, 2));
    expect(formatDate('2026-10-02', 'en')).toBe(long('en-IN').format(date));
    expect(formatDate('2026-10-02', 'ta')).toBe(long('ta-IN').format(date));
  });
});
