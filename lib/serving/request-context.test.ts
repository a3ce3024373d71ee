/** @jest-environment node */
import { requestIdOf } from './request-context.mjs';

describe('requestIdOf', () => {
  it("keeps a proxy's well-formed id, nginx's or a UUID", () => {
    for (const id of ['5f0c6e1a9b2d4c3e8f7a6b5c4d3e2f1a', 'c1f0e5a4-3b2a-4d8e-9f00-123456789abc', 'obs.e2e_request-1'])
      expect(requestIdOf(id)).toBe(id);
  });

  it('makes a new one for a missing, short, long, repeated or odd id, never the same twice', () => {
    const made = [
      undefined,
      'short',
      'x'.repeat(129),
      ['a1b2c3d4e5', 'f6a7b8c9d0'],
      'line\nbreak-in-it',
      'spaces in it',
    ]
      .map((header) => requestIdOf(header))
      .concat(Array.from({ length: 1000 }, () => requestIdOf(undefined)));
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(new Set(made).size).toBe(made.length);
  });
});
