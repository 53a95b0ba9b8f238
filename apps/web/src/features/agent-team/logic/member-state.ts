import type { TMemberBehaviour } from '@lottery/contracts';

/** Bits of users.state_flags (modules/auth/state-flags.ts on the server; values are ours). */
const bits = {
  disabled: 1 << 0,
  betDisabled: 1 << 1,
  withdrawDisabled: 1 << 2,
  depositDisabled: 1 << 3,
  transferDepositAllowed: 1 << 4,
  transferActivityAllowed: 1 << 5,
  transferDividendAllowed: 1 << 6,
  transferOtherAllowed: 1 << 7,
  transferDailyPayAllowed: 1 << 9,
  chatDisabled: 1 << 18,
} as const satisfies Record<TMemberBehaviour | 'disabled', number>;

/** The one state a member row shows: disabled outranks betting off. */
export function memberStateOf(flags: number): 'normal' | 'disabled' | 'betDisabled' {
  if (flags & bits.disabled) return 'disabled';
  if (flags & bits.betDisabled) return 'betDisabled';
  return 'normal';
}

/** Whether a member's flags have the behaviour's bit set. */
export const hasBehaviour = (flags: number, behaviour: TMemberBehaviour) =>
  (flags & bits[behaviour]) !== 0;
