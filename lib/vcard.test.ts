/** @jest-environment node */
import ICAL from 'ical.js';
import { members } from '@/content/members';
import { CRLF } from '@/lib/feeds/ical';
import { inLocale } from '@/lib/i18n/words';
import { memberVcard, memberVcardFileName } from './member-vcard';
import { buildOrganisationCard, escapeVcardField, escapeVcardText, telUri } from './vcard';

const SITE_URL = 'https://www.rasi.example.org';
const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/** The card as a real reader sees it: ical.js reads vCard 4.0 (its `vcard` design set). */
function read(text: string) {
  const card = new ICAL.Component(ICAL.parse(text));
  const value = (name: string) => card.getFirstPropertyValue(name) as unknown;
  return { card, value };
}

/** Every physical line ends in CRLF, none is longer than 75 octets, and no bare CR or LF is left. */
function expectContentLines(text: string) {
  expect(text.endsWith(CRLF)).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.slice(0, -CRLF.length).split(CRLF)) expect(octets(line)).toBeLessThanOrEqual(75);
}

describe('escaping', () => {
  test('a text value escapes backslash, comma and newline, and leaves a semicolon', () => {
    expect(escapeVcardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c;d\\ne\\nf');
  });

  test('a field of a compound value escapes the semicolon too', () => {
    expect(escapeVcardField('Plot 14; SIDCO, Thuvakudi')).toBe('Plot 14\\; SIDCO\\, Thuvakudi');
  });

  test('controls are dropped, tabs kept', () => {
    expect(escapeVcardText('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('telUri', () => {
  test.each([
    ['+91 431 250 6218', 'tel:+91-431-250-6218'],
    ['+91 94866 35092', 'tel:+91-94866-35092'],
    ['+91 (431) 250-6218', 'tel:+91-431-250-6218'],
  ])('%s is %s', (phone, uri) => {
    expect(telUri(phone)).toBe(uri);
  });

  test('a number not in international form is no URI', () => {
    expect(telUri('0431 250 6218')).toBeNull();
    expect(telUri('+91 431; DROP')).toBeNull();
  });
});

describe('buildOrganisationCard', () => {
  const hostile = {
    prodId: '-//Test//EN',
    name: 'Commas, semicolons; and a backslash \\ Pvt Ltd',
    contactPerson: 'Line one\nline two',
    telephone: '0431 250 6218 (office)',
    locality: 'Thanjavur; Kumbakonam',
    region: 'Tamil Nadu',
    country: 'India',
    categories: ['Food, drink', 'Rice milling'],
    note: `${'தஞ்சாவூர் மாவட்டம், '.repeat(10)}${'😀'.repeat(30)} ${'x'.repeat(200)}`,
    url: `${SITE_URL}/rasi-members/a`,
  };

  test('reads back, value for value, through a real parser, however hostile the text', () => {
    const text = buildOrganisationCard(hostile);
    expectContentLines(text);
    const { card, value } = read(text);
    expect(value('version')).toBe('4.0');
    expect(value('kind')).toBe('org');
    expect(value('fn')).toBe(hostile.name);
    expect(value('org')).toBe(hostile.name);
    expect(value('related')).toBe(hostile.contactPerson);
    expect(value('tel')).toBe(hostile.telephone);
    expect(value('adr')).toEqual(['', '', '', hostile.locality, 'Tamil Nadu', '', 'India']);
    expect(card.getFirstProperty('categories')!.getValues()).toEqual(hostile.categories);
    expect(value('note')).toBe(hostile.note);
    expect(value('url')).toBe(hostile.url);
  });

  test('has no telephone line, and no e-mail, when none is given', () => {
    const text = buildOrganisationCard({ ...hostile, telephone: undefined });
    expect(unfold(text)).not.toMatch(/^TEL[;:]/m);
    expect(text).not.toMatch(/EMAIL|@/);
    expect(read(text).card.getAllProperties('tel')).toEqual([]);
  });
});

describe.each(members.map((member) => [member.id, member] as const))('the vCard of %s', (_id, member) => {
  const m = inLocale(member, 'en');
  const text = memberVcard(member, SITE_URL);

  test('is vCard 4.0 in content lines a reader folds back: CRLF, at most 75 octets each', () => {
    expect(text.startsWith(`BEGIN:VCARD${CRLF}VERSION:4.0${CRLF}`)).toBe(true);
    expect(text.endsWith(`END:VCARD${CRLF}`)).toBe(true);
    expectContentLines(text);
  });

  test('round-trips the firm, its contact person, its district and its page through ical.js', () => {
    const { value } = read(text);
    expect(value('fn')).toBe(m.firm);
    expect(value('org')).toBe(m.firm);
    expect(value('related')).toBe(m.contact);
    expect((value('adr') as string[])[3]).toBe(m.district);
    expect((value('adr') as string[])[4]).toBe('Tamil Nadu');
    expect(value('url')).toBe(`${SITE_URL}/rasi-members/${m.id}`);
    expect(value('note')).toContain(m.products.join(', '));
  });

  test(
    member.phone ? 'round-trips its telephone as a tel: URI' : 'has no telephone line, as the firm gave none',
    () => {
      const tel = read(text).card.getAllProperties('tel');
      if (!member.phone) {
        expect(tel).toEqual([]);
        expect(unfold(text)).not.toMatch(/^TEL/m);
        return;
      }
      expect(tel).toHaveLength(1);
      const uri = tel[0]!.getFirstValue() as string;
      expect(uri).toMatch(/^tel:\+[0-9-]+$/);
      expect(uri.replace(/\D/g, '')).toBe(member.phone.replace(/\D/g, ''));
    },
  );

  test('holds no e-mail address', () => {
    expect(text).not.toContain('@');
  });

  test('is saved as <id>.vcf', () => {
    expect(memberVcardFileName(member.id)).toBe(`${member.id}.vcf`);
  });
});
