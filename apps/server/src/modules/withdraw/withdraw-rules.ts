import type { TWithdrawRules, TWithdrawRulesUpdate } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/** The withdraw_rules row (migration 0025) in thousandths; null: no such limit. */
export interface TRules {
  minAmount: bigint;
  maxAmount: bigint | null;
  dailyMaxAmount: bigint | null;
  dailyMaxCount: number | null;
  intervalSeconds: number;
  feePerMille: number;
  feeMin: bigint;
  feeMax: bigint | null;
  firstMaxAmount: bigint | null;
  siteDailyMaxAmount: bigint | null;
  usdtMinAmount: bigint | null;
  usdtMaxAmount: bigint | null;
  usdtChainFee: bigint;
  accountLimit: number;
}

interface TRulesRow {
  min_amount: bigint;
  max_amount: bigint | null;
  daily_max_amount: bigint | null;
  daily_max_count: number | null;
  interval_seconds: number;
  fee_per_mille: number;
  fee_min: bigint;
  fee_max: bigint | null;
  first_max_amount: bigint | null;
  site_daily_max_amount: bigint | null;
  usdt_min_amount: bigint | null;
  usdt_max_amount: bigint | null;
  usdt_chain_fee: bigint;
  account_limit: number;
}

const big = (value: bigint | null) => (value === null ? null : BigInt(value));

export async function readRules(db: TQueryable): Promise<TRules> {
  const [row] = await db.query<TRulesRow>(`SELECT * FROM withdraw_rules`);
  if (!row) throw new Error('withdraw_rules has no row');
  return {
    minAmount: BigInt(row.min_amount),
    maxAmount: big(row.max_amount),
    dailyMaxAmount: big(row.daily_max_amount),
    dailyMaxCount: row.daily_max_count,
    intervalSeconds: row.interval_seconds,
    feePerMille: row.fee_per_mille,
    feeMin: BigInt(row.fee_min),
    feeMax: big(row.fee_max),
    firstMaxAmount: big(row.first_max_amount),
    siteDailyMaxAmount: big(row.site_daily_max_amount),
    usdtMinAmount: big(row.usdt_min_amount),
    usdtMaxAmount: big(row.usdt_max_amount),
    usdtChainFee: BigInt(row.usdt_chain_fee),
    accountLimit: row.account_limit,
  };
}

export const rulesView = (rules: TRules): TWithdrawRules => ({
  MinAmount: rules.minAmount,
  MaxAmount: rules.maxAmount,
  DailyMaxAmount: rules.dailyMaxAmount,
  DailyMaxCount: rules.dailyMaxCount,
  IntervalSeconds: rules.intervalSeconds,
  FeePerMille: rules.feePerMille,
  FeeMin: rules.feeMin,
  FeeMax: rules.feeMax,
  FirstMaxAmount: rules.firstMaxAmount,
  SiteDailyMaxAmount: rules.siteDailyMaxAmount,
  UsdtMinAmount: rules.usdtMinAmount,
  UsdtMaxAmount: rules.usdtMaxAmount,
  UsdtChainFee: rules.usdtChainFee,
  AccountLimit: rules.accountLimit,
});

export const rulesOfUpdate = (update: TWithdrawRulesUpdate): TRules => ({
  minAmount: update.MinAmount,
  maxAmount: update.MaxAmount,
  dailyMaxAmount: update.DailyMaxAmount,
  dailyMaxCount: update.DailyMaxCount,
  intervalSeconds: update.IntervalSeconds,
  feePerMille: update.FeePerMille,
  feeMin: update.FeeMin,
  feeMax: update.FeeMax,
  firstMaxAmount: update.FirstMaxAmount,
  siteDailyMaxAmount: update.SiteDailyMaxAmount,
  usdtMinAmount: update.UsdtMinAmount,
  usdtMaxAmount: update.UsdtMaxAmount,
  usdtChainFee: update.UsdtChainFee,
  accountLimit: update.AccountLimit,
});

/** Rules that cannot all hold at once are refused before they reach the CHECKs of the table. */
export function checkRulesFit(rules: TRules): TResult<TRules> {
  const problem = (detail: string) => fail('WithdrawRulesInvalid', { detail });
  if (rules.minAmount <= 0n) return problem('MinAmount > 0');
  if (rules.maxAmount !== null && rules.maxAmount < rules.minAmount)
    return problem('MaxAmount >= MinAmount');
  if (rules.feeMax !== null && rules.feeMax < rules.feeMin) return problem('FeeMax >= FeeMin');
  if (
    rules.usdtMinAmount !== null &&
    rules.usdtMaxAmount !== null &&
    rules.usdtMaxAmount < rules.usdtMinAmount
  )
    return problem('UsdtMaxAmount >= UsdtMinAmount');
  for (const [name, value] of [
    ['DailyMaxAmount', rules.dailyMaxAmount],
    ['FirstMaxAmount', rules.firstMaxAmount],
    ['SiteDailyMaxAmount', rules.siteDailyMaxAmount],
    ['UsdtMinAmount', rules.usdtMinAmount],
  ] as const)
    if (value !== null && value <= 0n) return problem(`${name} > 0`);
  return succeed(rules);
}

/** Writes the rules (the caller audits in the same transaction); answers the previous ones. */
export async function writeRules(tx: TQueryable, rules: TRules, now: number): Promise<TRules> {
  const before = await readRules(tx);
  await tx.query(
    `UPDATE withdraw_rules SET min_amount = $1, max_amount = $2, daily_max_amount = $3,
            daily_max_count = $4, interval_seconds = $5, fee_per_mille = $6, fee_min = $7,
            fee_max = $8, first_max_amount = $9, site_daily_max_amount = $10,
            usdt_min_amount = $11, usdt_max_amount = $12, usdt_chain_fee = $13,
            account_limit = $14, updated_at = $15`,
    [
      rules.minAmount,
      rules.maxAmount,
      rules.dailyMaxAmount,
      rules.dailyMaxCount,
      rules.intervalSeconds,
      rules.feePerMille,
      rules.feeMin,
      rules.feeMax,
      rules.firstMaxAmount,
      rules.siteDailyMaxAmount,
      rules.usdtMinAmount,
      rules.usdtMaxAmount,
      rules.usdtChainFee,
      rules.accountLimit,
      now,
    ],
  );
  return before;
}
