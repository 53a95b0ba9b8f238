import type { TQueryable } from '../../../db/database.ts';
import { readDividendPlan } from './dividend-plans.ts';
import { readShareholderContent } from './shareholder/read-shareholder-bonus.ts';

/** HaveProportionalDividend: the agent's dividend follows a rule or contract, or it had one. */
export async function readHasProportionalDividend(
  db: TQueryable,
  agentId: number,
): Promise<boolean> {
  if (await readDividendPlan(db, agentId)) return true;
  const rows = await db.query(`SELECT 1 FROM dividend_records WHERE agent_id = $1 LIMIT 1`, [
    agentId,
  ]);
  return rows.length > 0;
}

/** The shareholder bonus *Content privileges: the agent has records of the programme. */
export async function readShareholderBonusContent(db: TQueryable, agentId: number) {
  const content = await readShareholderContent(db, agentId);
  return {
    HasShareHolderBonusContent: content.lottery,
    HasShareHolderBonusContentExternal: content.external,
  };
}
