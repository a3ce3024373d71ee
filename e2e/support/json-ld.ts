import jsonld from 'jsonld';

// schema.org's own context maps each term into its vocabulary; offline, a vocabulary mapping does the same for a
// syntax check (the suite may run without internet).
const SCHEMA_ORG_CONTEXT = { '@context': { '@vocab': 'https://schema.org/' } };

async function documentLoader(url: string) {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`no context but schema.org's: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
}

/**
 * A page's JSON-LD, read by a JSON-LD processor (jsonld.js) in safe mode: anything it would drop or could not read
 * (a relative or malformed IRI, a bad `@type`, an unknown keyword) throws. Returns the expanded graph.
 */
export async function expandJsonLd(text: string): Promise<object[]> {
  return jsonld.expand(JSON.parse(text) as object, { documentLoader, safe: true } as object) as Promise<object[]>;
}
