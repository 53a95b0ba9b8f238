import { isDerivableChain, parseXpub, validateAddress } from '@lottery/chains';
import type { TUsdtChainSettingUpdate } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { readChainSetting, readRateSettings } from './usdt-settings.ts';

export interface TUsdtSettingsDeps {
  db: TDatabase;
  clock: TClock;
}

/**
 * What a chain takes, checked before anything is stored: an xpub that parses and is public
 * (an xprv is refused, so a private key is never stored, shown or audited) for derived chains,
 * a mainnet address valid by the chain's rules for shared ones.
 */
function checkUpdate(update: TUsdtChainSettingUpdate): TResult<void> {
  const { Chain: chain, Xpub: xpub, SharedAddress: shared } = update;
  if (isDerivableChain(chain)) {
    if (shared)
      return fail('UsdtSettingNotForChain', { chain, needs: 'an xpub', needsZh: '扩展公钥' });
    if (xpub) {
      const parsed = parseXpub(xpub);
      if (!parsed.ok)
        return fail(parsed.reason === 'private' ? 'UsdtXpubPrivate' : 'UsdtXpubInvalid');
    }
    return succeed(undefined);
  }
  if (xpub)
    return fail('UsdtSettingNotForChain', {
      chain,
      needs: 'a shared address and memos',
      needsZh: '共享地址和备注',
    });
  if (shared) {
    const valid = validateAddress(chain, shared);
    if (!valid.ok) return fail('UsdtAddressInvalid', { chain, reason: valid.reason });
  }
  return succeed(undefined);
}

/** Sets one chain's key or address (absent: kept; null: cleared) and confirmations; audited. */
export async function updateChainSetting(
  deps: TUsdtSettingsDeps,
  admin: TAdminSession,
  update: TUsdtChainSettingUpdate,
): Promise<TResult<void>> {
  const checked = checkUpdate(update);
  if (!checked.ok) return checked;
  const shared =
    update.SharedAddress && !isDerivableChain(update.Chain)
      ? validateAddress(update.Chain, update.SharedAddress)
      : null;
  await deps.db.transaction(async (tx) => {
    const before = await readChainSetting(tx, update.Chain);
    await tx.query(
      `UPDATE usdt_chain_settings
          SET xpub = CASE WHEN $2 THEN $3 ELSE xpub END,
              shared_address = CASE WHEN $4 THEN $5 ELSE shared_address END,
              confirmations = $6, updated_at = $7
        WHERE chain = $1`,
      [
        update.Chain,
        update.Xpub !== undefined,
        update.Xpub ?? null,
        update.SharedAddress !== undefined,
        shared?.ok ? shared.address : null,
        update.Confirmations,
        deps.clock.now(),
      ],
    );
    const after = await readChainSetting(tx, update.Chain);
    await writeAdminAudit(tx, admin, {
      action: 'payments.usdt.chain.update',
      targetType: 'usdt_chain',
      targetId: update.Chain,
      before,
      after,
    });
  });
  return succeed(undefined);
}

/** Sets the rate source and how long an order's rate holds; audited. */
export async function updateRateSetting(
  deps: TUsdtSettingsDeps,
  admin: TAdminSession,
  update: { RateSource: string; RateLockSeconds: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await readRateSettings(tx);
    await tx.query(
      `UPDATE usdt_rate_settings SET source = $1, lock_seconds = $2, updated_at = $3`,
      [update.RateSource, update.RateLockSeconds, deps.clock.now()],
    );
    await writeAdminAudit(tx, admin, {
      action: 'payments.usdt.rate.update',
      targetType: 'usdt_rate',
      targetId: 'rate',
      before,
      after: { source: update.RateSource, lockSeconds: update.RateLockSeconds },
    });
  });
}
