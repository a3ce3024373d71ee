import { members } from '../../content/members';
import { LOCALES, localePath } from '../../lib/i18n/locales';
import { memberPath } from '../../lib/member-pages';

/**
 * Six member firms' pages, in both languages, for the checks too slow to run on all 132 (axe, the Nu checker): the
 * longest registered name, a firm with and one without a telephone, and one of each of three other industries.
 * e2e/members.spec.ts covers every page; linkinator crawls them all from the directory.
 */
const longestName = [...members].sort((a, b) => b.firm.length - a.firm.length)[0]!;
const withPhone = members.find((m) => m.phone)!;
const withoutPhone = members.find((m) => !m.phone)!;
const others = ['Rice milling', 'Textiles & garments', 'Agro implements'].map((category) =>
  members.find((m) => m.category === category)!,
);
const ids = [...new Set([longestName, withPhone, withoutPhone, ...others].map((m) => m.id))];

export const MEMBER_SAMPLE: readonly string[] = ids.flatMap((id) =>
  LOCALES.map((locale) => localePath(locale, memberPath(id))),
);
