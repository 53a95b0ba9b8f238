import { defineTexts } from '../shared/i18n/define-texts.ts';

export const authTexts = defineTexts('auth', {
  'zh-CN': {
    consoleName: '管理后台',
    login: {
      title: '管理员登录',
      loginId: '账号',
      password: '密码',
      submit: '登录',
      required: '请填写账号和密码',
    },
    enrol: {
      title: '绑定身份验证器',
      intro:
        '管理员必须使用双重验证。请用身份验证器应用（如 Google Authenticator）扫描二维码，或手动输入密钥。',
      qrLabel: '身份验证器二维码',
      secret: '密钥',
      copy: '复制',
      copied: '已复制',
      code: '验证器上的 6 位验证码',
      submit: '确认绑定',
    },
    recovery: { done: '我已保存，进入后台' },
    verify: {
      title: '双重验证',
      intro: '请输入身份验证器上的 6 位验证码。',
      code: '验证码',
      useRecovery: '改用恢复码',
      useCode: '改用验证码',
      recoveryCode: '恢复码',
      recoveryIntro: '请输入一个未使用过的恢复码。',
      submit: '验证',
    },
    backToLogin: '返回登录',
    codeFormat: '验证码是 6 位数字',
  },
  en: {
    consoleName: 'Back office',
    login: {
      title: 'Administrator login',
      loginId: 'Login ID',
      password: 'Password',
      submit: 'Log in',
      required: 'Enter your login ID and password',
    },
    enrol: {
      title: 'Set up your authenticator',
      intro:
        'Administrators must use a second factor. Scan the QR code with an authenticator app (such as Google Authenticator), or type the secret into it.',
      qrLabel: 'Authenticator QR code',
      secret: 'Secret',
      copy: 'Copy',
      copied: 'Copied',
      code: 'The 6-digit code your authenticator shows',
      submit: 'Confirm',
    },
    recovery: { done: 'I have saved them: open the console' },
    verify: {
      title: 'Second factor',
      intro: 'Enter the 6-digit code your authenticator shows.',
      code: 'Code',
      useRecovery: 'Use a recovery code instead',
      useCode: 'Use an authenticator code instead',
      recoveryCode: 'Recovery code',
      recoveryIntro: 'Enter one recovery code you have not used yet.',
      submit: 'Verify',
    },
    backToLogin: 'Back to login',
    codeFormat: 'The code is 6 digits',
  },
});
