import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** The Games section's refusals (62xx), spread into errorCatalogue. */
export const gamesErrors = {
  /** Instant (MiaoMiao) games have no schedule. */
  GameHasNoSchedule: define(6201, 400, 'This game has no issue schedule', '该彩种没有期号排程'),
  /** The second entry of a disputed result must come from another administrator. */
  ResultConfirmBySameAdmin: define(
    6202,
    409,
    'Another administrator must confirm this result',
    '该开奖结果需由另一位管理员确认',
  ),
  ResultNotDisputed: define(
    6203,
    409,
    'This issue has no disputed result waiting for confirmation',
    '该期没有待确认的争议结果',
  ),
} as const satisfies Record<string, TErrorDefinition>;
