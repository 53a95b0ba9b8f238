import { describe, expect, it } from 'vitest';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { insertOpenTickets, openIssue, type TTicketSpec } from '../bet/ticket-fixtures.ts';

/**
 * Migration 0034: the report summaries are written once per transaction, at commit, in one
 * order. Two transactions that settle tickets of the same players in crossing orders, each in
 * two statements, used to deadlock on the players' report_player_days rows and their agent's
 * report_team_days shards (each statement kept key order, but not across statements). PGlite
 * has one connection: two transactions cannot interleave there.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const t = useTestApp();
const js11x5 = 8;

/** A transaction left open until `commit`: its statements run when the test says. */
function openTransaction(db: TDatabase) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let opened: (tx: TQueryable) => void = () => {};
  const tx = new Promise<TQueryable>((resolve) => (opened = resolve));
  const done = db.transaction(async (inner) => {
    opened(inner);
    await released;
  });
  return {
    query: async (sql: string, params: unknown[]) => (await tx).query(sql, params),
    commit: () => {
      release();
      return done;
    },
  };
}

const settle = `UPDATE bet_tickets SET state = 2, prize = 0, winning_number = '01,02,03,04,05',
                       settled_at = $2 WHERE id = $1`;

describe.runIf(serverUrl)('report summaries under concurrent writers', () => {
  it('two transactions settling the same players in crossing orders both commit', async () => {
    const agent = await t.createAccount({ role: 'agent' });
    // Ids of different shards (id % 16), so that the agent's team rows differ too.
    const first = await t.createAccount({ parentId: agent.userId });
    const second = await t.createAccount({ parentId: agent.userId });
    for (const { userId } of [first, second]) await t.fund(userId, 1_000_000_000n);
    const issue = await openIssue(t.db, js11x5, Date.UTC(2026, 4, 1, 4), 1);
    const spec = (userId: number): TTicketSpec => ({
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1950,
      selection: { rows: [[6], [7], [8]] },
    });
    const [a1, b1, a2, b2] = await insertOpenTickets(t.db, { ...issue, at: t.clock.now() }, [
      spec(first.userId),
      spec(second.userId),
      spec(first.userId),
      spec(second.userId),
    ]);
    const now = t.clock.now();

    const one = openTransaction(t.db);
    const other = openTransaction(t.db);
    await one.query(settle, [a1, now]);
    await other.query(settle, [b1, now]);
    // Before 0034 each of these waited for the other's first statement: a deadlock.
    await Promise.all([one.query(settle, [b2, now]), other.query(settle, [a2, now])]);
    await Promise.all([one.commit(), other.commit()]);

    const [player] = await t.db.query<{ tickets: number; turnover: string }>(
      `SELECT sum(tickets)::int AS tickets, sum(turnover)::text AS turnover
         FROM report_player_days WHERE user_id = ANY($1)`,
      [[first.userId, second.userId]],
    );
    const [team] = await t.db.query<{ tickets: number; turnover: string }>(
      `SELECT sum(tickets)::int AS tickets, sum(turnover)::text AS turnover
         FROM report_team_days WHERE ancestor_id = $1 AND depth = 1`,
      [agent.userId],
    );
    const [staged] = await t.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM report_pending) + (SELECT count(*) FROM report_flushes) AS n',
    );
    expect(player).toEqual({ tickets: 4, turnover: '8000' });
    expect(team).toEqual(player);
    expect(Number(staged?.n)).toBe(0);
  });
});
