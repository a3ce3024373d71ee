import { FALLBACK_IMAGES, FILES_PATH, MEDIA_PATH, type MediaKind } from './limits';

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

/** An address on the asset host as a path below ASSET_BASE_URL ('uploads/a.jpg?v=2'), or undefined outside it. */
function pathBelowBase(url: string, assetBaseUrl: string): string | undefined {
  const base = parseBase(assetBaseUrl);
  const target = new URL(url);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
  const path = target.pathname.slice(base.pathname.length);
  return path === '' ? undefined : path + target.search;
}

/** An upstream value as a path below ASSET_BASE_URL, or undefined when it is unusable or on another host. */
function assetPath(value: unknown, assetBaseUrl: string): string | undefined {
  const url = resolveAssetUrl(value, assetBaseUrl);
  return url === undefined ? undefined : pathBelowBase(url, assetBaseUrl);
}

/**
 * Where this site serves an upstream image: `/media/<fallback kind>/<path below ASSET_BASE_URL>`, which
 * app/media fetches from the asset host that the server runs with. Pages then hold no backend address, and one
 * build follows ASSET_BASE_URL wherever it is started. Undefined when the value is unusable.
 */
export function mediaUrl(value: unknown, assetBaseUrl: string, kind: MediaKind): string | undefined {
  const path = assetPath(value, assetBaseUrl);
  return path === undefined ? undefined : `${MEDIA_PATH}/${kind}/${path}`;
}

/** `mediaUrl`, or the spec's default image of that kind. */
export function mediaImage(value: unknown, assetBaseUrl: string, kind: MediaKind): string {
  return mediaUrl(value, assetBaseUrl, kind) ?? FALLBACK_IMAGES[kind];
}

/** Where this site links an upstream document: `/files/<path below ASSET_BASE_URL>`, redirected by app/files. */
export function fileUrl(value: unknown, assetBaseUrl: string): string | undefined {
  const path = assetPath(value, assetBaseUrl);
  return path === undefined ? undefined : `${FILES_PATH}/${path}`;
}

const FORMATS: Readonly<Record<string, string>> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  odt: 'ODT',
  xls: 'Excel',
  xlsx: 'Excel',
  ods: 'ODS',
  csv: 'CSV',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  txt: 'TXT',
  rtf: 'RTF',
  zip: 'ZIP',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
};

/** The format a document's address names (its link shows it) ('PDF' for …/a.pdf?v=2); an unknown extension in capitals; null without one. */
export function documentFormat(href: string): string | null {
  const name = href.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  if (!extension) return null;
  return FORMATS[extension] ?? extension.toUpperCase();
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
