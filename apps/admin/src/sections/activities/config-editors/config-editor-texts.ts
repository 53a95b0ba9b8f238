import { defineTexts } from '../../../shared/i18n/define-texts.ts';

/** Texts of the per-type configuration editors; a new editor may add its own group here. */
export const configEditorTexts = defineTexts('activity-config-editors', {
  'zh-CN': {
    prizes: {
      table: '奖品表',
      amount: '奖金',
      weight: '权重',
      chance: '中奖概率',
      add: '添加奖品',
      remove: '删除',
      removeLabel: '删除第 {n} 个奖品',
      amountLabel: '第 {n} 个奖品的奖金',
      weightLabel: '第 {n} 个奖品的权重',
      hint: '只有一个奖品时为固定奖金；多个奖品按权重公平抽取（可验证）',
    },
    streak: {
      day: '连续签到第 {day} 天',
      lastDayHint: '超过最后一天的签到沿用最后一天的奖品表',
      addDay: '添加一天',
      removeDay: '删除最后一天',
    },
    roulette: {
      prizes: '轮盘奖品',
      spins: '抽奖次数',
      spinsHint: '周期内投注达到每个金额可抽一次（0 为免费一次）',
      spin: '第 {n} 次：投注满',
      addSpin: '添加一次抽奖',
      removeSpin: '删除第 {n} 次抽奖',
    },
  },
  en: {
    prizes: {
      table: 'Prize table',
      amount: 'Prize',
      weight: 'Weight',
      chance: 'Chance',
      add: 'Add a prize',
      remove: 'Remove',
      removeLabel: 'Remove prize {n}',
      amountLabel: 'Amount of prize {n}',
      weightLabel: 'Weight of prize {n}',
      hint: 'One prize is a fixed prize; several are drawn by weight, provably fairly',
    },
    streak: {
      day: 'Streak day {day}',
      lastDayHint: 'Days past the last one use the last table',
      addDay: 'Add a day',
      removeDay: 'Remove the last day',
    },
    roulette: {
      prizes: 'Wheel prizes',
      spins: 'Spins',
      spinsHint: 'Each amount bet within the period gives one spin (0: a free spin)',
      spin: 'Spin {n}: after betting',
      addSpin: 'Add a spin',
      removeSpin: 'Remove spin {n}',
    },
  },
});
