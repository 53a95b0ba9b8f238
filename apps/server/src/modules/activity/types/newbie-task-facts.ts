import { depositStates, withdrawTypes, type TNewbieTask } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

/**
 * What a new account has done, read from the modules that record it: a bank card bound for
 * withdrawals (payout_accounts; one bound once counts, removed or not), a fund password, security
 * questions, a credited deposit, a bet not cancelled (bet state 1); and when it registered.
 */
export interface TNewbieFacts {
  registeredAt: number;
  done: ReadonlySet<TNewbieTask>;
}

export async function readNewbieFacts(db: TQueryable, userId: number): Promise<TNewbieFacts> {
  const [row] = await db.query<{
    registered_at: string;
    bank_card: boolean;
    fund_password: boolean;
    security_questions: boolean;
    deposit: boolean;
    bet: boolean;
  }>(
    `SELECT (extract(epoch FROM u.created_at) * 1000)::bigint::text AS registered_at,
            EXISTS (SELECT 1 FROM payout_accounts WHERE user_id = u.id AND kind = $2) AS bank_card,
            EXISTS (SELECT 1 FROM fund_passwords WHERE user_id = u.id) AS fund_password,
            EXISTS (SELECT 1 FROM security_answers WHERE user_id = u.id) AS security_questions,
            EXISTS (SELECT 1 FROM deposit_orders WHERE user_id = u.id AND state = $3) AS deposit,
            EXISTS (SELECT 1 FROM bet_tickets WHERE user_id = u.id AND state <> 1) AS bet
       FROM users u WHERE u.id = $1`,
    [userId, withdrawTypes.bank, depositStates.confirm],
  );
  const done = new Set<TNewbieTask>();
  if (row?.bank_card) done.add('bindBankCard');
  if (row?.fund_password) done.add('setFundPassword');
  if (row?.security_questions) done.add('setSecurityQuestions');
  if (row?.deposit) done.add('firstDeposit');
  if (row?.bet) done.add('firstBet');
  return { registeredAt: Number(row?.registered_at ?? 0), done };
}
