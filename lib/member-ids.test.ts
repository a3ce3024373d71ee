/** @jest-environment node */
import { members } from '@/content/members';
import { checkMemberIds, MemberIdError } from './member-ids';

describe('checkMemberIds', () => {
  test('accepts the ids of content/members.ts', () => {
    expect(() => checkMemberIds(members.map((member) => member.id))).not.toThrow();
  });

  test('fails on an id used twice, naming it', () => {
    expect(() => checkMemberIds(['kaveri-polymers', 'noor-polymers', 'kaveri-polymers'])).toThrow(
      new MemberIdError(
        'Member id "kaveri-polymers" is used by two firms in content/members.ts: each firm needs an id of its own.',
      ),
    );
  });

  test.each([
    ['Kaveri-Polymers', 'capitals'],
    ['kaveri polymers', 'a space'],
    ['kaveri_polymers', 'an underscore'],
    ['kaveri--polymers', 'a double hyphen'],
    ['-kaveri', 'a leading hyphen'],
    ['kaveri-', 'a trailing hyphen'],
    ['../admin', 'a path'],
    ['kaveri%2Fpolymers', 'an escape'],
    ['kāveri', 'a letter outside ASCII'],
    ['', 'nothing'],
    ['x'.repeat(61), 'too many characters'],
  ])('fails on an unsafe id (%j: %s), naming it', (id) => {
    expect(() => checkMemberIds(['kaveri-polymers', id])).toThrow(MemberIdError);
    expect(() => checkMemberIds(['kaveri-polymers', id])).toThrow(
      `Member id ${JSON.stringify(id)} in content/members.ts is not a safe address`,
    );
  });

  test('fails on "search", the internal route of a filtered directory', () => {
    expect(() => checkMemberIds(['search'])).toThrow(
      'Member id "search" in content/members.ts is reserved: /rasi-members/search is another route.',
    );
  });
});
