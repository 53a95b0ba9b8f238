import { defineError as define } from './define-error.ts';
import {
  registerLinkDisabledCode,
  registerLinkExpiredCode,
  registerLinkUsedUpCode,
} from './first-page-codes.ts';

/** The team's refusals (issue #21 "The team": members, moves, deletes, register links): 8100-8199. */
export const teamErrors = {
  TeamPeriodInvalid: define(
    8100,
    400,
    'The period is not valid or longer than {days} days',
    '时间区间无效或超过 {days} 天',
  ),
  TeamMoveTargetNotAgent: define(
    8101,
    409,
    'Members can only be moved under an agent of your team: {target} is not one',
    '只能将成员转移到您团队中的代理下：{target} 不是代理',
  ),
  MoveIntoOwnSubtree: define(
    8102,
    409,
    'A member cannot be moved under itself or one of its own members',
    '不能将成员转移到其自身或其下级之下',
  ),
  MoveTargetPrizeGroupTooLow: define(
    8103,
    409,
    "The target agent's prize group ({target}) is below the member's ({member})",
    '目标代理的奖金组（{target}）低于该成员的奖金组（{member}）',
  ),
  MoveToSameParent: define(
    8104,
    409,
    'The member is already directly under {target}',
    '该成员已在 {target} 的直属下级中',
  ),
  DeleteHasBalance: define(
    8110,
    409,
    'The member still has money in an account and cannot be deleted',
    '该成员账户中仍有余额，不能删除',
  ),
  DeleteHasOpenBets: define(
    8111,
    409,
    'The member has open bets or chased bets and cannot be deleted',
    '该成员有未结算的投注或追号，不能删除',
  ),
  DeleteHasMembers: define(
    8112,
    409,
    'The member has members of its own and cannot be deleted',
    '该成员有自己的下级，不能删除',
  ),
  DeleteHasPendingMoney: define(
    8113,
    409,
    'The member has a deposit or withdrawal in progress and cannot be deleted',
    '该成员有处理中的充值或提现，不能删除',
  ),
  BehaviourNoMembers: define(
    8120,
    400,
    'Choose at least one direct member',
    '请至少选择一个直属下级',
  ),
  BehaviourNotDirect: define(
    8121,
    409,
    'Behaviours can only be set on your direct members: {member} is not one',
    '只能设置直属下级的行为：{member} 不是直属下级',
  ),
  PrizeGroupAboveOwn: define(
    8130,
    409,
    'The prize group {group} is above your own ({own})',
    '奖金组 {group} 高于您自己的奖金组（{own}）',
  ),
  PrizeGroupOutOfRange: define(
    8131,
    400,
    'The prize group must be between {min} and {max}',
    '奖金组必须在 {min} 与 {max} 之间',
  ),
  RegisterLinkNotFound: define(8140, 404, 'No such register link', '注册链接不存在'),
  RegisterLinkExpired: define(
    registerLinkExpiredCode,
    409,
    'This register link has expired',
    '该注册链接已过期',
  ),
  RegisterLinkDisabled: define(
    registerLinkDisabledCode,
    409,
    'This register link has been disabled',
    '该注册链接已停用',
  ),
  RegisterLinkUsedUp: define(
    registerLinkUsedUpCode,
    409,
    'This register link has been used as many times as it allows',
    '该注册链接的使用次数已满',
  ),
  RegisterLinkExpiryInvalid: define(
    8144,
    400,
    'The expiry must be in the future',
    '过期时间必须晚于现在',
  ),
} as const;
