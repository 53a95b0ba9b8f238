import type { TWiden } from '../../widen.ts';
import type { activityTiersZhCN } from './activity-tiers.zh-CN.ts';

export const activityTiersEn: TWiden<typeof activityTiersZhCN> = {
  steps: {
    claim: 'Claim',
    claiming: 'Claiming…',
    claimed: 'Claimed',
    notDone: 'Not done yet',
    prize: 'Prize {{amount}}',
  },
  newbie: {
    tasks: 'New player tasks',
    within: 'Complete the tasks and claim within {{days}} days of registering',
    doneCount: '{{done}} of {{total}} tasks done',
    go: 'Do it',
    task: {
      bindBankCard: 'Bind a bank card',
      setFundPassword: 'Set a fund password',
      setSecurityQuestions: 'Set security questions',
      firstDeposit: 'Make your first deposit',
      firstBet: 'Place your first bet',
    },
  },
  firstDeposit: {
    rates: 'First deposit bonus by payment method',
    rate: '{{percent}}%, up to {{cap}}',
    category: {
      bank: 'Bank transfer',
      onlinePay: 'Online pay',
      wechat: 'WeChat',
      alipay: 'Alipay',
      usdt: 'USDT',
      eWallet: 'E-wallet',
      others: 'Other methods',
      none: '—',
    },
    yourDeposit: 'Your first deposit',
    noDeposit: 'No deposit of yours has been credited yet',
    depositNow: 'Deposit',
    bonus: 'Your bonus: {{amount}}',
    notEligible: 'This first deposit does not earn this bonus',
    paidTo: {
      main: 'The bonus is paid into your main wallet',
      bonus:
        'The bonus is paid into your bonus wallet: {{multiple}}× turnover, valid for {{days}} days',
    },
    bonusWallet: 'Open the bonus wallet',
  },
  keno: {
    tiers: 'Tiers',
    needDeposit: 'Keno bets reached: deposit {{amount}} this period to claim',
    kenoTurnover: 'Bet on Keno this period: {{amount}}',
    tier: 'Tier {{n}}',
    needs: 'Deposit {{deposit}} and bet {{turnover}} on Keno',
    meter: 'Keno bets towards this tier',
    play: 'Play Keno',
    deposit: 'Deposit',
  },
};
