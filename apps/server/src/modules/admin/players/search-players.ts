import type { TPlayerSearchQuery, TPlayerSearchResponse } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { searchAccounts } from '../../auth/search-accounts.ts';
import { mainBalances } from '../../wallet/account-balances.ts';
import { money } from '../../wallet/wallet-service.ts';

/** GET /api/Admin/Players: a page of matching players and agents with their main balance. */
export async function searchPlayers(
  db: TQueryable,
  query: TPlayerSearchQuery,
): Promise<TPlayerSearchResponse> {
  const { rows, total } = await searchAccounts(db, query);
  const balances = await mainBalances(
    db,
    rows.map((row) => row.id),
  );
  return {
    Items: rows.map((row) => ({
      UserId: row.id,
      LoginId: row.login_id,
      NickName: row.nick_name,
      Role: row.role,
      AgentLoginId: row.agent_login_id,
      StateFlags: row.state_flags,
      Balance: balances.get(row.id) ?? money(0),
      RegisteredAt: row.created_at.getTime(),
      LastLoginAt: row.last_login_at?.getTime() ?? null,
      LastLoginIp: row.last_login_ip,
    })),
    TotalCount: total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}
