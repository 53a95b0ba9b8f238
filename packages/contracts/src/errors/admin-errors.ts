import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** Administrator identity, roles, audit and maker-checker (60xx). */
export const adminErrors = {
  /** The administrator's role lacks the route's permission (the body names it). */
  AdminNotPermitted: define(
    6001,
    403,
    'Your role may not do this (needs {permission})',
    '您的角色无此权限（需要 {permission}）',
  ),
  /** A session that passed only the password step reached a console route. */
  AdminSecondFactorRequired: define(
    6002,
    403,
    'Complete the second-factor step first',
    '请先完成二次验证',
  ),
  AdminAddressNotAllowed: define(
    6003,
    403,
    'Your account may not be used from this address ({ip})',
    '您的账号不允许从此地址（{ip}）使用',
  ),
  /** The session was ended (logout, by an owner, account disabled, second factor reset). */
  AdminSessionEnded: define(
    6004,
    401,
    'Your session has ended, please log in again',
    '会话已结束，请重新登录',
  ),
  AdminDisabled: define(6005, 403, 'This administrator account is disabled', '此管理员账号已停用'),
  AdminLoginFailed: define(6006, 400, 'Wrong login ID or password', '账号或密码错误'),
  AdminTotpInvalid: define(6007, 400, 'The authenticator code is wrong', '身份验证器验证码错误'),
  AdminTotpNotEnrolled: define(6008, 409, 'Bind an authenticator first', '请先绑定身份验证器'),
  AdminTotpAlreadyEnrolled: define(
    6009,
    409,
    'An authenticator is already bound',
    '已绑定身份验证器',
  ),
  AdminLoginIdTaken: define(6010, 409, 'This login ID is already taken', '此账号已被使用'),
  AdminRoleBuiltin: define(6011, 409, 'Built-in roles cannot be changed', '内置角色不可修改'),
  AdminLastOwner: define(
    6012,
    409,
    'The last active owner must stay an owner',
    '最后一位有效的站长必须保留站长角色',
  ),
  AdminRoleNameTaken: define(6013, 409, 'This role name is already taken', '此角色名已被使用'),
  AdminSecondFactorPassed: define(
    6014,
    409,
    'This session has already passed the second factor',
    '此会话已完成二次验证',
  ),
  AdminNetworkInvalid: define(
    6015,
    400,
    'Not an address or network: {network}',
    '不是有效的地址或网段：{network}',
  ),
  BalanceSelfApproval: define(
    6020,
    403,
    'You cannot approve your own balance adjustment request',
    '不能批准自己提交的调账申请',
  ),
  BalanceAdjustmentNotPending: define(
    6021,
    409,
    'This balance adjustment was already decided',
    '此调账申请已处理',
  ),
  /** Approving would take the player's balance below zero; the request stays pending. */
  BalanceAdjustmentInsufficient: define(
    6022,
    409,
    'The player balance is too low for this debit',
    '玩家余额不足以扣除此金额',
  ),
  BalanceCashFlowTypeNotManual: define(
    6023,
    400,
    'Cash-flow type {type} is not a manual adjustment type',
    '资金类型 {type} 不是人工调整类型',
  ),
  /** A credit type with a negative amount, or the debit type with a positive one. */
  BalanceAmountSign: define(
    6025,
    400,
    'Cash-flow type {type} needs a {sign} amount',
    '资金类型 {type} 的金额须为{signZh}',
  ),
} as const satisfies Record<string, TErrorDefinition>;
