const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Control characters and whitespace inside a URL are how filters get smuggled past ("java\tscript:").
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\\]/;

function parseBase(assetBaseUrl: string): URL {
  return new URL(assetBaseUrl.replace(/\/*$/, '/'));
}

/**
 * Resolves an upstream file path to an address on the asset host, or undefined when it is unusable.
 * Relative paths join the base with exactly one slash; absolute addresses survive only on the asset host.
 */
export function resolveAssetUrl(value: unknown, assetBaseUrl: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (path === '' || path.length > 2048 || UNSAFE_CHARS.test(path)) return undefined;

  const base = parseBase(assetBaseUrl);
  let url: URL;
  try {
    if (SCHEME.test(path)) {
      url = new URL(path);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      if (url.host !== base.host || url.username || url.password) return undefined;
      return url.href;
    }
    if (path.startsWith('//')) return undefined;
    url = new URL(base.href + path.replace(/^\/+/, ''));
  } catch {
    return undefined;
  }
  return url.host === base.host ? url.href : undefined;
}

export function resolveImage(value: unknown, assetBaseUrl: string, fallback: string): string {
  return resolveAssetUrl(value, assetBaseUrl) ?? fallback;
}

/** A link from upstream data: a path on this site, or an http(s) address; anything else is dropped. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (href === '' || href.length > 2048 || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  if (!SCHEME.test(href)) return null;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}
