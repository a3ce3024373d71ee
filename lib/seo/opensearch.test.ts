import { openSearchDescription, OPENSEARCH_PATH } from './opensearch';

const SITE_URL = 'https://www.rasi.test';

test('describes the site search with its address template on SITE_URL, as well-formed XML', () => {
  const doc = new DOMParser().parseFromString(openSearchDescription(SITE_URL), 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  const root = doc.documentElement;
  expect(root.localName).toBe('OpenSearchDescription');
  expect(root.namespaceURI).toBe('http://a9.com/-/spec/opensearch/1.1/');
  expect(root.getElementsByTagName('ShortName')[0]?.textContent).toBe('RASI');
  const urls = [...root.getElementsByTagName('Url')].map((url) => ({
    type: url.getAttribute('type'),
    template: url.getAttribute('template'),
  }));
  expect(urls).toEqual([
    { type: 'text/html', template: `${SITE_URL}/search?q={searchTerms}` },
    { type: 'application/opensearchdescription+xml', template: `${SITE_URL}${OPENSEARCH_PATH}` },
  ]);
  expect(root.getElementsByTagName('Image')[0]?.textContent).toBe(`${SITE_URL}/images/icon-192.png`);
});

test('escapes the origin, so no SITE_URL can break the document', () => {
  const xml = openSearchDescription('https://rasi.test/a"b&c');
  expect(xml).toContain('https://rasi.test/a&quot;b&amp;c/search?q={searchTerms}');
  expect(new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror')).toBeNull();
});
