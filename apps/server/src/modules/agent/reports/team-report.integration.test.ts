import { cashFlowTypes } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteDateOfDayNumber } from '../../../platform/site-date-range.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { post } from '../../wallet/ledger.ts';
import { teamReportOf } from './team-report.ts';

const t = useTestApp();

const dayMs = 86_400_000;
const siteDay = (ms: number) => Math.floor((ms + 8 * 3_600_000) / dayMs);

interface TPlay {
  user: number;
  dayBack: number;
  game: number;
  tickets: number;
  turnover: number;
  prize: number;
  rebate: number;
}
interface TPay {
  from: number;
  to: number;
  amount: number;
  dividend: boolean;
}

/** The oracle: the subtree's raw rows summed (report_player_days and the ledger's 4xx lines). */
async function rawTeamFigures(
  ancestorId: number,
  firstDay: number,
  lastDay: number,
  sinceEntryId: bigint,
) {
  const [bets] = await t.db.query<{
    tickets: number;
    turnover: string;
    prize: string;
    rebate: string;
  }>(
    `SELECT coalesce(sum(r.tickets), 0)::int AS tickets, coalesce(sum(r.turnover), 0)::text AS turnover,
            coalesce(sum(r.prize), 0)::text AS prize, coalesce(sum(r.rebate), 0)::text AS rebate
       FROM account_tree a JOIN report_player_days r ON r.user_id = a.descendant_id
      WHERE a.ancestor_id = $1 AND r.day BETWEEN $2 AND $3`,
    [ancestorId, firstDay, lastDay],
  );
  const [pay] = await t.db.query<{ daily_pay: string; dividend: string }>(
    `SELECT coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (401, 402)), 0)::text AS daily_pay,
            coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (411, 412)), 0)::text AS dividend
       FROM account_tree a JOIN ledger_accounts l ON l.user_id = a.descendant_id
       JOIN ledger_entries e ON e.account_id = l.id
      WHERE a.ancestor_id = $1 AND e.cash_flow_type IN (401, 402, 411, 412) AND e.id > $2`,
    [ancestorId, sinceEntryId],
  );
  const n = (text: string | undefined) => BigInt(text ?? '0');
  const turnover = n(bets?.turnover);
  const prize = n(bets?.prize);
  const rebate = n(bets?.rebate);
  const dailyPay = n(pay?.daily_pay);
  const dividend = n(pay?.dividend);
  return {
    Tickets: bets?.tickets ?? 0,
    Turnover: turnover,
    Prize: prize,
    Rebate: rebate,
    DailyPay: dailyPay,
    Dividend: dividend,
    Profit: prize + rebate + dailyPay + dividend - turnover,
  };
}

