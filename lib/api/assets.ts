import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { describeNetworkError, readCappedBytes } from './client';
import { FALLBACK_IMAGES, MAX_IMAGE_BYTES, type MediaKind } from './limits';

// Upstream images are fetched from ASSET_BASE_URL when they are asked for, so pages never hold the backend's address
// and a server started with another ASSET_BASE_URL serves its images. next/image optimises them from here like any
// file on this site (images.localPatterns), and the Content-Security-Policy needs no backend host.

/** Kept by shared caches and by the image optimiser for an hour; the default image only for a minute, so that a
 * backend that comes back is seen soon. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const FALLBACK_CACHE_CONTROL = 'public, max-age=60';

// Raster formats only, recognised by their first bytes: an SVG is a document that can carry script.
const SIGNATURES: readonly [type: string, matches: (bytes: Buffer) => boolean][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/gif', (b) => /^GIF8[79]a/.test(b.toString('latin1', 0, 6))],
  ['image/webp', (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP'],
  ['image/avif', (b) => b.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(b.toString('latin1', 8, 12))],
];

export function imageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
}

export function isMediaKind(value: string): value is MediaKind {
  return Object.hasOwn(FALLBACK_IMAGES, value);
}

const CONTROL_OR_SEPARATOR = /[\u0000-\u001f\u007f/\\]/;

/**
 * The address below `assetBaseUrl` that a path on this site stands for (the path as requested, still
 * percent-encoded, and its query), or undefined for a path that is empty, malformed or could climb out of the base.
 */
export function assetTarget(encodedPath: string, search: string, assetBaseUrl: string): URL | undefined {
  const segments = encodedPath.split('/');
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || CONTROL_OR_SEPARATOR.test(decoded)) return undefined;
  }
  const base = new URL(assetBaseUrl.replace(/\/*$/, '/'));
  let target: URL;
  try {
    target = new URL(segments.join('/') + search, base);
  } catch {
    return undefined;
  }
  return target.origin === base.origin && target.pathname.startsWith(base.pathname) ? target : undefined;
}

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const fallbackFiles = new Map<MediaKind, Promise<Buffer>>();

async function fallbackImage(kind: MediaKind, path: string, reason: string): Promise<Response> {
  log('warn', 'media_fallback', { kind, path: path.slice(0, 200), reason });
  let file = fallbackFiles.get(kind);
  if (!file) {
    // public/ sits beside the standalone server.js, which makes its folder the working directory.
    file = readFile(join(process.cwd(), 'public', FALLBACK_IMAGES[kind]));
    fallbackFiles.set(kind, file);
  }
  return new Response(new Uint8Array(await file), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': FALLBACK_CACHE_CONTROL },
  });
}

/**
 * GET /media/<kind>/<path>: the image at <path> below ASSET_BASE_URL, fetched now, without the token (the asset
 * host serves the public), with UPSTREAM_TIMEOUT_MS, at most MAX_IMAGE_BYTES and only as JPEG, PNG, GIF, WebP or
 * AVIF. Anything else (a failure, a redirect, another type, too many bytes) gets the default image of that kind.
 */
export async function mediaResponse(
  kind: string,
  encodedPath: string,
  search: string,
  assetBaseUrl = config.assetBaseUrl,
): Promise<Response> {
  if (!isMediaKind(kind)) return notFound();
  const target = assetTarget(encodedPath, search, assetBaseUrl);
  if (!target) return notFound();

  const signal = AbortSignal.timeout(config.timeoutMs);
  let bytes: Buffer | undefined;
  try {
    const response = await fetch(target, {
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' },
      redirect: 'error',
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return fallbackImage(kind, encodedPath, `HTTP ${response.status}`);
    }
    const declared = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!declared.startsWith('image/') || declared.startsWith('image/svg')) {
      await response.body?.cancel();
      return fallbackImage(kind, encodedPath, `not an image (${declared.slice(0, 40) || 'no type'})`);
    }
    bytes = await readCappedBytes(response, MAX_IMAGE_BYTES, signal);
  } catch (error) {
    return fallbackImage(kind, encodedPath, describeNetworkError(error, signal));
  }
  if (bytes === undefined) return fallbackImage(kind, encodedPath, `larger than ${MAX_IMAGE_BYTES} bytes`);
  const type = imageType(bytes);
  if (!type) return fallbackImage(kind, encodedPath, 'not a JPEG, PNG, GIF, WebP or AVIF image');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Cache-Control': IMAGE_CACHE_CONTROL },
  });
}

/**
 * GET /files/<path>: a redirect to the document at <path> below ASSET_BASE_URL, the one this server runs with. The
 * browser fetches it from the asset host, as it fetched every upstream file before.
 */
export function fileRedirect(encodedPath: string, search: string, assetBaseUrl = config.assetBaseUrl): Response {
  const target = assetTarget(encodedPath, search, assetBaseUrl);
  if (!target) return notFound();
  return new Response(null, {
    status: 302,
    headers: { Location: target.href, 'Cache-Control': 'public, max-age=300' },
  });
}
