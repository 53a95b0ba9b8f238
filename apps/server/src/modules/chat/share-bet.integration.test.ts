import type { TChatMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, receivedAtLeast, refusalCode } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { insertOpenTickets, openIssue } from '../bet/ticket-fixtures.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);
const js11x5 = 8;

/** One open ticket of `userId`: 11x5 front three direct, 2 3 5, twice at yuan (4.000). */
async function ticketOf(userId: number, index: number): Promise<number> {
  await t.fund(userId, 1_000_000n);
  const ref = await openIssue(t.db, js11x5, Date.UTC(2026, 2, 1, 5) + index * 60_000, index);
  const [id] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
    {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1950,
      multiple: 2,
      selection: { rows: [[2], [3], [5]] },
    },
  ]);
  return Number(id);
}

describe('ShareBet', () => {
  it('shares my own ticket: the room receives it with its snapshot, kept in history', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    for (const person of [alice, bob]) await person.connection.invoke('GetInitialData');
    const ticketId = await ticketOf(alice.userId, 900);

    t.clock.advance(2_000);
    const shared = await alice.connection.invoke<TChatMessage>('ShareBet', {
      RoomId: roomId,
      TicketId: ticketId,
    });
    expect(shared).toMatchObject({ Kind: 'bet_share', SenderId: alice.userId, RoomId: roomId });
    expect(shared.BetShare).toEqual({
      TicketId: ticketId,
      SerialNumber: `B${String(ticketId).padStart(10, '0')}`,
      GameId: js11x5,
      GameName: expect.any(String),
      GameNameEn: expect.any(String),
      IssueSerialNumber: expect.any(String),
      BetTypeId: '11x5.front3.direct',
      BetTypeName: expect.any(String),
      BetTypeNameEn: expect.any(String),
      Book: 'official',
      Selection: { rows: [[2], [3], [5]] },
      Mode: 'yuan',
      Multiple: 2,
      Units: 1,
      Amount: 4,
      State: 0,
      Prize: 0,
    });
    expect(shared.Body).toContain(shared.BetShare?.SerialNumber);
    await receivedAtLeast(bob.received, 1);
    expect(bob.received[0]).toEqual({ event: 'ReceiveMessage', payload: shared });
    const history = await bob.connection.invoke('GetHistoryMessage', { RoomId: roomId });
    expect(history.Messages).toEqual([shared]);
  });

  it("refuses someone else's ticket, a room I am not in, and a muted sender", async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    const otherRoom = await chat.room([bob]);
    const bobsTicket = await ticketOf(bob.userId, 901);
    const share = (who: typeof alice, room: number, ticketId: number) => {
      t.clock.advance(2_000);
      return who.connection.invoke('ShareBet', { RoomId: room, TicketId: ticketId });
    };
    expect(await refusalCode(share(alice, roomId, bobsTicket))).toBe(8838);
    expect(await refusalCode(share(alice, roomId, 2_000_000_000))).toBe(8838);
    const alicesTicket = await ticketOf(alice.userId, 902);
    expect(await refusalCode(share(alice, otherRoom, alicesTicket))).toBe(8801);
    expect(await refusalCode(share(alice, roomId, 0))).toBe(1001);

    await t.call('POST', '/api/Admin/Chat/Mute', {
      token: await t.adminToken('service'),
      body: { LoginId: alice.loginId, Reason: 'quiet' },
    });
    expect(await refusalCode(share(alice, roomId, alicesTicket))).toBe(8831);
    const [count] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages WHERE room_id = $1`,
      [roomId],
    );
    expect(count?.n).toBe(0);
  });
});
