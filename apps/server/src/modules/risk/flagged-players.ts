import type { TSelection } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { coversEveryCombination } from './covers-every-combination.ts';

/**
 * Players flagged by rules (issue #19, Risk), each computed by a query over a recent window and
 * listed with its evidence; nothing is stored, so a flag disappears once its cause has aged out.
 * - sharedAddress: at least `accountsPerAddress` accounts logged in from one address;
 * - allCombinations: one player's tickets on one bet type of one issue take every combination;
 * - winRate: a player's share of winning tickets, over at least `minTickets` settled, more than
 *   three standard deviations above the players' mean (a z-score: rare by chance alone).
 */

export interface TFlag {
  Rule: 'sharedAddress' | 'allCombinations' | 'winRate';
  LoginIds: string[];
  Evidence: string;
  EvidenceZh: string;
}

export interface TFlagOptions {
  now: number;
  windowMs: number;
  accountsPerAddress: number;
  minTickets: number;
}

export const defaultFlagOptions = {
  windowMs: 7 * 86_400_000,
  accountsPerAddress: 3,
  minTickets: 20,
} as const;

/** Rows the combination rule looks at, at most: the newest first. */
const combinationRowsMax = 2_000;

async function sharedAddresses(db: TQueryable, options: TFlagOptions): Promise<TFlag[]> {
  const rows = await db.query<{ ip: string; login_ids: string[] }>(
    `SELECT host(s.ip) AS ip, array_agg(DISTINCT u.login_id ORDER BY u.login_id) AS login_ids
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.ip IS NOT NULL AND s.created_at >= $1
      GROUP BY s.ip HAVING count(DISTINCT s.user_id) >= $2
      ORDER BY count(DISTINCT s.user_id) DESC, s.ip LIMIT 100`,
    [new Date(options.now - options.windowMs), options.accountsPerAddress],
  );
  return rows.map((row) => ({
    Rule: 'sharedAddress',
    LoginIds: row.login_ids,
    Evidence: `${row.login_ids.length} accounts logged in from ${row.ip}`,
    EvidenceZh: `${row.login_ids.length} 个账号从 ${row.ip} 登录`,
  }));
}

async function allCombinations(db: TQueryable, options: TFlagOptions): Promise<TFlag[]> {
  const rows = await db.query<{
    login_id: string;
    game_id: number;
    issue_serial: string;
    bet_type_id: string;
    selections: TSelection[];
  }>(
    `SELECT u.login_id, t.game_id, t.issue_serial, t.bet_type_id,
            jsonb_agg(t.selection) AS selections
       FROM bet_tickets t JOIN users u ON u.id = t.user_id
      WHERE t.created_at >= $1 AND t.issue_serial IS NOT NULL AND t.state <> 1
      GROUP BY u.login_id, t.game_id, t.issue_serial, t.bet_type_id
      ORDER BY max(t.id) DESC LIMIT $2`,
    [options.now - options.windowMs, combinationRowsMax],
  );
  return rows
    .filter((row) => coversEveryCombination(row.bet_type_id, row.selections))
    .map((row) => ({
      Rule: 'allCombinations',
      LoginIds: [row.login_id],
      Evidence: `every combination of ${row.bet_type_id} on game ${row.game_id} issue ${row.issue_serial}`,
      EvidenceZh: `在彩种 ${row.game_id} 第 ${row.issue_serial} 期投注了 ${row.bet_type_id} 的全部组合`,
    }));
}

async function winRates(db: TQueryable, options: TFlagOptions): Promise<TFlag[]> {
  const rows = await db.query<{ login_id: string; settled: number; won: number; z: number }>(
    `WITH rates AS (
       SELECT t.user_id, count(*)::int AS settled,
              count(*) FILTER (WHERE t.state IN (3, 4))::int AS won,
              avg(CASE WHEN t.state IN (3, 4) THEN 1.0 ELSE 0.0 END) AS rate
         FROM bet_tickets t
        WHERE t.created_at >= $1 AND t.state IN (2, 3, 4)
        GROUP BY t.user_id HAVING count(*) >= $2
     ), spread AS (
       SELECT avg(rate) AS mean, stddev_pop(rate) AS sd FROM rates
     )
     SELECT u.login_id, r.settled, r.won, ((r.rate - s.mean) / s.sd)::float8 AS z
       FROM rates r CROSS JOIN spread s JOIN users u ON u.id = r.user_id
      WHERE s.sd > 0 AND r.rate > s.mean + 3 * s.sd
      ORDER BY z DESC LIMIT 100`,
    [options.now - options.windowMs, options.minTickets],
  );
  return rows.map((row) => ({
    Rule: 'winRate',
    LoginIds: [row.login_id],
    Evidence: `won ${row.won} of ${row.settled} tickets, ${row.z.toFixed(1)} standard deviations above the players' mean`,
    EvidenceZh: `${row.settled} 注中奖 ${row.won} 注，高于玩家平均 ${row.z.toFixed(1)} 个标准差`,
  }));
}

export async function flaggedPlayers(db: TQueryable, options: TFlagOptions): Promise<TFlag[]> {
  return [
    ...(await sharedAddresses(db, options)),
    ...(await allCombinations(db, options)),
    ...(await winRates(db, options)),
  ];
}
