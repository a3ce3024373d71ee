/** @jest-environment node */
import {
  FlightFormatError,
  PLACEHOLDER_ORIGIN,
  renderedSiteUrl,
  swapInFlight,
  swapInHtml,
  swapInText,
  swapOrigin,
} from './site-origin.mjs';

const ONE = 'https://www.rasi.test';
const TWO = 'http://127.0.0.1:3105';

/** A text row as React writes one: `<id>:T<byte length in hex>,<text>`, no newline. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** Reads a Flight payload row by row the way React's client does, and returns the text of every text row. */
function textRows(payload: Buffer): string[] {
  const texts: string[] = [];
  let pos = 0;
  while (pos < payload.length) {
    const colon = payload.indexOf(':', pos);
    expect(payload.toString('latin1', pos, colon)).toMatch(/^[0-9a-f]*$/);
    const tag = String.fromCharCode(payload[colon + 1]!);
    if ('TAOobUSsLlGgMmV'.includes(tag)) {
      const comma = payload.indexOf(',', colon + 2);
      const length = parseInt(payload.toString('latin1', colon + 2, comma), 16);
      if (tag === 'T') texts.push(payload.toString('utf8', comma + 1, comma + 1 + length));
      pos = comma + 1 + length;
    } else {
      const end = payload.indexOf('\n', colon);
      const row = payload.toString('utf8', colon + 1, end);
      if (/^[[{"]/.test(row)) JSON.parse(row);
      pos = end + 1;
    }
  }
  return texts;
}

const jsonLd = (origin: string) =>
  JSON.stringify({ '@id': `${origin}/#organization`, url: `${origin}/`, name: 'தஞ்சாவூர் RASI '.repeat(60) });

function payloadFor(origin: string): Buffer {
  return Buffer.from(
    [
      ':HL["/_next/static/chunks/a.css","style"]\n',
      `1:["$","link","0",{"rel":"canonical","href":"${origin}/aboutrasi"}]\n`,
      textRow('1f', jsonLd(origin)),
      '2:["$","meta","1",{"property":"og:image","content":"$1f"}]\n',
      textRow('3c', `ends with the origin ${origin}`),
      `4:["${origin}"]\n`,
    ].join(''),
  );
}

describe('swapInText', () => {
  it('replaces the origin wherever it stands alone', () => {
    expect(swapInText(`<link href="${ONE}/feed.xml"> ${ONE}, "${ONE}"`, ONE, TWO)).toBe(
      `<link href="${TWO}/feed.xml"> ${TWO}, "${TWO}"`,
    );
    expect(swapInText(ONE, ONE, TWO)).toBe(TWO);
  });

  it.each([`${ONE}.evil.example/`, `${ONE}ing/`, `${ONE}:8443/`, `${ONE}@evil.example/`, `x${ONE}/`])(
    'leaves another address alone: %s',
    (text) => {
      expect(swapInText(text, ONE, TWO)).toBe(text);
    },
  );
});

describe('swapInFlight', () => {
  it('replaces the origin in every row and rewrites the byte length of text rows', () => {
    const swapped = swapInFlight(payloadFor(ONE), ONE, TWO);
    expect(swapped.equals(payloadFor(TWO))).toBe(true);
    const texts = textRows(swapped);
    expect(JSON.parse(texts[0]!)).toMatchObject({ '@id': `${TWO}/#organization`, url: `${TWO}/` });
    expect(texts[1]).toBe(`ends with the origin ${TWO}`);
    expect(swapped.includes(ONE)).toBe(false);
  });

  it('goes back and forth without a byte changing', () => {
    const there = swapInFlight(payloadFor(ONE), ONE, PLACEHOLDER_ORIGIN);
    expect(swapInFlight(there, PLACEHOLDER_ORIGIN, ONE).equals(payloadFor(ONE))).toBe(true);
  });

  it('returns the payload itself when it holds no origin', () => {
    const payload = payloadFor(ONE);
    expect(swapInFlight(payload, TWO, ONE)).toBe(payload);
  });

  it('leaves binary rows alone, even when their bytes spell the origin', () => {
    const bytes = Buffer.from(`${ONE}/x`);
    const payload = Buffer.concat([Buffer.from(`5:A${bytes.length.toString(16)},`), bytes, Buffer.from('6:"ok"\n')]);
    expect(swapInFlight(payload, ONE, TWO).equals(payload)).toBe(true);
  });

  it.each([
    ['a row without an id', 'not a payload\n'],
    ['a text row without a length', '1:T,abc'],
    ['a text row longer than the payload', '1:Tff,abc'],
  ])('refuses %s', (_, payload) => {
    expect(() => swapInFlight(Buffer.from(payload), ONE, TWO)).toThrow(FlightFormatError);
  });
});

const escapeForScript = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const pushScript = (chunk: [number, string]) =>
  `<script>self.__next_f.push(${escapeForScript(JSON.stringify(chunk))})</script>`;

/** A page as Next writes one: markup, then the payload again in inline scripts cut at the given byte offsets. */
function htmlFor(origin: string, cuts: number[]): string {
  const payload = payloadFor(origin);
  const bounds = [0, ...cuts, payload.length];
  const scripts = bounds.slice(1).map((end, i) => {
    const bytes = payload.subarray(bounds[i], end);
    const text = bytes.toString('utf8');
    // A cut inside a character makes Next fall back to base64 for that chunk.
    return pushScript(Buffer.from(text).equals(bytes) ? [1, text] : [3, bytes.toString('base64')]);
  });
  return (
    `<html><head><link rel="canonical" href="${origin}/aboutrasi"/></head><body>` +
    `<script type="application/ld+json">${jsonLd(origin)}</script>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join('')}</body></html>`
  );
}

function inlinePayload(html: string): Buffer {
  return Buffer.concat(
    [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((match) => {
      const [type, data] = JSON.parse(match[1]!) as [number, string];
      return Buffer.from(data, type === 1 ? 'utf8' : 'base64');
    }),
  );
}

describe('swapInHtml', () => {
  const payload = payloadFor(ONE);
  const at = (text: string, from = 0) => payload.indexOf(text, from);
  const cutsAnywhere = [
    // Inside the length of the text row, inside the origin in it, inside a Tamil letter, just before the last row.
    at('1f:T') + 5,
    at(ONE, at('1f:T')) + 10,
    at('த') + 1,
    at('4:["'),
  ];

  it('replaces the origin in the markup and in the inline payload, however the payload was cut', () => {
    const html = swapInHtml(htmlFor(ONE, cutsAnywhere), ONE, TWO);
    expect(html).not.toContain(ONE);
    expect(html).toContain(`<link rel="canonical" href="${TWO}/aboutrasi"/>`);
    expect(html).toContain(`<script type="application/ld+json">${jsonLd(TWO)}</script>`);
    expect(inlinePayload(html).equals(payloadFor(TWO))).toBe(true);
    expect(textRows(inlinePayload(html))).toEqual(textRows(payloadFor(TWO)));
  });

  it('refuses a page whose payload scripts it does not recognise, rather than break their rows', () => {
    const html = htmlFor(ONE, []).replace('<script>self.__next_f.push(', '<script>self.__next_f.unshift(');
    expect(() => swapInHtml(html, ONE, TWO)).toThrow(FlightFormatError);
  });

  it('keeps the scripts it does not need to change exactly as they were', () => {
    const original = htmlFor(ONE, [at('2:['), at('3c:T')]);
    const swapped = swapInHtml(original, ONE, TWO);
    const scripts = (html: string) => html.match(/<script>self\.__next_f[^<]*<\/script>/g) ?? [];
    expect(scripts(swapped)).toHaveLength(3);
    expect(scripts(swapped)[1]).toBe(scripts(original)[1]);
    expect(swapInHtml(swapped, TWO, ONE)).toBe(original);
  });
});

describe('swapOrigin', () => {
  it('gives a page new HTML, payload and segments, and its own copy of the headers', () => {
    const headers = { 'x-next-cache-tags': '_N_T_/aboutrasi' };
    const page = {
      kind: 'APP_PAGE',
      html: htmlFor(ONE, []),
      rscData: payloadFor(ONE),
      segmentData: new Map([['/_full', payloadFor(ONE)]]),
      headers,
      status: 200,
    };
    const swapped = swapOrigin(page, ONE, TWO);
    expect(swapped.html).toBe(htmlFor(TWO, []));
    expect(swapped.rscData.equals(payloadFor(TWO))).toBe(true);
    expect(swapped.segmentData.get('/_full')!.equals(payloadFor(TWO))).toBe(true);
    expect(swapped.headers).toEqual(headers);
    expect(swapped.headers).not.toBe(headers);
    expect(page.html).toBe(htmlFor(ONE, []));
  });

  it('rewrites the text bodies of route handlers and leaves images alone', () => {
    const sitemap = {
      kind: 'APP_ROUTE',
      body: Buffer.from(`<loc>${ONE}/</loc>`),
      headers: { 'content-type': 'application/xml' },
      status: 200,
    };
    expect(swapOrigin(sitemap, ONE, TWO).body.toString()).toBe(`<loc>${TWO}/</loc>`);
    const png = { ...sitemap, headers: { 'content-type': 'image/png' } };
    expect(swapOrigin(png, ONE, TWO).body).toBe(png.body);
  });

  it('passes other cache entries through', () => {
    const data = { kind: 'FETCH', data: { body: ONE } };
    expect(swapOrigin(data, ONE, TWO)).toBe(data);
    expect(swapOrigin(null, ONE, TWO)).toBeNull();
  });
});

describe('renderedSiteUrl', () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    if (phase === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = phase;
  });

  it('is the placeholder while `next build` prerenders, and SITE_URL in a server', () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(renderedSiteUrl(ONE)).toBe(PLACEHOLDER_ORIGIN);
    process.env.NEXT_PHASE = 'phase-production-server';
    expect(renderedSiteUrl(ONE)).toBe(ONE);
  });
});
