import {
  withdrawTypes,
  type TBindElectronicPurseEvent,
  type TPayoutAccount,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { writeUserEvent } from '../../../jobs/user-events.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { readRealName } from '../../account/real-name.ts';
import { checkCredentials, type TCredentials } from '../credentials.ts';
import { readRules } from '../withdraw-rules.ts';
import type { TNewPayoutAccount } from './payout-account-input.ts';
import { toPayoutAccount, type TPayoutAccountRow } from './payout-account-rows.ts';

export const bindElectronicPurseEvent = 'BindElectronicPurse';

/**
 * Binds a card, address or e-wallet after its kind's rules (payout-account-input.ts), under the
 * player's row lock so the per-kind limit holds against concurrent bindings. A card must be in
 * the account's real name. The same number bound on another account is bound all the same and
 * flagged for finance's review (families share cards; fraud rings too: a reviewer decides).
 * The credentials come last, after everything a typo could refuse; a wrong guess is committed
 * (nothing else is written before the INSERT) so the account module's throttle counts it.
 */
export async function bindPayoutAccount(
  deps: { db: TDatabase; clock: TClock },
  userId: number,
  input: TResult<TNewPayoutAccount>,
  credentials: TCredentials,
): Promise<TResult<TPayoutAccount>> {
  if (!input.ok) return input;
  const account = input.value;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<TResult<TPayoutAccount>> => {
    await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
    if (account.kind === withdrawTypes.bank) {
      const realName = await readRealName(tx, userId);
      if (realName === null) return fail('PayoutRealNameRequired');
      if (realName.trim() !== account.holderName) return fail('PayoutHolderMismatch');
    }
    const rules = await readRules(tx);
    const bound = await tx.query<{ provider: string; account_number: string }>(
      `SELECT provider, account_number FROM payout_accounts
        WHERE user_id = $1 AND kind = $2 AND removed_at IS NULL`,
      [userId, account.kind],
    );
    if (
      bound.some(
        (row) => row.account_number === account.accountNumber && row.provider === account.provider,
      )
    )
      return fail('PayoutAccountDuplicate');
    if (bound.length >= rules.accountLimit)
      return fail('PayoutAccountLimit', { limit: rules.accountLimit });
    const proven = await checkCredentials(tx, userId, credentials, now);
    if (!proven.ok) return proven;
    const [shared] = await tx.query<{ n: number }>(
      `SELECT count(DISTINCT user_id)::int AS n FROM payout_accounts
        WHERE account_number = $1 AND kind = $2 AND user_id <> $3 AND removed_at IS NULL`,
      [account.accountNumber, account.kind, userId],
    );
    const review = shared && shared.n > 0 ? `also bound by ${shared.n} other account(s)` : null;
    const [row] = await tx.query<TPayoutAccountRow>(
      `INSERT INTO payout_accounts
         (user_id, kind, provider, account_number, holder_name, branch, review_reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        userId,
        account.kind,
        account.provider,
        account.accountNumber,
        account.holderName,
        account.branch,
        review,
        now,
      ],
    );
    if (!row) throw new Error('payout account insert returned nothing');
    const view = toPayoutAccount(row);
    if (account.kind === withdrawTypes.eWallet) {
      const payload: TBindElectronicPurseEvent = {
        Id: view.Id,
        Provider: view.Provider,
        MaskedNumber: view.MaskedNumber,
      };
      await writeUserEvent(tx, {
        key: `${bindElectronicPurseEvent}:${view.Id}`,
        userId,
        event: bindElectronicPurseEvent,
        payload,
        now,
      });
    }
    return succeed(view);
  });
}
