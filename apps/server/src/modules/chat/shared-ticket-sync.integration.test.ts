import type { TChatMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createOutboxRelay } from '../../jobs/outbox-relay.ts';
import { receivedAtLeast } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue } from '../bet/ticket-fixtures.ts';
import { front3, sharedTicketFixtures } from './shared-ticket-test-fixtures.ts';

const t = useTestApp();
const hub = useHubClients(t);
const { room } = sharedTicketFixtures(t);
const js11x5 = 8;
const drawn = '02,03,05,09,11';
/** Each shared ticket's issue: a serial of its own. */
let issueIndex = 0;

async function connectedPlayer() {
  const { userId, loginId } = await t.createAccount();
  await t.fund(userId, 100_000_000n);
  const token = await t.login(loginId);
  const { connection, received } = await hub.connect(token, ['ReceiveMessage']);
  return { userId, token, connection, received };
}

/** Alice shares a winning front-3 ticket of a new issue into the room; settle() settles it. */
async function sharedTicket(
  aliceId: number,
  roomId: number,
  alice: { connection: { invoke: <T>(m: string, a: unknown) => Promise<T> } },
) {
  t.clock.advance(60_000);
  const ref = await openIssue(t.db, js11x5, t.clock.now(), (issueIndex += 1));
  const [ticketId] = (
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [front3(aliceId, 2)])
  ).map(Number);
  t.clock.advance(2_000);
  const share = await alice.connection.invoke<TChatMessage>('ShareBet', {
    RoomId: roomId,
    TicketId: ticketId,
  });
  const settle = async () => {
    await drawIssue(t.db, ref, drawn);
    await settleIssue(t.db, ref, { now: () => t.clock.now() });
    await createOutboxRelay({ db: t.db, realtime: t.app.realtime, clock: t.clock }).tick();
  };
  return { share, ticketId, settle };
}

describe('a settled share in history and sync, with the official client', () => {
  it('keeps the winning number and the prize in the stored snapshot', async () => {
    const alice = await connectedPlayer();
    const roomId = await room([alice.userId]);
    await alice.connection.invoke('GetInitialData');
    const { share, settle } = await sharedTicket(alice.userId, roomId, alice);
    expect(share.BetShare).not.toHaveProperty('WinningNumber');
    await settle();
    const history = await alice.connection.invoke<{ Messages: TChatMessage[] }>(
      'GetHistoryMessage',
      { RoomId: roomId },
    );
    expect(history.Messages.map((message) => message.BetShare)).toEqual([
      expect.objectContaining({ State: 3, Prize: 1930.5, WinningNumber: drawn }),
    ]);
    await receivedAtLeast(alice.received, 1);
  });
});

interface TSyncRoom {
  RoomId: number;
  Messages: TChatMessage[];
  SettledShares: TChatMessage[];
  ShareCursor: number;
  HasMoreSettledShares: boolean;
}

describe('SyncWhenReconnected brings shares settled while away, with the official client', () => {
  it('a device that dropped sees the settled card once after it reconnects and syncs', async () => {
    const alice = await connectedPlayer();
    const bob = await connectedPlayer();
    const roomId = await room([alice.userId, bob.userId]);
    await alice.connection.invoke('GetInitialData');
    const { share, settle } = await sharedTicket(alice.userId, roomId, alice);
    // Bob's device holds the open card and the room's cursors, then drops.
    const initial = await bob.connection.invoke<{
      Rooms: { Id: number; ShareCursor: number; RemovalCursor: number; Messages: TChatMessage[] }[];
    }>('GetInitialData');
    const held = initial.Rooms.find((r) => r.Id === roomId);
    expect(held?.Messages.map((m) => [m.Id, m.BetShare?.State])).toEqual([[share.Id, 0]]);
    await bob.connection.stop();

    await settle();
    t.clock.advance(1_000);
    const after = await alice.connection.invoke<TChatMessage>('AddMessage', {
      RoomId: roomId,
      Body: 'won!',
    });

    const again = await hub.connect(bob.token, ['ChatRoomBetAwardNotify']);
    const ask = (shareCursor: number) =>
      again.connection.invoke<{ Rooms: TSyncRoom[] }>('SyncWhenReconnected', {
        Rooms: [
          {
            RoomId: roomId,
            LastMessageId: share.Id,
            RemovalCursor: held?.RemovalCursor ?? 0,
            ShareCursor: shareCursor,
          },
        ],
      });
    const [synced] = (await ask(held?.ShareCursor ?? 0)).Rooms;
    expect(synced?.Messages.map((m) => m.Id)).toEqual([after.Id]);
    expect(synced?.SettledShares).toEqual([
      {
        ...share,
        BetShare: { ...share.BetShare, State: 3, Prize: 1930.5, WinningNumber: drawn },
      },
    ]);
    expect(synced?.HasMoreSettledShares).toBe(false);
    expect(synced?.ShareCursor).toBeGreaterThan(held?.ShareCursor ?? 0);
    // From the cursor answered, the next sync brings it no more: once.
    const [next] = (await ask(synced?.ShareCursor ?? 0)).Rooms;
    expect(next?.SettledShares).toEqual([]);
    expect(next?.ShareCursor).toBe(synced?.ShareCursor);
    // A fresh device's initial data shows it settled, with a cursor past it.
    const fresh = await bob.connection
      .start()
      .then(() =>
        bob.connection.invoke<{ Rooms: { Id: number; ShareCursor: number }[] }>('GetInitialData'),
      );
    expect(fresh.Rooms.find((r) => r.Id === roomId)?.ShareCursor).toBe(synced?.ShareCursor);
  });

  it('answers among SettledShares only the shares up to the last id the client holds', async () => {
    const alice = await connectedPlayer();
    const roomId = await room([alice.userId]);
    await alice.connection.invoke('GetInitialData');
    const first = await sharedTicket(alice.userId, roomId, alice);
    const second = await sharedTicket(alice.userId, roomId, alice);
    await first.settle();
    await second.settle();
    const [synced] = (
      await alice.connection.invoke<{ Rooms: TSyncRoom[] }>('SyncWhenReconnected', {
        Rooms: [{ RoomId: roomId, LastMessageId: first.share.Id }],
      })
    ).Rooms;
    // The second share is newer than the client holds: it comes among Messages, settled.
    expect(synced?.SettledShares.map((m) => m.Id)).toEqual([first.share.Id]);
    expect(synced?.Messages.map((m) => [m.Id, m.BetShare?.State])).toEqual([[second.share.Id, 3]]);
  });
});
