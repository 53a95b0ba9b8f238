import {
  dailyPayTypes,
  type TDailyPayKind,
  type TDailyPayType,
  type TDailyPayTypeName,
} from '@lottery/contracts';

/** The privilege (DailyPayPermission kind) that allows setting each daily pay type (SPEC §6). */
export const dailyPayKindOf: Record<TDailyPayType, TDailyPayKind> = {
  [dailyPayTypes.betPay]: 'Lottery',
  [dailyPayTypes.earnPay]: 'Lottery',
  [dailyPayTypes.lottery]: 'Lottery',
  [dailyPayTypes.cardGame]: 'CardGame',
  [dailyPayTypes.videoSlot]: 'ExternalGame',
  [dailyPayTypes.sport]: 'Sport',
  [dailyPayTypes.dailyReward]: 'DailyReward',
};

export const dailyPayTypeName = (type: TDailyPayType): TDailyPayTypeName =>
  (Object.entries(dailyPayTypes) as [TDailyPayTypeName, TDailyPayType][]).find(
    ([, code]) => code === type,
  )![0];

export type TDailyPayRefusal =
  | { error: 'DailyPayNoRate' }
  | { error: 'DailyPayTypeNotAllowed'; payType: TDailyPayType }
  | { error: 'DailyPayRateAboveSystem'; payType: TDailyPayType; maxRateBp: number }
  | { error: 'DailyPayRateAboveOwn'; payType: TDailyPayType; ownRateBp: number }
  | { error: 'DailyPayRateBelowCurrent'; payType: TDailyPayType; currentRateBp: number };

export interface TDailyPayLimits {
  /** Kinds the agent's privileges allow (DailyPayPermission). */
  allowed: readonly TDailyPayKind[];
  /** System maximum of a type: the daily reward's own, the daily pay one otherwise. */
  systemMaxBp: (type: TDailyPayType) => number;
  /** The agent's own rate of a type; undefined: a top-level agent, bound by the system only. */
  ownBp: ((type: TDailyPayType) => number) | undefined;
  /** The member's rate of a type now (0 when none). */
  currentBp: (type: TDailyPayType) => number;
}

/**
 * SPEC §5 for daily pay: each rate set must be a type the agent may set, not above the system
 * maximum nor the agent's own rate, not below the member's current rate; and the member's
 * rates afterwards must include at least one non-zero wage.
 */
export function checkDailyPayRates(
  rates: readonly { payType: TDailyPayType; rateBp: number }[],
  limits: TDailyPayLimits,
): TDailyPayRefusal | undefined {
  for (const { payType, rateBp } of rates) {
    if (!limits.allowed.includes(dailyPayKindOf[payType]))
      return { error: 'DailyPayTypeNotAllowed', payType };
    const maxRateBp = limits.systemMaxBp(payType);
    if (rateBp > maxRateBp) return { error: 'DailyPayRateAboveSystem', payType, maxRateBp };
    if (limits.ownBp) {
      const ownRateBp = limits.ownBp(payType);
      if (rateBp > ownRateBp) return { error: 'DailyPayRateAboveOwn', payType, ownRateBp };
    }
    const currentRateBp = limits.currentBp(payType);
    if (rateBp < currentRateBp)
      return { error: 'DailyPayRateBelowCurrent', payType, currentRateBp };
  }
  const after = new Map<TDailyPayType, number>();
  for (const type of Object.values(dailyPayTypes)) after.set(type, limits.currentBp(type));
  for (const { payType, rateBp } of rates) after.set(payType, rateBp);
  if (![...after.values()].some((rate) => rate > 0)) return { error: 'DailyPayNoRate' };
  return undefined;
}
