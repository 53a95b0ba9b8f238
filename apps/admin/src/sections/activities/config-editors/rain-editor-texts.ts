import { defineTexts } from '../../../shared/i18n/define-texts.ts';

/** Texts of the red-pack rain's and the red-packet relay's configuration editors. */
export const rainEditorTexts = defineTexts('activity-rain-editors', {
  'zh-CN': {
    rain: {
      rains: '每日场次',
      rainsHint: '按站点时间（UTC+8）每天下雨的时段，按时间先后排列且互不重叠',
      start: '第 {n} 场开始时间',
      seconds: '第 {n} 场持续秒数',
      addRain: '添加一场',
      removeRain: '删除第 {n} 场',
      grabs: '每人每场最多抢',
      rainBudget: '每场预算',
      rainBudgetHint: '一场红包雨所有玩家合计最多发放的金额；活动总预算另计',
      prizes: '红包金额',
    },
    relay: {
      packets: '接龙红包',
      packetsHint: '按顺序打开：本期投注达到门槛且前一个已打开时解锁；门槛不可递减',
      packet: '第 {n} 个红包',
      turnover: '第 {n} 个红包的投注门槛',
      addPacket: '添加红包',
      removePacket: '删除第 {n} 个红包',
    },
  },
  en: {
    rain: {
      rains: 'Daily rains',
      rainsHint: 'When packets fall each day, in site time (UTC+8), in order and apart',
      start: 'Start of rain {n}',
      seconds: 'Seconds of rain {n}',
      addRain: 'Add a rain',
      removeRain: 'Remove rain {n}',
      grabs: 'Grabs per player and rain',
      rainBudget: 'Budget per rain',
      rainBudgetHint:
        'Most one rain pays, all players together; the activity’s budget caps all rains',
      prizes: 'Packet amounts',
    },
    relay: {
      packets: 'Relay packets',
      packetsHint:
        'Opened in order: each once the period’s bets reach its threshold and the one before is open; thresholds do not go down',
      packet: 'Packet {n}',
      turnover: 'Bets that unlock packet {n}',
      addPacket: 'Add a packet',
      removePacket: 'Remove packet {n}',
    },
  },
});
