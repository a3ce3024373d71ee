import { CRLF, foldLine } from '@/lib/feeds/ical';

// vCard 4.0 (RFC 6350). Its content lines are iCalendar's (CRLF, folded at 75 octets with a leading space, §3.2), so
// the folding is lib/feeds/ical.ts's; its escaping differs (§3.4): a comma and a backslash are escaped in every text
// value, a semicolon only inside the fields of a compound value (N, ADR, ORG), where it separates them.

// Controls that a vCard text cannot carry (a tab can, a newline is escaped), and unpaired surrogates, which have no UTF-8.
const NOT_TEXT =
  /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const clean = (value: string) => value.replace(/\r\n?/g, '\n').replace(NOT_TEXT, '');

/** A text value (FN, NOTE, one item of CATEGORIES): backslash, comma and newline escaped. */
export function escapeVcardText(value: string): string {
  return clean(value).replace(/[\\,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** One field of a compound value (ADR's locality, ORG's name): a semicolon escaped too. */
export function escapeVcardField(value: string): string {
  return clean(value).replace(/[\\,;\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/**
 * A telephone number as RFC 6350 asks for it (§6.4.1: a `tel:` URI, RFC 3966), when it is written in international
 * form ('+91 431 250 6218' → 'tel:+91-431-250-6218', spaces becoming the URI's visual separators); null otherwise.
 */
export function telUri(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+[0-9][0-9 ().-]*[0-9]$/.test(trimmed)) return null;
  return `tel:${trimmed.replace(/[ ()]+/g, '-').replace(/-{2,}/g, '-')}`;
}

/** An organisation's card: what the site publishes of a firm, and nothing it does not. */
export interface OrganisationCard {
  readonly name: string;
  /** The person to ask for at the firm. */
  readonly contactPerson?: string;
  /** As the firm gave it; left out when it gave none. */
  readonly telephone?: string;
  readonly locality?: string;
  readonly region?: string;
  readonly country?: string;
  readonly categories?: readonly string[];
  readonly note?: string;
  /** The firm's page. */
  readonly url?: string;
  /** Where this card itself can be fetched again. */
  readonly source?: string;
  readonly prodId: string;
}

/**
 * A vCard 4.0 of an organisation (KIND:org), its name as both FN and ORG, every line CRLF-terminated and folded at
 * 75 octets. `X-ABShowAs:COMPANY` asks Apple's Contacts to file it under the firm's name, not an empty person's.
 */
export function buildOrganisationCard(card: OrganisationCard): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `PRODID:${escapeVcardText(card.prodId)}`,
    'KIND:org',
    `FN:${escapeVcardText(card.name)}`,
    `ORG:${escapeVcardField(card.name)}`,
    'X-ABShowAs:COMPANY',
  ];
  if (card.contactPerson) lines.push(`RELATED;TYPE=contact;VALUE=text:${escapeVcardText(card.contactPerson)}`);
  if (card.telephone) {
    const uri = telUri(card.telephone);
    lines.push(
      uri
        ? `TEL;VALUE=uri;TYPE=work,voice:${uri}`
        : `TEL;VALUE=text;TYPE=work,voice:${escapeVcardText(card.telephone)}`,
    );
  }
  if (card.locality || card.region || card.country) {
    // ADR: post office box; extended address; street; locality; region; postal code; country.
    const fields = ['', '', '', card.locality ?? '', card.region ?? '', '', card.country ?? ''];
    lines.push(`ADR;TYPE=work:${fields.map(escapeVcardField).join(';')}`);
  }
  if (card.categories?.length) lines.push(`CATEGORIES:${card.categories.map(escapeVcardText).join(',')}`);
  if (card.note) lines.push(`NOTE:${escapeVcardText(card.note)}`);
  if (card.url) lines.push(`URL:${card.url}`);
  if (card.source) lines.push(`SOURCE:${card.source}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
