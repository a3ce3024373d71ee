/** @jest-environment node */
import { members, type Member } from '@/content/members';
import {
  MEMBER_IDS,
  MEMBER_NOT_FOUND_ID,
  memberById,
  memberIdOfPath,
  memberPath,
  RELATED_MEMBERS_MAX,
  relatedMembers,
  telHref,
} from './member-pages';
import { MEMBER_ID_PATTERN } from './member-ids';

describe('member pages', () => {
  test('every firm has one, at /rasi-members/<its id>', () => {
    expect(MEMBER_IDS).toHaveLength(members.length);
    for (const member of members) {
      expect(memberById(member.id)).toBe(member);
      expect(memberPath(member.id)).toBe(`/rasi-members/${member.id}`);
      expect(memberIdOfPath(memberPath(member.id))).toBe(member.id);
    }
  });

  test('no other path is a member page: not the directory, its search route, an unknown firm or another spelling', () => {
    for (const path of [
      '/rasi-members',
      '/rasi-members/',
      '/rasi-members/search',
      '/rasi-members/no-such-firm',
      '/rasi-members/Kaveri-Polymers',
      '/rasi-members/kaveri-polymers/',
      '/ta/rasi-members/kaveri-polymers',
      `/rasi-members/${MEMBER_NOT_FOUND_ID}`,
      '/aboutrasi',
    ]) {
      expect([path, memberIdOfPath(path)]).toEqual([path, null]);
    }
  });

  test('the not-found page’s id can never be a firm’s', () => {
    expect(MEMBER_ID_PATTERN.test(MEMBER_NOT_FOUND_ID)).toBe(false);
  });

  test('a telephone link has the number without spaces', () => {
    expect(telHref('+91 431 250 6218')).toBe('tel:+914312506218');
  });
});

describe('relatedMembers', () => {
  const firm = (id: string, category: string, district: string) =>
    ({ id, firm: id, contact: 'A', category, district, products: [], memberSince: 2000 }) as unknown as Member;
  const LIST = [
    firm('me', 'Rice milling', 'Thanjavur'),
    firm('district-only', 'Food processing', 'Thanjavur'),
    firm('category-only', 'Rice milling', 'Karur'),
    firm('both', 'Rice milling', 'Thanjavur'),
    firm('neither', 'Food processing', 'Karur'),
    firm('both-2', 'Rice milling', 'Thanjavur'),
  ];

  test('same industry and district first, then the same industry, then the same district; never the firm itself', () => {
    expect(relatedMembers(LIST[0]!, LIST).map((m) => m.id)).toEqual([
      'both',
      'both-2',
      'category-only',
      'district-only',
    ]);
  });

  test('every firm gets at most six, each sharing its industry or its district', () => {
    for (const member of members) {
      const related = relatedMembers(member);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(RELATED_MEMBERS_MAX);
      expect(related).not.toContain(member);
      for (const other of related) {
        expect(other.category === member.category || other.district === member.district).toBe(true);
      }
    }
  });
});
