import type { TWithdrawRules, TWithdrawRulesUpdate } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { checkRulesFit, rulesOfUpdate, rulesView, writeRules } from './withdraw-rules.ts';

type TDeps = { db: TDatabase; clock: TClock };

/** PUT /api/Admin/WithdrawRules: the whole rule set at once, audited with before and after. */
export async function updateWithdrawRules(
  deps: TDeps,
  admin: TAdminSession,
  update: TWithdrawRulesUpdate,
): Promise<TResult<TWithdrawRules>> {
  const fit = checkRulesFit(rulesOfUpdate(update));
  if (!fit.ok) return fit;
  return transactionResult(deps.db, async (tx) => {
    const before = await writeRules(tx, fit.value, deps.clock.now());
    await writeAdminAudit(tx, admin, {
      action: 'finance.withdrawRules.update',
      targetType: 'withdraw_rules',
      targetId: 'site',
      before,
      after: fit.value,
    });
    return succeed(rulesView(fit.value));
  });
}

/** The withdraw blacklist (SPEC §5): players refused at every withdrawal, with the reason. */
export async function listBlacklist(db: TDatabase) {
  const rows = await db.query<{ login_id: string; reason: string; created_at: bigint }>(
    `SELECT u.login_id, b.reason, b.created_at FROM withdraw_blacklist b
       JOIN users u ON u.id = b.user_id ORDER BY b.created_at DESC`,
  );
  return {
    Items: rows.map((row) => ({
      LoginId: row.login_id,
      Reason: row.reason,
      CreatedAt: Number(row.created_at),
    })),
  };
}

export async function changeBlacklist(
  deps: TDeps,
  admin: TAdminSession,
  change: { LoginId: string; Reason?: string | undefined },
  listed: boolean,
): Promise<TResult<{ LoginId: string; Listed: boolean }>> {
  const reason = change.Reason?.trim() ?? '';
  if (listed && reason === '') return fail('WithdrawReasonRequired');
  return transactionResult(deps.db, async (tx) => {
    const userId = await findUserIdByLoginId(tx, change.LoginId);
    if (userId === null) return fail('NotFound', { what: change.LoginId });
    const changed = listed
      ? await tx.query(
          `INSERT INTO withdraw_blacklist (user_id, reason, admin_id, created_at)
           VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET reason = EXCLUDED.reason
           RETURNING 1`,
          [userId, reason, admin.adminId, deps.clock.now()],
        )
      : await tx.query(`DELETE FROM withdraw_blacklist WHERE user_id = $1 RETURNING 1`, [userId]);
    if (changed.length > 0)
      await writeAdminAudit(tx, admin, {
        action: listed ? 'finance.withdrawBlacklist.add' : 'finance.withdrawBlacklist.remove',
        targetType: 'player',
        targetId: change.LoginId,
        after: { listed, reason: listed ? reason : null },
      });
    return succeed({ LoginId: change.LoginId, Listed: listed });
  });
}
