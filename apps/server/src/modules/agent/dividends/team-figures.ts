import type { TQueryable } from '../../../db/database.ts';
import type { TTeamFigures } from './dividend-tiers.ts';

/**
 * The whole team's lottery figures over site days firstDay..lastDay (the agent's own tickets
 * included): one index range of account_tree joined to the daily player summaries.
 */
export async function readTeamFigures(
  db: TQueryable,
  agentId: number,
  firstDay: number,
  lastDay: number,
): Promise<TTeamFigures> {
  const [row] = await db.query<{ turnover: string; team_loss: string }>(
    `SELECT coalesce(sum(r.turnover), 0)::text AS turnover,
            coalesce(sum(r.turnover - r.prize - r.rebate), 0)::text AS team_loss
       FROM account_tree t
       JOIN report_player_days r ON r.user_id = t.descendant_id
      WHERE t.ancestor_id = $1 AND r.day BETWEEN $2 AND $3`,
    [agentId, firstDay, lastDay],
  );
  return { turnover: BigInt(row?.turnover ?? 0), teamLoss: BigInt(row?.team_loss ?? 0) };
}

/** The whole site's lottery profit over the days (turnover - prize - rebate). */
export async function readSiteLotteryProfit(
  db: TQueryable,
  firstDay: number,
  lastDay: number,
): Promise<bigint> {
  const [row] = await db.query<{ profit: string }>(
    `SELECT coalesce(sum(turnover - prize - rebate), 0)::text AS profit
       FROM report_player_days WHERE day BETWEEN $1 AND $2`,
    [firstDay, lastDay],
  );
  return BigInt(row?.profit ?? 0);
}
