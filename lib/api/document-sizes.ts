import 'server-only';
import { config } from '@/lib/config';
import { formatFileSize } from '@/lib/format';
import { assetTarget } from './assets';
import type { DocumentFile } from './backend-types';
import { FILES_PATH } from './limits';

/**
 * A document's size, for its link's "PDF, 1.2 MB" (GIGW 3.0; the format comes from the file's name, in
 * ./upstream-urls.ts). The size from the asset host's own Content-Length, asked with one HEAD per document when the list is loaded
 * (lib/api/data-policy.ts), so once per list version and never per visitor. No token goes with it: the asset host
 * serves the public. A HEAD that fails, times out, redirects, or answers without a plausible length leaves the size
 * unknown, and the link shows the format alone.
 */
export const DOCUMENT_HEAD_TIMEOUT_MS = 3000;
/** At most this many HEADs per list version; documents past it show their format alone. */
export const MAX_DOCUMENT_HEADS = 40;
/** A length above this is not believed (a misconfigured server), and the size is left unknown. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 ** 3;

type Fetch = (url: URL, init: RequestInit) => Promise<Response>;

/** The size the asset host declares for the document a `/files/…` address stands for, or null. */
export async function documentBytes(
  href: string,
  { assetBaseUrl = config.assetBaseUrl, timeoutMs = DOCUMENT_HEAD_TIMEOUT_MS, fetchImpl = fetch as Fetch } = {},
): Promise<number | null> {
  if (!href.startsWith(`${FILES_PATH}/`)) return null;
  const [path = '', query] = href.slice(FILES_PATH.length + 1).split(/\?(.*)/s);
  const target = assetTarget(path, query ? `?${query}` : '', assetBaseUrl);
  if (!target) return null;
  try {
    const response = await fetchImpl(target, {
      method: 'HEAD',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    const length = response.headers.get('content-length')?.trim() ?? '';
    if (!response.ok || !/^\d{1,12}$/.test(length)) return null;
    const bytes = Number(length);
    return bytes > 0 && bytes <= MAX_DOCUMENT_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

/** Each item's document with its size, the HEADs side by side, each address asked once. */
export async function withDocumentSizes<T extends { readonly href: string | null; readonly file: DocumentFile | null }>(
  items: readonly T[],
  sizeOf: (href: string) => Promise<number | null> = (href) => documentBytes(href),
): Promise<T[]> {
  const hrefs = [...new Set(items.flatMap((item) => (item.href && item.file ? [item.href] : [])))];
  const asked = hrefs.slice(0, MAX_DOCUMENT_HEADS);
  const sizes = new Map(await Promise.all(asked.map(async (href) => [href, await sizeOf(href)] as const)));
  return items.map((item) => {
    const bytes = item.href && item.file ? sizes.get(item.href) : undefined;
    return bytes ? { ...item, file: { ...item.file!, size: formatFileSize(bytes) } } : item;
  });
}
