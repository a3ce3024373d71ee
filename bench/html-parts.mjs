// What a page's HTML is made of, in the order they are taken out of it (each part once): its inlined stylesheets
// (lib/serving/page-cache/inline-styles.mjs), its JSON-LD, the router payload Next writes into every page
// (`self.__next_f.push(…)` scripts, the whole page again as data for hydration), its other scripts, and the rest:
// the markup the visitor reads.
const HTML_PARTS = /** @type {const} */ ([
  ['css', /<style\b[^>]*>[\s\S]*?<\/style>/g],
  ['jsonLd', /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g],
  ['payload', /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?<\/script>/g],
  ['scripts', /<script\b[\s\S]*?<\/script>/g],
]);

/**
 * A page's HTML split into its parts, in bytes of the text as written.
 * @param {string} html
 * @returns {{ css: number, jsonLd: number, payload: number, scripts: number, markup: number }}
 */
export function htmlParts(html) {
  const parts = { css: 0, jsonLd: 0, payload: 0, scripts: 0, markup: 0 };
  let rest = html;
  for (const [name, pattern] of HTML_PARTS) {
    rest = rest.replace(pattern, (match) => {
      parts[name] += Buffer.byteLength(match);
      return '';
    });
  }
  parts.markup = Buffer.byteLength(rest);
  return parts;
}
