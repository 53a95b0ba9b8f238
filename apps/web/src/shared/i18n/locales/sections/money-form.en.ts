import type { TWiden } from '../../widen.ts';
import type { moneyFormZhCN } from './money-form.zh-CN.ts';

export const moneyFormEn: TWiden<typeof moneyFormZhCN> = {
  fundPassword: 'Fund password',
  secondFactor: 'Authenticator code',
  secondFactorHint: 'Your account asks for a 6-digit authenticator code (or a recovery code).',
};
