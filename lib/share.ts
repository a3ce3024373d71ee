/** WhatsApp's own address for a message to send: it opens the app (or WhatsApp Web) with the text filled in. */
export const WHATSAPP_SEND = 'https://wa.me/';

/**
 * The address that opens WhatsApp with `title`, a new line and `address` (an absolute page address) as a message
 * for the visitor to send to whom they choose; nothing reaches WhatsApp before they follow it.
 *
 * The title is percent-encoded as usual. The address keeps its `:` and `/` (legal in a query) and follows a no-break
 * space rather than the encoded new line directly: a prerendered page carries a placeholder origin, which the page
 * cache replaces with SITE_URL only where the origin stands alone (lib/serving/page-cache/site-origin.mjs), and
 * after `%0A` it would read as the end of a longer scheme (`Ahttps://`). Everything else in the address that would
 * end or split the query (`#`, `&`, `+`, `%`…) is encoded.
 */
export function whatsAppHref(title: string, address: string): string {
  const text = `${encodeURIComponent(title)}%0A\u00a0${encodeURIComponent(address).replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
  return `${WHATSAPP_SEND}?text=${text}`;
}
