import type { TWiden } from '../../widen.ts';
import type { bonusWalletZhCN } from './bonus-wallet.zh-CN.ts';

export const bonusWalletEn: TWiden<typeof bonusWalletZhCN> = {
  title: 'Bonus wallet',
  balance: 'Bonus balance',
  rule: 'Bets are paid from the main wallet; each bonus moves to it by itself once its turnover is met, and lapses if it expires first. Settled bets (not cancelled) count as turnover, oldest bonus first.',
  active: 'Active bonuses',
  noActive: 'No active bonus',
  history: 'History',
  turnover: 'Turnover {{achieved}} / {{required}}',
  progressLabel: 'Turnover {{percent}}% done',
  grantedAt: 'Granted',
  expiresAt: 'Expires',
  decidedAt: { active: 'Expires', released: 'Moved to main wallet', forfeited: 'Lapsed' },
  state: { active: 'Active', released: 'Moved to main wallet', forfeited: 'Lapsed' },
  source: {
    activity: 'Promotion bonus',
    admin: 'Gift from the site',
    deposit: 'Deposit bonus',
    vipUpgrade: 'VIP upgrade bonus',
    vipMonthly: 'VIP monthly bonus',
    vipBirthday: 'VIP birthday bonus',
  },
};
