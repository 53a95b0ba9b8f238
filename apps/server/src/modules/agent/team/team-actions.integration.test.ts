import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { stateFlags } from '../../auth/state-flags.ts';

const t = useTestApp();

const post = (url: string, token: string, body: unknown) => t.call('POST', url, { token, body });
const parentOf = async (userId: number) =>
  (
    await t.db.query<{ parent_id: number }>(`SELECT parent_id FROM users WHERE id = $1`, [userId])
  )[0]?.parent_id;
const setGroup = (userId: number, group: number) =>
  t.db.query(`UPDATE users SET prize_group = $2 WHERE id = $1`, [userId, group]);

describe('POST /api/Team/MoveMember', () => {
  it('moves a direct member with its team under an agent of the team, audited', async () => {
    const team = await createAgentTeam(t);
    const token = await t.login(team.top.loginId);
    const response = await post('/api/Team/MoveMember', token, {
      Member: { LoginId: team.directPlayer.loginId },
      Target: { UserId: team.sub.userId },
    });
    expect(response.statusCode).toBe(200);
    expect(await parentOf(team.directPlayer.userId)).toBe(team.sub.userId);
    const [audit] = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE subject_user_id = $1 AND action = 'agent_move_member'`,
      [team.directPlayer.userId],
    );
    expect(audit).toBeDefined();
  });

  it('refuses each rule with its code and moves nothing', async () => {
    const team = await createAgentTeam(t);
    const second = await t.createAccount({ role: 'agent', parentId: team.top.userId });
    const token = await t.login(team.top.loginId);
    const move = (member: number, target: number) =>
      post('/api/Team/MoveMember', token, {
        Member: { UserId: member },
        Target: { UserId: target },
      });
    // Not a direct member.
    expect((await move(team.member.userId, second.userId)).json().Code).toBe(8002);
    // Target a player.
    expect((await move(team.sub.userId, team.directPlayer.userId)).json().Code).toBe(8101);
    // Under itself or its own member.
    expect((await move(team.sub.userId, team.sub.userId)).json().Code).toBe(8102);
    // The target's group below the member's.
    await setGroup(second.userId, 1800);
    expect((await move(team.sub.userId, second.userId)).json().Code).toBe(8103);
    expect(await parentOf(team.sub.userId)).toBe(team.top.userId);
  });
});

describe('POST /api/Team/DeleteMember', () => {
  it('refuses a member with members, money, and deletes an empty one as a disabled state', async () => {
    const team = await createAgentTeam(t);
    const token = await t.login(team.top.loginId);
    const del = (userId: number) =>
      post('/api/Team/DeleteMember', token, { Member: { UserId: userId } });
    expect((await del(team.sub.userId)).json().Code).toBe(8112);
    await t.fund(team.directPlayer.userId, 1_000n);
    expect((await del(team.directPlayer.userId)).json().Code).toBe(8110);
    await t.fund(team.directPlayer.userId, -1_000n);
    expect((await del(team.directPlayer.userId)).statusCode).toBe(200);
    const [row] = await t.db.query<{ deleted_at: Date | null; state_flags: number }>(
      `SELECT deleted_at, state_flags FROM users WHERE id = $1`,
      [team.directPlayer.userId],
    );
    expect(row?.deleted_at).not.toBeNull();
    expect((row?.state_flags ?? 0) & stateFlags.disabled).not.toBe(0);
    const listed = (await post('/api/Team/Members', token, {})).json();
    expect(listed.Items.map((item: { UserId: number }) => item.UserId)).toEqual([team.sub.userId]);
    const login = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: team.directPlayer.loginId, Password: 'Sturdy2026pass' },
    });
    expect(login.statusCode).not.toBe(200);
  });
});

describe('POST /api/Team/SetBehaviours', () => {
  it('sets and clears flags on several or all direct members in one go', async () => {
    const team = await createAgentTeam(t);
    const token = await t.login(team.top.loginId);
    const flagsOf = async (userId: number) =>
      (
        await t.db.query<{ state_flags: number }>(`SELECT state_flags FROM users WHERE id = $1`, [
          userId,
        ])
      )[0]?.state_flags ?? 0;
    const all = await post('/api/Team/SetBehaviours', token, {
      AllDirect: true,
      Set: ['betDisabled', 'chatDisabled'],
    });
    expect(all.json()).toEqual({ Changed: 2 });
    expect((await flagsOf(team.sub.userId)) & stateFlags.betDisabled).not.toBe(0);
    expect((await flagsOf(team.member.userId)) & stateFlags.betDisabled).toBe(0);
    const one = await post('/api/Team/SetBehaviours', token, {
      Members: [{ LoginId: team.directPlayer.loginId }],
      Clear: ['betDisabled'],
    });
    expect(one.json()).toEqual({ Changed: 1 });
    expect((await flagsOf(team.directPlayer.userId)) & stateFlags.betDisabled).toBe(0);
    // A member not direct: nothing changes at all.
    const mixed = await post('/api/Team/SetBehaviours', token, {
      Members: [{ UserId: team.directPlayer.userId }, { UserId: team.member.userId }],
      Set: ['depositDisabled'],
    });
    expect(mixed.json().Code).toBe(8002);
    expect((await flagsOf(team.directPlayer.userId)) & stateFlags.depositDisabled).toBe(0);
    expect(
      (await post('/api/Team/SetBehaviours', token, { Set: ['betDisabled'] })).json().Code,
    ).toBe(8120);
  });
});

describe('POST /api/Team/CreateMember', () => {
  it('opens a player or agent under the caller with a group at most its own', async () => {
    const team = await createAgentTeam(t);
    await setGroup(team.top.userId, 1900);
    const token = await t.login(team.top.loginId);
    const create = (LoginId: string, PrizeGroup: number, Role = 'agent') =>
      post('/api/Team/CreateMember', token, {
        LoginId,
        Password: 'Strong2026pw',
        Role,
        PrizeGroup,
      });
    const suffix = String(process.pid % 10_000);
    expect((await create(`over${suffix}`, 1950)).json().Code).toBe(8130);
    expect((await create(`under${suffix}`, 1600)).json().Code).toBe(8131);
    const created = await create(`newag${suffix}`, 1880);
    expect(created.statusCode).toBe(200);
    const [row] = await t.db.query<{ parent_id: number; role: string; prize_group: number }>(
      `SELECT parent_id, role, prize_group FROM users WHERE id = $1`,
      [created.json().UserId],
    );
    expect(row).toEqual({ parent_id: team.top.userId, role: 'agent', prize_group: 1880 });
    expect((await create(`newag${suffix}`, 1880)).statusCode).toBe(409);
  });
});

describe('register links', () => {
  it('makes links with type, group and limit; registering counts uses and refuses used-up, disabled and expired links', async () => {
    const team = await createAgentTeam(t);
    await setGroup(team.top.userId, 1900);
    const token = await t.login(team.top.loginId);
    const link = await post('/api/Team/CreateRegisterLink', token, {
      Role: 'agent',
      PrizeGroup: 1890,
      MaxUses: 1,
      ExpiresInDays: 2,
    });
    expect(link.statusCode, link.body).toBe(200);
    const code = link.json().Code as string;
    const suffix = String(process.pid % 10_000);
    const register = (LoginId: string, InviteCode: string) =>
      t.call('POST', '/api/Register/Register', {
        body: {
          LoginId,
          Password: 'Strong2026pw',
          ConfirmPassword: 'Strong2026pw',
          Email: `${LoginId}@test.invalid`,
          InviteCode,
        },
        ip: `10.9.${Number(suffix) % 250}.${LoginId.length}`,
      });
    const first = await register(`linka${suffix}`, code);
    expect(first.statusCode, first.body).toBe(200);
    const [made] = await t.db.query<{ parent_id: number; role: string; prize_group: number }>(
      `SELECT parent_id, role, prize_group FROM users WHERE lower(login_id) = lower($1)`,
      [`linka${suffix}`],
    );
    expect(made).toEqual({ parent_id: team.top.userId, role: 'agent', prize_group: 1890 });
    expect((await register(`linkbb${suffix}`, code)).json().Code).toBe(8143);

    const listed = (await t.call('POST', '/api/Team/RegisterLinks', { token })).json();
    expect(listed.Items.find((item: { Code: string }) => item.Code === code)).toMatchObject({
      UseCount: 1,
      MaxUses: 1,
      Role: 'agent',
      PrizeGroup: 1890,
      IsDefault: false,
    });

    const open = (
      await post('/api/Team/CreateRegisterLink', token, {
        Role: 'player',
        PrizeGroup: 1850,
        ExpiresInDays: 1,
      })
    ).json().Code;
    expect((await post('/api/Team/DisableRegisterLink', token, { Code: open })).statusCode).toBe(
      200,
    );
    expect((await register(`linkccc${suffix}`, open)).json().Code).toBe(8142);

    const expiring = (
      await post('/api/Team/CreateRegisterLink', token, {
        Role: 'player',
        PrizeGroup: 1850,
        ExpiresInDays: 1,
      })
    ).json().Code;
    t.clock.advance(2 * 86_400_000);
    expect((await register(`linkdddd${suffix}`, expiring)).json().Code).toBe(8141);

    const other = await t.login(team.outsider.loginId);
    expect((await post('/api/Team/DisableRegisterLink', other, { Code: code })).json().Code).toBe(
      8140,
    );
  });
});

describe('POST /api/Team/ActiveAccounts', () => {
  it('counts members who logged in during the period per level', async () => {
    const team = await createAgentTeam(t);
    await t.login(team.member.loginId);
    const token = await t.login(team.top.loginId);
    const response = await post('/api/Team/ActiveAccounts', token, { Period: 'month' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Levels).toEqual([
      { Depth: 1, Active: 0, Members: 2 },
      { Depth: 2, Active: 1, Members: 1 },
    ]);
    expect(body.Items).toEqual([
      expect.objectContaining({ UserId: team.member.userId, LoggedIn: true, Bet: false }),
    ]);
  });
});
