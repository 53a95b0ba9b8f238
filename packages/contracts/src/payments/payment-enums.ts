/**
 * The enumerations of money in and out (SPEC §3 deposit, withdraw and currency types; SPEC §4
 * deposit, withdraw and USDT withdraw states). The spec names them without their codes; the codes
 * are ours and stable, since clients and stored rows carry them.
 */
export const depositTypes = {
  bank: 1,
  onlinePay: 2,
  wechat: 3,
  alipay: 4,
  usdt: 5,
  eWallet: 6,
  others: 7,
} as const;
export type TDepositTypeName = keyof typeof depositTypes;
export type TDepositType = (typeof depositTypes)[TDepositTypeName];

/** The chains USDT is taken and paid on (SPEC §3 currency types), with their currency code. */
export const usdtChains = {
  ERC20: 1,
  TRC20: 2,
  BSC: 3,
  TON: 4,
  SOL: 5,
} as const;
export type TUsdtChain = keyof typeof usdtChains;
export const usdtChainNames = Object.keys(usdtChains) as readonly TUsdtChain[];

export const withdrawTypes = { bank: 1, usdt: 2, eWallet: 3 } as const;
export type TWithdrawTypeName = keyof typeof withdrawTypes;
export type TWithdrawType = (typeof withdrawTypes)[TWithdrawTypeName];

/** SPEC §4: waiting 0, confirm 1, cancel 2, create order 3 (an order still with its channel). */
export const depositStates = { waiting: 0, confirm: 1, cancel: 2, createOrder: 3 } as const;
export type TDepositStateName = keyof typeof depositStates;
export type TDepositState = (typeof depositStates)[TDepositStateName];

/** SPEC §4, in the spec's order. */
export const withdrawStates = {
  waiting: 0,
  confirm: 1,
  cancel: 2,
  failed: 3,
  unknown: 4,
  autoHandle: 5,
  thirdPartyHandle: 6,
  thirdPartyCreateOrder: 7,
  thirdPartyFailed: 8,
} as const;
export type TWithdrawStateName = keyof typeof withdrawStates;
export type TWithdrawState = (typeof withdrawStates)[TWithdrawStateName];

/** SPEC §4, in the spec's order. */
export const usdtWithdrawStates = {
  waiting: 0,
  success: 1,
  cancel: 2,
  handle: 3,
  fail: 4,
} as const;
export type TUsdtWithdrawStateName = keyof typeof usdtWithdrawStates;
export type TUsdtWithdrawState = (typeof usdtWithdrawStates)[TUsdtWithdrawStateName];
