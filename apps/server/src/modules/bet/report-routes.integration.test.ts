import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue, type TIssueRef } from './settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue } from './ticket-fixtures.ts';

/**
 * ProfitReport/Get and CashFlowRecord/Search over a small known history of a player (group
 * 1950) under an agent (1960), across the midnight between two site dates (UTC+8).
 */
const t = useTestApp();
const js11x5 = 8;
const jskl8 = 11;
const hour = 3_600_000;
/** 2026-03-01 00:00 site time. */
const march1 = Date.UTC(2026, 2, 1) - 8 * hour;
const history = {
  funded: march1 + 9 * hour,
  betOn11x5: march1 + 10 * hour,
  betOnKeno: march1 + 11 * hour,
  betOnCancelled: march1 + 12 * hour,
  settled11x5: march1 + 24 * hour - 60_000, // 23:59 on 2026-03-01
  cancelled: march1 + 24 * hour - 30_000,
  settledKeno: march1 + 24 * hour, // 00:00 on 2026-03-02
};
let agentToken = '';
let playerToken = '';
let serials: string[] = [];

async function settleAt(ref: TIssueRef, at: number) {
  t.clock.set(at);
  const outcome = await settleIssue(t.db, ref, { now: () => t.clock.now() });
  if (!outcome.ok || !outcome.value.finished)
    throw new Error(`not settled: ${JSON.stringify(outcome)}`);
}

beforeAll(async () => {
  const agent = await t.createAccount({ role: 'agent' });
  const player = await t.createAccount({ parentId: agent.userId });
  await t.db.query('UPDATE users SET prize_group = 1960 WHERE id = $1', [agent.userId]);
  const userId = player.userId;
  t.clock.set(history.funded);
  await t.fund(userId, 1_000_000n);

  const issue11x5 = await openIssue(t.db, js11x5, march1 + 20 * hour, 1);
  const issueKeno = await openIssue(t.db, jskl8, march1 + 21 * hour, 2);
  const cancelled = await openIssue(t.db, js11x5, march1 + 22 * hour, 3);
  const [won, lost] = await insertOpenTickets(t.db, { ...issue11x5, at: history.betOn11x5 }, [
    // Wins at 1930: 1930/1000 × 990 = 1910.7 yuan; self-rebate 20/2000 × 2 = 0.02.
    {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1930,
      userGroup: 1950,
      selection: { rows: [[2], [3], [5]] },
    },
    {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1950,
      selection: { rows: [[1], [3], [5]] },
    },
  ]);
  // 6 units, 12 yuan at 1800: pays 127.7 (packages/lottery README); self-rebate 150/2000 × 12 = 0.9.
  const [keno] = await insertOpenTickets(t.db, { ...issueKeno, at: history.betOnKeno }, [
    {
      userId,
      betTypeId: 'keno.any.pick5',
      book: 'official',
      group: 1800,
      userGroup: 1950,
      selection: { rows: [[1, 2, 3, 4, 5, 6]] },
    },
  ]);
  const [refunded] = await insertOpenTickets(t.db, { ...cancelled, at: history.betOnCancelled }, [
    {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1950,
      selection: { rows: [[1], [2], [3]] },
    },
  ]);
  serials = [won, lost, keno, refunded].map((id) => `B${String(id).padStart(10, '0')}`);

  await drawIssue(t.db, issue11x5, '02,03,05,09,11');
  await settleAt(issue11x5, history.settled11x5);
  await t.db.query(
    `UPDATE lottery_issues SET state = 'cancelled' WHERE game_id = $1 AND serial_number = $2`,
    [cancelled.gameId, cancelled.serialNumber],
  );
  await settleAt(cancelled, history.cancelled);
  const kenoDraw = [1, 2, 3, 4, ...Array.from({ length: 16 }, (_, i) => 10 + i)];
  await drawIssue(t.db, issueKeno, kenoDraw.map((n) => String(n).padStart(2, '0')).join(','));
  await settleAt(issueKeno, history.settledKeno);

  agentToken = await t.login(agent.loginId);
  playerToken = await t.login(player.loginId);
});

const profit = (token: string, body: unknown) =>
  t.call('POST', '/api/ProfitReport/Get', { token, body });
const statement = (body: unknown) =>
  t.call('POST', '/api/CashFlowRecord/Search', { token: playerToken, body });

