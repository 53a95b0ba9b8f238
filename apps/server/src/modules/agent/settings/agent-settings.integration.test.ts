import { userInfoPrivilegesEvent } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

const privilegeNotices = async (userIds: number[]) =>
  t.db.query<{ target_id: number }>(
    `SELECT target_id FROM outbox WHERE event = $1 AND target_id = ANY($2::int[])
      ORDER BY target_id`,
    [userInfoPrivilegesEvent, userIds],
  );

describe('agent settings in the back office', () => {
  it('changes the system rules, audited, and tells every agent (and no player) to reload', async () => {
    const team = await createAgentTeam(t);
    const configure = await t.adminTokenWith(['agents.view', 'agents.configure']);
    const current = await t.call('GET', '/api/Admin/AgentSettings/SystemRules', {
      token: configure,
    });
    expect(current.statusCode).toBe(200);
    const rules = current.json();
    expect(rules.DailyPayMaxRateBp).toBe(200);
    const everyone = Object.values(team).map((account) => account.userId);
    await t.db.query('DELETE FROM outbox WHERE target_id = ANY($1::int[])', [everyone]);

    await expectAudited(t, 'PUT /api/Admin/AgentSettings/SystemRules', {
      token: configure,
      body: {
        ...rules,
        DailyRewardNoDividendModeEnabled: true,
        DailyPayMaxRateBp: 250,
        Reason: 'promo',
      },
      action: 'agents.system_rules.update',
      targetType: 'agent_system_rules',
      before: { DailyPayMaxRateBp: 200, DailyRewardNoDividendModeEnabled: false },
      after: { DailyPayMaxRateBp: 250, DailyRewardNoDividendModeEnabled: true, reason: 'promo' },
    });
    const notified = (await privilegeNotices(everyone)).map((row) => row.target_id);
    expect(notified).toEqual(
      [team.top.userId, team.sub.userId, team.outsider.userId].sort((a, b) => a - b),
    );
    // The agents' own reading follows.
    const top = await t.login(team.top.loginId);
    const rule = await t.call('POST', '/api/DailyPay/GetSystemRule', { token: top });
    expect(JSON.parse(rule.json().SystemRule)).toMatchObject({
      DailyRewardEnabledForNoDividendMode: true,
      DailyPayMaxRate: 2.5,
    });

    const invalid = await t.call('PUT', '/api/Admin/AgentSettings/SystemRules', {
      token: configure,
      body: { ...rules, DailyPayMaxRateBp: 10_001, Reason: 'too much' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("sets one agent's settings, audited, and tells that agent", async () => {
    const team = await createAgentTeam(t);
    const configure = await t.adminTokenWith(['agents.view', 'agents.configure']);
    const read = await t.call('GET', `/api/Admin/AgentSettings/Agent?LoginId=${team.sub.loginId}`, {
      token: configure,
    });
    expect(read.json()).toMatchObject({
      LoginId: team.sub.loginId,
      IsDirectAgent: false,
      AgentType: 'Formal',
      HasBonusWallet: false,
    });

    await expectAudited(t, 'PUT /api/Admin/AgentSettings/Agent', {
      token: configure,
      body: {
        LoginId: team.sub.loginId,
        AgentType: 'NoDividend',
        HasBonusWallet: true,
        HasBonusPermission: true,
        HasShareholderBonus: false,
        HasShareholderBonusExternal: true,
        Reason: 'contract signed offline',
      },
      action: 'agents.settings.update',
      targetType: 'agent',
      targetId: team.sub.userId,
      before: { AgentType: 'Formal', HasBonusWallet: false },
      after: { AgentType: 'NoDividend', HasBonusWallet: true, reason: 'contract signed offline' },
    });
    expect(
      (await privilegeNotices([team.sub.userId, team.top.userId])).map((r) => r.target_id),
    ).toEqual([team.sub.userId]);
    const sub = await t.login(team.sub.loginId);
    const bonus = await t.call('POST', '/api/BonusPrivileges/Get', { token: sub });
    expect(bonus.json().HaveBonusWallet).toBe(true);

    const player = await t.call('PUT', '/api/Admin/AgentSettings/Agent', {
      token: configure,
      body: { ...(read.json() as object), LoginId: team.member.loginId, Reason: 'x' },
    });
    expect(player.statusCode).toBe(404);
    expect(player.json().Code).toBe(8700);
  });

  it('needs agents.view to read and agents.configure to change', async () => {
    const team = await createAgentTeam(t);
    const viewer = await t.adminTokenWith(['agents.view']);
    const other = await t.adminTokenWith(['reports.view']);
    const rules = await t.call('GET', '/api/Admin/AgentSettings/SystemRules', { token: viewer });
    expect(rules.statusCode).toBe(200);
    expect(
      (await t.call('GET', '/api/Admin/AgentSettings/SystemRules', { token: other })).statusCode,
    ).toBe(403);
    const refused = await t.call('PUT', '/api/Admin/AgentSettings/SystemRules', {
      token: viewer,
      body: { ...(rules.json() as object), Reason: 'no' },
    });
    expect(refused.statusCode).toBe(403);
    const agent = await t.call('PUT', '/api/Admin/AgentSettings/Agent', {
      token: viewer,
      body: {
        LoginId: team.top.loginId,
        AgentType: 'NoDividend',
        HasBonusWallet: true,
        HasBonusPermission: true,
        HasShareholderBonus: true,
        HasShareholderBonusExternal: true,
        Reason: 'no',
      },
    });
    expect(agent.statusCode).toBe(403);
    const [row] = await t.db.query('SELECT * FROM agent_settings WHERE agent_id = $1', [
      team.top.userId,
    ]);
    expect(row).toBeUndefined();
  });
});
