/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stylesheetInliner } from './inline-styles.mjs';
import { contentSecurityPolicy, inlineStyleHashes } from '../../security-headers.mjs';

function staticDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rasi-static-'));
  mkdirSync(join(dir, 'chunks'));
  for (const [name, css] of Object.entries(files)) writeFileSync(join(dir, 'chunks', name), css);
  return dir;
}

const link = (file: string) => `<link rel="stylesheet" href="/_next/static/chunks/${file}" data-precedence="next"/>`;
const head = (...links: string[]) =>
  `<html><head><meta charset="utf-8"/>${links.join('')}</head><body><p>Hi</p></body></html>`;

describe('stylesheetInliner', () => {
  const dir = staticDir({ 'a.css': 'body{color:#111}', 'b.css': '.x{margin:0}', 'bars.css': '.bars{display:flex}' });
  const inline = stylesheetInliner(dir);

  it('puts every stylesheet of the page into one style element, in order, before anything else', () => {
    const html = inline(head(link('a.css'), link('b.css')));
    const style = html.match(/<style[^>]*>([^<]*)<\/style>/);
    expect(style?.[1]).toBe('body{color:#111}\n.x{margin:0}');
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<link'));
    expect(html).toContain('data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css"');
  });

  it('keeps each link for React to find, but disabled, so that nothing fetches or waits for it', () => {
    const html = inline(head(link('a.css'), link('b.css')));
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const kept of links) expect(kept).toContain('disabled=""');
    expect(html).not.toMatch(/<link rel="stylesheet" href=/);
  });

  it('inlines the stylesheets Next only preloads, and drops the preload the browser would warn about', () => {
    const html = inline(head(link('a.css'), '<link rel="preload" href="/_next/static/chunks/bars.css" as="style"/>'));
    expect(html).toContain('.bars{display:flex}');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<link rel="stylesheet" disabled="" href="/_next/static/chunks/bars.css"');
  });

  it('leaves a stylesheet it cannot read, or cannot inline safely, as an ordinary link', () => {
    expect(inline(head(link('missing.css')))).toBe(head(link('missing.css')));
    expect(inline(head(link('../../etc/passwd.css')))).toBe(head(link('../../etc/passwd.css')));
    const hostile = stylesheetInliner(staticDir({ 'evil.css': 'a{}</style><script>alert(1)</script>' }));
    expect(hostile(head(link('evil.css')))).toBe(head(link('evil.css')));
  });

  it('is idempotent, and a page without stylesheets is unchanged', () => {
    const once = inline(head(link('a.css')));
    expect(inline(once)).toBe(once);
    expect(inline('<p>plain</p>')).toBe('<p>plain</p>');
  });

  it('gives the page policy the hash of exactly that style element', () => {
    const html = inline(head(link('a.css'), link('b.css')));
    const [hash] = inlineStyleHashes(html);
    const policy = contentSecurityPolicy({ styleSources: [hash!] });
    expect(policy).toContain(`style-src 'self' ${hash}`);
    const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});
