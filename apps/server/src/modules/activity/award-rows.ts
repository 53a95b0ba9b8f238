import type { TActivityAward, TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

/** A paid claim as the player's award history (/AwardDetail) shows it. */
export type TAward = Omit<TActivityAward, 'Amount' | 'TurnoverRequired'> & {
  Amount: bigint;
  TurnoverRequired: bigint;
};

interface TAwardRow {
  id: string;
  activity_id: number;
  type: TActivityAward['ActivityType'];
  title_en: string;
  title_zh: string;
  period_key: string;
  amount: bigint;
  cash_flow_type: number;
  streak_day: number | null;
  prize_index: number | null;
  turnover_required: bigint;
  created_at: bigint;
}

const awardOf = (row: TAwardRow, language: TLanguage): TAward => ({
  ClaimId: Number(row.id),
  ActivityId: row.activity_id,
  ActivityType: row.type,
  Title: language === 'en' ? row.title_en : row.title_zh,
  PeriodKey: row.period_key,
  Amount: BigInt(row.amount),
  CashFlowType: row.cash_flow_type,
  StreakDay: row.streak_day,
  PrizeIndex: row.prize_index,
  TurnoverRequired: BigInt(row.turnover_required),
  ClaimedAt: Number(row.created_at),
});

const awardSql = `SELECT c.id::text, c.activity_id, a.type, a.title_en, a.title_zh, c.period_key,
    c.amount, c.cash_flow_type, c.streak_day, c.prize_index, c.turnover_required, c.created_at
  FROM activity_claims c JOIN activities a ON a.id = c.activity_id`;

/** The player's awards, newest first: of one activity, or of all with a page. */
export async function readAwards(
  db: TQueryable,
  query: {
    userId: number;
    language: TLanguage;
    activityId?: number;
    page?: number;
    pageSize?: number;
  },
): Promise<{ items: TAward[]; total: number }> {
  const { userId, activityId = null, page = 1, pageSize = 50 } = query;
  const where = `WHERE c.user_id = $1 AND ($2::integer IS NULL OR c.activity_id = $2)`;
  const rows = await db.query<TAwardRow>(
    `${awardSql} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [userId, activityId, pageSize, (page - 1) * pageSize],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM activity_claims c ${where}`,
    [userId, activityId],
  );
  return { items: rows.map((row) => awardOf(row, query.language)), total: count?.n ?? 0 };
}
