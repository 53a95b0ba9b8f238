/**
 * Activities (issue #23): one engine, many types. The types are the fourteen activity screens of
 * SPEC §2; each is a configuration of the engine (period, eligibility, budget, prizes, turnover),
 * and `activityTypesBuilt` lists those whose claim rules the server implements so far.
 */
export const activityTypes = [
  'oneDollar',
  'dailyInterest',
  'coupon',
  'firstDepositByCategory',
  'depositConsumeKeno2',
  'dailySignInRedPack',
  'roulette',
  'newbieQuest',
  'redPacketSolitaire',
  'lucky7Slot',
  'redPackRain',
  'lionKingContest',
  'agentTeam',
  'custom',
] as const;
export type TActivityType = (typeof activityTypes)[number];

/** The types an operator can create today; the others are refused (ActivityTypeNotAvailable). */
export const activityTypesBuilt = [
  'dailySignInRedPack',
  'roulette',
  'newbieQuest',
  'firstDepositByCategory',
  'depositConsumeKeno2',
  'lionKingContest',
  'dailyInterest',
  'lucky7Slot',
  'oneDollar',
  'redPackRain',
  'redPacketSolitaire',
] as const satisfies readonly TActivityType[];
export type TBuiltActivityType = (typeof activityTypesBuilt)[number];

/** How often a player may be paid again, on site days (UTC+8): a new period, a new prize. */
export const activityPeriodKinds = ['once', 'daily', 'weekly', 'monthly'] as const;
export type TActivityPeriodKind = (typeof activityPeriodKinds)[number];

/**
 * draft: being configured; scheduled: fixed, waiting for its start; running: between start and
 * end with budget left; stopped: ended early by an operator; exhausted: the next prize no longer
 * fitted the budget; ended: past its end. Scheduled becomes running and running becomes ended by
 * the clock (read, not written by a job); stopped and exhausted are written.
 */
export const activityStates = [
  'draft',
  'scheduled',
  'running',
  'stopped',
  'exhausted',
  'ended',
] as const;
export type TActivityState = (typeof activityStates)[number];
