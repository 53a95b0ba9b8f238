import { chatHubEvents } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

const event = chatHubEvents.chatRoomBetAwardNotify;

/**
 * A shared ticket was settled (SPEC §7 ChatRoomBetAwardNotify): called in the transaction that
 * moved the tickets to their final state (settlement's batch, a risk decision on a held win, a
 * player's cancel, a chained plan's stop), with the ids it moved. Whatever the number of tickets:
 * 1. one read of the shared messages between the smallest and the largest id (a range scan of
 *    chat_messages_by_shared_ticket, the partial index of shared messages only); nearly always
 *    it finds none and that is all;
 * 2. otherwise, the shares and their rooms locked, one statement for the given tickets among
 *    them: each visible bet_share message takes its ticket's State, Prize and winning number
 *    into its snapshot, so history (GetHistoryMessage) shows the settled card, and the next
 *    share update number of its room, so a device away meanwhile gets it from
 *    SyncWhenReconnected (room-share-updates.ts); and one outbox row per message, target 'room'
 *    (the relay sends it to the room's hub group), keyed
 *    `ChatRoomBetAwardNotify:<messageId>:<state>`, so a rerun writes nothing new. The payload is
 *    ZChatRoomBetAwardNotifyEvent's but DedupeKey, which the relay adds from the key.
 * Only tickets now in a final state count (cancel 1, no prize 2, win 3): a held win (4) is told
 * when risk releases or voids it. A removed message is skipped: it left the room's history and
 * every client (RemoveMessage), so there is no card to update, and its snapshot stays what the
 * room was shown.
 *
 * Why a read first rather than one statement given the ids: a settlement batch has 20,000, and
 * sending them costs more than anything else here. Measured in PGlite (200,000 messages, 5,000
 * shares, 20,000 ids, none shared): the empty range read 3.8 ms; the one statement with the ids
 * 42 ms as a filter on the range (25 ms of it sending the array), 40 ms as `shared_ticket_id =
 * ANY(ids)` (planning estimates every element), 72 ms joined to unnest(ids).
 * The tickets' final State, Prize and winning number are read here, for the few shared ones,
 * rather than handed in for every ticket (as ShareBet reads the ticket it shares). This file
 * imports nothing of bet/ or risk/, which call it, so the modules' imports stay acyclic.
 */
export async function notifySharedTicketsSettled(
  tx: TQueryable,
  ticketIds: readonly bigint[],
  now: number,
): Promise<void> {
  if (ticketIds.length === 0) return;
  const low = ticketIds.reduce((least, id) => (id < least ? id : least));
  const high = ticketIds.reduce((most, id) => (id > most ? id : most));
  const candidates = await tx.query<{ ticket_id: string }>(
    `SELECT DISTINCT shared_ticket_id::text AS ticket_id FROM chat_messages
      WHERE shared_ticket_id BETWEEN $1 AND $2 AND removed_at IS NULL`,
    [String(low), String(high)],
  );
  if (candidates.length === 0) return;
  const given = new Set(ticketIds.map(String));
  const shared = candidates.map((row) => row.ticket_id).filter((id) => given.has(id));
  if (shared.length === 0) return;
  // The shares, then their rooms, locked in id order before the update: the update numbers each
  // share under its room's row lock (migration 0043, so a room's numbers follow commit order),
  // and a removal locks its message before the room (0040's trigger), as this does.
  const rooms = await tx.query<{ room_id: number }>(
    `SELECT m.room_id FROM chat_messages m
      WHERE m.shared_ticket_id = ANY($1::bigint[]) AND m.removed_at IS NULL
      ORDER BY m.id FOR NO KEY UPDATE`,
    [shared],
  );
  await tx.query(
    `SELECT 1 FROM chat_rooms WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
    [[...new Set(rooms.map((row) => row.room_id))]],
  );
  await tx.query(
    `WITH updated AS (
       UPDATE chat_messages m
          SET share_update_seq = nextval('chat_share_update_seq'),
              bet_share = m.bet_share
                || jsonb_build_object('State', t.state, 'Prize', round(t.prize / 1000.0, 3),
                                      'WinningNumber', t.winning_number)
         FROM bet_tickets t
        WHERE m.shared_ticket_id = ANY($1::bigint[]) AND m.removed_at IS NULL
          AND t.id = m.shared_ticket_id AND t.state IN (1, 2, 3)
       RETURNING m.id, m.room_id, t.id AS ticket_id, t.state, m.bet_share -> 'Prize' AS prize,
                 t.winning_number
     )
     INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
     SELECT $2::text || ':' || u.id || ':' || u.state, 'room', u.room_id, $2,
            jsonb_build_object('RoomId', u.room_id, 'MessageId', u.id, 'TicketId', u.ticket_id,
                               'State', u.state, 'Prize', u.prize,
                               'WinningNumber', u.winning_number),
            $3
       FROM updated u
      ORDER BY u.id
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [shared, event, now],
  );
}
