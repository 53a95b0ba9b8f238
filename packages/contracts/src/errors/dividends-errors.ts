import { defineError as define } from './define-error.ts';

/**
 * Dividends, shareholder bonuses, agent bonuses and service fees (issue #21, codes 8400-8599).
 * The service fee codes (8440-8449) are SPEC §8's "agent service fee results".
 */
export const dividendsErrors = {
  DividendRecordNotFound: define(8400, 404, 'No such dividend record', '没有这条分红记录'),
  /** Paid, accepted off platform, cancelled or zero already: a record is settled once. */
  DividendNotPayable: define(
    8401,
    409,
    'This dividend can no longer be paid or settled',
    '该分红已结算，不能再支付或处理',
  ),
  /** The payer's wallet is short: the record stays payable once the payer is funded. */
  DividendWalletNotEnough: define(
    8402,
    409,
    "The payer's wallet is not enough for this dividend",
    '付款方钱包余额不足，无法支付该分红',
  ),
  DividendNotOffPlatformRequested: define(
    8403,
    409,
    'The payer has not asked to settle this dividend off platform',
    '上级未申请线下支付该分红',
  ),
  /** A rule by the back office is for top-level agents; member agents follow their contract. */
  DividendRuleTopAgentOnly: define(
    8404,
    409,
    'Dividend rules are set for top-level agents only: {agent} follows its contract',
    '后台分红规则只适用于总代理：{agent} 按其契约分红',
  ),
  DividendTiersInvalid: define(
    8405,
    400,
    'Each tier needs a rate of 1 % to 50 % and different thresholds',
    '每档分红比例须在 1% 至 50% 之间，且门槛不能重复',
  ),
  BonusNotAllowed: define(
    8410,
    409,
    'You have not been granted the bonus programme',
    '您未开通奖金权限',
  ),
  BonusWalletNotEnough: define(
    8411,
    409,
    'Your wallet is not enough for this bonus',
    '您的钱包余额不足，无法发放该奖金',
  ),
  ShareholderBonusNotGranted: define(
    8420,
    409,
    'You are not in this shareholder bonus programme',
    '您未开通该股东分红',
  ),
  ServiceFeeMemberNotAgent: define(
    8440,
    409,
    'A service fee is agreed with a member agent only: {member} is a player',
    '服务费只能与下级代理约定：{member} 是玩家',
  ),
  ServiceFeeAgreementNotFound: define(
    8441,
    404,
    'No service fee agreement with {member}',
    '与 {member} 没有服务费约定',
  ),
} as const;
