/** @jest-environment node */
import { createSiteIndex } from './engine';
import { contentDocuments } from './index-documents';

// The pages GIGW asks for are found by their words, not only their titles (issue 46), in both languages.
describe.each([
  [
    'en' as const,
    [
      ['cookies', '/privacy'],
      ['analytics', '/privacy'],
      ['hyperlinking', '/website-policies'],
      ['jurisdiction', '/terms'],
      ['contingency', '/website-policies'],
      ['security weakness', '/website-policies'],
      ['zoom', '/help'],
      ['offline', '/help'],
      ['site map', '/site-map'],
    ],
  ],
  [
    'ta' as const,
    [
      ['குக்கீகள்', '/ta/privacy'],
      ['பொறுப்புத் துறப்பு', '/ta/terms'],
      ['தள வரைபடம்', '/ta/site-map'],
      ['பதிப்புரிமை', '/ta/website-policies'],
      ['காப்பகம்', '/ta/website-policies'],
      ['பெரிதாக்குதல்', '/ta/help'],
    ],
  ],
])('the site map, privacy policy, terms of use, website policies and help in the search (%s)', (locale, queries) => {
  const index = createSiteIndex(contentDocuments(locale));
  const pages = (query: string) =>
    index
      .search(query)
      .groups.find((group) => group.kind === 'page')
      ?.hits.map((hit) => hit.href) ?? [];

  test.each(queries)('"%s" finds %s', (query, path) => {
    expect(pages(query).slice(0, 3)).toContain(path);
  });
});
