/**
 * The bank card categories (SPEC §3): the Chinese banks a card can be bound from, with stable
 * codes (the People's Bank of China's short codes) and names in both languages.
 *
 * `luhn`: whether the bank's debit cards carry a Luhn check digit. The national and joint-stock
 * banks issue UnionPay cards (BIN 62…) that do, and a wrong digit there is a typo worth catching;
 * many rural and city commercial banks still issue older 19-digit cards without one, so for them
 * only the length is checked (refusing a real card would be worse than accepting a typo, which
 * the payout would then fail and return).
 */
export interface TBankCategory {
  code: string;
  zh: string;
  en: string;
  luhn: boolean;
}

export const bankCategories: readonly TBankCategory[] = [
  { code: 'ICBC', zh: '中国工商银行', en: 'Industrial and Commercial Bank of China', luhn: true },
  { code: 'ABC', zh: '中国农业银行', en: 'Agricultural Bank of China', luhn: true },
  { code: 'BOC', zh: '中国银行', en: 'Bank of China', luhn: true },
  { code: 'CCB', zh: '中国建设银行', en: 'China Construction Bank', luhn: true },
  { code: 'BOCOM', zh: '交通银行', en: 'Bank of Communications', luhn: true },
  { code: 'PSBC', zh: '中国邮政储蓄银行', en: 'Postal Savings Bank of China', luhn: true },
  { code: 'CMB', zh: '招商银行', en: 'China Merchants Bank', luhn: true },
  { code: 'CITIC', zh: '中信银行', en: 'China CITIC Bank', luhn: true },
  { code: 'CEB', zh: '中国光大银行', en: 'China Everbright Bank', luhn: true },
  { code: 'HXB', zh: '华夏银行', en: 'Hua Xia Bank', luhn: true },
  { code: 'CMBC', zh: '中国民生银行', en: 'China Minsheng Bank', luhn: true },
  { code: 'CGB', zh: '广发银行', en: 'China Guangfa Bank', luhn: true },
  { code: 'PAB', zh: '平安银行', en: 'Ping An Bank', luhn: true },
  { code: 'CIB', zh: '兴业银行', en: 'Industrial Bank', luhn: true },
  { code: 'SPDB', zh: '上海浦东发展银行', en: 'Shanghai Pudong Development Bank', luhn: true },
  { code: 'CZB', zh: '浙商银行', en: 'China Zheshang Bank', luhn: true },
  { code: 'BOB', zh: '北京银行', en: 'Bank of Beijing', luhn: false },
  { code: 'BOS', zh: '上海银行', en: 'Bank of Shanghai', luhn: false },
  { code: 'RCB', zh: '农村商业银行', en: 'Rural commercial bank', luhn: false },
  { code: 'RCC', zh: '农村信用社', en: 'Rural credit cooperative', luhn: false },
];

export const bankCategoryOf = (code: string) => bankCategories.find((bank) => bank.code === code);

/** The e-wallets a withdrawal can be paid to (BindElectronicPurse binds one). */
export const eWalletProviders = ['EBPay', 'KDPay', 'OKPay', 'GoPay', 'TopPay'] as const;
export type TEWalletProvider = (typeof eWalletProviders)[number];
