import { defineError as define } from './define-error.ts';

/**
 * Transfers to team members and station letters (issue #21, codes 8600-8699): the transfer
 * results of SPEC §8. "Not a descendant" is the team gate's NotInTeam (8001) or NotDirectMember
 * (8002); a wrong second-factor code or fund password are the account module's refusals.
 */
export const transferErrors = {
  TransferRepeated: define(
    8601,
    409,
    'The same transfer to {member} was just made; wait {retryAfterSeconds} s to repeat it',
    '刚刚已向 {member} 转账相同金额，请 {retryAfterSeconds} 秒后再试',
  ),
  TransferWithdrawDisabled: define(
    8602,
    409,
    'Withdrawals are disabled on your account, so it cannot transfer',
    '您的账户已禁止提现，无法转账',
  ),
  TransferNotEnoughFunds: define(
    8603,
    409,
    'Not enough funds: your balance is {balance}',
    '余额不足：您的余额为 {balance}',
  ),
  TransferNoTransferableType: define(
    8604,
    409,
    '{member} cannot receive this type of transfer',
    '{member} 不能接收该类型的转账',
  ),
  TransferBelowRequiredBetVolume: define(
    8605,
    409,
    'Below the required bet volume: {remaining} more to bet before transferring',
    '未达到要求的投注量：还需投注 {remaining} 才能转账',
  ),
  TransferWrongAccount: define(
    8606,
    409,
    'The login ID and the name do not match the same account',
    '账号与姓名不匹配',
  ),
  TransferFundsFrozen: define(8607, 409, 'Your funds are frozen', '您的资金已被冻结'),
  TransferNotPermitted: define(
    8608,
    409,
    'Your account may not make this kind of transfer',
    '您的账户无权进行此类转账',
  ),
  TransferTypeRequired: define(8609, 400, 'Choose the type of the transfer', '请选择转账类型'),
  TransferAmountZero: define(8610, 400, 'Enter an amount above 0', '请输入大于 0 的金额'),
  LetterNoRecipients: define(
    8650,
    400,
    'Choose at least one member to write to',
    '请至少选择一位收件人',
  ),
  LetterRateLimited: define(
    8651,
    429,
    'Too many letters sent; try again in {retryAfterSeconds} s',
    '发送站内信过于频繁，请 {retryAfterSeconds} 秒后再试',
  ),
} as const;
