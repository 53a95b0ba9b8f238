/**
 * Cash-flow types: the kinds of lines on a player's statement (SPEC §3 lists "hundreds of codes"
 * without their values; these are ours). Grouped by hundreds: 1xx betting, 2xx rebates, 3xx
 * deposits and withdrawals, 4xx the agent programme (each movement between two accounts is a pair:
 * the receiver's line and the payer's), 5xx activity prizes, 6xx the bonus wallet, 7xx coupons, 9xx adjustments.
 */
export const cashFlowTypes = {
  bet: 101,
  betCancelRefund: 102,
  prize: 103,
  issueCancelRefund: 104,
  scheduleHold: 111,
  scheduleRelease: 112,
  selfRebate: 201,
  agentRebate: 202,
  deposit: 301,
  /** The amount and fee of a withdrawal, held while it is pending (into pending_withdrawals). */
  withdraw: 302,
  depositBonus: 303,
  depositFee: 304,
  /** A rejected, cancelled or failed withdrawal's hold coming back. */
  withdrawReturn: 305,
  withdrawFee: 306,
  dailyPayIn: 401,
  dailyPayOut: 402,
  dividendIn: 411,
  dividendOut: 412,
  shareholderBonusIn: 421,
  shareholderBonusOut: 422,
  agentBonusIn: 431,
  agentBonusOut: 432,
  serviceFeeIn: 441,
  serviceFeeOut: 442,
  transferIn: 451,
  transferOut: 452,
  superTransferIn: 453,
  superTransferOut: 454,
  depositFromWalletIn: 455,
  depositFromWalletOut: 456,
  /** Activities (issue #23), each prize against the house: 5xx. */
  activityPrize: 501,
  signInRedPack: 502,
  roulettePrize: 503,
  newbieQuestPrize: 504,
  firstDepositBonus: 505,
  depositKenoTierPrize: 506,
  contestPrize: 510,
  dailyInterest: 507,
  /** One-dollar treasure (一元夺宝): shares bought (a debit), their refund and the round's prize. */
  oneDollar: 508,
  lucky7SlotPrize: 509,
  redPackRain: 511,
  redPacketSolitaire: 512,
  /** Bonus wallet (issue #23): a grant into it, its release to the main wallet, its forfeit. */
  bonusGrant: 601,
  bonusRelease: 602,
  bonusForfeit: 603,
  /** Coupons (issue #23), each against the house: a bet voucher's part of a stake, a deposit coupon. */
  couponBetVoucher: 701,
  couponDepositBonus: 702,
  /** A voucher's part of a cancelled ticket's stake, back to the house (the voucher returns). */
  couponVoucherReturn: 703,
  openingBalance: 900,
  demoFunding: 901,
  /** Money an administrator moves by hand, approved by a second one (maker-checker). */
  manualCredit: 910,
  manualDebit: 911,
  manualBonus: 912,
} as const;

export type TCashFlowTypeName = keyof typeof cashFlowTypes;
export type TCashFlowType = (typeof cashFlowTypes)[TCashFlowTypeName];

/** The types a balance adjustment may carry, and the sign its amount must have. */
export const manualAdjustmentTypes: Readonly<Record<number, 'credit' | 'debit'>> = {
  [cashFlowTypes.manualCredit]: 'credit',
  [cashFlowTypes.manualDebit]: 'debit',
  [cashFlowTypes.manualBonus]: 'credit',
};
