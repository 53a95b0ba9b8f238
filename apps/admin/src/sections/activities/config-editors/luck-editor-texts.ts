import { defineTexts } from '../../../shared/i18n/define-texts.ts';

/** Texts of the daily interest, lucky-7 slot and one-yuan treasure configuration editors. */
export const luckEditorTexts = defineTexts('activity-config-editors-luck', {
  'zh-CN': {
    interest: {
      rate: '日利率（基点，100 = 1%）',
      rateHint: '利息 = 前一日日终主钱包余额 × 日利率，向下取整到 0.001',
      minBalance: '起息余额',
      maxInterest: '每日最高利息',
      example: '例：余额 {balance} 每日可得 {interest}',
    },
    slot: {
      prizes: '老虎机奖品（金额最大者为 7-7-7）',
      turnovers: '按投注给次数',
      turnoversHint: '周期内投注达到每个金额得一次（0 为免费一次）',
      deposits: '按充值给次数',
      depositsHint: '周期内充值达到每个金额得一次',
      threshold: '第 {n} 次：满',
      add: '添加一次',
      remove: '删除第 {n} 次',
    },
    oneDollar: {
      sharePrice: '每份价格',
      shares: '每期份数',
      prize: '每期奖品',
      maxShares: '每人每期最多份数',
      sales: '每期售出金额 {sales}，减去奖品后 {margin}',
    },
  },
  en: {
    interest: {
      rate: 'Daily rate (basis points, 100 = 1%)',
      rateHint:
        'Interest = the main balance at the end of yesterday × the rate, rounded down to 0.001',
      minBalance: 'Least balance earning interest',
      maxInterest: 'Most interest a day',
      example: 'E.g. a balance of {balance} earns {interest} a day',
    },
    slot: {
      prizes: 'Slot prizes (the largest is 7-7-7)',
      turnovers: 'Spins by turnover',
      turnoversHint: 'Each amount bet within the period gives one spin (0: a free spin)',
      deposits: 'Spins by deposit',
      depositsHint: 'Each amount deposited within the period gives one spin',
      threshold: 'Spin {n}: at',
      add: 'Add a spin',
      remove: 'Remove spin {n}',
    },
    oneDollar: {
      sharePrice: 'Price of a share',
      shares: 'Shares per round',
      prize: 'Prize of a round',
      maxShares: 'Most shares a player per round',
      sales: 'A round sells {sales}; less the prize, {margin}',
    },
  },
});
