/** @jest-environment node */
import { SEARCH_TEXT } from './search';

describe("the search page's count of results", () => {
  test.each([
    [0, '0 results for “pump”', '“pump” என்பதற்கு 0 முடிவுகள்'],
    [1, '1 result for “pump”', '“pump” என்பதற்கு 1 முடிவு'],
    [5, '5 results for “pump”', '“pump” என்பதற்கு 5 முடிவுகள்'],
  ])('%i: the noun in its number, in both languages', (count, en, ta) => {
    expect(SEARCH_TEXT.en.results(count, 'pump')).toBe(en);
    expect(SEARCH_TEXT.ta.results(count, 'pump')).toBe(ta);
  });
});
