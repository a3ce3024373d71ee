// Puts a page's stylesheets into its HTML, so that the first paint waits for no request: on a phone each
// stylesheet costs a round trip after the HTML, and the page cannot paint before it arrives.
//
// Next's own `experimental.inlineCss` does this too, but also copies every stylesheet into the router payload
// of every page (the HTML grows by twice the CSS). Here the CSS goes into the HTML once, and each `<link>` stays,
// `disabled`: React finds it when it hydrates (so it neither fetches nor inserts it again), and the browser
// neither waits for it nor fetches and parses it a second time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The page's stylesheets, and the ones Next preloads for components that render later (the navigation's bars).
const STYLESHEET_LINK =
  /<link rel="(?:stylesheet|preload)" href="\/_next\/static\/([^"?#]+\.css)"(?: data-precedence="next"| as="style")\/>/g;
const MAX_INLINE_BYTES = 64 * 1024;

/**
 * @param {string} staticDir the build's `.next/static` folder
 * @returns {(html: string) => string}
 */
export function stylesheetInliner(staticDir) {
  /** @type {Map<string, string | null>} */
  const files = new Map();
  const read = (/** @type {string} */ file) => {
    if (!files.has(file)) {
      let css = null;
      try {
        if (!file.split('/').includes('..')) css = readFileSync(join(staticDir, file), 'utf8');
      } catch {
        // A missing file keeps its <link>: the page is then styled the usual way.
      }
      files.set(file, css);
    }
    return files.get(file) ?? null;
  };

  return (html) => {
    const links = [...html.matchAll(STYLESHEET_LINK)].filter(([, file]) => read(file) !== null);
    if (links.length === 0) return html;
    const css = links.map(([, file]) => read(file)).join('\n');
    // `</style` inside the CSS would end the element early; such a stylesheet stays a request.
    if (css.length > MAX_INLINE_BYTES || /<\/style/i.test(css)) return html;
    const hrefs = links.map(([, file]) => `/_next/static/${file}`).join(' ');
    const style = `<style data-precedence="next" data-href="${hrefs}">${css}</style>`;
    let first = true;
    return html.replace(STYLESHEET_LINK, (link, file) => {
      if (read(file) === null) return link;
      const kept = `<link rel="stylesheet" disabled="" href="/_next/static/${file}" data-precedence="next"/>`;
      if (!first) return kept;
      first = false;
      return style + kept;
    });
  };
}
