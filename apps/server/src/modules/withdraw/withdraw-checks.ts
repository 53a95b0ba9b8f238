import { thousandthsToNumber, withdrawTypes, type TWithdrawType } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TRules } from './withdraw-rules.ts';

/** What the rules of SPEC §5 look at, read under the player's lock (create-withdrawal.ts). */
export interface TWithdrawSnapshot {
  amount: bigint;
  type: TWithdrawType;
  rules: TRules;
  turnoverRemaining: bigint;
  /** The player's requests of this site day whose hold has not come back (cancel, failures). */
  todayAmount: bigint;
  todayCount: number;
  /** When the player's previous request was made (any state), if ever. */
  lastRequestAt: number | null;
  /** No withdrawal of the player was ever paid. */
  first: boolean;
  /** Every player's requests of this site day whose hold has not come back. */
  siteTodayAmount: bigint;
  now: number;
}

const money = (thousandths: bigint) => thousandthsToNumber(thousandths);

/**
 * The fee of a withdrawal of `amount`: the per-mille rate (rounded down to the thousandth, in
 * the player's favour), raised to the minimum and capped at the maximum, plus the flat chain fee
 * for USDT. It is taken from the balance on top of the amount, which arrives whole.
 */
export function feeOf(rules: TRules, type: TWithdrawType, amount: bigint): bigint {
  let fee = (amount * BigInt(rules.feePerMille)) / 1000n;
  if (fee < rules.feeMin) fee = rules.feeMin;
  if (rules.feeMax !== null && fee > rules.feeMax) fee = rules.feeMax;
  return type === withdrawTypes.usdt ? fee + rules.usdtChainFee : fee;
}

/**
 * The amount rules of SPEC §5, in the order a player can act on them (the amount itself first,
 * then today's limits); each refusal has its own code. Flags, blacklist, account, credentials and
 * balance are checked around these by createWithdrawal.
 */
export function checkWithdrawRules(s: TWithdrawSnapshot): TResult<{ fee: bigint }> {
  const { rules, amount } = s;
  if (s.turnoverRemaining > 0n)
    return fail('WithdrawTurnoverRemaining', { remaining: money(s.turnoverRemaining) });
  if (amount < rules.minAmount) return fail('WithdrawBelowMin', { min: money(rules.minAmount) });
  if (rules.maxAmount !== null && amount > rules.maxAmount)
    return fail('WithdrawAboveMax', { max: money(rules.maxAmount) });
  if (rules.feeMin > 0n && amount <= rules.feeMin)
    return fail('WithdrawFeeMinimum', { fee: money(rules.feeMin) });
  if (s.type === withdrawTypes.usdt) {
    if (rules.usdtMinAmount !== null && amount < rules.usdtMinAmount)
      return fail('WithdrawUsdtBelowMin', { min: money(rules.usdtMinAmount) });
    if (rules.usdtMaxAmount !== null && amount > rules.usdtMaxAmount)
      return fail('WithdrawUsdtAboveMax', { max: money(rules.usdtMaxAmount) });
  }
  if (s.first && rules.firstMaxAmount !== null && amount > rules.firstMaxAmount)
    return fail('WithdrawFirstLimit', { max: money(rules.firstMaxAmount) });
  if (rules.dailyMaxAmount !== null && s.todayAmount + amount > rules.dailyMaxAmount) {
    const left = rules.dailyMaxAmount - s.todayAmount;
    return fail('WithdrawDailyAmount', {
      max: money(rules.dailyMaxAmount),
      left: money(left > 0n ? left : 0n),
    });
  }
  if (rules.dailyMaxCount !== null && s.todayCount >= rules.dailyMaxCount)
    return fail('WithdrawDailyCount', { max: rules.dailyMaxCount });
  if (s.lastRequestAt !== null && rules.intervalSeconds > 0) {
    const waitMs = s.lastRequestAt + rules.intervalSeconds * 1000 - s.now;
    if (waitMs > 0) return fail('WithdrawInterval', { seconds: Math.ceil(waitMs / 1000) });
  }
  if (rules.siteDailyMaxAmount !== null && s.siteTodayAmount + amount > rules.siteDailyMaxAmount)
    return fail('WithdrawSiteDailyLimit');
  return succeed({ fee: feeOf(rules, s.type, amount) });
}
