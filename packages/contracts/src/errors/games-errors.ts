import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** The Games section's refusals (62xx), spread into errorCatalogue. */
export const gamesErrors = {
  /** Instant (MiaoMiao) games have no schedule. */
  GameHasNoSchedule: define(6201, 400, 'This game has no issue schedule', '该彩种没有期号排程'),
} as const satisfies Record<string, TErrorDefinition>;
