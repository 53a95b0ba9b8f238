import type {
  TDividendPeriodKind,
  TShareholderBonusType,
  ZShareholderBonus,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../../platform/result.ts';
import { readAgentStanding } from '../../agent-rules.ts';

type TShareholderBonus = z.input<typeof ZShareholderBonus>;

/** The caller's rule and records of one shareholder bonus programme (its page). */
export async function readShareholderBonus(
  db: TQueryable,
  agentId: number,
  family: TShareholderBonusType,
): Promise<TResult<TShareholderBonus>> {
  const standing = await readAgentStanding(db, agentId);
  const granted =
    family === 'LOTTERY' ? standing.hasShareholderBonus : standing.hasShareholderBonusExternal;
  if (!granted) return fail('ShareholderBonusNotGranted');
  const [rule] = await db.query<{
    period_kind: TDividendPeriodKind;
    rate_bp: number;
    content: string;
  }>(
    `SELECT period_kind, rate_bp, content FROM shareholder_bonus_rules
      WHERE agent_id = $1 AND game_family = $2`,
    [agentId, family],
  );
  const rows = await db.query<{
    id: string;
    period_kind: TDividendPeriodKind;
    period_start: string;
    period_end: string;
    site_profit: string;
    rate_bp: number;
    amount: string;
    state: number;
    created_at: string;
  }>(
    `SELECT id::text, period_kind, period_start::text, period_end::text, site_profit::text,
            rate_bp, amount::text, state, created_at::text
       FROM shareholder_bonus_records WHERE agent_id = $1 AND game_family = $2
      ORDER BY period_start DESC, id DESC LIMIT 100`,
    [agentId, family],
  );
  return succeed({
    Rule: rule
      ? { PeriodKind: rule.period_kind, RatePercent: rule.rate_bp / 100, Content: rule.content }
      : null,
    Items: rows.map((row) => ({
      Id: Number(row.id),
      PeriodKind: row.period_kind,
      PeriodStart: row.period_start,
      PeriodEnd: row.period_end,
      SiteProfit: BigInt(row.site_profit),
      RatePercent: row.rate_bp / 100,
      Amount: BigInt(row.amount),
      State: row.state,
      CreatedAt: Number(row.created_at),
    })),
  });
}

/** Whether the agent has records of each programme (the BonusPrivileges *Content flags). */
export async function readShareholderContent(
  db: TQueryable,
  agentId: number,
): Promise<{ lottery: boolean; external: boolean }> {
  const rows = await db.query<{ game_family: TShareholderBonusType }>(
    `SELECT DISTINCT game_family FROM shareholder_bonus_records WHERE agent_id = $1`,
    [agentId],
  );
  const families = new Set(rows.map((row) => row.game_family));
  return { lottery: families.has('LOTTERY'), external: families.has('EXTERNALGAME') };
}
