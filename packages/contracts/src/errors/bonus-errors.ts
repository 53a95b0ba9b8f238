import { defineError as define } from './define-error.ts';

/** Bonus wallet and VIP (issue #23, codes 9050-9079). */
export const bonusErrors = {
  BonusAmountInvalid: define(
    9050,
    400,
    'A bonus is a positive amount of at most 3 decimals',
    '奖金必须为正数，最多 3 位小数',
  ),
  BonusTurnoverMultipleInvalid: define(
    9051,
    400,
    'The turnover multiple is a whole number from 0 to {max}',
    '流水倍数必须为 0 到 {max} 的整数',
  ),
  BonusExpiryInvalid: define(
    9052,
    400,
    'A bonus expires between 1 hour and {maxDays} days from now',
    '奖金有效期须在 1 小时到 {maxDays} 天之间',
  ),
  BonusGrantOverCap: define(
    9053,
    409,
    'A bonus grant is at most {cap}; ask for a balance adjustment (approved by a second administrator) instead',
    '单笔奖金最多 {cap}，超出请提交人工调账（需另一位管理员审批）',
  ),
  BonusReferenceReused: define(
    9054,
    409,
    'This reference already granted a different bonus',
    '该编号已用于另一笔奖金',
  ),
  BonusPlayerNotFound: define(9055, 404, 'No such player', '玩家不存在'),
} as const;
