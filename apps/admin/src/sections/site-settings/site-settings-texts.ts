import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const siteSettingsTexts = defineTexts('site-settings', {
  'zh-CN': {
    title: '站点设置',
    save: '保存',
    saved: '已保存',
    info: {
      title: '网站信息',
      siteTitle: '网站标题',
      customerService: '客服地址',
      timeZone: '站点时区（IANA 名称，如 Asia/Shanghai）',
      timeZoneHint: '玩家和管理员看到的所有时间都按此时区显示',
    },
    app: {
      title: 'App 下载',
      android: 'Android 下载地址',
      ios: 'iOS 下载地址',
      pc: 'PC 客户端下载地址',
      guide: '安装指南页面地址',
      guideText: '安装说明（显示在下载中心）',
      emptyHint: '留空表示不提供',
    },
    speed: {
      title: '线路测速',
      urls: '测速地址（每行一个，http 或 https）',
      interval: '测速间隔（分钟）',
      switch: '允许客户端自动切换到最快线路',
    },
  },
  en: {
    title: 'Site settings',
    save: 'Save',
    saved: 'Saved',
    info: {
      title: 'Website info',
      siteTitle: 'Website title',
      customerService: 'Customer service address',
      timeZone: 'Site time zone (IANA name, e.g. Asia/Shanghai)',
      timeZoneHint: 'Every time players and administrators read is shown in this zone',
    },
    app: {
      title: 'App download',
      android: 'Android download link',
      ios: 'iOS download link',
      pc: 'PC client download link',
      guide: 'Installation guide page link',
      guideText: 'Installation guide (shown in the download center)',
      emptyHint: 'Empty: not offered',
    },
    speed: {
      title: 'Speed test',
      urls: 'Addresses to test (one a line, http or https)',
      interval: 'Interval (minutes)',
      switch: 'Let clients switch to the fastest address',
    },
  },
});
