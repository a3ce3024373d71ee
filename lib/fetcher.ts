/** Thrown for any answer that is not 2xx, so SWR treats it as an error and keeps the data it has. */
export class FetchError extends Error {
  override readonly name = 'FetchError';

  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

/** The one SWR fetcher of the site. */
export async function fetchJson<T = unknown>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new FetchError(url, response.status);
  return (await response.json()) as T;
}
