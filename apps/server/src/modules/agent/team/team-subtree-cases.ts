import type { TSubtreeCase } from '../../../test-support/subtree-cases.ts';

const refOf = (foreign: { userId: number } | { loginId: string }) =>
  'userId' in foreign ? { UserId: foreign.userId } : { LoginId: foreign.loginId };

/** Every team route that names another account (the subtree matrix's rows of this part). */
export const subtreeCases: readonly TSubtreeCase[] = [
  {
    name: 'POST /api/Team/Members (ParentLoginId)',
    refs: ['loginId'],
    call: ({ t, token, foreign }) =>
      t.call('POST', '/api/Team/Members', {
        token,
        body: { ParentLoginId: 'loginId' in foreign ? foreign.loginId : '' },
      }),
  },
  {
    name: 'POST /api/Team/MoveMember (member)',
    refs: ['userId', 'loginId'],
    call: ({ t, team, token, foreign }) =>
      t.call('POST', '/api/Team/MoveMember', {
        token,
        body: { Member: refOf(foreign), Target: { UserId: team.sub.userId } },
      }),
    snapshot: (t) => t.db.query(`SELECT id, parent_id FROM users ORDER BY id`),
  },
  {
    name: 'POST /api/Team/MoveMember (target)',
    refs: ['userId', 'loginId'],
    call: ({ t, team, token, foreign }) =>
      t.call('POST', '/api/Team/MoveMember', {
        token,
        body: { Member: { UserId: team.directPlayer.userId }, Target: refOf(foreign) },
      }),
    snapshot: (t) => t.db.query(`SELECT id, parent_id FROM users ORDER BY id`),
  },
  {
    name: 'POST /api/Team/DeleteMember',
    refs: ['userId', 'loginId'],
    call: ({ t, token, foreign }) =>
      t.call('POST', '/api/Team/DeleteMember', { token, body: { Member: refOf(foreign) } }),
    snapshot: (t) => t.db.query(`SELECT id, deleted_at, state_flags FROM users ORDER BY id`),
  },
  {
    name: 'POST /api/Team/SetBehaviours',
    refs: ['userId', 'loginId'],
    call: ({ t, team, token, foreign }) =>
      t.call('POST', '/api/Team/SetBehaviours', {
        token,
        // A member of the team beside the foreign one: all or nothing.
        body: {
          Members: [{ UserId: team.directPlayer.userId }, refOf(foreign)],
          Set: ['betDisabled'],
        },
      }),
    snapshot: (t) => t.db.query(`SELECT id, state_flags FROM users ORDER BY id`),
  },
];
