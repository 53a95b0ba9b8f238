import { betStates } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue } from '../bet/ticket-fixtures.ts';
import { balanceOf } from '../wallet/ledger.ts';

const t = useTestApp();
const jsk3 = 9;
let nextIndex = 1;
let risk = '';
let readonly = '';

beforeAll(async () => {
  risk = await t.adminToken('risk');
  readonly = await t.adminToken('readonly');
  await t.db.query('INSERT INTO risk_win_hold_thresholds (game_id, threshold) VALUES (NULL, $1)', [
    1_000_000n,
  ]);
});

/** A player's K3 sum-4 ticket of multiple 10 (prize about 1,400 yuan), drawn 1,1,2: held. */
async function heldWin() {
  const { userId, loginId } = await t.createAccount();
  await t.fund(userId, 10_000_000n);
  const ref = await openIssue(t.db, jsk3, Date.UTC(2026, 4, 1) + nextIndex * 60_000, nextIndex);
  nextIndex += 1;
  const [id] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
    {
      userId,
      betTypeId: 'k3.sum.sum',
      book: 'official',
      group: 1950,
      multiple: 10,
      selection: { sums: [4] },
    },
  ]);
  await drawIssue(t.db, ref, '112');
  await settleIssue(t.db, ref, { now: () => t.clock.now() });
  const ticketId = Number(id);
  const [row] = await t.db.query<{ state: number; prize: bigint }>(
    'SELECT state, prize FROM bet_tickets WHERE id = $1',
    [ticketId],
  );
  expect(row?.state).toBe(betStates.underReview);
  const wallet = () => balanceOf(t.db, { userId, kind: 'player' });
  return { userId, loginId, ticketId, prize: BigInt(row?.prize ?? 0n), wallet };
}

const ticketState = async (ticketId: number) =>
  (
    await t.db.query<{ state: number }>('SELECT state FROM bet_tickets WHERE id = $1', [ticketId])
  )[0]?.state;

