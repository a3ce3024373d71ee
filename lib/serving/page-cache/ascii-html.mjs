// Writes a page's HTML with ASCII characters only, each other character as an escape its context decodes to the
// same character: `&#8377;` in markup, `\u20b9` in a script (JavaScript and JSON), `\20b9 ` in a stylesheet.
//
// Why: Node sends a page held as a string, and encodes it to UTF-8 on every request. A string with one character
// above U+00FF (an en dash, the rupee sign) is held as UTF-16, and both its length in bytes (Content-Length) and
// its encoding take a slow path: about 0.25 ms a request for the home page's 120 KB, a tenth of what the server
// spends on it under load. An ASCII string is copied as it is (docs/performance.md). The page reads the same: the
// browser, the script engine and the CSS parser turn each escape back into its character before anything sees it.

const NON_ASCII = /[^\x00-\x7f]/;
// A raw-text element, whose content is not markup: character references are not decoded there.
const RAW_TEXT = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
// A non-ASCII character with the backslashes before it: an odd count means that the last one escapes it.
// With the u flag a match is a code point (a surrogate pair is one), as character references and CSS escapes count.
const ESCAPED_CHARACTER = /(\\*)([^\x00-\x7f])/g;
const ESCAPED_CODE_POINT = /(\\*)([^\x00-\x7f])/gu;

const markupEscape = (/** @type {string} */ text) =>
  text.replace(/[^\x00-\x7f]/gu, (character) => `&#${character.codePointAt(0)};`);

/** `\` + the character is the character itself in both JavaScript strings and CSS, so a lone `\` goes. */
const withoutIdentityEscape = (/** @type {string} */ backslashes) =>
  backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes;

// In JavaScript and JSON, UTF-16 code units: a pair stays a pair of escapes.
const scriptEscape = (/** @type {string} */ text) =>
  text.replace(
    ESCAPED_CHARACTER,
    (_, backslashes, character) =>
      `${withoutIdentityEscape(backslashes)}\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

// In CSS, code points, each escape ended by a space, which the escape takes as its own.
const styleEscape = (/** @type {string} */ text) =>
  text.replace(
    ESCAPED_CODE_POINT,
    (_, backslashes, character) => `${withoutIdentityEscape(backslashes)}\\${character.codePointAt(0).toString(16)} `,
  );

// A page in another script (Tamil) stays as it is: escaping its letters would make it larger as sent (brotli 11: a
// Tamil page 1.14-1.37 times its UTF-8 size, /ta/aboutrasi 10.5 KB -> 14.4 KB), and browsers ask for it compressed,
// which the server does once per version of a page. An English page's few dashes and rupee signs (about 40 on the
// home page) cost no size; a Tamil page has thousands of letters.
const MAX_ESCAPES = 500;

/** Whether escaping `html` is worth it: at most MAX_ESCAPES of its characters need an escape. */
function mostlyAscii(/** @type {string} */ html) {
  const NEEDS_ESCAPE = /[^\x00-\x7f]/g;
  for (let count = 0; NEEDS_ESCAPE.test(html); count += 1) if (count >= MAX_ESCAPES) return false;
  return true;
}

/**
 * The same document in ASCII, as a string Node sends without re-encoding it; `html` itself when it is ASCII already,
 * or when it is mostly written in another script (see MAX_ESCAPES).
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html) || !mostlyAscii(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [element, tag, content] = match;
    const start = match.index;
    const contentStart = start + element.indexOf('>') + 1;
    out += markupEscape(html.slice(last, contentStart));
    out += tag.toLowerCase() === 'script' ? scriptEscape(content) : styleEscape(content);
    last = contentStart + content.length;
  }
  out += markupEscape(html.slice(last));
  // Slices of a UTF-16 string stay UTF-16 in V8 even when their characters are ASCII: copy the result into a string
  // held one byte per character.
  return Buffer.from(out, 'latin1').toString('latin1');
}
