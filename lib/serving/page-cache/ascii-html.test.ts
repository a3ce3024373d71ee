import { asciiHtml } from './ascii-html.mjs';

const NON_ASCII = /[^\x00-\x7f]/;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** What a script's source evaluates to, as the browser would run it. */
const evaluate = (source: string): unknown => new Function(`return ${source}`)();
const scriptOf = (html: string, index = 0) => parse(html).querySelectorAll('script')[index]?.textContent ?? '';
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Fees – RASI</title>${head}</head><body>${body}</body></html>`;

describe('asciiHtml', () => {
  it('returns an ASCII page as it is', () => {
    const html = page('<p>Plain text</p>').replace('–', '-');
    expect(asciiHtml(html)).toBe(html);
  });

  it('writes markup with character references that read as the same text and attributes', () => {
    const html = page(
      '<main><h1>Membership fee ₹ 5,000 – 10,000</h1><p title="Kaveri · delta →">Café 🏭 © 2026</p></main>',
    );
    const ascii = asciiHtml(html);
    expect(ascii).not.toMatch(NON_ASCII);
    expect(ascii).toContain('&#8377;');
    const [before, after] = [parse(html), parse(ascii)];
    expect(after.title).toBe('Fees – RASI');
    expect(after.body.innerHTML).toBe(before.body.innerHTML);
    expect(after.querySelector('p')?.getAttribute('title')).toBe('Kaveri · delta →');
    expect(after.querySelector('p')?.textContent).toBe('Café 🏭 © 2026');
  });

  it('escapes scripts as JavaScript, so the router payload and JSON-LD read the same text', () => {
    const flight = `self.__next_f.push([1,${JSON.stringify('3b:["$","p",null,{"children":"₹ 5,000 – 🏭"}]\n')}])`;
    const jsonLd = JSON.stringify({ '@type': 'Event', name: 'Trade fair — Thanjavur ₹ 🏭' });
    const html = page(`<p>x</p><script>${flight}</script>`, `<script type="application/ld+json">${jsonLd}</script>`);
    const ascii = asciiHtml(html);
    expect(ascii).not.toMatch(NON_ASCII);
    // No character references where the parser does not decode them.
    for (const script of parse(ascii).querySelectorAll('script')) expect(script.textContent).not.toContain('&#');
    expect(JSON.parse(scriptOf(ascii, 0))).toEqual(JSON.parse(jsonLd));
    const pushed: unknown[] = [];
    new Function('self', scriptOf(ascii, 1))({ __next_f: pushed });
    expect(pushed).toEqual([[1, '3b:["$","p",null,{"children":"₹ 5,000 – 🏭"}]\n']]);
  });

  it('keeps what backslashes before a character mean in a script', () => {
    for (const literal of ['"\\–"', '"\\\\–"', '"\\\\\\–"', "'a\\\\\\\\🏭b'"]) {
      const ascii = asciiHtml(page(`<script>window.x=${literal}</script>`));
      const source = scriptOf(ascii).replace('window.x=', '');
      expect(source).not.toMatch(NON_ASCII);
      expect(evaluate(source)).toBe(evaluate(literal));
    }
  });

  it('escapes stylesheets as CSS, each escape ended by the space the CSS parser takes with it', () => {
    const css = '.crumbs li+li:before{content:"›";margin:0}.x:after{content:"🏭\\→"}';
    const ascii = asciiHtml(page('<p>x</p>', `<style data-precedence="next">${css}</style>`));
    expect(ascii).not.toMatch(NON_ASCII);
    expect(ascii).toContain('content:"\\203a "');
    expect(ascii).toContain('content:"\\1f3ed \\2192 "');
  });

  it('leaves scripts and styles that are ASCII byte for byte, so their policy hashes stay', () => {
    const script =
      '<script src="/_next/static/chunks/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    const style = '<style data-precedence="next">body{color:#111}</style>';
    const ascii = asciiHtml(page(`<p>–</p>${script}`, style));
    expect(ascii).toContain(script);
    expect(ascii).toContain(style);
  });
});

test('a page mostly in Tamil stays as it is: escaping its letters would make it larger as sent', () => {
  const tamil = `<!DOCTYPE html><html lang="ta"><body>${'<p>மண்டல சிறு தொழில்கள் சங்கம் – 1972 முதல்</p>'.repeat(20)}</body></html>`;
  expect(asciiHtml(tamil)).toBe(tamil);
});
