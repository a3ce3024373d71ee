/** @jest-environment node */
import { itemAnchor } from './anchors';

test('keeps plain ids readable', () => {
  expect(itemAnchor('notification', '312')).toBe('notification-312');
  expect(itemAnchor('member', 'kaveri-polymers')).toBe('member-kaveri-polymers');
});

test('writes any other character as its code point: safe in HTML and in an address, and distinct', () => {
  const odd = ['a b', 'a-b', 'a_b', 'a_20_b', '"><script>', 'உ', '🏭', 'A/B#C'];
  const anchors = odd.map((id) => itemAnchor('notification', id));
  for (const anchor of anchors) expect(anchor).toMatch(/^notification-[A-Za-z0-9_-]+$/);
  expect(new Set(anchors).size).toBe(odd.length);
  expect(itemAnchor('notification', '🏭')).toBe('notification-_1f3ed_');
});
