/**
 * Player state bit flags (SPEC §6). Stored together in users.state_flags; a set bit restricts or
 * requires something. Values are ours: the spec does not show them.
 */
export const stateFlags = {
  disabled: 1 << 0,
  betDisabled: 1 << 1,
  withdrawDisabled: 1 << 2,
  depositDisabled: 1 << 3,
  transferDepositAllowed: 1 << 4,
  transferActivityAllowed: 1 << 5,
  transferDividendAllowed: 1 << 6,
  transferOtherAllowed: 1 << 7,
  transferSuperAllowed: 1 << 8,
  transferDailyPayAllowed: 1 << 9,
  totpForWithdraw: 1 << 10,
  totpForTransfer: 1 << 11,
  totpForLogin: 1 << 12,
  totpForPasswordChange: 1 << 13,
  totpForDrawPasswordChange: 1 << 14,
  totpForReset: 1 << 15,
  gestureLogin: 1 << 16,
  fundsFrozen: 1 << 17,
  chatDisabled: 1 << 18,
} as const;

export type TStateFlag = keyof typeof stateFlags;

export const hasFlag = (flags: number, flag: TStateFlag) => (flags & stateFlags[flag]) !== 0;

/** Every defined bit; anything outside is refused when an administrator sets flags. */
export const allStateFlagBits = Object.values(stateFlags).reduce((all, bit) => all | bit, 0);
