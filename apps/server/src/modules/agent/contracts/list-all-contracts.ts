import type { TDatabase } from '../../../db/database.ts';
import { readContractRows } from './contract-rows.ts';

/** Every agent's contracts for the back office (agents.view), newest first, a page at a time. */
export async function listAllContracts(
  db: TDatabase,
  search: {
    LoginId?: string | undefined;
    State?: number | undefined;
    ContractType?: number | undefined;
    Page: number;
    PageSize: number;
  },
) {
  const conditions: string[] = ['true'];
  const params: unknown[] = [];
  if (search.LoginId) {
    params.push(search.LoginId);
    conditions.push(
      `(lower(a.login_id) = lower($${params.length}) OR lower(m.login_id) = lower($${params.length}))`,
    );
  }
  if (search.State !== undefined) {
    params.push(search.State);
    conditions.push(`c.state = $${params.length}`);
  }
  if (search.ContractType !== undefined) {
    params.push(search.ContractType);
    conditions.push(`c.contract_type = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM agent_contracts c
       JOIN users a ON a.id = c.agent_id JOIN users m ON m.id = c.member_id
      WHERE ${where}`,
    params,
  );
  const contracts = await readContractRows(db, where, params, {
    limit: search.PageSize,
    offset: (search.Page - 1) * search.PageSize,
  });
  return { Contracts: contracts, Total: count?.total ?? 0 };
}
