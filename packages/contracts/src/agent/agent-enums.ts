/**
 * The enumerations of the agent programme (SPEC §4 contract, dividend record and daily pay record
 * states; SPEC §6 contract, daily pay and transfer types). The spec names them without codes; the
 * codes are ours and stable, since clients and stored rows carry them.
 */

/** SPEC §4, in the spec's order. */
export const contractStates = { none: 0, waitingConfirmation: 1, signed: 2, rejected: 3 } as const;
export type TContractStateName = keyof typeof contractStates;
export type TContractState = (typeof contractStates)[TContractStateName];

/** What a contract covers: the lottery games, the external games, or sport. */
export const contractTypes = { lottery: 1, externalGame: 2, sport: 3 } as const;
export type TContractTypeName = keyof typeof contractTypes;
export type TContractType = (typeof contractTypes)[TContractTypeName];

/** SPEC §4, in the spec's order. */
export const dividendRecordStates = {
  waiting: 0,
  paid: 1,
  offPlatformRequested: 2,
  offPlatformAccepted: 3,
  forciblyPaid: 4,
  noDividend: 5,
  cancel: 6,
  walletNotEnough: 7,
} as const;
export type TDividendRecordStateName = keyof typeof dividendRecordStates;
export type TDividendRecordState = (typeof dividendRecordStates)[TDividendRecordStateName];

/** Dividend periods: the first or second half of a month, or a whole month. */
export const dividendPeriodKinds = { halfMonth: 1, month: 2 } as const;
export type TDividendPeriodKindName = keyof typeof dividendPeriodKinds;
export type TDividendPeriodKind = (typeof dividendPeriodKinds)[TDividendPeriodKindName];

/** SPEC §4, in the spec's order. */
export const dailyPayRecordStates = {
  waiting: 0,
  paid: 1,
  amountZero: 2,
  cancel: 3,
  notEnoughMoney: 4,
} as const;
export type TDailyPayRecordStateName = keyof typeof dailyPayRecordStates;
export type TDailyPayRecordState = (typeof dailyPayRecordStates)[TDailyPayRecordStateName];

/**
 * SPEC §6 daily pay types. Bet pay and earn pay are paid on a descendant team's lottery turnover
 * and loss; card game, video slot and sport on those games' turnover; daily reward is the reward
 * a Formal or NoDividend agent may grant under its system rule flag (privileges DailyPayPermission
 * groups them by what may be created).
 */
export const dailyPayTypes = {
  betPay: 1,
  earnPay: 2,
  lottery: 3,
  cardGame: 4,
  videoSlot: 5,
  sport: 6,
  dailyReward: 7,
} as const;
export type TDailyPayTypeName = keyof typeof dailyPayTypes;
export type TDailyPayType = (typeof dailyPayTypes)[TDailyPayTypeName];

/**
 * SPEC §6 transfer types a receiver's state flags allow (transferDepositAllowed and so on): a
 * transfer to a descendant carries one, and is refused when the receiver does not allow it.
 */
export const transferTypes = {
  deposit: 1,
  activity: 2,
  dividend: 3,
  other: 4,
  super: 5,
  dailyPay: 6,
} as const;
export type TTransferTypeName = keyof typeof transferTypes;
export type TTransferType = (typeof transferTypes)[TTransferTypeName];
