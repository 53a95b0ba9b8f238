import { defaultLanguage, thousandthsToNumber, type TBetAwardNotice } from '@lottery/contracts';
import { findBetType } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { ticketSerialOf } from '../bet/insert-tickets.ts';

/** The events settlement sends a winner (settle-batch.ts), sent for a held win on release. */
const awardEvents = ['BetAwardNotify', 'LotteryAwarded'] as const;

/**
 * The win notices a held ticket did not get at settlement, written to the outbox in the release's
 * transaction (the relay sends them after the commit), under the keys settlement would have used,
 * so a ticket is announced once. A player who turned the winning alert off gets none.
 */
export async function notifyReleasedWin(tx: TQueryable, ticketId: number, now: number) {
  const [row] = await tx.query<{
    user_id: number;
    game_id: number;
    issue_serial: string;
    bet_type_id: string;
    prize: string;
    winning_number: string;
    name_zh: string;
    name_en: string;
  }>(
    `SELECT t.user_id, t.game_id, t.issue_serial, t.bet_type_id, t.prize, t.winning_number,
            g.name_zh, g.name_en
       FROM bet_tickets t JOIN lottery_games g ON g.id = t.game_id WHERE t.id = $1`,
    [ticketId],
  );
  if (!row) return;
  const typeName = findBetType(row.bet_type_id)?.name;
  const gameName = { 'zh-CN': row.name_zh, en: row.name_en };
  const betTypeName = {
    'zh-CN': typeName?.zh ?? row.bet_type_id,
    en: typeName?.en ?? row.bet_type_id,
  };
  const payload: Omit<TBetAwardNotice, 'DedupeKey'> = {
    LotteryName: gameName[defaultLanguage],
    BetTypeName: betTypeName[defaultLanguage],
    LotteryNameEn: gameName.en,
    BetTypeNameEn: betTypeName.en,
    IssueSerialNumber: row.issue_serial,
    WinningNumber: row.winning_number,
    SerialNumber: ticketSerialOf(BigInt(ticketId)),
    Prize: thousandthsToNumber(BigInt(row.prize)),
    GameId: row.game_id,
  };
  for (const event of awardEvents)
    await tx.query(
      `INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
       SELECT $1, 'user', $2, $3, $4::jsonb, $5
        WHERE NOT EXISTS (SELECT 1 FROM account_alerts a
                           WHERE a.user_id = $2 AND NOT a.winning_enabled)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [`${event}:${ticketId}`, row.user_id, event, JSON.stringify(payload), now],
    );
}
