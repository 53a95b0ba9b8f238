import {
  chatBetShareMaxSelectionLength,
  thousandthsToNumber,
  type TChatBetShare,
  type TChatShareBetRequest,
  type TSelectionJson,
} from '@lottery/contracts';
import { findBetType } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { ticketSerialOf } from '../bet/insert-tickets.ts';
import { betModeOf } from '../bet/price-ticket.ts';
import type { TBook } from '../lottery/game-catalogue.ts';
import { addMessageIn } from './add-message.ts';
import type { TChatDeps } from './chat-deps.ts';

interface TTicketRow {
  id: string;
  game_id: number;
  name_zh: string;
  name_en: string;
  issue_serial: string | null;
  bet_type_id: string;
  book: TBook;
  selection: TSelectionJson;
  mode: number;
  multiple: number;
  units: number;
  amount: string;
  state: number;
  prize: string;
}

/**
 * The caller's ticket as the room is shown it; someone else's answers as if it did not exist.
 * Read FOR SHARE, so the ticket cannot change state between this read and the share's commit:
 * a risk decision or a cancel waits, settlement skips the locked ticket and settles it on a later
 * pass, and either then finds the new message (shared-ticket-settled.ts); a share that waited for
 * one of them reads the settled ticket. Without the lock a share reading the open ticket while its
 * settlement commits would keep the open snapshot, never told.
 */
async function snapshotOfOwnTicket(
  tx: TQueryable,
  userId: number,
  ticketId: number,
): Promise<TResult<TChatBetShare>> {
  const [row] = await tx.query<TTicketRow>(
    `SELECT t.id::text, t.game_id, g.name_zh, g.name_en, t.issue_serial, t.bet_type_id, t.book,
            t.selection, t.mode, t.multiple, t.units, t.amount::text, t.state, t.prize::text
       FROM bet_tickets t JOIN lottery_games g ON g.id = t.game_id
      WHERE t.id = $1 AND t.user_id = $2
        FOR SHARE OF t`,
    [ticketId, userId],
  );
  if (!row) return fail('ChatTicketNotFound');
  if (JSON.stringify(row.selection).length > chatBetShareMaxSelectionLength)
    return fail('ChatBetShareTooLarge');
  const type = findBetType(row.bet_type_id);
  return succeed({
    TicketId: ticketId,
    SerialNumber: ticketSerialOf(BigInt(row.id)),
    GameId: row.game_id,
    GameName: row.name_zh,
    GameNameEn: row.name_en,
    IssueSerialNumber: row.issue_serial,
    BetTypeId: row.bet_type_id,
    BetTypeName: type?.name.zh ?? row.bet_type_id,
    BetTypeNameEn: type?.name.en ?? row.bet_type_id,
    Book: row.book,
    Selection: row.selection,
    Mode: betModeOf(row.mode),
    Multiple: row.multiple,
    Units: row.units,
    Amount: thousandthsToNumber(BigInt(row.amount)),
    State: row.state,
    Prize: thousandthsToNumber(BigInt(row.prize)),
  });
}

/**
 * ShareBet: the caller posts one of their own tickets to a room, by every rule a typed message
 * follows (membership, chat-disabled, read-only, mutes, rate limits). The body is the ticket in
 * a line of text, for clients that show only text; the snapshot travels as BetShare.
 */
export function shareBet(deps: TChatDeps, userId: number, request: TChatShareBetRequest) {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const snapshot = await snapshotOfOwnTicket(tx, userId, request.TicketId);
    if (!snapshot.ok) return snapshot;
    const share = snapshot.value;
    const body = [share.GameName, share.IssueSerialNumber, share.BetTypeName, share.SerialNumber]
      .filter((part) => part !== null)
      .join(' ');
    return addMessageIn(
      tx,
      userId,
      {
        RoomId: request.RoomId,
        Kind: 'bet_share',
        Body: body,
        share: { ticketId: request.TicketId, snapshot: share },
      },
      nowMs,
    );
  });
}
