import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const logosTexts = defineTexts('logos', {
  'zh-CN': {
    title: 'Logo 图片',
    intro:
      '每个位置有 PC 和手机两张图片（网站图标只有一张）。支持 PNG、JPEG、WebP、GIF、ICO，最大 512 KB；文件类型按内容识别。',
    slots: {
      HomePage: '首页',
      SpeedTestPage: '测速页',
      RegisterPage: '注册页',
      LoginPage: '登录页',
      DefaultPlayerHeadImage: '默认玩家头像',
      Favicon: '网站图标',
    },
    pc: 'PC',
    mobile: '手机',
    upload: '上传{device}图片',
    uploading: '上传中…',
    uploaded: '已更新',
    preview: '{slot}（{device}）当前图片',
  },
  en: {
    title: 'Logos',
    intro:
      'Each slot has a PC and a mobile image (the favicon has one). PNG, JPEG, WebP, GIF or ICO up to 512 KB; the type is read from the file’s content.',
    slots: {
      HomePage: 'Home page',
      SpeedTestPage: 'Speed test page',
      RegisterPage: 'Register page',
      LoginPage: 'Login page',
      DefaultPlayerHeadImage: 'Default player head image',
      Favicon: 'Favicon',
    },
    pc: 'PC',
    mobile: 'mobile',
    upload: 'Upload the {device} image',
    uploading: 'Uploading…',
    uploaded: 'Updated',
    preview: '{slot} ({device}) current image',
  },
});
