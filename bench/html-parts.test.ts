/** @jest-environment node */
import { htmlParts } from './html-parts.mjs';

describe('htmlParts (the benchmark’s split of a page’s HTML)', () => {
  const css = '<style data-precedence="next">main{color:#123}</style>';
  const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const payload = '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>';
  const loader = '<script>(function(c){c.forEach(function(){})})([])</script>';
  const markup =
    '<!DOCTYPE html><html lang="en"><head></head><body><main><h1>Thuvakudi — RASI</h1></main></body></html>';

  it('counts each part once, in bytes, and leaves the markup', () => {
    const [open, close] = markup.split('</body>');
    const html = `${open.replace('<head></head>', `<head>${css}</head>`)}${jsonLd}${loader}${bootstrap}${payload}</body>${close}`;
    const parts = htmlParts(html);
    expect(parts).toEqual({
      css: css.length,
      jsonLd: jsonLd.length,
      payload: bootstrap.length + payload.length,
      scripts: loader.length,
      markup: Buffer.byteLength(markup),
    });
    expect(parts.css + parts.jsonLd + parts.payload + parts.scripts + parts.markup).toBe(Buffer.byteLength(html));
  });

  it('is all markup for a page without styles or scripts', () => {
    expect(htmlParts(markup)).toEqual({ css: 0, jsonLd: 0, payload: 0, scripts: 0, markup: Buffer.byteLength(markup) });
  });
});
