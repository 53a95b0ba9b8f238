import type { TChatBetShare } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/database.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import {
  cancel,
  fundedPlayer,
  openIssue as openIssueOnSale,
  place,
  star5,
} from '../bet/bet-test-fixtures.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import { drawIssue } from '../bet/ticket-fixtures.ts';
import { readHistory } from './read-history.ts';
import { shareBet } from './share-bet.ts';
import { notifySharedTicketsSettled } from './shared-ticket-settled.ts';
import { front3, sharedTicketFixtures } from './shared-ticket-test-fixtures.ts';

const t = useTestApp();
const { room, issueWith, issueWithOne } = sharedTicketFixtures(t);
const jsk3 = 9;
const drawn = '02,03,05,09,11';

async function player() {
  const { userId } = await t.createAccount();
  await t.fund(userId, 100_000_000n);
  return userId;
}

/** Shares the ticket as its owner, a sender-limit interval after the last post. */
async function share(userId: number, roomId: number, ticketId: number) {
  t.clock.advance(2_000);
  const shared = await shareBet({ db: t.db, clock: t.clock }, userId, {
    RoomId: roomId,
    TicketId: ticketId,
  });
  if (!shared.ok) throw new Error(`share refused: ${shared.error}`);
  return shared.value.Id;
}

const settle = (ref: { gameId: number; serialNumber: string }, db: TDatabase = t.db) =>
  settleIssue(db, ref, { now: () => t.clock.now() });

/** The database whose first transaction fails after its work: a batch whose commit was lost. */
function losingFirstCommit(db: TDatabase): TDatabase {
  let isLost = false;
  return {
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        const result = await work(tx);
        if (isLost) return result;
        isLost = true;
        throw new Error('commit lost');
      }),
  };
}

/** The bet_share snapshots of a room as a member's GetHistoryMessage reads them, by message. */
async function snapshots(userId: number, roomId: number) {
  const page = await readHistory(t.db, userId, { roomId, count: 50 });
  if (!page.ok) throw new Error(`history refused: ${page.error}`);
  return new Map(
    page.value.messages.map((message) => [message.Id, message.BetShare as TChatBetShare]),
  );
}

/** The ChatRoomBetAwardNotify outbox rows of these tickets, in write order. */
const notices = (ticketIds: readonly number[]) =>
  t.db.query<{ dedupe_key: string; target: string; target_id: number; payload: unknown }>(
    `SELECT dedupe_key, target, target_id, payload FROM outbox
      WHERE event = 'ChatRoomBetAwardNotify'
        AND (payload ->> 'TicketId')::bigint = ANY($1::bigint[])
      ORDER BY id`,
    [ticketIds.map(String)],
  );

/** The row's key and address: each message told once per final state, in its room. */
const notice = (roomId: number, messageId: number, state: number) =>
  expect.objectContaining({
    dedupe_key: `ChatRoomBetAwardNotify:${messageId}:${state}`,
    target: 'room',
    target_id: roomId,
  });

