import { betStates } from '@lottery/contracts';

export type TBetStateName = keyof typeof betStates;

/** SPEC §4 bet states by name, in code order: the filter's options and the i18n keys. */
export const betStateNames = Object.keys(betStates) as TBetStateName[];

/** The name of a state code from the API (bet 0, cancelled 1, no prize 2, won 3). */
export const betStateNameOf = (state: number): TBetStateName =>
  betStateNames.find((name) => betStates[name] === state) ?? 'bet';
