/** @jest-environment node */
import { inLocale } from '@/lib/i18n/words';
import { memberCategories, memberDistricts, members as allMembers } from '@/content/members';
import {
  filterMembers,
  filtersToSearch,
  hasFilters,
  NO_FILTERS,
  parseFilters,
  type MemberInLocale as Member,
} from './directory';

const members = inLocale(allMembers, 'en');

const member = (over: Partial<Member> & Pick<Member, 'id' | 'firm'>): Member => ({
  contact: 'A. Person',
  category: 'Food processing',
  district: 'Thanjavur',
  products: [],
  memberSince: 2000,
  ...over,
});

const LIST: readonly Member[] = [
  member({
    id: 'cafe',
    firm: 'Café Délice Foods',
    contact: 'R. Ramesh',
    products: ['Filter coffee powder', 'Jaggery sweets'],
    district: 'Thanjavur',
    category: 'Food processing',
  }),
  member({
    id: 'steel',
    firm: 'Kaveri Steel Works',
    contact: 'S. Selvi',
    products: ['Roof trusses', 'Storage racks'],
    district: 'Tiruchirappalli',
    category: 'Engineering & fabrication',
  }),
  member({
    id: 'rice',
    firm: 'Delta Rice Mill',
    contact: 'K. Kumar',
    products: ['Parboiled rice', 'Rice bran'],
    district: 'Thanjavur',
    category: 'Rice milling',
  }),
  member({
    id: 'rice-2',
    firm: 'Mannai Modern Mill',
    contact: 'V. Kumar',
    products: ['Raw rice'],
    district: 'Tiruvarur',
    category: 'Rice milling',
  }),
];

const ids = (list: readonly Member[]) => list.map((m) => m.id);

describe('parseFilters', () => {
  it('reads known values from a record', () => {
    expect(parseFilters({ q: 'rice', category: 'Rice milling', district: 'Karur' })).toEqual({
      q: 'rice',
      category: 'Rice milling',
      district: 'Karur',
    });
  });

  it('reads URLSearchParams', () => {
    const params = new URLSearchParams('q=pump&category=Foundry+%26+castings&district=Tiruchirappalli');
    expect(parseFilters(params)).toEqual({
      q: 'pump',
      category: 'Foundry & castings',
      district: 'Tiruchirappalli',
    });
  });

  it('ignores unknown categories and districts', () => {
    expect(parseFilters({ q: 'x', category: 'Shipbuilding', district: 'Chennai' })).toEqual({
      q: 'x',
      category: '',
      district: '',
    });
    expect(parseFilters(new URLSearchParams('category=rice+milling&district=karur'))).toEqual(NO_FILTERS);
  });

  it('treats missing parameters as empty', () => {
    expect(parseFilters({})).toEqual(NO_FILTERS);
    expect(parseFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('trims the query and caps it at 100 characters', () => {
    expect(parseFilters({ q: '   rice mill  ' }).q).toBe('rice mill');
    const long = 'a'.repeat(150);
    expect(parseFilters({ q: long }).q).toBe('a'.repeat(100));
    expect(parseFilters(new URLSearchParams({ q: `  ${'b'.repeat(120)}` })).q).toBe('b'.repeat(100));
  });

  it('reads the first value of repeated parameters', () => {
    expect(
      parseFilters({ q: ['first', 'second'], category: ['Rice milling', 'Food processing'], district: ['Karur'] }),
    ).toEqual({ q: 'first', category: 'Rice milling', district: 'Karur' });
    expect(parseFilters(new URLSearchParams('q=one&q=two&district=Ariyalur&district=Karur'))).toEqual({
      q: 'one',
      category: '',
      district: 'Ariyalur',
    });
    expect(parseFilters({ q: [] }).q).toBe('');
  });

  it('accepts every listed category and district', () => {
    for (const category of memberCategories) expect(parseFilters({ category }).category).toBe(category);
    for (const district of memberDistricts) expect(parseFilters({ district }).district).toBe(district);
  });
});

describe('filtersToSearch', () => {
  it('returns an empty string for no filters', () => {
    expect(filtersToSearch(NO_FILTERS)).toBe('');
  });

  it('omits empty values', () => {
    expect(filtersToSearch({ q: 'rice', category: '', district: '' })).toBe('?q=rice');
    expect(filtersToSearch({ q: '', category: '', district: 'Karur' })).toBe('?district=Karur');
    expect(filtersToSearch({ q: 'rice', category: '', district: 'Karur' })).toBe('?q=rice&district=Karur');
  });

  it('encodes values so parseFilters reads them back', () => {
    const filters = { q: 'bus & truck bodies', category: 'Engineering & fabrication', district: 'Karur' };
    const search = filtersToSearch(filters);
    expect(search).toBe('?q=bus+%26+truck+bodies&category=Engineering+%26+fabrication&district=Karur');
    expect(parseFilters(new URLSearchParams(search))).toEqual(filters);
  });
});

describe('hasFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: 'a' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, category: 'Rice milling' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, district: 'Karur' })).toBe(true);
  });
});

describe('filterMembers', () => {
  it('returns every member without filters', () => {
    expect(filterMembers(LIST, NO_FILTERS)).toEqual(LIST);
    expect(filterMembers(members, NO_FILTERS)).toHaveLength(members.length);
  });

  it('matches words in the firm name, the contact person and the products', () => {
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'steel' }))).toEqual(['steel']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'selvi' }))).toEqual(['steel']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'racks' }))).toEqual(['steel']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'rice' }))).toEqual(['rice', 'rice-2']);
  });

  it('requires every word, each anywhere among firm, contact and products', () => {
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'kumar bran' }))).toEqual(['rice']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'mannai raw  kumar' }))).toEqual(['rice-2']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'rice racks' }))).toEqual([]);
  });

  it('ignores letter case and accents, on both sides', () => {
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'CAFE DELICE' }))).toEqual(['cafe']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'délice' }))).toEqual(['cafe']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, q: 'Kavéri' }))).toEqual(['steel']);
    expect(ids(filterMembers(members, { ...NO_FILTERS, q: 'PRÉCISION' })).length).toBeGreaterThan(0);
  });

  it('filters by category and by district, and combines them with the query', () => {
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, category: 'Rice milling' }))).toEqual(['rice', 'rice-2']);
    expect(ids(filterMembers(LIST, { ...NO_FILTERS, district: 'Thanjavur' }))).toEqual(['cafe', 'rice']);
    expect(ids(filterMembers(LIST, { q: '', category: 'Rice milling', district: 'Thanjavur' }))).toEqual(['rice']);
    expect(ids(filterMembers(LIST, { q: 'kumar', category: 'Rice milling', district: 'Tiruvarur' }))).toEqual([
      'rice-2',
    ]);
    expect(ids(filterMembers(LIST, { q: 'coffee', category: 'Rice milling', district: '' }))).toEqual([]);
  });
});
