import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

const members = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/Team/Members', { token, body });

describe('POST /api/Team/Members', () => {
  it('lists direct members, the whole team and a drilled-down level with their figures', async () => {
    const team = await createAgentTeam(t);
    await t.fund(team.member.userId, 5_000n);
    await t.fund(team.sub.userId, 2_000n);
    await t.fund(team.outsiderPlayer.userId, 9_000n);
    const token = await t.login(team.top.loginId);

    const directResponse = await members(token);
    const direct = directResponse.json();
    expect(direct.TotalCount).toBe(2);
    const sub = direct.Items.find((item: { UserId: number }) => item.UserId === team.sub.userId);
    expect(sub).toMatchObject({
      LoginId: team.sub.loginId,
      Role: 'agent',
      Depth: 1,
      ParentLoginId: team.top.loginId,
      Balance: 2,
      TeamBalance: 7,
      TeamSize: 1,
      DirectCount: 1,
      Turnover: 0,
    });

    const whole = (
      await members(token, { Scope: 'team', SortBy: 'loginId', SortDesc: false })
    ).json();
    expect(whole.Items.map((item: { UserId: number }) => item.UserId).sort()).toEqual(
      [team.sub.userId, team.member.userId, team.directPlayer.userId].sort(),
    );

    const drilled = (await members(token, { ParentLoginId: team.sub.loginId })).json();
    expect(drilled.Parent).toEqual({
      UserId: team.sub.userId,
      LoginId: team.sub.loginId,
      Depth: 1,
    });
    expect(drilled.Items.map((item: { UserId: number }) => item.UserId)).toEqual([
      team.member.userId,
    ]);

    const byBalance = (await members(token, { Scope: 'team', SortBy: 'balance' })).json();
    expect(byBalance.Items[0].UserId).toBe(team.member.userId);

    const found = (await members(token, { Scope: 'team', Search: team.member.loginId })).json();
    expect(found.Items.map((item: { UserId: number }) => item.UserId)).toEqual([
      team.member.userId,
    ]);

    const agents = (await members(token, { Scope: 'team', Role: 'agent' })).json();
    expect(agents.Items.map((item: { UserId: number }) => item.UserId)).toEqual([team.sub.userId]);
  });

  it("refuses to drill into an account outside the caller's team, whoever it is", async () => {
    const team = await createAgentTeam(t);
    const token = await t.login(team.top.loginId);
    for (const loginId of [
      team.outsider.loginId,
      team.outsiderPlayer.loginId,
      team.top.loginId,
      'nobody-at-all',
    ]) {
      const response = await members(token, { ParentLoginId: loginId });
      expect(response.statusCode).toBe(404);
      expect(response.json().Code).toBe(8001);
    }
  });

  it('is for agents only and refuses a bad period with its code', async () => {
    const team = await createAgentTeam(t);
    const playerToken = await t.login(team.directPlayer.loginId);
    expect((await members(playerToken)).statusCode).toBe(409);
    const token = await t.login(team.top.loginId);
    const response = await members(token, { TurnoverFrom: '2026-01-01', TurnoverTo: '2026-12-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Code).toBe(8100);
  });
});
