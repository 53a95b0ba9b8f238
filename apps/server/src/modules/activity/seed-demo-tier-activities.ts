import type { TQueryable } from '../../db/database.ts';
import type { TConfig } from './activity-config.ts';
import { insertDemoActivity, yuan } from './insert-demo-activity.ts';

/**
 * Demo activities of the task and tier types, running for 90 days from the seed with a budget
 * of 100,000: new-player tasks (claimable within 7 days of registering), a first-deposit bonus
 * by channel kind (main wallet, 1× turnover) and daily deposit + KENO tiers.
 */
const newbie: TConfig = {
  type: 'newbieQuest',
  tasks: [
    { task: 'bindBankCard', prize: yuan(3) },
    { task: 'setFundPassword', prize: yuan(2) },
    { task: 'setSecurityQuestions', prize: yuan(2) },
    { task: 'firstDeposit', prize: yuan(8) },
    { task: 'firstBet', prize: yuan(5) },
  ],
  withinDays: 7,
};

const firstDeposit: TConfig = {
  type: 'firstDepositByCategory',
  categories: [
    { category: 'bank', percentBps: 1000, cap: yuan(188) },
    { category: 'onlinePay', percentBps: 800, cap: yuan(128) },
    { category: 'eWallet', percentBps: 800, cap: yuan(128) },
    { category: 'usdt', percentBps: 1500, cap: yuan(388) },
  ],
  bonusWallet: null,
};

const keno: TConfig = {
  type: 'depositConsumeKeno2',
  tiers: [
    { deposit: yuan(100), kenoTurnover: yuan(200), prize: yuan(5) },
    { deposit: yuan(500), kenoTurnover: yuan(1000), prize: yuan(28) },
    { deposit: yuan(2000), kenoTurnover: yuan(5000), prize: yuan(128) },
  ],
};

const demo = [
  {
    periodKind: 'once',
    titleEn: 'New player tasks',
    titleZh: '新手任务',
    rulesEn:
      'Welcome! Bind a bank card, set a fund password and security questions, make your first deposit and your first bet: each task pays its own prize. Claim them within 7 days of registering. Prizes need 1× turnover.',
    rulesZh:
      '欢迎加入！绑定银行卡、设置资金密码和密保问题、完成首充和首次投注，每项任务各有奖励。请在注册后 7 天内领取，奖金需完成 1 倍流水。',
    config: newbie,
  },
  {
    periodKind: 'once',
    titleEn: 'First deposit bonus',
    titleZh: '首充豪礼',
    rulesEn:
      'Your first deposit earns a bonus by how you pay: bank transfer 10% up to 188, online pay and e-wallet 8% up to 128, USDT 15% up to 388. Once per account; the bonus needs 1× turnover.',
    rulesZh:
      '首笔充值按充值方式赠送奖金：银行转账 10%（最高 188），在线支付和电子钱包 8%（最高 128），USDT 15%（最高 388）。每个账户限一次，奖金需完成 1 倍流水。',
    config: firstDeposit,
  },
  {
    periodKind: 'daily',
    titleEn: 'Deposit & Keno rewards',
    titleZh: '充值投注快乐8奖励',
    rulesEn:
      'Each day, deposit and bet on Keno to reach a tier: 100 + 200 on Keno pays 5, 500 + 1,000 pays 28, 2,000 + 5,000 pays 128. Every tier you reach is yours to claim, once a day. Prizes need 1× turnover.',
    rulesZh:
      '每日充值并投注快乐8达到档位即可领奖：充值 100 且投注 200 得 5，充值 500 且投注 1,000 得 28，充值 2,000 且投注 5,000 得 128。每个档位每天可领一次，奖金需完成 1 倍流水。',
    config: keno,
  },
] as const;

export async function seedDemoTierActivities(tx: TQueryable, nowMs: number): Promise<void> {
  for (const activity of demo) await insertDemoActivity(tx, nowMs, activity);
}
