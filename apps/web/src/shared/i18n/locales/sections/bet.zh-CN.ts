import { betPickerZhCN } from './bet-picker.zh-CN.ts';

/** Chinese texts of the bet screens (the source of the key set; the .en.ts file mirrors it). */
export const betZhCN = {
  title: '投注',
  picker: betPickerZhCN,
  unknownGame: '没有这个彩种，或该彩种已停售',
  closed: {
    maintenance: '该彩种正在维护，暂停投注，请稍后再来。',
    offline: '该彩种已停售。',
    drawHistory: '查看开奖记录',
  },
  header: {
    wallet: '余额',
    nextIssue: '下一期：第{{serial}}期',
    lastResult: '上期开奖',
    lastResultOf: '第{{serial}}期开奖',
    recent: '近期开奖',
    moreResults: '更多开奖记录',
  },
  bar: {
    label: '投注栏',
    figures: '{{units}} 注 · {{amount}}',
  },
  books: {
    label: '玩法盘口',
    official: '官方玩法',
    twoSided: '双面盘',
  },
  trends: {
    label: '路珠与长龙',
    road: '路珠',
    streaks: '长龙',
    noStreaks: '暂无连开两期以上的结果',
    streakLength: '连开 {{count}} 期',
    outcomes: { big: '大', small: '小', odd: '单', even: '双' },
    hiddenUntilRevealed: '刮开最新开奖后显示',
  },
  alerts: {
    sealed: '第{{serial}}期已封单，请注意投注期号',
    sealedWithNext: '第{{serial}}期已封单，当前投注第{{next}}期，请注意投注期号',
    drawn: '第{{serial}}期开奖：{{numbers}}',
    drawnCovered: '第{{serial}}期已开奖，刮开查看号码',
    cancelled: '第{{serial}}期已取消，该期投注将退还',
  },
  scratch: {
    reveal: '刮开查看第{{serial}}期开奖号码',
    hint: '刮一刮',
  },
} as const;
