import { chatMemberRoles, chatRoomKinds, type TChatMemberRole } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayDo, mayRemove, roomOperations } from './room-rules.ts';

const kind = fc.constantFrom(...chatRoomKinds);
const role = fc.constantFrom(...chatMemberRoles);
const operation = fc.constantFrom(...roomOperations);
const groupRank: Record<TChatMemberRole, number> = { member: 0, manager: 1, owner: 2, tutor: -1 };

describe('room rules: who does what, by kind and role', () => {
  it('lets nobody change a public or service room from the hub', () => {
    fc.assert(
      fc.property(fc.constantFrom('public', 'service' as const), role, operation, (k, r, o) => {
        expect(mayDo(k, r, o)).toBe(false);
      }),
    );
  });

  it('in a group, lets the owner do whatever a manager does, but leave', () => {
    fc.assert(
      fc.property(operation, (o) => {
        if (o !== 'leave' && mayDo('group', 'manager', o))
          expect(mayDo('group', 'owner', o)).toBe(true);
      }),
    );
    expect(mayDo('group', 'owner', 'leave')).toBe(false);
  });

  it('gives roles only to a group’s owner', () => {
    fc.assert(
      fc.property(kind, role, (k, r) => {
        expect(mayDo(k, r, 'setRole')).toBe(k === 'group' && r === 'owner');
      }),
    );
  });

  it('lets a plain member only leave, in any room', () => {
    fc.assert(
      fc.property(kind, operation, (k, o) => {
        if (mayDo(k, 'member', o)) expect(o).toBe('leave');
      }),
    );
  });

  it('keeps a site room’s name, settings and members the administrators’', () => {
    const siteOwned = ['rename', 'setReadOnly', 'setAnnouncement', 'addMembers', 'removeMember'];
    fc.assert(
      fc.property(fc.constantFrom('site_group', 'tutor' as const), role, (k, r) => {
        for (const o of roomOperations)
          if (siteOwned.includes(o)) expect(mayDo(k, r, o)).toBe(false);
        expect(mayDo(k, r, 'pin')).toBe(r === 'manager' || r === 'tutor');
      }),
    );
  });

  it('removes only someone of a lower group role, and never the owner', () => {
    fc.assert(
      fc.property(role, role, (by, target) => {
        if (!mayRemove(by, target)) return;
        expect(target).not.toBe('owner');
        expect(groupRank[by]).toBeGreaterThan(groupRank[target]);
      }),
    );
    expect([mayRemove('owner', 'manager'), mayRemove('manager', 'member')]).toEqual([true, true]);
    expect([mayRemove('manager', 'manager'), mayRemove('member', 'member')]).toEqual([
      false,
      false,
    ]);
  });
});
