import type { TChatMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createOutboxRelay } from '../../jobs/outbox-relay.ts';
import { receivedAtLeast } from '../../test-support/chat-clients.ts';
import { useHubClients, type TReceived } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import { drawIssue } from '../bet/ticket-fixtures.ts';
import { front3, sharedTicketFixtures } from './shared-ticket-test-fixtures.ts';

const t = useTestApp();
const hub = useHubClients(t);
const { room, issueWith } = sharedTicketFixtures(t);
const events = ['ReceiveMessage', 'ChatRoomBetAwardNotify'];

/** A funded player whose connection records the room's messages and award notices. */
async function connectedPlayer() {
  const { userId, loginId } = await t.createAccount();
  await t.fund(userId, 100_000_000n);
  const { connection, received } = await hub.connect(await t.login(loginId), events);
  return { userId, connection, received };
}

const awardsIn = (received: readonly TReceived[]) =>
  received.filter(({ event }) => event === 'ChatRoomBetAwardNotify');

describe('ChatRoomBetAwardNotify over the hub, with the official client', () => {
  it('reaches every member connected to the room when the shared tickets settle, nobody else', async () => {
    const alice = await connectedPlayer();
    const bob = await connectedPlayer();
    const carol = await connectedPlayer();
    const roomId = await room([alice.userId, bob.userId]);
    const carolsRoom = await room([carol.userId]);
    for (const person of [alice, bob, carol]) await person.connection.invoke('GetInitialData');

    const {
      ref,
      ids: [won, lost],
    } = await issueWith([front3(alice.userId, 2), front3(alice.userId, 1)]);
    const shares: TChatMessage[] = [];
    for (const ticketId of [won, lost]) {
      t.clock.advance(2_000);
      shares.push(
        await alice.connection.invoke<TChatMessage>('ShareBet', {
          RoomId: roomId,
          TicketId: ticketId,
        }),
      );
    }
    const [wonShare, lostShare] = shares;
    if (!wonShare || !lostShare) throw new Error('two shares expected');
    await receivedAtLeast(bob.received, 2);

    await drawIssue(t.db, ref, '02,03,05,09,11');
    await settleIssue(t.db, ref, { now: () => t.clock.now() });
    const relay = createOutboxRelay({ db: t.db, realtime: t.app.realtime, clock: t.clock });
    await relay.tick();
    const expected = [
      {
        event: 'ChatRoomBetAwardNotify',
        payload: {
          RoomId: roomId,
          MessageId: wonShare.Id,
          TicketId: won,
          State: 3,
          Prize: 1930.5,
          WinningNumber: '02,03,05,09,11',
          DedupeKey: `ChatRoomBetAwardNotify:${wonShare.Id}:3`,
        },
      },
      {
        event: 'ChatRoomBetAwardNotify',
        payload: {
          RoomId: roomId,
          MessageId: lostShare.Id,
          TicketId: lost,
          State: 2,
          Prize: 0,
          WinningNumber: '02,03,05,09,11',
          DedupeKey: `ChatRoomBetAwardNotify:${lostShare.Id}:2`,
        },
      },
    ];
    for (const person of [alice, bob]) {
      await receivedAtLeast(person.received, 4);
      expect(awardsIn(person.received)).toEqual(expected);
    }

    // Carol's own room speaks after the notices were sent: her connection, in order, has
    // received by then anything that was sent to her before, and it holds no notice.
    const later = await carol.connection.invoke<TChatMessage>('AddMessage', {
      RoomId: carolsRoom,
      Body: 'still here',
    });
    await receivedAtLeast(carol.received, 1);
    expect(carol.received).toEqual([{ event: 'ReceiveMessage', payload: later }]);

    // Bob reopening the room's history sees the settled cards.
    const history = await bob.connection.invoke<{ Messages: TChatMessage[] }>('GetHistoryMessage', {
      RoomId: roomId,
    });
    const settledCards = [
      expect.objectContaining({ TicketId: won, State: 3, Prize: 1930.5 }),
      expect.objectContaining({ TicketId: lost, State: 2, Prize: 0 }),
    ];
    expect(history.Messages.map((message) => message.BetShare)).toEqual(settledCards);
    // So does a device syncing the room from before the shares.
    const sync = await bob.connection.invoke<{ Rooms: { Messages: TChatMessage[] }[] }>(
      'SyncWhenReconnected',
      { Rooms: [{ RoomId: roomId, LastMessageId: wonShare.Id - 1 }] },
    );
    expect(sync.Rooms[0]?.Messages.map((message) => message.BetShare)).toEqual(settledCards);
  });
});
