import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { writeParent } from '../../auth/account-tree.ts';
import { findTeamMember } from './team-membership.ts';

const t = useTestApp();

const pairsUnder = async (ancestorId: number) =>
  t.db.query<{ descendant_id: number; depth: number }>(
    `SELECT descendant_id, depth FROM account_tree WHERE ancestor_id = $1
      ORDER BY depth, descendant_id`,
    [ancestorId],
  );

/** The closure the parent links imply, computed the slow way. */
const impliedPairs = async (ancestorId: number) =>
  t.db.query<{ descendant_id: number; depth: number }>(
    `WITH RECURSIVE down AS (
       SELECT id AS descendant_id, 0 AS depth FROM users WHERE id = $1
       UNION ALL
       SELECT u.id, down.depth + 1 FROM down JOIN users u ON u.parent_id = down.descendant_id
     )
     SELECT descendant_id, depth FROM down ORDER BY depth, descendant_id`,
    [ancestorId],
  );

describe('account_tree', () => {
  it('holds every ancestor of a new account with its distance', async () => {
    const team = await createAgentTeam(t);
    expect(await pairsUnder(team.top.userId)).toEqual(await impliedPairs(team.top.userId));
    const upline = await t.db.query<{ ancestor_id: number; depth: number }>(
      `SELECT ancestor_id, depth FROM account_tree WHERE descendant_id = $1 ORDER BY depth`,
      [team.member.userId],
    );
    expect(upline).toEqual([
      { ancestor_id: team.member.userId, depth: 0 },
      { ancestor_id: team.sub.userId, depth: 1 },
      { ancestor_id: team.top.userId, depth: 2 },
    ]);
  });

  it('moves a subtree with its members and keeps both trees exact', async () => {
    const team = await createAgentTeam(t);
    await t.db.transaction((tx) => writeParent(tx, team.sub.userId, team.outsider.userId));
    for (const root of [team.top, team.outsider, team.sub])
      expect(await pairsUnder(root.userId)).toEqual(await impliedPairs(root.userId));
    await t.db.transaction((tx) => writeParent(tx, team.sub.userId, null));
    expect(await pairsUnder(team.outsider.userId)).toEqual(
      await impliedPairs(team.outsider.userId),
    );
    expect(await pairsUnder(team.sub.userId)).toEqual(await impliedPairs(team.sub.userId));
  });
});

describe('findTeamMember', () => {
  it('finds a member at any depth by id or login id, and a direct one only with scope direct', async () => {
    const team = await createAgentTeam(t);
    const byLogin = await findTeamMember(
      t.db,
      team.top.userId,
      { loginId: team.member.loginId.toUpperCase() },
      { scope: 'team' },
    );
    expect(byLogin).toMatchObject({ ok: true, value: { userId: team.member.userId, depth: 2 } });
    expect(
      await findTeamMember(
        t.db,
        team.top.userId,
        { userId: team.member.userId },
        { scope: 'direct' },
      ),
    ).toMatchObject({ ok: false, error: 'NotDirectMember' });
    expect(
      await findTeamMember(t.db, team.top.userId, { userId: team.sub.userId }, { scope: 'direct' }),
    ).toMatchObject({ ok: true, value: { role: 'agent', depth: 1 } });
  });

  it('refuses the same way an outsider, the agent itself, its upline and an unknown account', async () => {
    const team = await createAgentTeam(t);
    for (const ref of [
      { userId: team.outsiderPlayer.userId },
      { userId: team.sub.userId },
      { userId: team.top.userId },
      { userId: 2_000_000_000 },
      { loginId: 'nobody-here' },
    ])
      expect(await findTeamMember(t.db, team.sub.userId, ref, { scope: 'team' })).toMatchObject({
        ok: false,
        error: 'NotInTeam',
      });
  });
});
