import { defineError as define } from './define-error.ts';

/** The back office's VIP levels (issue #23, codes 9080-9089). */
export const vipErrors = {
  VipLevelNotFound: define(
    9080,
    404,
    'VIP level {level} does not exist',
    'VIP 等级 {level} 不存在',
  ),
  /**
   * A level's thresholds lie between its neighbours' (a higher level never asks for less), so
   * reaching a level always means having reached every level below it.
   */
  VipLevelThresholdsOutOfOrder: define(
    9081,
    409,
    'Level {level} must require at least what level {below} requires and at most what level {above} requires',
    '等级 {level} 的要求须不低于等级 {below}、不高于等级 {above}',
  ),
  /** Level 0 is where every account starts: it can require nothing. */
  VipBaseLevelThresholds: define(
    9082,
    409,
    'Level 0 is every account’s starting level: it requires no deposit and no bets',
    '等级 0 是所有账户的起始等级，不能设置存款或投注要求',
  ),
  VipPlayerNotFound: define(9083, 404, 'No such player', '玩家不存在'),
} as const;
