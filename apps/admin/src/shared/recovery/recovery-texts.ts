import { defineTexts } from '../i18n/define-texts.ts';

export const recoveryTexts = defineTexts('recovery', {
  'zh-CN': {
    title: '恢复码',
    intro:
      '请妥善保存以下 10 个恢复码。手机丢失时，每个恢复码可代替验证码登录一次。它们只显示这一次。',
    copy: '复制全部',
    copied: '已复制',
    download: '下载为文本文件',
    fileHeader: '管理后台恢复码（{loginId}），每个只能使用一次',
  },
  en: {
    title: 'Recovery codes',
    intro:
      'Keep these 10 recovery codes safe. If you lose your phone, each one logs you in once instead of a code. They are shown only this once.',
    copy: 'Copy all',
    copied: 'Copied',
    download: 'Download as a text file',
    fileHeader: 'Back office recovery codes ({loginId}), each usable once',
  },
});
