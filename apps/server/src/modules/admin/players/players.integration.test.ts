import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { games, openIssue, place, star5 } from '../../bet/bet-test-fixtures.ts';

const t = useTestApp();

const get = async (token: string, url: string) => {
  const response = await t.call('GET', url, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
};

async function agentWithPlayer(agentGroup = 1980, playerGroup = 1950) {
  const agent = await t.createAccount({ role: 'agent' });
  const player = await t.createAccount({ parentId: agent.userId });
  await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [agent.userId, agentGroup]);
  await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [player.userId, playerGroup]);
  return { agent, player };
}

describe('player search', () => {
  it('finds by login prefix, agent, state flag and last login address, a page at a time', async () => {
    const admin = await t.adminToken('readonly');
    const { agent, player } = await agentWithPlayer();
    const other = await t.createAccount({ parentId: agent.userId });
    await t.fund(player.userId, 12_345n);
    await t.db.query('UPDATE users SET state_flags = 4 WHERE id = $1', [other.userId]);
    await t.login(player.loginId);

    const byLogin = await get(admin, `/api/Admin/Players?LoginId=${player.loginId.toUpperCase()}`);
    expect(byLogin).toMatchObject({
      TotalCount: 1,
      Items: [
        {
          LoginId: player.loginId,
          AgentLoginId: agent.loginId,
          Balance: 12.345,
          LastLoginIp: '127.0.0.1',
        },
      ],
    });
    const byAgent = await get(admin, `/api/Admin/Players?AgentLoginId=${agent.loginId}`);
    expect((byAgent.Items as { LoginId: string }[]).map((item) => item.LoginId).sort()).toEqual(
      [player.loginId, other.loginId].sort(),
    );
    const byFlag = await get(
      admin,
      `/api/Admin/Players?AgentLoginId=${agent.loginId}&StateFlag=withdrawDisabled`,
    );
    expect(byFlag).toMatchObject({ TotalCount: 1, Items: [{ LoginId: other.loginId }] });
    const byIp = await get(
      admin,
      `/api/Admin/Players?LastLoginIp=127.0.0.1&AgentLoginId=${agent.loginId}`,
    );
    expect(byIp).toMatchObject({ TotalCount: 1, Items: [{ LoginId: player.loginId }] });
    const paged = await get(admin, `/api/Admin/Players?AgentLoginId=${agent.loginId}&PageSize=1`);
    expect(paged).toMatchObject({ TotalCount: 2, PageSize: 1 });
    expect(paged.Items).toHaveLength(1);
    // A pattern character is a character, not a wildcard.
    expect(await get(admin, '/api/Admin/Players?LoginId=%25')).toMatchObject({ TotalCount: 0 });
  });

  it('refuses bad input with a catalogue code, and callers without players.view', async () => {
    const admin = await t.adminToken('readonly');
    const bad = await t.call('GET', '/api/Admin/Players?PageSize=1000', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 1001 });
    const content = await t.adminTokenWith(['content.view']);
    expect((await t.call('GET', '/api/Admin/Players', { token: content })).statusCode).toBe(403);
    const { player } = await agentWithPlayer();
    const playerToken = await t.login(player.loginId);
    expect((await t.call('GET', '/api/Admin/Players', { token: playerToken })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', '/api/Admin/Players')).statusCode).toBe(401);
  });
});

describe("a player's page", () => {
  it('shows the account, upline, balances, statement, bets and logins', async () => {
    const admin = await t.adminToken('service');
    const { agent, player } = await agentWithPlayer();
    await t.fund(player.userId, 50_000n);
    await t.login(player.loginId);

    const detail = await get(admin, `/api/Admin/Players/${player.loginId}`);
    expect(detail).toMatchObject({
      LoginId: player.loginId,
      AgentChain: [agent.loginId],
      PrizeGroup: 1950,
      HasSecondFactor: false,
      Balances: { Main: 50, Bonus: 0, BetHolds: 0 },
      OpenSessions: 1,
    });
    const today = new Date(t.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const statement = await get(
      admin,
      `/api/Admin/Players/${player.loginId}/Statement?StartDate=${today}&EndDate=${today}`,
    );
    expect(statement).toMatchObject({ TotalCount: 1, Items: [{ Amount: 50, BalanceAfter: 50 }] });
    // The login ID is resolved inside the statement's own queries, in any case.
    const shouted = await get(
      admin,
      `/api/Admin/Players/${player.loginId.toUpperCase()}/Statement?StartDate=${today}&EndDate=${today}`,
    );
    expect(shouted).toEqual(statement);
    const nobodysStatement = await t.call(
      'GET',
      `/api/Admin/Players/nobody-here/Statement?StartDate=${today}&EndDate=${today}`,
      { token: admin },
    );
    expect(nobodysStatement.statusCode).toBe(404);
    expect(nobodysStatement.json()).toMatchObject({ Code: 6405 });
    expect(await get(admin, `/api/Admin/Players/${player.loginId}/Bets`)).toMatchObject({
      TotalCount: 0,
    });
    expect(await get(admin, `/api/Admin/Players/${player.loginId}/Schedules`)).toMatchObject({
      TotalCount: 0,
    });
    const logins = await get(admin, `/api/Admin/Players/${player.loginId}/Logins`);
    expect(logins).toMatchObject({ TotalCount: 1, Items: [{ Ip: '127.0.0.1', EndedAt: null }] });

    const missing = await t.call('GET', '/api/Admin/Players/nobody-here', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ Code: 6405 });
  });
});

describe("a player's bets tab", () => {
  it("lists that player's tickets by login ID in any case, refuses an unknown player", async () => {
    const admin = await t.adminToken('service');
    const { player } = await agentWithPlayer();
    const other = await t.createAccount();
    const issue = await openIssue(t, games.jsssc);
    for (const account of [player, other]) {
      await t.fund(account.userId, 100_000n);
      const token = await t.login(account.loginId);
      const placed = await place(t, token, {
        GameId: games.jsssc,
        IssueSerialNumber: issue,
        Tickets: [star5()],
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }

    expect(await get(admin, `/api/Admin/Players/${player.loginId}`)).toMatchObject({
      Balances: { Main: 98, Bonus: 0, BetHolds: 2, ScheduleHolds: 0, PendingWithdrawals: 0 },
    });
    const bets = await get(admin, `/api/Admin/Players/${player.loginId.toUpperCase()}/Bets`);
    expect(bets).toMatchObject({ TotalCount: 1, TotalAmount: 2, Items: [{ Amount: 2 }] });
    const missing = await t.call('GET', '/api/Admin/Players/nobody-here/Bets', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ Code: 6405 });
  });
});

describe('moving a player under another agent', () => {
  it('moves, audited with the old and new upline and the reason', async () => {
    const admin = await t.adminToken('service');
    const { agent, player } = await agentWithPlayer();
    const target = await t.createAccount({ role: 'agent' });
    await t.db.query('UPDATE users SET prize_group = 1960 WHERE id = $1', [target.userId]);
    await expectAudited(t, 'POST /api/Admin/Players/MoveUnderAgent', {
      token: admin,
      body: { LoginId: player.loginId, AgentLoginId: target.loginId, Reason: 'asked by agent' },
      action: 'players.player.move',
      targetType: 'player',
      targetId: player.loginId,
      before: { agent: agent.loginId },
      after: { agent: target.loginId, reason: 'asked by agent' },
    });
    const detail = await get(admin, `/api/Admin/Players/${player.loginId}`);
    expect(detail.AgentChain).toEqual([target.loginId]);
  });

  it('refuses a cycle, a target that is no agent and a prize group above the agent', async () => {
    const admin = await t.adminToken('service');
    const { agent, player } = await agentWithPlayer();
    const sub = await t.createAccount({ role: 'agent', parentId: agent.userId });
    const low = await t.createAccount({ role: 'agent' });
    await t.db.query('UPDATE users SET prize_group = 1900 WHERE id = $1', [low.userId]);
    const move = (loginId: string, target: string | null) =>
      t.call('POST', '/api/Admin/Players/MoveUnderAgent', {
        token: admin,
        body: { LoginId: loginId, AgentLoginId: target, Reason: 'test' },
      });
    const codeOf = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
      const answer = await response;
      return [answer.statusCode, (answer.json() as { Code: number }).Code];
    };
    expect(await codeOf(move(agent.loginId, sub.loginId))).toEqual([409, 6402]);
    expect(await codeOf(move(agent.loginId, agent.loginId))).toEqual([409, 6402]);
    expect(await codeOf(move(agent.loginId, player.loginId))).toEqual([409, 6401]);
    expect(await codeOf(move(player.loginId, low.loginId))).toEqual([409, 6403]);
    expect(await codeOf(move('nobody-here', agent.loginId))).toEqual([404, 6405]);
    // Refusals change nothing and write no audit row.
    const [rows] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin_audit WHERE action = 'players.player.move'
          AND target_id = ANY($1)`,
      [[agent.loginId, player.loginId]],
    );
    expect(rows?.n).toBe(0);
    // Out of every downline (no agent) is allowed.
    expect((await move(player.loginId, null)).statusCode).toBe(200);
  });

  it('needs players.manage', async () => {
    const readonly = await t.adminToken('readonly');
    const { player } = await agentWithPlayer();
    const response = await t.call('POST', '/api/Admin/Players/MoveUnderAgent', {
      token: readonly,
      body: { LoginId: player.loginId, AgentLoginId: null, Reason: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("resetting a player's second factor", () => {
  it('unbinds the authenticator, audited; refused when none is bound', async () => {
    const admin = await t.adminToken('service');
    const { player } = await agentWithPlayer();
    await t.db.query(`UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1`, [
      player.userId,
    ]);
    await expectAudited(t, 'POST /api/Admin/Players/ResetSecondFactor', {
      token: admin,
      body: { LoginId: player.loginId, Reason: 'lost phone' },
      action: 'players.second_factor.reset',
      targetType: 'player',
      targetId: player.loginId,
      after: { secondFactor: false, reason: 'lost phone' },
    });
    const detail = await get(admin, `/api/Admin/Players/${player.loginId}`);
    expect(detail.HasSecondFactor).toBe(false);
    const again = await t.call('POST', '/api/Admin/Players/ResetSecondFactor', {
      token: admin,
      body: { LoginId: player.loginId, Reason: 'again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ Code: 6404 });
  });
});
