import type { TQueryable } from '../../db/database.ts';
import { seedDemoContest } from '../activity-contest/seed-demo-contest.ts';
import type { TConfig } from './activity-config.ts';
import { insertDemoActivity, yuan } from './insert-demo-activity.ts';
import { seedDemoTierActivities } from './seed-demo-tier-activities.ts';
import { seedDemoLuckActivities } from './seed-demo-luck.ts';
import { seedDemoRainActivities } from './seed-demo-rain.ts';

/**
 * Demo activities for a fresh development database: a daily sign-in red pack (streak of seven
 * days) and a daily roulette (a free spin, another at 100 bet and one more at 500), both running
 * for 90 days from the seed with a budget of 100,000 and 1× turnover on prizes.
 */
const signIn: TConfig = {
  type: 'dailySignInRedPack',
  streakPrizes: [1, 2, 3, 5, 8, 13, 20].map((base) => [
    { amount: yuan(base), weight: 6 },
    { amount: yuan(base * 2), weight: 3 },
    { amount: yuan(base * 5), weight: 1 },
  ]),
};

const roulette: TConfig = {
  type: 'roulette',
  prizes: [
    { amount: yuan(1), weight: 400 },
    { amount: yuan(3), weight: 300 },
    { amount: yuan(8), weight: 180 },
    { amount: yuan(18), weight: 80 },
    { amount: yuan(88), weight: 35 },
    { amount: yuan(888), weight: 5 },
  ],
  spinTurnovers: [0n, yuan(100), yuan(500)],
};

const demo = [
  {
    titleEn: 'Daily sign-in red packet',
    titleZh: '每日签到红包',
    rulesEn:
      'Sign in once a day for a red packet. Each consecutive day raises the packet, up to day 7; missing a day starts again at day 1. Prizes need 1× turnover before withdrawal.',
    rulesZh:
      '每天签到一次领取红包。连续签到天数越多红包越大（最高第 7 天），中断一天则从第 1 天重新开始。奖金需完成 1 倍流水方可提现。',
    config: signIn,
  },
  {
    titleEn: 'Lucky roulette',
    titleZh: '幸运大转盘',
    rulesEn:
      'One free spin a day, one more when you bet 100 today and another at 500. Every spin is drawn provably fairly: check it in your award history once the day is over. Prizes need 1× turnover.',
    rulesZh:
      '每天免费转一次，当日投注满 100 再得一次，满 500 再得一次。每次抽奖可验证公平，次日可在奖励记录中查看验证。奖金需完成 1 倍流水。',
    config: roulette,
  },
] as const;

export async function seedDemoActivities(tx: TQueryable, nowMs: number): Promise<void> {
  for (const activity of demo) await insertDemoActivity(tx, nowMs, activity);
  await seedDemoTierActivities(tx, nowMs);
  await seedDemoContest(tx, nowMs);
  await seedDemoLuckActivities(tx, nowMs);
  await seedDemoRainActivities(tx, nowMs);
}
