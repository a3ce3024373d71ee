import type { Locale } from './locales';

/** A text in both languages. Facts (years, telephone numbers, ids, addresses of pages) are kept once, beside it. */
export interface Words {
  readonly en: string;
  readonly ta: string;
}

/**
 * The shape a content module is written in: any free-text `string` of the view's type `T` may be given as `Words`
 * (both languages) or stay one plain string (a fact, or a firm's registered name, the same in both). Literal types
 * (a district, a category, a role) are keys, never translated in place: their labels live in label tables.
 */
export type Localisable<T> = T extends string
  ? string extends T
    ? string | Words
    : T
  : T extends readonly (infer U)[]
    ? readonly Localisable<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Localisable<T[K]> }
      : T;

export function isWords(value: unknown): value is Words {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Words).en === 'string' && typeof (value as Words).ta === 'string';
}

const resolved: Record<Locale, WeakMap<object, unknown>> = { en: new WeakMap(), ta: new WeakMap() };

function resolve(value: unknown, locale: Locale): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isWords(value)) return value[locale];
  const cache = resolved[locale];
  if (cache.has(value)) return cache.get(value);
  const out = Array.isArray(value)
    ? value.map((item) => resolve(item, locale))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, locale)]));
  cache.set(value, out);
  return out;
}

/** The type of `T` in one language: every `Words` in it a plain string. */
export type InLocale<T> = T extends Words
  ? string
  : T extends readonly (infer U)[]
    ? readonly InLocale<U>[]
    : T extends object
      ? { readonly [K in keyof T]: InLocale<T[K]> }
      : T;

/**
 * Content in one language: every `Words` in `value` replaced by its text in `locale`, the facts left as they are.
 * Resolved once per object and language: content is static, and a page reads the same module many times.
 */
export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  return resolve(value, locale) as InLocale<T>;
}

/** A text with its `{name}` placeholders filled in (`'All {count} firms'`, `{ count: 7 }`); an unknown name stays. */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
