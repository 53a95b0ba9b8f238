import type { TLanguage } from '@lottery/contracts';

/** The ways to deposit (contracts depositTypes) by code, as the finance sections name them. */
export const depositTypeNames: Readonly<Record<TLanguage, Record<string, string>>> = {
  'zh-CN': {
    1: '银行转账',
    2: '在线支付',
    3: '微信',
    4: '支付宝',
    5: 'USDT',
    6: '电子钱包',
    7: '其他',
  },
  en: {
    1: 'Bank transfer',
    2: 'Online pay',
    3: 'WeChat',
    4: 'Alipay',
    5: 'USDT',
    6: 'E-wallet',
    7: 'Others',
  },
};
