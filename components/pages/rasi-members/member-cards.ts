import { itemAnchor } from '@/lib/anchors';
import { memberFields, type MemberInLocale } from '@/lib/directory';
import type { MemberFields } from '@/lib/directory-filter';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { memberPath, telHref } from '@/lib/member-pages';
import { pageHref } from '@/lib/seo/page-urls';
import { DISTRICT_LABELS } from '@/content/glossary';
import { MEMBER_CATEGORY_LABELS, memberDirectoryPageText as text, members as allMembers } from '@/content/members';
import styles from './member-directory.module.css';

/** One firm's card as HTML, cut where a hidden card carries its `hidden` attribute, and what the filter reads. */
export interface MemberCard {
  readonly fields: MemberFields;
  readonly head: string;
  readonly tail: string;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text safe in an element or a double-quoted attribute, escaped as React escapes it. */
const escape = (value: string | number | undefined) => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const fact = (term: string, value: string) => `<div><dt>${escape(term)}</dt><dd>${value}</dd></div>`;

function card(member: MemberInLocale, locale: Locale): MemberCard {
  const fields = memberFields(member);
  const lang = locale === 'en' ? '' : ' lang="en"';
  const phone = member.phone
    ? fact(text.telephoneLabel[locale], `<a href="${escape(telHref(member.phone))}">${escape(member.phone)}</a>`)
    : '';
  return {
    fields,
    head: `<li id="${escape(itemAnchor('member', member.id))}" class="${escape(styles.card)}"`,
    tail:
      ` data-category="${escape(fields.category)}" data-district="${escape(fields.district)}">` +
      `<h2 class="${escape(styles.firm)}"><a href="${escape(pageHref(memberPath(member.id), locale))}"${lang}>` +
      `${escape(member.firm)}</a></h2>` +
      `<p class="${escape(styles.tags)}"><span>${escape(MEMBER_CATEGORY_LABELS[member.category][locale])}</span>` +
      `<span>${escape(DISTRICT_LABELS[member.district][locale])}</span></p>` +
      `<dl class="${escape(styles.details)}">` +
      fact(text.contactLabel[locale], escape(member.contact)) +
      fact(text.productsLabel[locale], escape(member.products.join(', '))) +
      fact(text.memberSinceLabel[locale], escape(member.memberSince)) +
      phone +
      `</dl></li>`,
  };
}

// Each language's cards, written once per server process: the directory's markup is the same on every request but
// for which cards are hidden, and 132 cards through React cost a filtered directory most of its render (issue 56).
const CARDS: Partial<Record<Locale, readonly MemberCard[]>> = {};

/** Every member firm's card in one language, in the directory's order. */
export function memberCards(locale: Locale): readonly MemberCard[] {
  return (CARDS[locale] ??= inLocale(allMembers, locale).map((member) => card(member, locale)));
}

/** The cards as one list's inner HTML, those that `matches` refuses hidden (and so skipped by the filter's count). */
export function memberCardsHtml(cards: readonly MemberCard[], matches: (fields: MemberFields) => boolean): string {
  let html = '';
  for (const { fields, head, tail } of cards) html += matches(fields) ? head + tail : `${head} hidden=""${tail}`;
  return html;
}
