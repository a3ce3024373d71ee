// Cached pages never hold a real site address. `next build` renders them for PLACEHOLDER_ORIGIN, a server stores
// what it regenerates with its own SITE_URL replaced by the placeholder, and the page cache (lib/serving/page-cache/cache-handler.mjs)
// writes the SITE_URL of the server that serves a page back in on the way out. One build, and one page cache on disk,
// then serves whatever SITE_URL the server starts with, and no page carries two origins. Plain JavaScript because the
// cache handler runs outside the bundler.
//
// A page is stored as HTML, an RSC payload and one RSC payload per segment. The payloads use React's Flight format:
// rows `<hex id>:<tag><body>`. Most rows end at a newline, but a long string (a JSON-LD script, say) is a text row
// whose length is given in bytes (`1f:T4ba,` then 1,210 bytes), and so are binary rows; replacing an origin inside a
// text row must rewrite its length, or React reads past the row and the page breaks. The HTML carries the same
// payload again in inline `self.__next_f.push([1,"…"])` scripts, cut into chunks anywhere, even inside a row.

/** A valid origin that no real site has (`.invalid` is reserved, RFC 2606). */
export const PLACEHOLDER_ORIGIN = 'https://site-url.rasi.invalid';

/** The origin pages are rendered for: the placeholder during `next build`, this server's SITE_URL afterwards. */
export function renderedSiteUrl(siteUrl) {
  return process.env.NEXT_PHASE === 'phase-production-build' ? PLACEHOLDER_ORIGIN : siteUrl;
}

export class FlightFormatError extends Error {
  constructor(message) {
    super(`Unexpected RSC payload: ${message}`);
    this.name = 'FlightFormatError';
  }
}

// An origin is replaced only where it stands alone: not inside a longer scheme (`xhttps://…`), and not followed by
// what would make it another host, port or user (`https://www.rasi.example.org`, `http://localhost:30001`, `…@host`).
const SCHEME_CHAR = /[A-Za-z0-9+.-]/;
const AUTHORITY_CHAR = /[A-Za-z0-9.:@_~%-]/;
const continues = (pattern, code) => code !== undefined && code < 128 && pattern.test(String.fromCharCode(code));

/** Where `from` stands alone in `source[start, end)`; `source` is a string or a Buffer (ASCII origins only). */
function occurrences(source, from, start, end) {
  const codeAt = typeof source === 'string' ? (i) => source.charCodeAt(i) : (i) => source[i];
  const found = [];
  for (let at = source.indexOf(from, start); at !== -1 && at + from.length <= end;) {
    const before = at > start ? codeAt(at - 1) : undefined;
    const after = at + from.length < end ? codeAt(at + from.length) : undefined;
    if (!continues(SCHEME_CHAR, before) && !continues(AUTHORITY_CHAR, after)) found.push(at);
    at = source.indexOf(from, at + from.length);
  }
  return found;
}

/** Plain text (HTML outside its inline payload, an XML or text body): every lone `from` becomes `to`. */
export function swapInText(text, from, to) {
  const found = occurrences(text, from, 0, text.length);
  if (found.length === 0) return text;
  let result = '';
  let pos = 0;
  for (const at of found) {
    result += text.slice(pos, at) + to;
    pos = at + from.length;
  }
  return result + text.slice(pos);
}

// Row tags whose body is a byte count, a comma and that many bytes (React's Flight client, processBinaryChunk).
const LENGTH_PREFIXED = new Set([...'TAOobUSsLlGgMmV'].map((c) => c.charCodeAt(0)));
const TEXT_ROW = 0x54; // T
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

