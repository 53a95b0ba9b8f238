import { teamMemberSorts } from '@lottery/contracts';
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

  it('pages by keyset (After) through the same rows as by page number, in every sort', async () => {
    const top = await t.createAccount({ role: 'agent' });
    const team = [];
    for (let index = 0; index < 7; index += 1)
      team.push(
        await t.createAccount({ parentId: top.userId, role: index < 2 ? 'agent' : 'player' }),
      );
    const [first, second, third, fourth] = team;
    // Ties on every figure (the id breaks them), some members never logged in (no key at all).
    for (const member of [first!, second!, third!]) await t.fund(member.userId, 3_000n);
    await t.fund(team[5]!.userId, 7_000n);
    await t
      .createAccount({ parentId: first!.userId })
      .then((below) => t.fund(below.userId, 1_000n));
    for (const member of [second!, fourth!]) await t.login(member.loginId);
    const siteDay = Math.floor((t.clock.now() + 8 * 3_600_000) / 86_400_000);
    for (const member of [third!, fourth!])
      await t.db.query(
        `INSERT INTO report_player_days (day, game_id, user_id, tickets, turnover)
         VALUES ($1, 8, $2, 1, 50000)`,
        [siteDay, member.userId],
      );
    const token = await t.login(top.loginId);
    const ids = (body: { Items: { UserId: number }[] }) => body.Items.map((item) => item.UserId);

    for (const SortBy of teamMemberSorts)
      for (const SortDesc of [true, false]) {
        const sort = { SortBy, SortDesc };
        const whole = (await members(token, { ...sort, PageSize: 100 })).json();
        expect(whole.TotalCount).toBe(7);
        expect(whole.NextAfter).toBeNull();
        const byKeyset: number[] = [];
        const byNumber: number[] = [];
        let after: string | undefined;
        for (let page = 1; page <= 3; page += 1) {
          const keyset = (
            await members(token, { ...sort, PageIndex: page, PageSize: 3, After: after })
          ).json();
          const numbered = (await members(token, { ...sort, PageIndex: page, PageSize: 3 })).json();
          expect(keyset.Items).toEqual(numbered.Items);
          expect(keyset.NextAfter).toEqual(numbered.NextAfter);
          byKeyset.push(...ids(keyset));
          byNumber.push(...ids(numbered));
          after = keyset.NextAfter ?? undefined;
          expect(after === undefined, `${SortBy} page ${page}`).toBe(page === 3);
        }
        expect(byKeyset, `${SortBy} ${SortDesc}`).toEqual(ids(whole));
      }

    const byBalance = (await members(token, { SortBy: 'balance', PageSize: 3 })).json();
    expect(ids(byBalance)).toEqual([team[5]!.userId, third!.userId, second!.userId]);
    expect(byBalance.Items[0].TeamBalance).toBe(7);
    const otherSort = await members(token, { SortBy: 'turnover', After: byBalance.NextAfter });
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().Code).toBe(1001);
    const garbage = await members(token, { SortBy: 'balance', After: 'not-a-cursor' });
    expect(garbage.json().Code).toBe(1001);
  });
});
