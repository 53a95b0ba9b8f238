import { defineError as define } from './define-error.ts';

/** Back office: players and agents, dashboard and reports (64xx-65xx). */
export const playersReportsErrors = {
  MoveTargetNotAgent: define(6401, 409, '{loginId} is not an agent', '{loginId} 不是代理'),
  MoveWouldCycle: define(
    6402,
    409,
    'An account cannot move under itself or its own downline',
    '不能移到自己或自己的下级之下',
  ),
  MovePrizeGroupTooHigh: define(
    6403,
    409,
    "The account's prize group {group} is above the agent's {agentGroup}",
    '该账号的奖金组 {group} 高于代理的 {agentGroup}',
  ),
  SecondFactorNotBound: define(
    6404,
    409,
    'This account has no second factor to reset',
    '该账号未绑定二次验证',
  ),
  PlayerNotFound: define(6405, 404, 'No such player: {loginId}', '没有这个玩家：{loginId}'),
} as const;