describe('team report', () => {
  it('sums exactly the subtree, at every account and level, over random trees, play and pay', async () => {
    const pool: { userId: number; loginId: string }[] = [];
    for (let i = 0; i < 9; i += 1) {
      const account = await t.createAccount({ role: 'agent' });
      await t.fund(account.userId, 1_000_000_000n);
      pool.push(account);
    }
    const ids = pool.map((account) => account.userId);
    const idOf = new Map(pool.map((account) => [account.loginId, account.userId]));
    const today = siteDay(t.clock.now());
    const range = {
      StartDate: siteDateOfDayNumber(today - 3),
      EndDate: siteDateOfDayNumber(today),
      PageIndex: 1,
      PageSize: 100,
    };
    // The cases must reach deep teams and paid lines, not only empty ones.
    const seen = { deepLevels: 0, paid: 0 };
    await fc.assert(
      fc.asyncProperty(
        // parents[i]: an account before i in the pool, or -1 for none (so no cycle, ever).
        fc.tuple(...pool.map((_, i) => fc.integer({ min: -1, max: i - 1 }))),
        fc.array(
          fc.record({
            user: fc.nat(pool.length - 1),
            dayBack: fc.nat(3),
            game: fc.constantFrom(1, 8),
            tickets: fc.integer({ min: 1, max: 5 }),
            turnover: fc.integer({ min: 1, max: 100_000 }),
            prize: fc.nat(200_000),
            rebate: fc.nat(5_000),
          }),
          { maxLength: 25 },
        ),
        fc.array(
          fc.record({
            from: fc.nat(pool.length - 1),
            to: fc.nat(pool.length - 1),
            amount: fc.integer({ min: 1, max: 50_000 }),
            dividend: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        async (parents, plays: TPlay[], pays: TPay[]) => {
          await arrangeTree(ids, parents);
          // The summaries start empty; the ledger is append-only, so the oracle counts only the
          // lines of this run.
          await t.db.query('DELETE FROM report_player_days');
          await t.db.query('DELETE FROM report_team_days');
          const [last] = await t.db.query<{ id: string }>(
            'SELECT coalesce(max(id), 0)::text AS id FROM ledger_entries',
          );
          const since = BigInt(last?.id ?? '0');
          await play(ids, today, plays);
          await payLines(ids, pays);
          for (const account of pool) {
            const focus = { ...account, level: 0 };
            const report = await teamReportOf(t.db, focus, range);
            if (!report.ok) throw new Error(report.error);
            const raw = await rawTeamFigures(account.userId, today - 3, today, since);
            expect(report.value.Total).toEqual(raw);
            if (report.value.Levels.length > 2 && raw.Turnover > 0n) seen.deepLevels += 1;
            if (raw.DailyPay !== 0n || raw.Dividend !== 0n) seen.paid += 1;
            // The levels and the days each add up to the total; each direct member's row is
            // that member's own team total.
            const sum = (rows: readonly { Turnover: bigint | number }[]) =>
              rows.reduce((total, row) => total + BigInt(row.Turnover), 0n);
            expect(sum(report.value.Levels)).toBe(raw.Turnover);
            expect(sum(report.value.Days)).toBe(raw.Turnover);
            for (const member of report.value.Members) {
              const memberRaw = await rawTeamFigures(
                idOf.get(member.LoginId) ?? 0,
                today - 3,
                today,
                since,
              );
              expect(BigInt(member.Turnover)).toBe(memberRaw.Turnover);
              expect(BigInt(member.DailyPay)).toBe(memberRaw.DailyPay);
              const [size] = await t.db.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM account_tree WHERE ancestor_id = $1',
                [idOf.get(member.LoginId)],
              );
              expect(member.TeamSize).toBe(size?.n);
            }
            const [direct] = await t.db.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM account_tree WHERE ancestor_id = $1 AND depth = 1',
              [account.userId],
            );
            expect(report.value.TotalCount).toBe(direct?.n ?? 0);
            expect(report.value.Members).toHaveLength(direct?.n ?? 0);
          }
        },
      ),
      { numRuns: 15, seed: 2126, endOnFailure: true },
    );
    expect(seen.deepLevels).toBeGreaterThan(5);
    expect(seen.paid).toBeGreaterThan(5);
    // Fifteen random trees, each with every account's report checked: slow on a busy machine.
  }, 180_000);
});

/** Detaches every account, then hangs each under its chosen parent (the triggers move the tree). */
async function arrangeTree(pool: readonly number[], parents: readonly number[]) {
  await t.db.query('UPDATE users SET parent_id = NULL WHERE id = ANY($1::int[])', [pool]);
  for (const [i, parent] of parents.entries())
    if (parent >= 0)
      await t.db.query('UPDATE users SET parent_id = $2 WHERE id = $1', [pool[i], pool[parent]]);
}

/**
 * Each play staged as the ticket and rebate triggers stage theirs (migration 0034), in its own
 * transaction, whose commit adds it to report_player_days (the oracle's source) and to
 * report_team_days: new player days and updated ones alike.
 */
async function play(pool: readonly number[], today: number, plays: readonly TPlay[]) {
  // An hour of the site day: site days start at 16:00 UTC, so noon site time is 04:00 UTC.
  const hourOf = (day: number) => day * 24 + 4;
  for (const p of plays)
    await t.db.query(
      `WITH staged AS (
         INSERT INTO report_pending (hour, game_id, user_id, tickets, turnover, prize, rebate)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING 1
       )
       SELECT report_pending_mark() FROM staged`,
      [hourOf(today - p.dayBack), p.game, pool[p.user], p.tickets, p.turnover, p.prize, p.rebate],
    );
}

/** Daily pay or dividend from one account to another: the payer's line and the receiver's. */
async function payLines(pool: readonly number[], pays: readonly TPay[]) {
  for (const [i, pay] of pays.entries()) {
    const from = pool[pay.from]!;
    const to = pool[pay.to]!;
    if (from === to) continue;
    const amount = BigInt(pay.amount);
    const result = await t.db.transaction((tx) =>
      post(tx, {
        kind: pay.dividend ? 'dividend' : 'daily_pay',
        reference: `test:${t.clock.now()}:${i}`,
        at: t.clock.now(),
        postings: [
          {
            account: { userId: from, kind: 'player' },
            amount: -amount,
            cashFlowType: pay.dividend ? cashFlowTypes.dividendOut : cashFlowTypes.dailyPayOut,
          },
          {
            account: { userId: to, kind: 'player' },
            amount,
            cashFlowType: pay.dividend ? cashFlowTypes.dividendIn : cashFlowTypes.dailyPayIn,
          },
        ],
      }),
    );
    if (!result.ok) throw new Error(result.error);
  }
}
