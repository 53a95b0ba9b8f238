/** The money forms' security fields (shared/ui/money-security-fields.tsx), loaded with them. */
export const moneyFormZhCN = {
  fundPassword: '资金密码',
  secondFactor: '身份验证器动态码',
  secondFactorHint: '您的账户要求输入 6 位动态码（或恢复码）。',
};