describe('POST /api/ProfitReport/Get', () => {
  it("sums the caller's settled tickets and rebates by site day and by game", async () => {
    const response = await profit(playerToken, { StartDate: '2026-03-01', EndDate: '2026-03-02' });
    expect(response.statusCode).toBe(200);
    // The cancelled ticket counts nothing.
    expect(response.json()).toEqual({
      Days: [
        { Date: '2026-03-02', Turnover: 12, Prize: 127.7, Rebate: 0.9, Profit: 116.6 },
        { Date: '2026-03-01', Turnover: 4, Prize: 1910.7, Rebate: 0.02, Profit: 1906.72 },
      ],
      Games: [
        {
          GameId: js11x5,
          GameName: '极速11选5',
          Turnover: 4,
          Prize: 1910.7,
          Rebate: 0.02,
          Profit: 1906.72,
        },
        {
          GameId: jskl8,
          GameName: '极速快乐8',
          Turnover: 12,
          Prize: 127.7,
          Rebate: 0.9,
          Profit: 116.6,
        },
      ],
      Total: { Turnover: 16, Prize: 2038.4, Rebate: 0.92, Profit: 2023.32 },
    });
  });

  it("gives an agent the rebates of its downline's turnover, under the ticket's game", async () => {
    const response = await profit(agentToken, { StartDate: '2026-03-02', EndDate: '2026-03-02' });
    // 10/2000 of the 12-yuan Keno ticket; the 11x5 tickets settled the day before.
    expect(response.json()).toEqual({
      Days: [{ Date: '2026-03-02', Turnover: 0, Prize: 0, Rebate: 0.06, Profit: 0.06 }],
      Games: [
        { GameId: jskl8, GameName: '极速快乐8', Turnover: 0, Prize: 0, Rebate: 0.06, Profit: 0.06 },
      ],
      Total: { Turnover: 0, Prize: 0, Rebate: 0.06, Profit: 0.06 },
    });
    const english = await t.call('POST', '/api/ProfitReport/Get', {
      token: agentToken,
      body: { StartDate: '2026-03-01', EndDate: '2026-03-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({
      Games: [{ GameId: js11x5, GameName: 'Speed 11x5', Rebate: 0.02 }],
    });
  });

  it('refuses a reversed, impossible or too long range with its code', async () => {
    const cases = [
      [{ StartDate: '2026-03-02', EndDate: '2026-03-01' }, 5201],
      [{ StartDate: '2026-02-30', EndDate: '2026-03-01' }, 5201],
      [{ StartDate: '2026-01-01', EndDate: '2026-04-03' }, 5202],
    ] as const;
    for (const [body, code] of cases) {
      const response = await profit(playerToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ Code: code });
    }
    const longest = await profit(playerToken, { StartDate: '2026-01-01', EndDate: '2026-04-02' });
    expect(longest.statusCode).toBe(200);
    expect((await t.call('POST', '/api/ProfitReport/Get', { body: {} })).statusCode).toBe(401);
  });
});

describe('POST /api/CashFlowRecord/Search', () => {
  it('lists the main wallet lines newest first with signed amounts and running balances', async () => {
    const response = await statement({ StartDate: '2026-03-01', EndDate: '2026-03-02' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      Items: {
        Type: number;
        Amount: number;
        BalanceAfter: number;
        Memo: string;
        CreatedAt: number;
      }[];
      TotalCount: number;
    };
    const [won, lost, keno, refunded] = serials;
    expect(body.TotalCount).toBe(10);
    expect(
      body.Items.map(({ Type, Amount, BalanceAfter, Memo, CreatedAt }) => [
        Type,
        Amount,
        BalanceAfter,
        Memo,
        CreatedAt,
      ]),
    ).toEqual([
      [
        cashFlowTypes.selfRebate,
        0.9,
        3023.32,
        expect.stringMatching(/^issue:11:/),
        history.settledKeno,
      ],
      [cashFlowTypes.prize, 127.7, 3022.42, keno, history.settledKeno],
      [cashFlowTypes.issueCancelRefund, 2, 2894.72, refunded, history.cancelled],
      [
        cashFlowTypes.selfRebate,
        0.02,
        2892.72,
        expect.stringMatching(/^issue:8:/),
        history.settled11x5,
      ],
      [cashFlowTypes.prize, 1910.7, 2892.7, won, history.settled11x5],
      [cashFlowTypes.bet, -2, 982, refunded, history.betOnCancelled],
      [cashFlowTypes.bet, -12, 984, keno, history.betOnKeno],
      [cashFlowTypes.bet, -2, 996, lost, history.betOn11x5],
      [cashFlowTypes.bet, -2, 998, won, history.betOn11x5],
      [cashFlowTypes.demoFunding, 1000, 1000, null, history.funded],
    ]);
  });

  it('filters by cash-flow type and date, and pages', async () => {
    const prizes = await statement({
      StartDate: '2026-03-01',
      EndDate: '2026-03-02',
      Types: [cashFlowTypes.prize],
    });
    expect(prizes.json()).toMatchObject({
      TotalCount: 2,
      Items: [{ Amount: 127.7 }, { Amount: 1910.7 }],
    });
    const secondDay = await statement({ StartDate: '2026-03-02', EndDate: '2026-03-02' });
    expect(secondDay.json()).toMatchObject({ TotalCount: 2 });
    const page = await statement({
      StartDate: '2026-03-01',
      EndDate: '2026-03-02',
      PageIndex: 3,
      PageSize: 4,
    });
    expect(page.json()).toMatchObject({
      TotalCount: 10,
      PageIndex: 3,
      PageSize: 4,
      Items: [{ Amount: -2 }, { Amount: 1000 }],
    });
    const none = await statement({ StartDate: '2026-02-01', EndDate: '2026-02-28' });
    expect(none.json()).toEqual({ Items: [], TotalCount: 0, PageIndex: 1, PageSize: 20 });
    const tooLong = await statement({ StartDate: '2026-01-01', EndDate: '2026-06-01' });
    expect(tooLong.json()).toMatchObject({ Code: 5202 });
  });
});