describe('win holds', () => {
  it('lists the held win with its player, and the player sees it under review', async () => {
    const held = await heldWin();
    const list = await t.call('GET', '/api/Admin/Risk/WinHolds?State=held', { token: readonly });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { Holds: { TicketId: number; LoginId: string; Prize: number }[] };
    expect(body.Holds).toContainEqual(
      expect.objectContaining({
        TicketId: held.ticketId,
        LoginId: held.loginId,
        Prize: Number(held.prize) / 1000,
        State: 'held',
      }),
    );
    const token = await t.login(held.loginId);
    const records = await t.call('POST', '/api/BetRecord/Search', { token, body: {} });
    expect(records.json()).toMatchObject({
      Items: [expect.objectContaining({ TicketId: held.ticketId, State: 4 })],
      TotalPrize: 0,
    });
  });

  it('release pays the prize once, in the transaction of the state change and audit row', async () => {
    const held = await heldWin();
    const before = await held.wallet();
    const response = await expectAudited(t, 'POST /api/Admin/Risk/WinHolds/Release', {
      token: risk,
      body: { TicketId: held.ticketId, Reason: 'checked the draw and the account' },
      action: 'risk.winHold.release',
      targetType: 'ticket',
      targetId: `B${String(held.ticketId).padStart(10, '0')}`,
      before: { state: 'held', prize: String(held.prize) },
      after: { state: 'released', reason: 'checked the draw and the account' },
    });
    expect(response.json()).toEqual({ State: 'released' });
    expect(await held.wallet()).toBe(before + held.prize);
    expect(await ticketState(held.ticketId)).toBe(betStates.won);
    // The win notices settlement held back go out now, once each.
    const notices = await t.db.query<{ event: string; payload: { Prize: number } }>(
      `SELECT event, payload FROM outbox WHERE dedupe_key IN ($1, $2) ORDER BY event`,
      [`BetAwardNotify:${held.ticketId}`, `LotteryAwarded:${held.ticketId}`],
    );
    expect(notices.map((notice) => [notice.event, notice.payload.Prize])).toEqual([
      ['BetAwardNotify', Number(held.prize) / 1000],
      ['LotteryAwarded', Number(held.prize) / 1000],
    ]);
    // A second decision is refused and moves nothing.
    for (const url of ['/api/Admin/Risk/WinHolds/Release', '/api/Admin/Risk/WinHolds/Void']) {
      const again = await t.call('POST', url, {
        token: risk,
        body: { TicketId: held.ticketId, Reason: 'again' },
      });
      expect({ status: again.statusCode, code: again.json().Code }).toEqual({
        status: 409,
        code: 6302,
      });
    }
    expect(await held.wallet()).toBe(before + held.prize);
  });

  it('the dashboard counts the wins waiting for review, until one is decided', async () => {
    const heldWins = async () => {
      const dashboard = await t.call('GET', '/api/Admin/Dashboard', { token: readonly });
      const { Pending } = dashboard.json() as { Pending: { Queue: string; Count: number }[] };
      return Pending.find((queue) => queue.Queue === 'heldWins')?.Count;
    };
    const before = (await heldWins()) ?? -1;
    const held = await heldWin();
    expect(await heldWins()).toBe(before + 1);
    await t.call('POST', '/api/Admin/Risk/WinHolds/Void', {
      token: risk,
      body: { TicketId: held.ticketId, Reason: 'a duplicate account' },
    });
    expect(await heldWins()).toBe(before);
  });

  it('two releases at once pay once', async () => {
    const held = await heldWin();
    const before = await held.wallet();
    const other = await t.adminToken('risk');
    const answers = await Promise.all(
      [risk, other].map((token) =>
        t.call('POST', '/api/Admin/Risk/WinHolds/Release', {
          token,
          body: { TicketId: held.ticketId, Reason: 'race' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await held.wallet()).toBe(before + held.prize);
  });

  it('void keeps the prize with the house, the ticket ends with no prize, audited', async () => {
    const held = await heldWin();
    const before = await held.wallet();
    await expectAudited(t, 'POST /api/Admin/Risk/WinHolds/Void', {
      token: risk,
      body: { TicketId: held.ticketId, Reason: 'bonus abuse ring' },
      action: 'risk.winHold.void',
      before: { state: 'held' },
      after: { state: 'voided', reason: 'bonus abuse ring' },
    });
    expect(await held.wallet()).toBe(before);
    const [ticket] = await t.db.query<{ state: number; prize: bigint }>(
      'SELECT state, prize FROM bet_tickets WHERE id = $1',
      [held.ticketId],
    );
    expect(ticket).toEqual({ state: betStates.noPrize, prize: 0n });
  });

  it('refuses: no hold (6301), no reason (1001), a read-only or player token', async () => {
    const none = await t.call('POST', '/api/Admin/Risk/WinHolds/Release', {
      token: risk,
      body: { TicketId: 999_999, Reason: 'x' },
    });
    expect({ status: none.statusCode, code: none.json().Code }).toEqual({
      status: 404,
      code: 6301,
    });
    const held = await heldWin();
    const noReason = await t.call('POST', '/api/Admin/Risk/WinHolds/Release', {
      token: risk,
      body: { TicketId: held.ticketId, Reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const forbidden = await t.call('POST', '/api/Admin/Risk/WinHolds/Release', {
      token: readonly,
      body: { TicketId: held.ticketId, Reason: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
    const player = await t.login(held.loginId);
    const asPlayer = await t.call('POST', '/api/Admin/Risk/WinHolds/Release', {
      token: player,
      body: { TicketId: held.ticketId, Reason: 'x' },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect(await ticketState(held.ticketId)).toBe(betStates.underReview);
  });
});

describe('win-hold thresholds', () => {
  it('sets, lists and clears a game threshold, audited with before and after', async () => {
    await expectAudited(t, 'POST /api/Admin/Risk/WinHoldThresholds/Set', {
      token: risk,
      body: { GameId: jsk3, Threshold: 5000 },
      action: 'risk.winHoldThreshold.set',
      targetType: 'game',
      targetId: jsk3,
      before: { threshold: null },
      after: { threshold: '5000000' },
    });
    const list = await t.call('GET', '/api/Admin/Risk/WinHoldThresholds', { token: readonly });
    expect(list.json()).toEqual({
      Thresholds: [
        { GameId: null, Threshold: 1000 },
        { GameId: jsk3, Threshold: 5000 },
      ],
    });
    await expectAudited(t, 'POST /api/Admin/Risk/WinHoldThresholds/Set', {
      token: risk,
      body: { GameId: jsk3, Threshold: null },
      action: 'risk.winHoldThreshold.set',
      before: { threshold: '5000000' },
      after: { threshold: null },
    });
    const zero = await t.call('POST', '/api/Admin/Risk/WinHoldThresholds/Set', {
      token: risk,
      body: { GameId: null, Threshold: 0 },
    });
    expect(zero.json()).toMatchObject({ Code: 6303 });
    const unknownGame = await t.call('POST', '/api/Admin/Risk/WinHoldThresholds/Set', {
      token: risk,
      body: { GameId: 999, Threshold: 10 },
    });
    expect(unknownGame.json()).toMatchObject({ Code: 4001 });
  });
});
