import type { TActivityType } from '@lottery/contracts';

/**
 * The screen of each activity type whose screen is built (SPEC §2's route; add a type here when
 * its screen is registered in app/routes). Every other type (agent team and custom activities,
 * which the spec gives no screen) opens the generic detail at /Activity?id=…, on the same frame.
 * SPEC §2's routes for the rest: /OneDollarActivity, /DailyInterestActivity, /Coupon,
 * /FirstDepositByCategoryActivity, /DepositConsumeKENO2Activity/:id, /NewbieQuestActivity,
 * /RedPacketSolitaire, /Lucky7SlotActivity, /RedPackRainActivity.
 */
export const activityScreenPaths: Readonly<Partial<Record<TActivityType, string>>> = {
  dailySignInRedPack: '/DailySigninRedPackActivity',
  roulette: '/RouletteActivity',
  newbieQuest: '/NewbieQuestActivity',
  firstDepositByCategory: '/FirstDepositByCategoryActivity',
  depositConsumeKeno2: '/DepositConsumeKENO2Activity/:id',
  lionKingContest: '/LionKingContest',
  dailyInterest: '/DailyInterestActivity',
  lucky7Slot: '/Lucky7SlotActivity',
  oneDollar: '/OneDollarActivity',
  redPackRain: '/RedPackRainActivity',
  redPacketSolitaire: '/RedPacketSolitaire',
};

/** The generic detail of any activity (the frame alone). */
export const genericActivityHref = (activityId: number) => `/Activity?id=${activityId}`;

/**
 * Where the list links an activity: its type's screen with the activity's id (in the path where
 * the route has `:id`, else as `?id=`, so a reload opens the same one), or the generic detail.
 */
export function activityHref(type: TActivityType, activityId: number): string {
  const path = activityScreenPaths[type];
  if (!path) return genericActivityHref(activityId);
  return path.includes(':id')
    ? path.replace(':id', String(activityId))
    : `${path}?id=${activityId}`;
}
