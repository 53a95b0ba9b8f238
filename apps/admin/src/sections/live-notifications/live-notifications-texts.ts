import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const liveNotificationsTexts = defineTexts('live-notifications', {
  'zh-CN': {
    title: '直播通知',
    intro: '在每天的时段内向玩家滚动展示，点击进入对应彩种的投注页。时段按站点时间。',
    add: '新增通知',
    edit: '编辑通知',
    remove: '删除',
    table: '直播通知列表',
    empty: '还没有直播通知',
    columns: { game: '彩种', title: '标题', windows: '每日时段', actions: '操作' },
    fields: {
      gameId: '彩种编号',
      gameHint: '点击通知时打开这个彩种的投注页',
      title: '标题',
      content: '内容',
      windows: '每日时段（每行一个，如 20:00-22:00；跨零点请拆成两行）',
    },
    badWindows: '时段格式应为 HH:mm-HH:mm，每行一个',
    save: '保存',
    confirmRemove: '删除直播通知「{title}」',
    removeEffect: '玩家将不再看到这条通知。',
  },
  en: {
    title: 'Live notifications',
    intro:
      'Shown to players during their daily windows; a click opens the game’s bet page. Windows are in site time.',
    add: 'Add a notification',
    edit: 'Edit notification',
    remove: 'Delete',
    table: 'Live notifications',
    empty: 'No live notifications yet',
    columns: { game: 'Game', title: 'Title', windows: 'Daily windows', actions: 'Actions' },
    fields: {
      gameId: 'Game id',
      gameHint: 'A click on the notice opens this game’s bet page',
      title: 'Title',
      content: 'Text',
      windows: 'Daily windows (one a line, e.g. 20:00-22:00; split one across midnight in two)',
    },
    badWindows: 'Write each window as HH:mm-HH:mm, one a line',
    save: 'Save',
    confirmRemove: 'Delete the live notification “{title}”',
    removeEffect: 'Players stop seeing it.',
  },
});
