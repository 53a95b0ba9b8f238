import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const myAccountTexts = defineTexts('my-account', {
  'zh-CN': {
    title: '我的账户',
    profile: '账户',
    loginId: '账号',
    displayName: '名称',
    codesLeft: '剩余恢复码',
    fewCodesLeft: '恢复码不多了，请重新生成',
    role: '角色',
    language: '界面语言',
    recovery: {
      title: '重新生成恢复码',
      intro: '输入身份验证器上的验证码，生成 10 个新的恢复码；旧的恢复码随即失效。',
      code: '验证码',
      submit: '生成新的恢复码',
      codeFormat: '验证码是 6 位数字',
    },
  },
  en: {
    title: 'My account',
    profile: 'Account',
    loginId: 'Login ID',
    displayName: 'Name',
    codesLeft: 'Recovery codes left',
    fewCodesLeft: 'Few recovery codes left: generate new ones',
    role: 'Role',
    language: 'Language',
    recovery: {
      title: 'New recovery codes',
      intro:
        'Enter the code your authenticator shows to get 10 new recovery codes; the old ones stop working.',
      code: 'Code',
      submit: 'Generate new recovery codes',
      codeFormat: 'The code is 6 digits',
    },
  },
});
