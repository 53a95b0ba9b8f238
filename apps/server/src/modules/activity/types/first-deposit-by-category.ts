import {
  cashFlowTypes,
  depositTypes,
  type TDepositTypeName,
  type TErrorName,
} from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import { depositBonusOf } from './deposit-bonus.ts';
import { readFirstDeposit, type TFirstDeposit } from './first-deposit-facts.ts';
import {
  claimsInPeriod,
  progressOfClaims,
  type TActivityTypeRules,
  type TPrizeEntry,
} from './type-rules.ts';

/**
 * firstDepositByCategory: a bonus on the player's first credited deposit (ever, and credited
 * while the activity runs: an account that deposited before it began has had its first
 * deposit), a percent of it up to a cap by the channel kind it came through. One claim per
 * player (period `once`), shown as one step whose prize is the computed bonus. Paid into the
 * main wallet with the activity's turnover percent, or into the bonus wallet when configured.
 */
export interface TCategoryRule {
  category: TDepositTypeName;
  percentBps: number;
  cap: bigint;
}

export interface TFirstDepositConfig {
  type: 'firstDepositByCategory';
  categories: TCategoryRule[];
  bonusWallet: { turnoverMultiple: number; expiresInDays: number } | null;
}

type TStored = {
  type: 'firstDepositByCategory';
  categories: { category: TDepositTypeName; percentBps: number; cap: string }[];
  bonusWallet: { turnoverMultiple: number; expiresInDays: number } | null;
};

const dayMs = 86_400_000;

const categoryNameOf = (depositType: number): TDepositTypeName | null =>
  (Object.keys(depositTypes) as TDepositTypeName[]).find(
    (name) => depositTypes[name] === depositType,
  ) ?? null;

/** The bonus the first deposit earns, or why it earns none. */
export function firstDepositBonus(
  config: TFirstDepositConfig,
  deposit: TFirstDeposit | null,
  activityStartsAt: number,
): { ok: true; bonus: bigint } | { ok: false; error: TErrorName } {
  if (!deposit) return { ok: false, error: 'ActivityNoFirstDeposit' };
  if (deposit.creditedAt < activityStartsAt)
    return { ok: false, error: 'ActivityFirstDepositBefore' };
  const name = categoryNameOf(deposit.depositType);
  const rule = config.categories.find((candidate) => candidate.category === name);
  if (!rule) return { ok: false, error: 'ActivityDepositCategoryExcluded' };
  const bonus = depositBonusOf(deposit.amount, rule);
  return bonus > 0n ? { ok: true, bonus } : { ok: false, error: 'ActivityStepNotDone' };
}

const tableOf = (amount: bigint): TPrizeEntry[] => [{ amount, weight: 1 }];

const largestCap = (config: TFirstDepositConfig) =>
  config.categories.reduce((max, rule) => (rule.cap > max ? rule.cap : max), 0n);

export const firstDepositByCategoryRules: TActivityTypeRules<
  'firstDepositByCategory',
  TFirstDepositConfig,
  TStored
> = {
  type: 'firstDepositByCategory',
  cashFlowType: cashFlowTypes.firstDepositBonus,
  periodKind: { only: 'once', reason: 'its prizes are paid once per player' },
  fromInput: (input) => ({
    type: input.Type,
    categories: input.Categories.map((rule) => ({
      category: rule.Category,
      percentBps: rule.PercentBps,
      cap: rule.Cap,
    })),
    bonusWallet: input.BonusWallet && {
      turnoverMultiple: input.BonusWallet.TurnoverMultiple,
      expiresInDays: input.BonusWallet.ExpiresInDays,
    },
  }),
  wire: (config) => ({
    Type: config.type,
    Categories: config.categories.map((rule) => ({
      Category: rule.category,
      PercentBps: rule.percentBps,
      Cap: rule.cap,
    })),
    BonusWallet: config.bonusWallet && {
      TurnoverMultiple: config.bonusWallet.turnoverMultiple,
      ExpiresInDays: config.bonusWallet.expiresInDays,
    },
  }),
  store: (config) => ({
    type: config.type,
    categories: config.categories.map((rule) => ({ ...rule, cap: rule.cap.toString() })),
    bonusWallet: config.bonusWallet,
  }),
  read: (stored) => ({
    type: stored.type,
    categories: stored.categories.map((rule) => ({ ...rule, cap: BigInt(rule.cap) })),
    bonusWallet: stored.bonusWallet,
  }),
  // A bonus is computed at the claim: each category's table is its cap, the largest it pays.
  prizeTables: (config) => config.categories.map((rule) => tableOf(rule.cap)),
  claimsPerPeriod: () => 1,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const deposit = await readFirstDeposit(db, context.userId);
    const earned = firstDepositBonus(context.config, deposit, context.activity.startsAt);
    return {
      ...progressOfClaims(claimed.length),
      steps: [
        {
          claimNo: 0,
          key: (deposit && categoryNameOf(deposit.depositType)) ?? 'none',
          target: null,
          reached: deposit?.amount ?? null,
          done: earned.ok,
          claimed: claimed.length > 0,
          prize: earned.ok ? earned.bonus : null,
        },
      ],
    };
  },
  async plan(db, context, progress, step) {
    if (step !== undefined && step !== 0)
      return fail('ActivityStepNotFound', { step: String(step) });
    if (progress.claimedThisPeriod > 0) return fail('ActivityAlreadyClaimed');
    const deposit = await readFirstDeposit(db, context.userId);
    const earned = firstDepositBonus(context.config, deposit, context.activity.startsAt);
    if (!earned.ok) return fail(earned.error);
    const { bonusWallet } = context.config;
    return succeed({
      claimNo: 0,
      streakDay: null,
      table: tableOf(earned.bonus),
      ...(bonusWallet && {
        bonusWallet: {
          turnoverMultiple: bonusWallet.turnoverMultiple,
          expiresAt: context.nowMs + bonusWallet.expiresInDays * dayMs,
        },
      }),
    });
  },
  hasClaimLeft: (progress) => progress.steps.some((step) => step.done && !step.claimed),
  // Not drawn: the proof's table is the largest bonus the activity pays.
  tableOfClaim: (config) => tableOf(largestCap(config)),
};
