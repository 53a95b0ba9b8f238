import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { settleIssue } from '../../bet/settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue } from '../../bet/ticket-fixtures.ts';

const t = useTestApp();
const js11x5 = 8;
const dates = (ms: number) => {
  const date = new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { StartDate: date, EndDate: date };
};

describe('team report access', () => {
  it('shows an agent its own team and members at any depth, and refuses every other account alike', async () => {
    const team = await createAgentTeam(t);
    const range = dates(t.clock.now());
    const top = await t.login(team.top.loginId);
    const ask = (token: string, body: object) =>
      t.call('POST', '/api/AgentReport/Team', { token, body: { ...range, ...body } });

    const own = await ask(top, {});
    expect(own.statusCode).toBe(200);
    expect(own.json().LoginId).toBe(team.top.loginId);
    expect(own.json().Level).toBe(0);
    expect(
      own
        .json()
        .Members.map((m: { LoginId: string }) => m.LoginId)
        .sort(),
    ).toEqual([team.sub.loginId, team.directPlayer.loginId].sort());
    expect(own.json().Levels.map((l: { Members: number }) => l.Members)).toEqual([1, 2, 1]);

    const drill = await ask(top, { LoginId: team.sub.loginId.toUpperCase() });
    expect(drill.statusCode).toBe(200);
    expect(drill.json().Level).toBe(1);
    expect(drill.json().Members.map((m: { LoginId: string }) => m.LoginId)).toEqual([
      team.member.loginId,
    ]);
    expect((await ask(top, { LoginId: team.member.loginId })).json().Level).toBe(2);

    // Outside the team, the agent itself, an upline, nobody: one answer, nothing learned.
    const sub = await t.login(team.sub.loginId);
    for (const [token, loginId] of [
      [top, team.outsider.loginId],
      [top, team.outsiderPlayer.loginId],
      [top, team.top.loginId],
      [top, 'nobody-at-all'],
      [sub, team.top.loginId],
      [sub, team.directPlayer.loginId],
    ] as const) {
      const refused = await ask(token, { LoginId: loginId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().Code).toBe(8001);
    }

    // A player has no team report.
    const player = await t.login(team.member.loginId);
    expect((await ask(player, {})).statusCode).toBe(409);
    expect((await ask('', {})).statusCode).toBe(401);
  });

  it('answers the back office for any agent, by permission, with CSV under reports.export', async () => {
    const team = await createAgentTeam(t);
    const range = dates(t.clock.now());
    const q = (params: Record<string, string>) =>
      new URLSearchParams({ ...range, ...params }).toString();
    const viewer = await t.adminTokenWith(['agents.view']);
    const exporter = await t.adminTokenWith(['reports.export']);
    const neither = await t.adminTokenWith(['players.view']);

    const url = `/api/Admin/AgentReports/Team?${q({ AgentLoginId: team.top.loginId })}`;
    expect((await t.call('GET', url, { token: viewer })).statusCode).toBe(200);
    expect((await t.call('GET', url, { token: neither })).statusCode).toBe(403);
    expect((await t.call('GET', url, { token: exporter })).statusCode).toBe(403);

    const drill = await t.call(
      'GET',
      `/api/Admin/AgentReports/Team?${q({ AgentLoginId: team.top.loginId, LoginId: team.member.loginId })}`,
      { token: viewer },
    );
    expect(drill.json().LoginId).toBe(team.member.loginId);
    expect(drill.json().Level).toBe(2);

    const outside = await t.call(
      'GET',
      `/api/Admin/AgentReports/Team?${q({ AgentLoginId: team.top.loginId, LoginId: team.outsiderPlayer.loginId })}`,
      { token: viewer },
    );
    expect(outside.json().Code).toBe(8001);
    const notAgent = await t.call(
      'GET',
      `/api/Admin/AgentReports/Team?${q({ AgentLoginId: team.directPlayer.loginId })}`,
      { token: viewer },
    );
    expect(notAgent.statusCode).toBe(404);
    expect(notAgent.json().Code).toBe(8700);

    const csvUrl = `/api/Admin/AgentReports/Team/Csv?${q({ AgentLoginId: team.top.loginId })}`;
    expect((await t.call('GET', csvUrl, { token: viewer })).statusCode).toBe(403);
    const csv = await t.call('GET', csvUrl, { token: exporter });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Member');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([team.sub.loginId, team.directPlayer.loginId].sort());
  });

  it("counts a settled ticket's turnover, prize and rebates for every agent above the player", async () => {
    const team = await createAgentTeam(t);
    for (const [id, group] of [
      [team.top.userId, 1980],
      [team.sub.userId, 1960],
      [team.member.userId, 1950],
    ] as const)
      await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [id, group]);
    await t.fund(team.member.userId, 10_000_000_000n);
    const ref = await openIssue(t.db, js11x5, t.clock.now() + 600_000, 1);
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId: team.member.userId,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1930,
        userGroup: 1950,
        multiple: 5,
        selection: { rows: [[1, 2], [3], [4, 5]] },
      },
    ]);
    await drawIssue(t.db, ref, '02,03,05,10,11');
    t.clock.advance(700_000);
    expect((await settleIssue(t.db, ref, { now: () => t.clock.now() })).ok).toBe(true);

    const [raw] = await t.db.query<{ turnover: string; prize: string; rebate: string }>(
      `SELECT sum(turnover)::text AS turnover, sum(prize)::text AS prize, sum(rebate)::text AS rebate
         FROM report_player_days WHERE user_id = $1`,
      [team.member.userId],
    );
    expect(BigInt(raw?.turnover ?? '0')).toBeGreaterThan(0n);
    expect(BigInt(raw?.rebate ?? '0')).toBeGreaterThan(0n);
    const token = await t.login(team.top.loginId);
    const report = await t.call('POST', '/api/AgentReport/Team', {
      token,
      body: dates(t.clock.now()),
    });
    const body = report.json();
    const money = (text: string | undefined) => Number(BigInt(text ?? '0')) / 1000;
    expect(body.Total.Turnover).toBe(money(raw?.turnover));
    expect(body.Total.Prize).toBe(money(raw?.prize));
    expect(body.Total.Rebate).toBe(money(raw?.rebate));
    expect(body.Levels.find((l: { Level: number }) => l.Level === 2).Turnover).toBe(
      money(raw?.turnover),
    );
    const sub = body.Members.find((m: { LoginId: string }) => m.LoginId === team.sub.loginId);
    expect(sub.Turnover).toBe(money(raw?.turnover));
    expect(sub.IsAgent).toBe(true);
    expect(body.Members[0].LoginId).toBe(team.sub.loginId);
  });
});
