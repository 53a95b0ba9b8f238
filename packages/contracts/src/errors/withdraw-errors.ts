import { defineError as define, type TErrorDefinition } from './define-error.ts';

/**
 * Withdrawals' refusals (issue #20), spread into errorCatalogue: payout accounts 7400-7449, the
 * withdraw checks of SPEC §5 and the states 7450-7499, the payout provider 7500-7549. The fund
 * password and second-factor refusals are the account area's (7000-7099).
 */
export const withdrawErrors = {
  PayoutRealNameRequired: define(
    7400,
    409,
    'Set your real name first (Account info): a card must be in your own name',
    '请先设置真实姓名（账户信息）：银行卡必须是本人名下',
  ),
  PayoutBankUnknown: define(7401, 400, 'Choose a bank from the list', '请从列表中选择银行'),
  PayoutCardNumberFormat: define(
    7402,
    400,
    'A card number has 16 to 19 digits',
    '银行卡号为16至19位数字',
  ),
  PayoutCardNumberChecksum: define(
    7403,
    400,
    'This card number is not valid: check the digits',
    '银行卡号无效，请核对',
  ),
  PayoutHolderMismatch: define(
    7404,
    409,
    "The card holder's name must be your real name",
    '持卡人姓名必须与真实姓名一致',
  ),
  PayoutAccountLimit: define(
    7405,
    409,
    'You can bind at most {limit} of these',
    '最多只能绑定{limit}个',
  ),
  PayoutAccountDuplicate: define(7406, 409, 'This is already bound', '已经绑定过了'),
  PayoutAccountNotFound: define(
    7407,
    404,
    'This card, address or e-wallet is not yours or no longer bound',
    '该银行卡、地址或钱包不存在或已解绑',
  ),
  PayoutAccountInUse: define(
    7408,
    409,
    'A withdrawal to it is still in progress: it can be removed once that one is finished',
    '有进行中的提现使用它，完成后才能解绑',
  ),
  PayoutBranchRequired: define(7409, 400, 'Enter the branch', '请输入开户支行'),
  UsdtAddressFormat: define(
    7410,
    400,
    'This is not a {chain} address (wrong characters)',
    '不是有效的{chain}地址（字符不正确）',
  ),
  UsdtAddressLength: define(
    7411,
    400,
    'A {chain} address has another length',
    '{chain}地址长度不正确',
  ),
  UsdtAddressPrefix: define(
    7412,
    400,
    'A {chain} address starts otherwise',
    '{chain}地址前缀不正确',
  ),
  UsdtAddressChecksum: define(
    7413,
    400,
    "This {chain} address's checksum is wrong: copy it again",
    '{chain}地址校验失败，请重新复制',
  ),
  UsdtAddressFlags: define(
    7414,
    400,
    'This {chain} address is for another network or not bounceable as required',
    '{chain}地址的标志位不正确（网络或类型不符）',
  ),
  UsdtChainUnknown: define(7415, 400, 'Choose a chain from the list', '请从列表中选择链'),
  EWalletProviderUnknown: define(
    7416,
    400,
    'Choose an e-wallet from the list',
    '请从列表中选择钱包',
  ),
  EWalletAccountFormat: define(
    7417,
    400,
    'Enter the e-wallet account (3 to 64 characters)',
    '请输入钱包账号（3至64个字符）',
  ),

  WithdrawDisabled: define(
    7450,
    409,
    'Withdrawal is disabled for this account',
    '该账号已禁止提现',
  ),
  WithdrawFundsFrozen: define(7451, 409, 'Your funds are frozen', '您的资金已被冻结'),
  WithdrawBlacklisted: define(
    7452,
    409,
    'Withdrawal is not available for this account: contact support',
    '该账号暂不能提现，请联系客服',
  ),
  WithdrawAccountRequired: define(
    7453,
    400,
    'Choose a card, address or e-wallet to withdraw to',
    '请选择提现的银行卡、地址或钱包',
  ),
  WithdrawTurnoverRemaining: define(
    7454,
    409,
    'Bet another {remaining} before withdrawing (the required turnover)',
    '还需投注{remaining}才能提现（流水要求）',
  ),
  WithdrawBelowMin: define(7455, 400, 'The least you can withdraw is {min}', '单笔最低提现{min}'),
  WithdrawAboveMax: define(
    7456,
    400,
    'The most you can withdraw at once is {max}',
    '单笔最高提现{max}',
  ),
  WithdrawDailyAmount: define(
    7457,
    409,
    'This would pass your daily withdrawal limit of {max} ({left} left today)',
    '超过每日提现额度{max}（今日剩余{left}）',
  ),
  WithdrawDailyCount: define(
    7458,
    409,
    'You can withdraw {max} times a day',
    '每日最多提现{max}次',
  ),
  WithdrawInterval: define(
    7459,
    409,
    'Wait {seconds} seconds after your previous withdrawal',
    '距离上次提现需间隔{seconds}秒',
  ),
  WithdrawFeeMinimum: define(
    7460,
    400,
    'The amount must be more than the fee minimum of {fee}',
    '提现金额必须大于最低手续费{fee}',
  ),
  WithdrawUsdtBelowMin: define(
    7461,
    400,
    'The least you can withdraw in USDT is {min}',
    'USDT单笔最低提现{min}',
  ),
  WithdrawUsdtAboveMax: define(
    7462,
    400,
    'The most you can withdraw in USDT at once is {max}',
    'USDT单笔最高提现{max}',
  ),
  WithdrawFirstLimit: define(
    7463,
    400,
    'Your first withdrawal can be at most {max}',
    '首次提现最多{max}',
  ),
  WithdrawSiteDailyLimit: define(
    7464,
    409,
    "Today's withdrawals are at their limit: try again tomorrow",
    '今日提现总额已达上限，请明天再试',
  ),
  WithdrawInsufficientBalance: define(
    7465,
    409,
    'Your balance does not cover the amount and its fee ({needed})',
    '余额不足以支付提现金额及手续费（{needed}）',
  ),
  WithdrawNotFound: define(7466, 404, 'No such withdrawal', '找不到该提现记录'),
  WithdrawStateChanged: define(
    7467,
    409,
    'This withdrawal is no longer {expected}: refresh',
    '该提现已不是{expected}状态，请刷新',
  ),
  WithdrawRulesInvalid: define(
    7468,
    400,
    'The withdraw rules do not fit together: {detail}',
    '提现规则不一致：{detail}',
  ),
  WithdrawReasonRequired: define(7469, 400, 'Give a reason', '请填写原因'),

  PayoutSignatureInvalid: define(
    7500,
    401,
    'The payout notification signature is wrong',
    '代付通知签名错误',
  ),
  PayoutOrderUnknown: define(7501, 404, 'No payout with this order', '找不到该代付订单'),
  PayoutProviderUnavailable: define(
    7502,
    503,
    'The payout provider did not answer: the withdrawal stays approved, send it again later',
    '代付渠道无响应，提现保持已审核，请稍后重新发送',
  ),
  PayoutAmountMismatch: define(
    7503,
    409,
    'The payout notification amount differs from the order',
    '代付通知金额与订单不符',
  ),
} as const satisfies Record<string, TErrorDefinition>;
