import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { defaultOddsTable } from '../lottery/default-odds.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { settleIssue, type TIssueRef } from './settle-issue.ts';
import {
  drawIssue,
  insertOpenTickets,
  openIssue,
  recompute,
  ticketsOf,
  type TTicketSpec,
} from './ticket-fixtures.ts';

/**
 * Reliability targets 13 and 14 on a real PostgreSQL (PGlite has one connection and no second
 * process): settlement SIGKILLed mid-way and run again, and several settlers on one issue.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const t = useTestApp();
const js11x5 = { id: 8, categoryId: 201 };
const cap = 400_000_000n;
const winning = '02,03,05,09,11';
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const childScript = fileURLToPath(new URL('./settle-crash.child.ts', import.meta.url));
const sumOdds = defaultOddsTable('11x5', 975)['11x5.twoSided.sum'];
let nextIndex = 1;

/** Players under one agent (1960), each funded; some bet below their group (self-rebate). */
async function players(count: number): Promise<{ agent: number; players: number[] }> {
  const agent = await t.createAccount({ role: 'agent' });
  await t.db.query('UPDATE users SET prize_group = 1960 WHERE id = $1', [agent.userId]);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { userId } = await t.createAccount({ parentId: agent.userId });
    await t.fund(userId, 1_000_000_000n);
    ids.push(userId);
  }
  return { agent: agent.userId, players: ids };
}

/** A mix of winning and losing official and two-sided tickets, the same for the same inputs. */
function ticketMix(owners: readonly number[], count: number): TTicketSpec[] {
  return Array.from({ length: count }, (_, i): TTicketSpec => {
    const userId = owners[i % owners.length] as number;
    if (i % 3 === 2)
      return {
        userId,
        betTypeId: '11x5.twoSided.sum',
        book: 'twoSided',
        stake: 1000n * BigInt(1 + (i % 7)),
        odds: sumOdds!,
        selection: { items: i % 2 === 0 ? ['even'] : ['odd', 'big'] },
      };
    return {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: i % 5 === 0 ? 1930 : 1950,
      userGroup: 1950,
      multiple: 1 + (i % 4),
      selection: { rows: i % 4 === 0 ? [[1, 2], [3], [4, 5]] : [[1], [3], [5]] },
    };
  });
}

async function settledCount(ref: TIssueRef): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bet_tickets
      WHERE game_id = $1 AND issue_serial = $2 AND state <> 0`,
    [ref.gameId, ref.serialNumber],
  );
  return row?.n ?? 0;
}

/** Every ticket settled once, as the draw says, with its stake, prize and rebates in the ledger. */
async function expectSettledOnce(ref: TIssueRef, owners: readonly number[], funded: bigint) {
  const tickets = await ticketsOf(t.db, ref);
  const prizeLines = await t.db.query<{ memo: string; n: number; total: bigint }>(
    `SELECT memo, count(*)::int AS n, sum(amount)::bigint AS total FROM ledger_entries
      WHERE cash_flow_type = $1 GROUP BY memo`,
    [cashFlowTypes.prize],
  );
  const paid = new Map(prizeLines.map((line) => [line.memo, line]));
  for (const ticket of tickets) {
    const expected = recompute(ticket, js11x5.categoryId, winning, cap);
    expect(ticket.state).toBe(expected.prize > 0n ? 3 : 2);
    expect(BigInt(ticket.prize)).toBe(expected.prize);
    const line = paid.get(`B${String(ticket.id).padStart(10, '0')}`);
    if (expected.prize > 0n)
      expect([line?.n, BigInt(line?.total ?? 0n)]).toEqual([1, expected.prize]);
    else expect(line).toBeUndefined();
  }
  for (const userId of owners) {
    const own = tickets.filter((ticket) => ticket.user_id === userId);
    const stakes = own.reduce((sum, ticket) => sum + BigInt(ticket.amount), 0n);
    const prizes = own.reduce((sum, ticket) => sum + BigInt(ticket.prize), 0n);
    const rebates = own.reduce((sum, ticket) => sum + BigInt(ticket.self_rebate), 0n);
    expect(await balanceOf(t.db, { userId, kind: 'bet_holds' })).toBe(0n);
    expect(await balanceOf(t.db, { userId, kind: 'player' })).toBe(
      funded - stakes + prizes + rebates,
    );
  }
  const [rebateRows] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bet_rebates r JOIN bet_tickets b ON b.id = r.ticket_id
      WHERE b.game_id = $1 AND b.issue_serial = $2`,
    [ref.gameId, ref.serialNumber],
  );
  // Every ticket pays its agent (1960 over 1950) and a fifth of the official ones a self-rebate.
  const selfRebated = tickets.filter((ticket) => BigInt(ticket.self_rebate) > 0n).length;
  expect(rebateRows?.n).toBe(tickets.length + selfRebated);
  return tickets;
}

