import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const maintenanceTexts = defineTexts('maintenance', {
  'zh-CN': {
    title: '维护时段',
    intro: '维护期间玩家的所有请求都返回 503，玩家被带到维护页并看到结束时间；管理后台不受影响。',
    add: '安排维护',
    table: '当前及即将到来的维护',
    empty: '没有安排中的维护',
    columns: { start: '开始', end: '结束', note: '说明', state: '状态', actions: '操作' },
    active: '进行中',
    scheduled: '已安排',
    end: '结束维护',
    cancel: '取消维护',
    fields: {
      start: '开始时间（站点时间）',
      end: '结束时间（站点时间）',
      note: '说明',
    },
    save: '安排',
    confirmEnd: '结束 {start} 开始的维护',
    endEffect: '玩家立即可以重新使用网站。',
  },
  en: {
    title: 'Maintenance',
    intro:
      'During a window every player request answers 503 and players land on the maintenance page with its end time; the console keeps working.',
    add: 'Schedule maintenance',
    table: 'Current and coming maintenance',
    empty: 'No maintenance scheduled',
    columns: { start: 'Start', end: 'End', note: 'Note', state: 'State', actions: 'Actions' },
    active: 'In progress',
    scheduled: 'Scheduled',
    end: 'End it',
    cancel: 'Cancel it',
    fields: {
      start: 'Start (site time)',
      end: 'End (site time)',
      note: 'Note',
    },
    save: 'Schedule',
    confirmEnd: 'End the maintenance starting {start}',
    endEffect: 'Players can use the site again at once.',
  },
});
