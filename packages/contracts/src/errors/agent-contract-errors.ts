import { defineError as define } from './define-error.ts';

/**
 * Contracts and daily pay (issue #21; codes 8200-8399): the rate rules of SPEC §5 and the
 * states of SPEC §4. Rates in the texts are percent, as the agent enters them.
 */
export const agentContractErrors = {
  ContractNoRate: define(
    8201,
    422,
    'A contract needs at least one tier with a rate above zero',
    '契约至少需要一档大于零的分红比例',
  ),
  ContractRateAboveSystem: define(
    8202,
    422,
    'Tier {tier}: the rate is above the system maximum of {maxRate}%',
    '第 {tier} 档：比例高于系统上限 {maxRate}%',
  ),
  ContractRateAboveOwn: define(
    8203,
    422,
    'Tier {tier}: the rate is above your own contract rate of {ownRate}% at those figures',
    '第 {tier} 档：比例高于您自己在该业绩下的契约比例 {ownRate}%',
  ),
  ContractRateBelowSigned: define(
    8204,
    422,
    "Tier {tier} of the member's signed contract ({signedRate}%) cannot be lowered",
    '不能低于下级已签契约第 {tier} 档的比例 {signedRate}%',
  ),
  ContractNotAllowed: define(
    8205,
    409,
    'You may not offer this kind of contract',
    '您没有签订此类契约的权限',
  ),
  ContractNotFound: define(8206, 404, 'No such contract', '没有该契约'),
  ContractNotOpen: define(
    8207,
    409,
    'This contract offer was already signed, rejected or replaced',
    '该契约已签订、已拒绝或已被新的契约取代',
  ),
  ContractTiersRepeated: define(
    8208,
    422,
    'Tier {tier} has the same thresholds as an earlier tier',
    '第 {tier} 档的业绩门槛与前面的档位相同',
  ),
  ContractTemplateNotFound: define(8209, 404, 'No such contract template', '没有该契约模板'),
  DailyPayNoRate: define(
    8301,
    422,
    'Daily pay needs at least one wage with a rate above zero',
    '日工资至少需要一项大于零的比例',
  ),
  DailyPayRateAboveSystem: define(
    8302,
    422,
    '{payType}: the rate is above the system maximum of {maxRate}%',
    '{payType}：比例高于系统上限 {maxRate}%',
  ),
  DailyPayRateAboveOwn: define(
    8303,
    422,
    '{payType}: the rate is above your own rate of {ownRate}%',
    '{payType}：比例高于您自己的比例 {ownRate}%',
  ),
  DailyPayRateBelowCurrent: define(
    8304,
    422,
    "{payType}: the member's rate of {currentRate}% cannot be lowered",
    '{payType}：不能低于下级现有比例 {currentRate}%',
  ),
  DailyPayTypeNotAllowed: define(
    8305,
    409,
    'You may not set this kind of daily pay: {payType}',
    '您没有设置此类日工资的权限：{payType}',
  ),
  DailyPayRecordNotFound: define(8306, 404, 'No such daily pay record', '没有该日工资记录'),
  DailyPayRecordNotWaiting: define(
    8307,
    409,
    'Only a waiting daily pay record can be cancelled',
    '只能取消等待中的日工资记录',
  ),
  DailyPayDayNotEnded: define(
    8308,
    409,
    'Daily pay is run for an ended site day only: {date} has not ended',
    '只能为已结束的日期发放日工资：{date} 尚未结束',
  ),
} as const;