/** Runs the child settler; resolves when it exits (on its own or killed). */
function startChild(ref: TIssueRef, databaseUrl: string, batchSize: number) {
  const child = fork(
    childScript,
    [databaseUrl, String(ref.gameId), ref.serialNumber, String(batchSize)],
    {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

describe.runIf(serverUrl)('settlement on PostgreSQL', () => {
  it('killed with SIGKILL mid-way and run again, settles every ticket exactly once', async () => {
    const { players: owners } = await players(50);
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 3, 1, 4), nextIndex++);
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, ticketMix(owners, 5000));
    await drawIssue(t.db, ref, winning);
    const [{ name } = { name: '' }] = await t.db.query<{ name: string }>(
      'SELECT current_database() AS name',
    );
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;

    const batch = 500;
    for (const killAfterBatches of [2, 5]) {
      const run = startChild(ref, url.toString(), batch);
      let done = false;
      void run.exited.then(() => (done = true));
      while (!done && (await settledCount(ref)) < killAfterBatches * batch) await sleep(2);
      run.child.kill('SIGKILL');
      const exit = await run.exited;
      expect(exit.signal, `the child ended on its own: ${run.output()}`).toBe('SIGKILL');
      // Batches commit whole: a kill lands between two of them or rolls the one in flight back.
      const settled = await settledCount(ref);
      expect(settled % batch).toBe(0);
      expect(settled).toBeGreaterThanOrEqual(killAfterBatches * batch);
      expect(settled).toBeLessThan(5000);
    }

    // The rerun in two lanes: they share what is left as two settlers would.
    const rerun = await settleIssue(t.db, ref, {
      now: () => t.clock.now(),
      batchSize: batch,
      lanes: 2,
    });
    expect(rerun).toMatchObject({ ok: true, value: { finished: true } });
    const tickets = await expectSettledOnce(ref, owners, 1_000_000_000n);
    expect(tickets).toHaveLength(5000);
    const winners = tickets.filter((ticket) => ticket.state === 3).length;
    const [outbox] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE payload->>'IssueSerialNumber' = $1`,
      [ref.serialNumber],
    );
    expect(outbox?.n).toBe(2 * winners);
  }, 120_000);

  it('four settlers on one issue end where one settler ends', async () => {
    const single = await players(20);
    const shared = await players(20);
    const alone = await openIssue(t.db, js11x5.id, Date.UTC(2026, 3, 2, 4), nextIndex++);
    const together = await openIssue(t.db, js11x5.id, Date.UTC(2026, 3, 3, 4), nextIndex++);
    await insertOpenTickets(t.db, { ...alone, at: t.clock.now() }, ticketMix(single.players, 2000));
    await insertOpenTickets(
      t.db,
      { ...together, at: t.clock.now() },
      ticketMix(shared.players, 2000),
    );
    await drawIssue(t.db, alone, winning);
    await drawIssue(t.db, together, winning);

    const options = { now: () => t.clock.now(), batchSize: 100 };
    // A settler alone never meets another's tickets: every batch claims the cheap way.
    expect(await settleIssue(t.db, alone, options)).toMatchObject({
      ok: true,
      value: { sharedBatches: 0 },
    });
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => settleIssue(t.db, together, options)),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const settledByEach = outcomes.map((outcome) => (outcome.ok ? outcome.value.settled : 0));
    expect(settledByEach.reduce((sum, n) => sum + n, 0)).toBe(2000);
    // SKIP LOCKED shared the issue out rather than queueing the settlers behind one another: a
    // batch that met another settler's tickets claimed its range again skipping them.
    expect(settledByEach.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(outcomes.some((outcome) => outcome.ok && outcome.value.sharedBatches > 0)).toBe(true);
    expect(outcomes.some((outcome) => outcome.ok && outcome.value.finished)).toBe(true);

    const one = await expectSettledOnce(alone, single.players, 1_000_000_000n);
    const four = await expectSettledOnce(together, shared.players, 1_000_000_000n);
    const outcome = (rows: typeof one) => rows.map((r) => [r.state, BigInt(r.prize), r.wins]);
    expect(outcome(four)).toEqual(outcome(one));
    const balances = async (group: { agent: number; players: number[] }) =>
      Promise.all(
        [group.agent, ...group.players].map((userId) =>
          balanceOf(t.db, { userId, kind: 'player' }),
        ),
      );
    expect(await balances(shared)).toEqual(await balances(single));
  }, 120_000);
});
