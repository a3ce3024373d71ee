/** @jest-environment node */
import { PLACEHOLDER_ORIGIN, swapInText } from '@/lib/serving/page-cache/site-origin.mjs';
import { pageUrl } from '@/lib/seo/page-urls';
import { itemAnchor } from './anchors';
import { whatsAppHref } from './share';

const SITE = 'https://www.rasi.example';
const message = (href: string) => new URL(href).searchParams.get('text');

describe('whatsAppHref', () => {
  test("is WhatsApp's send address with the title, a new line and the page's absolute address", () => {
    const href = whatsAppHref('Kaveri Polymers', pageUrl('/rasi-members/kaveri-polymers', SITE));
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(message(href)).toBe('Kaveri Polymers\n\u00a0https://www.rasi.example/rasi-members/kaveri-polymers');
  });

  test("carries the page's language: a Tamil title and the Tamil address", () => {
    const href = whatsAppHref('டெல்டா தொழில் கண்காட்சி 2027', `${pageUrl('/tradefairs', SITE, 'ta')}#tradefair-x`);
    expect(message(href)).toBe('டெல்டா தொழில் கண்காட்சி 2027\n\u00a0https://www.rasi.example/ta/tradefairs#tradefair-x');
    expect(href).not.toMatch(/[\u0b80-\u0bff]/u);
  });

  test('encodes whatever would end or split the query, in the title and in the address', () => {
    const title = 'Fees & dues: 50% off #1 + more?';
    const address = `${pageUrl('/vision&mission', SITE)}#${itemAnchor('notification', 'a b')}`;
    const href = whatsAppHref(title, address);
    const query = href.slice('https://wa.me/?'.length);
    expect(query.split('&')).toHaveLength(1);
    expect(href).not.toContain('#');
    expect(href).not.toContain(' ');
    expect(message(href)).toBe(`${title}\n\u00a0${address}`);
  });

  test('a prerendered page gets the real site address when the page cache serves it', () => {
    const href = whatsAppHref('Notice', `${pageUrl('/notification', PLACEHOLDER_ORIGIN)}#notification-7`);
    const served = swapInText(`<a href="${href}">`, PLACEHOLDER_ORIGIN, SITE);
    expect(served).not.toContain(PLACEHOLDER_ORIGIN);
    expect(message(served.slice('<a href="'.length, -2))).toBe(
      'Notice\n\u00a0https://www.rasi.example/notification#notification-7',
    );
  });
});
