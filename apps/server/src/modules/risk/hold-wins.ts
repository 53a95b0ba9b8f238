import type { TQueryable } from '../../db/database.ts';

export interface TWinToHold {
  ticketId: bigint;
  userId: number;
  gameId: number;
  issueSerial: string;
  prize: bigint;
  threshold: bigint;
}

/**
 * Records held wins, in the settlement batch's transaction that moved their tickets to state 4:
 * the batch's guard on the ticket state makes each ticket reach here once, and the primary key
 * (ticket_id) refuses a second row should that guard ever fail.
 */
export async function holdWins(
  tx: TQueryable,
  wins: readonly TWinToHold[],
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO risk_win_holds (ticket_id, user_id, game_id, issue_serial, prize, threshold,
                                 held_at)
     SELECT u.ticket_id, u.user_id, u.game_id, u.issue_serial, u.prize, u.threshold, $2
       FROM jsonb_to_recordset($1::jsonb)
            AS u(ticket_id bigint, user_id int, game_id int, issue_serial text, prize bigint,
                 threshold bigint)`,
    [
      JSON.stringify(
        wins.map((win) => ({
          ticket_id: String(win.ticketId),
          user_id: win.userId,
          game_id: win.gameId,
          issue_serial: win.issueSerial,
          prize: String(win.prize),
          threshold: String(win.threshold),
        })),
      ),
      now,
    ],
  );
}
