/** @jest-environment node */
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from './security-headers.mjs';

// What a browser computes for the script text `alert(1)`: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, once, and ignores scripts with a src', () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script id="_R_">alert(1)</script></head><body><p>alert(1)</p>' +
      '<script>alert(1)</script><script nonce="x">self.__next_f.push([1,"a"])</script></body>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(ALERT_HASH);
    expect(hashes[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('hashes exactly what is written, so a changed payload gets a new hash', () => {
    const before = inlineScriptHashes('<script>self.__next_f.push([1,"banner A"])</script>');
    const after = inlineScriptHashes('<script>self.__next_f.push([1,"banner B"])</script>');
    expect(before).not.toEqual(after);
    expect(inlineScriptHashes('<script> alert(1)</script>')).not.toContain(ALERT_HASH);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>static</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows same-origin scripts plus the given sources, and images from this site only', () => {
    const policy = contentSecurityPolicy({ scriptSources: [ALERT_HASH] });
    expect(policy).toContain(`script-src 'self' ${ALERT_HASH};`);
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|style-src [^;]*unsafe-inline/);
  });

  it('allows no inline script at all when given no sources', () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });
});

describe('SECURITY_HEADERS', () => {
  it('leaves the Content-Security-Policy to each response', () => {
    expect(SECURITY_HEADERS.map((header) => header.key)).not.toContain('Content-Security-Policy');
  });
});
