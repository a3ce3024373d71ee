/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MONTH_NAMES, formatDate } from '@/lib/format';
import { GLOSSARY, type Term } from '@/content/glossary';
import { MEDIA_TEXT, UI } from '@/content/ui';
import { SEARCH_TEXT } from '@/content/search';
import { ROUTE_GROUPS, ROUTES, groupLabel, routeText } from '@/lib/routes';
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

/**
 * Every Tamil text a visitor reads, with the file it is in: content/'s pairs, the frame's words (content/ui.ts,
 * content/search.ts, whose sentences are made with sample numbers), and the route table's titles and descriptions.
 */
function allTamil(): { file: string; where: string; text: string }[] {
  const texts = words.map(({ where, words }) => ({
    file: `content/${where.split('.ts')[0]}.ts`,
    where,
    text: words.ta,
  }));
  const strings = (file: string, name: string, value: object) => {
    for (const [key, item] of Object.entries(value)) {
      const where = `${name}.${key}`;
      if (typeof item === 'string') texts.push({ file, where, text: item });
      else if (typeof item === 'function')
        for (const count of [0, 1, 5]) texts.push({ file, where, text: String(item(count, 'x')) });
      else if (item && typeof item === 'object') strings(file, where, item);
    }
  };
  strings('content/ui.ts', 'UI.ta', UI.ta);
  strings('content/ui.ts', 'MEDIA_TEXT.ta', MEDIA_TEXT.ta);
  strings('content/search.ts', 'SEARCH_TEXT.ta', SEARCH_TEXT.ta);
  for (const route of ROUTES)
    for (const [key, text] of Object.entries(routeText(route, 'ta')))
      texts.push({ file: 'lib/route-table.mjs', where: `${route.path} ${key}`, text });
  for (const group of ROUTE_GROUPS)
    texts.push({ file: 'lib/route-table.mjs', where: `group ${group.id}`, text: groupLabel(group, 'ta') });
  return texts;
}

/** The glossary's words to avoid that a Tamil text uses: a word matched at a word's start, a pattern anywhere. */
export function avoidedIn(text: string, terms: readonly Term[] = Object.values(GLOSSARY)): string[] {
  const spaced = ` ${text.split(/[\s.,;:!?()“”"'‘’–—/]+/u).join(' ')}`;
  return terms
    .flatMap((term) =>
      (term.avoid ?? []).filter((avoid) =>
        typeof avoid === 'string' ? spaced.includes(` ${avoid}`) : avoid.test(text),
      ),
    )
    .map(String);
}

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
    const found = allTamil().flatMap(({ file, where, text }) =>
      avoidedIn(text).map((avoid) => `${file} (${where}): ${avoid} in “${text}”`),
    );
    expect(found).toEqual([]);
  });

  test('a long form the glossary expands once is written out at most once on a page (a content module)', () => {
    const longForms = Object.values(GLOSSARY as Record<string, Term>).flatMap((term) =>
      term.expandOnce ? [term.expandOnce] : [],
    );
    const found: string[] = [];
    const files = new Map<string, ReturnType<typeof allTamil>>();
    for (const text of allTamil()) files.set(text.file, [...(files.get(text.file) ?? []), text]);
    for (const [file, texts] of files) {
      if (file !== 'content/glossary.ts')
        for (const long of longForms) {
          const uses = texts.filter(({ text }) => text.includes(long));
          if (uses.length > 1)
            found.push(`${file}: “${long}” ${uses.length} times (${uses.map((u) => u.where).join(', ')})`);
        }
    }
    expect(found).toEqual([]);
  });

  test('the glossary test catches a word to avoid, a stem with a case ending and a pattern', () => {
    expect(avoidedIn('தாமதமான பணப் பட்டுவாடாவுக்கு உதவி')).toContain('பணப் பட்டுவாடா');
    expect(avoidedIn('வெளிநாட்டு வாங்குவோரைக் கண்டறிதல்')).toContain('வாங்குவோ');
    expect(avoidedIn('அரங்கு எண் 12')).toHaveLength(1);
    expect(avoidedIn('கடை அரங்கு எண் 12; ராசி அரங்கம்')).toEqual([]);
    expect(avoidedIn('1987-ல் திறக்கப்பட்டது')).toHaveLength(1);
    expect(avoidedIn('1987-இல் திறக்கப்பட்டது; கண்காட்சியாளர்கள்')).toEqual([]);
    expect(avoidedIn('மாசு கட்டுப்பாட்டு இசைவாணை; நீர்மூழ்கி பம்புகள்')).toHaveLength(2);
    expect(avoidedIn('தமிழ்நாடு மாசு கட்டுப்பாடு வாரியம்; மாசுக் கட்டுப்பாடு; நீர்மூழ்கிப் பம்புகள்')).toEqual([]);
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
