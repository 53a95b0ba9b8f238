import { defineError as define, type TErrorDefinition } from './define-error.ts';

/**
 * Deposit refusals (71xx), spread into errorCatalogue: SPEC §8's deposit results first (7101-7110),
 * then the orders' and channels' own. Kept out of player-errors.ts (the login bundle's budget): the
 * server answers Message in the request's language, which the deposit screens show.
 */
export const depositErrors = {
  DepositBankDisallowed: define(
    7101,
    400,
    'Deposits from this bank are not accepted on this channel',
    '该渠道不接受此银行的存款',
  ),
  DepositAmountOutOfRange: define(
    7102,
    400,
    'The amount is outside this channel’s range',
    '存款金额不在该渠道的范围内',
  ),
  DepositorNameRequired: define(7103, 400, 'Enter the depositor’s name', '请输入存款人姓名'),
  DepositDisabled: define(
    7104,
    409,
    'Deposits are disabled for this account',
    '该账户已被禁止存款',
  ),
  DepositStillPending: define(
    7105,
    409,
    'A deposit of yours is still pending: finish or cancel it first',
    '您还有一笔未完成的存款，请先完成或取消',
  ),
  DepositNoBankCard: define(
    7106,
    409,
    'Bind a bank card before depositing on this channel',
    '请先绑定银行卡再使用该渠道存款',
  ),
  /** The channel could not open the order (a gateway or chain failing): the order is cancelled. */
  DepositChannelMatching: define(
    7107,
    503,
    'The channel is matching, please contact customer service',
    '渠道匹配中，请联系客服',
  ),
  DepositChannelDisabled: define(
    7108,
    409,
    'This channel is disabled: refresh and try again',
    '该渠道已停用，请刷新后重试',
  ),
  DepositChannelClosed: define(
    7109,
    409,
    'This channel is not open at this hour',
    '该渠道当前不在开放时间内',
  ),
  DepositRateUnavailable: define(
    7110,
    503,
    'Failed to get the exchange rate, try again later',
    '获取汇率失败，请稍后再试',
  ),
  DepositOrderNotFound: define(7111, 404, 'No such deposit order', '存款订单不存在'),
  /** Confirmed or cancelled already: a decision is taken once (a retry of the same included). */
  DepositOrderDecided: define(
    7112,
    409,
    'This deposit order was already confirmed or cancelled',
    '该存款订单已确认或已取消',
  ),
  DepositChannelNotFound: define(7113, 404, 'No such deposit channel', '存款渠道不存在'),
  DepositChannelInvalid: define(
    7114,
    400,
    'The channel’s settings are not valid for its type: {reason}',
    '渠道设置不符合其类型：{reason}',
  ),
  /** A player cancels only an order not paid yet and not waiting for finance's review. */
  DepositOrderNotCancellable: define(
    7115,
    409,
    'This deposit can no longer be cancelled',
    '该存款订单已无法取消',
  ),
} as const satisfies Record<string, TErrorDefinition>;
