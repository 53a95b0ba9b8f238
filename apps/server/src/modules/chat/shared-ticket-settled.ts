import { chatHubEvents } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

const event = chatHubEvents.chatRoomBetAwardNotify;

/**
 * A shared ticket was settled (SPEC §7 ChatRoomBetAwardNotify): called in the transaction that
 * moved the tickets to their final state (settlement's batch, a risk decision on a held win, a
 * player's cancel, a chained plan's stop), with the ids it moved. ONE statement, whatever the
 * number of tickets:
 * 1. each visible bet_share message of those tickets takes the ticket's State and Prize into its
 *    snapshot, so history (GetHistoryMessage, SyncWhenReconnected) shows the settled card;
 * 2. one outbox row per message, target 'room' (the relay sends it to the room's hub group),
 *    keyed `ChatRoomBetAwardNotify:<messageId>:<state>`: a rerun writes nothing new. The payload
 *    is ZChatRoomBetAwardNotifyEvent's but DedupeKey, which the relay adds from the key.
 * Only tickets now in a final state count (cancel 1, no prize 2, win 3): a held win (4) is told
 * when risk releases or voids it. A removed message is skipped: it left the room's history and
 * every client (RemoveMessage), so there is no card to update, and its snapshot stays what the
 * room was shown.
 *
 * Cost when none of the tickets was shared (nearly always): the candidates are read by one range
 * scan, between the smallest and the largest id, of chat_messages_by_shared_ticket, the partial
 * index of shared messages only; the id list is then a filter on those few rows. Written as
 * `shared_ticket_id = ANY(ids)` alone it would become the index condition, one index descent per
 * id (20,000 for a settlement batch) even when nothing was ever shared; MATERIALIZED keeps the
 * planner from pushing it down. The tickets' final State, Prize and winning number are read
 * here, for the few shared ones, rather than handed in for every ticket of the batch (as ShareBet
 * reads the ticket it shares). This file imports nothing of bet/ or risk/, which call it, so the
 * modules' imports stay acyclic.
 */
export async function notifySharedTicketsSettled(
  tx: TQueryable,
  ticketIds: readonly bigint[],
  now: number,
): Promise<void> {
  if (ticketIds.length === 0) return;
  const low = ticketIds.reduce((least, id) => (id < least ? id : least));
  const high = ticketIds.reduce((most, id) => (id > most ? id : most));
  await tx.query(
    `WITH candidates AS MATERIALIZED (
       SELECT id, shared_ticket_id FROM chat_messages
        WHERE shared_ticket_id BETWEEN $2 AND $3
     ), updated AS (
       UPDATE chat_messages m
          SET bet_share = m.bet_share
                || jsonb_build_object('State', t.state, 'Prize', round(t.prize / 1000.0, 3))
         FROM candidates c, bet_tickets t
        WHERE c.shared_ticket_id = ANY($1::bigint[])
          AND m.id = c.id AND m.removed_at IS NULL
          AND t.id = c.shared_ticket_id AND t.state IN (1, 2, 3)
       RETURNING m.id, m.room_id, t.id AS ticket_id, t.state, m.bet_share -> 'Prize' AS prize,
                 t.winning_number
     )
     INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
     SELECT $4::text || ':' || u.id || ':' || u.state, 'room', u.room_id, $4,
            jsonb_build_object('RoomId', u.room_id, 'MessageId', u.id, 'TicketId', u.ticket_id,
                               'State', u.state, 'Prize', u.prize,
                               'WinningNumber', u.winning_number),
            $5
       FROM updated u
      ORDER BY u.id
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [ticketIds.map(String), String(low), String(high), event, now],
  );
}