function isHex(bytes, start, end) {
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/**
 * The edits that replace every lone `from` in a Flight payload with `to`, text-row lengths included: `{ at, removed,
 * inserted }` in the payload's own byte offsets, in order. Throws FlightFormatError on bytes that are not rows.
 */
function flightEdits(bytes, from, to) {
  const fromBytes = Buffer.from(from, 'latin1');
  const growth = Buffer.byteLength(to) - fromBytes.length;
  const edits = [];
  const replace = (at) => edits.push({ at, removed: fromBytes.length, inserted: to });
  let pos = 0;
  while (pos < bytes.length) {
    const colon = bytes.indexOf(COLON, pos);
    // Hints (`:HL[…]`) have an empty id.
    if (colon === -1 || !isHex(bytes, pos, colon)) throw new FlightFormatError(`no row id at byte ${pos}`);
    const tag = bytes[colon + 1];
    if (LENGTH_PREFIXED.has(tag)) {
      const comma = bytes.indexOf(COMMA, colon + 2);
      if (comma <= colon + 2 || !isHex(bytes, colon + 2, comma))
        throw new FlightFormatError(`no row length at byte ${pos}`);
      const length = parseInt(bytes.toString('latin1', colon + 2, comma), 16);
      const end = comma + 1 + length;
      if (end > bytes.length) throw new FlightFormatError(`row at byte ${pos} runs past the end`);
      // Binary rows are left alone: bytes, not text.
      const found = tag === TEXT_ROW ? occurrences(bytes, fromBytes, comma + 1, end) : [];
      if (found.length > 0) {
        const inserted = (length + found.length * growth).toString(16);
        edits.push({ at: colon + 2, removed: comma - colon - 2, inserted });
        found.forEach(replace);
      }
      pos = end;
    } else {
      const newline = bytes.indexOf(NEWLINE, colon + 1);
      const end = newline === -1 ? bytes.length : newline + 1;
      occurrences(bytes, fromBytes, pos, end).forEach(replace);
      pos = end;
    }
  }
  return edits;
}

function applyEdits(bytes, edits) {
  if (edits.length === 0) return bytes;
  const parts = [];
  let pos = 0;
  for (const { at, removed, inserted } of edits) {
    parts.push(bytes.subarray(pos, at), Buffer.from(inserted, 'utf8'));
    pos = at + removed;
  }
  parts.push(bytes.subarray(pos));
  return Buffer.concat(parts);
}

/** Where a position of the payload lands after the edits; one inside an edit moves to its end. */
function movedPosition(edits, position) {
  let shift = 0;
  for (const { at, removed, inserted } of edits) {
    const grown = Buffer.byteLength(inserted) - removed;
    if (at + removed <= position) shift += grown;
    else if (at < position) return at + shift + Buffer.byteLength(inserted);
    else break;
  }
  return position + shift;
}

/** Text as bytes (a route handler's body): every lone `from` replaced by `to`. */
function swapInBytes(bytes, from, to) {
  const fromBytes = Buffer.from(from, 'latin1');
  const edits = occurrences(bytes, fromBytes, 0, bytes.length).map((at) => ({
    at,
    removed: from.length,
    inserted: to,
  }));
  return applyEdits(bytes, edits);
}

const asBuffer = (bytes) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** An RSC payload (a page's, or one segment's) with every lone `from` replaced by `to`, row lengths kept right. */
export function swapInFlight(bytes, from, to) {
  const payload = asBuffer(bytes);
  return applyEdits(payload, flightEdits(payload, from, to));
}

// The inline payload scripts Next writes into a page (app-render/use-flight-response.js): `[1, text]` and, for bytes
// that are not UTF-8, `[3, base64]`. Their JSON never holds a raw `<`, so the first `)</script>` ends one.
const INLINE_PAYLOAD = /(<script(?: nonce="[^"]*")?>)self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;
const TEXT_CHUNK = 1;
const BINARY_CHUNK = 3;
// As Next's htmlEscapeJsonString: nothing in the script can close it or open a comment.
const SCRIPT_UNSAFE = /[&><\u2028\u2029]/g;
const escapeForScript = (json) =>
  json.replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

// Every script that mentions the payload: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])` and the
// chunks. Page text cannot open a script element, so this counts Next's own scripts only.
const PAYLOAD_SCRIPT = /<script[^>]*>[^<]*__next_f/g;
const BOOTSTRAP_SCRIPT = /<script[^>]*>\(self\.__next_f=/g;

/** A page's HTML with every lone `from` replaced by `to`: in the markup, and in the payload its scripts carry. */
export function swapInHtml(html, from, to) {
  const scripts = [...html.matchAll(INLINE_PAYLOAD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    open: match[1],
    data: JSON.parse(match[2]),
  }));
  // A payload script in another form would be rewritten as plain text, its row lengths left wrong.
  const bootstraps = html.match(BOOTSTRAP_SCRIPT)?.length ?? 0;
  if ((html.match(PAYLOAD_SCRIPT)?.length ?? 0) !== scripts.length + bootstraps) {
    throw new FlightFormatError('an inline payload script in an unknown form');
  }
  const chunks = scripts
    .filter(({ data }) => data[0] === TEXT_CHUNK || data[0] === BINARY_CHUNK)
    .map((script) => ({
      script,
      bytes: Buffer.from(script.data[1], script.data[0] === TEXT_CHUNK ? 'utf8' : 'base64'),
    }));
  const payload = Buffer.concat(chunks.map(({ bytes }) => bytes));
  const edits = flightEdits(payload, from, to);
  const swapped = applyEdits(payload, edits);

  const replacements = new Map();
  let offset = 0;
  for (const { script, bytes } of chunks) {
    const [start, end] = [offset, offset + bytes.length];
    offset = end;
    if (!edits.some(({ at, removed }) => at < end && at + removed > start)) continue;
    const slice = swapped.subarray(movedPosition(edits, start), movedPosition(edits, end));
    const type = script.data[0];
    const json = JSON.stringify([type, type === TEXT_CHUNK ? slice.toString('utf8') : slice.toString('base64')]);
    replacements.set(script, `${script.open}self.__next_f.push(${escapeForScript(json)})</script>`);
  }

  let result = '';
  let pos = 0;
  for (const script of scripts) {
    result += swapInText(html.slice(pos, script.start), from, to);
    result += replacements.get(script) ?? html.slice(script.start, script.end);
    pos = script.end;
  }
  return result + swapInText(html.slice(pos), from, to);
}

const TEXT_BODY = /^(text\/|application\/([\w.+-]+\+)?(xml|json)\b)/i;

/**
 * A cache entry's value with every lone `from` replaced by `to`: a page (HTML and payloads) or a text body of a
 * route handler (sitemap.xml, robots.txt, the manifest). A new object with its own headers; other kinds as they are.
 */
export function swapOrigin(value, from, to) {
  if (value?.kind === 'APP_PAGE') {
    return {
      ...value,
      headers: value.headers && { ...value.headers },
      html: typeof value.html === 'string' && from !== to ? swapInHtml(value.html, from, to) : value.html,
      rscData: value.rscData && from !== to ? swapInFlight(value.rscData, from, to) : value.rscData,
      segmentData:
        value.segmentData && from !== to
          ? new Map([...value.segmentData].map(([path, bytes]) => [path, swapInFlight(bytes, from, to)]))
          : value.segmentData,
    };
  }
  if (value?.kind === 'APP_ROUTE') {
    const text = value.body && TEXT_BODY.test(String(value.headers?.['content-type'] ?? '')) && from !== to;
    return {
      ...value,
      headers: value.headers && { ...value.headers },
      body: text ? swapInBytes(asBuffer(value.body), from, to) : value.body,
    };
  }
  return value;
}
