import type { TAdminBonusGrantRequest, TBonusWallet } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { grantBonus } from './grant-bonus.ts';
import { readBonusWallet } from './read-bonus-wallet.ts';

/**
 * The most one administrator may grant alone (10,000.000): a bonus is locked behind turnover, so
 * grants up to it need no second administrator; above it the maker-checker balance adjustment
 * (manualBonus) is the way.
 */
export const adminGrantCapThousandths = 10_000_000n;
const maxExpiryHours = 365 * 24;

export interface TBonusDeps {
  db: TDatabase;
  clock: TClock;
}

/**
 * A bonus granted by hand: checked, granted through grantBonus (reference per administrator and
 * Idempotency-Key, so a retry is the same grant) and audited in the same transaction.
 */
export async function adminGrantBonus(
  deps: TBonusDeps,
  admin: TAdminSession,
  input: TAdminBonusGrantRequest & { idempotencyKey: string | null },
): Promise<TResult<TBonusWallet['Grants'][number]>> {
  if (input.idempotencyKey === null) return fail('IdempotencyKeyMissing');
  if (input.Amount <= 0n) return fail('BonusAmountInvalid');
  if (input.Amount > adminGrantCapThousandths) return fail('BonusGrantOverCap', { cap: '10000' });
  if (input.ExpiresInHours < 1 || input.ExpiresInHours > maxExpiryHours)
    return fail('BonusExpiryInvalid', { maxDays: 365 });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, input.LoginId);
    if (userId === null) return fail('BonusPlayerNotFound');
    const granted = await grantBonus(tx, {
      userId,
      amount: input.Amount,
      turnoverMultiple: input.TurnoverMultiple,
      expiresAt: now + input.ExpiresInHours * 3_600_000,
      source: 'admin',
      reference: `admin:${admin.adminId}:${input.idempotencyKey}`,
      at: now,
    });
    if (!granted.ok) return granted;
    if (granted.value.isNew)
      await writeAdminAudit(tx, admin, {
        action: 'bonus.grant.create',
        targetType: 'bonus_grant',
        targetId: granted.value.grantId,
        after: {
          loginId: input.LoginId,
          amount: input.Amount,
          turnoverMultiple: input.TurnoverMultiple,
          expiresInHours: input.ExpiresInHours,
          reason: input.Reason,
        },
      });
    const wallet = await readBonusWallet(tx, userId);
    const grant = wallet.Grants.find((item) => item.Id === granted.value.grantId);
    if (!grant) throw new Error(`bonus grant ${granted.value.grantId} vanished`);
    return succeed(grant);
  });
}

/** A player's bonus wallet as the back office reads it. */
export async function adminReadBonusWallet(
  deps: TBonusDeps,
  loginId: string,
): Promise<TResult<TBonusWallet>> {
  const userId = await findUserIdByLoginId(deps.db, loginId);
  if (userId === null) return fail('BonusPlayerNotFound');
  return succeed(await readBonusWallet(deps.db, userId));
}