describe('a shared ticket settled', () => {
  it('updates every share of a winner and a loser, one notice per message, none twice', async () => {
    const alice = await player();
    const bob = await player();
    const roomA = await room([alice, bob]);
    const roomB = await room([alice]);
    const {
      ref,
      ids: [won, lost, unshared],
    } = await issueWith([front3(alice, 2), front3(alice, 1), front3(bob, 2)]);
    if (!won || !lost || !unshared) throw new Error('three tickets expected');
    const wonInA = await share(alice, roomA, won);
    const lostInA = await share(alice, roomA, lost);
    const wonInB = await share(alice, roomB, won);
    await drawIssue(t.db, ref, drawn);
    expect(await settle(ref)).toMatchObject({ ok: true, value: { finished: true } });

    const inA = await snapshots(bob, roomA);
    expect(inA.get(wonInA)).toMatchObject({ TicketId: won, State: 3, Prize: 1930.5 });
    expect(inA.get(lostInA)).toMatchObject({ TicketId: lost, State: 2, Prize: 0 });
    expect((await snapshots(alice, roomB)).get(wonInB)).toMatchObject({ State: 3, Prize: 1930.5 });
    // What the share showed besides State and Prize is kept as it was.
    expect(inA.get(wonInA)).toMatchObject({ Amount: 2, Selection: { rows: [[2], [3], [5]] } });

    const rows = await notices([won, lost, unshared]);
    expect(rows).toEqual([
      notice(roomA, wonInA, 3),
      notice(roomA, lostInA, 2),
      notice(roomB, wonInB, 3),
    ]);
    expect(rows.map((row) => row.payload)).toEqual([
      {
        RoomId: roomA,
        MessageId: wonInA,
        TicketId: won,
        State: 3,
        Prize: 1930.5,
        WinningNumber: drawn,
      },
      {
        RoomId: roomA,
        MessageId: lostInA,
        TicketId: lost,
        State: 2,
        Prize: 0,
        WinningNumber: drawn,
      },
      {
        RoomId: roomB,
        MessageId: wonInB,
        TicketId: won,
        State: 3,
        Prize: 1930.5,
        WinningNumber: drawn,
      },
    ]);

    // A rerun of settlement, and the statement itself run again over the same tickets, write
    // nothing more and leave the snapshots as they are.
    await settle(ref);
    await t.db.transaction((tx) =>
      notifySharedTicketsSettled(tx, [BigInt(won), BigInt(lost), BigInt(unshared)], t.clock.now()),
    );
    expect(await notices([won, lost, unshared])).toHaveLength(3);
    expect(await snapshots(bob, roomA)).toEqual(inA);
  });

  it('a batch rolled back after telling the rooms, run again, tells each message once', async () => {
    const alice = await player();
    const roomId = await room([alice]);
    const { ref, ticketId } = await issueWithOne(front3(alice, 2));
    const messageId = await share(alice, roomId, ticketId);
    await drawIssue(t.db, ref, drawn);
    await expect(settle(ref, losingFirstCommit(t.db))).rejects.toThrow('commit lost');
    expect(await notices([ticketId])).toEqual([]);
    expect((await snapshots(alice, roomId)).get(messageId)).toMatchObject({ State: 0 });

    expect(await settle(ref)).toMatchObject({ ok: true, value: { settled: 1 } });
    expect(await notices([ticketId])).toEqual([notice(roomId, messageId, 3)]);
    expect((await snapshots(alice, roomId)).get(messageId)).toMatchObject({ State: 3 });
  });

  it('tells only the tickets it is given, though shared ones lie between their ids', async () => {
    const alice = await player();
    const roomId = await room([alice]);
    const [before] = (await issueWith([front3(alice, 2)])).ids;
    const [between] = (await issueWith([front3(alice, 2)])).ids;
    const [after] = (await issueWith([front3(alice, 2)])).ids;
    if (!before || !between || !after) throw new Error('three tickets expected');
    const sharedBetween = await share(alice, roomId, between);
    // Closed without a word, as by another transaction that has not told its rooms yet.
    await t.db.query(
      'UPDATE bet_tickets SET state = 2, settled_at = $2 WHERE id = ANY($1::bigint[])',
      [[before, between, after].map(String), t.clock.now()],
    );
    await t.db.transaction((tx) =>
      notifySharedTicketsSettled(tx, [BigInt(before), BigInt(after)], t.clock.now()),
    );
    expect(await notices([before, between, after])).toEqual([]);
    expect((await snapshots(alice, roomId)).get(sharedBetween)).toMatchObject({ State: 0 });
  });

  it('writes nothing for a batch none of whose tickets was shared', async () => {
    const carol = await player();
    const { ref, ids } = await issueWith([front3(carol, 2), front3(carol, 1)]);
    const [before] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE event = 'ChatRoomBetAwardNotify'`,
    );
    await drawIssue(t.db, ref, drawn);
    expect(await settle(ref)).toMatchObject({ ok: true, value: { settled: 2 } });
    const [after] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE event = 'ChatRoomBetAwardNotify'`,
    );
    expect(after?.n).toBe(before?.n);
    expect(await notices(ids)).toEqual([]);
  });

  it('shows a ticket refunded by a cancelled issue as cancelled, with no winning number', async () => {
    const alice = await player();
    const roomId = await room([alice]);
    const { ref, ticketId } = await issueWithOne(front3(alice, 2));
    const messageId = await share(alice, roomId, ticketId);
    await t.db.query(
      `UPDATE lottery_issues SET state = 'cancelled', cancelled_reason = 'no result'
        WHERE game_id = $1 AND serial_number = $2`,
      [ref.gameId, ref.serialNumber],
    );
    expect(await settle(ref)).toMatchObject({ ok: true, value: { settled: 1 } });
    expect((await snapshots(alice, roomId)).get(messageId)).toMatchObject({ State: 1, Prize: 0 });
    const rows = await notices([ticketId]);
    expect(rows).toEqual([notice(roomId, messageId, 1)]);
    expect(rows[0]?.payload).toMatchObject({ State: 1, Prize: 0, WinningNumber: null });
  });

  it('leaves a removed share as it was and tells only the visible one', async () => {
    const alice = await player();
    const roomId = await room([alice]);
    const { ref, ticketId } = await issueWithOne(front3(alice, 2));
    const removed = await share(alice, roomId, ticketId);
    const kept = await share(alice, roomId, ticketId);
    const removal = await t.call('POST', '/api/Admin/Chat/RemoveMessage', {
      token: await t.adminToken('service'),
      body: { MessageId: removed, Reason: 'posted twice' },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    await drawIssue(t.db, ref, drawn);
    await settle(ref);

    expect(await notices([ticketId])).toEqual([notice(roomId, kept, 3)]);
    const [stored] = await t.db.query<{ bet_share: TChatBetShare; is_removed: boolean }>(
      'SELECT bet_share, removed_at IS NOT NULL AS is_removed FROM chat_messages WHERE id = $1',
      [removed],
    );
    expect(stored).toMatchObject({ is_removed: true, bet_share: { State: 0, Prize: 0 } });
    expect([...(await snapshots(alice, roomId)).keys()]).toEqual([kept]);
  });

  it('tells a held win when risk releases it, and another when risk voids it', async () => {
    await t.db.query('INSERT INTO risk_win_hold_thresholds (game_id, threshold) VALUES ($1, $2)', [
      jsk3,
      1_000_000n,
    ]);
    const alice = await player();
    const roomId = await room([alice]);
    // K3 sum 4, ten units: about 1,400 yuan on 1 1 2, above the game's 1,000 threshold.
    const sum4 = {
      userId: alice,
      betTypeId: 'k3.sum.sum',
      book: 'official' as const,
      group: 1950,
      multiple: 10,
      selection: { sums: [4] },
    };
    const {
      ref,
      ids: [released, voided],
    } = await issueWith([sum4, sum4], jsk3);
    if (!released || !voided) throw new Error('two tickets expected');
    const releasedShare = await share(alice, roomId, released);
    const voidedShare = await share(alice, roomId, voided);
    await drawIssue(t.db, ref, '112');
    await settle(ref);
    // Held (state 4): the room hears nothing until risk decides.
    expect(await notices([released, voided])).toEqual([]);
    expect((await snapshots(alice, roomId)).get(releasedShare)).toMatchObject({ State: 0 });

    const risk = await t.adminToken('risk');
    for (const [ticketId, action] of [
      [released, 'Release'],
      [voided, 'Void'],
    ] as const) {
      const decided = await t.call('POST', `/api/Admin/Risk/WinHolds/${action}`, {
        token: risk,
        body: { TicketId: ticketId, Reason: 'checked the draw' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    const [row] = await t.db.query<{ prize: string }>(
      'SELECT prize::text FROM bet_tickets WHERE id = $1',
      [released],
    );
    const prize = Number(row?.prize) / 1000;
    expect(prize).toBeGreaterThan(1000);
    const shown = await snapshots(alice, roomId);
    expect(shown.get(releasedShare)).toMatchObject({ State: 3, Prize: prize });
    expect(shown.get(voidedShare)).toMatchObject({ State: 2, Prize: 0 });
    const rows = await notices([released, voided]);
    expect(rows).toEqual([notice(roomId, releasedShare, 3), notice(roomId, voidedShare, 2)]);
    expect(rows.map((one) => one.payload)).toEqual([
      expect.objectContaining({ State: 3, Prize: prize, WinningNumber: '112' }),
      expect.objectContaining({ State: 2, Prize: 0, WinningNumber: '112' }),
    ]);
  });

  it('tells the rooms of a ticket its owner cancels before the seal', async () => {
    const owner = await fundedPlayer(t, 100_000n);
    const roomId = await room([owner.userId]);
    const issue = await openIssueOnSale(t, 2, { sealsInMs: 30_000 });
    const placed = await place(t, owner.token, {
      GameId: 2,
      IssueSerialNumber: issue,
      Tickets: [star5()],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const ticketId = (placed.json() as { Tickets: { TicketId: number }[] }).Tickets[0]?.TicketId;
    if (!ticketId) throw new Error('a ticket expected');
    const messageId = await share(owner.userId, roomId, ticketId);
    const cancelled = await cancel(t, owner.token, ticketId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await snapshots(owner.userId, roomId)).get(messageId)).toMatchObject({
      State: 1,
      Prize: 0,
    });
    expect(await notices([ticketId])).toEqual([notice(roomId, messageId, 1)]);
  });
});
