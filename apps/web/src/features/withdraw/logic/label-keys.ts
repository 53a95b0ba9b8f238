import { withdrawStates, withdrawTypes, type TWithdrawStateName } from '@lottery/contracts';

/** The text keys of the withdrawal types and states (SPEC §3, §4) by their codes, typed for t(). */
const typeNames = Object.fromEntries(
  Object.entries(withdrawTypes).map(([name, code]) => [code, name]),
) as Record<number, keyof typeof withdrawTypes>;
const stateNames = Object.fromEntries(
  Object.entries(withdrawStates).map(([name, code]) => [code, name]),
) as Record<number, TWithdrawStateName>;

export const typeKey = (type: number) => `withdraw.types.${typeNames[type] ?? 'bank'}` as const;
export const stateKey = (state: number) =>
  `withdraw.states.${stateNames[state] ?? 'unknown'}` as const;
