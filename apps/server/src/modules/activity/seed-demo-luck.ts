import type { TQueryable } from '../../db/database.ts';
import type { TConfig } from './activity-config.ts';
import { insertDemoActivity, yuan } from './insert-demo-activity.ts';

/**
 * Demo activities of daily interest, the lucky-7 slot and the one-dollar treasure, running for 90
 * days from the seed (called from seed-demo-activities.ts).
 */
const demo: {
  periodKind: 'daily' | 'once';
  titleEn: string;
  titleZh: string;
  rulesEn: string;
  rulesZh: string;
  budget: bigint;
  turnoverPercent: number;
  config: TConfig;
}[] = [
  {
    periodKind: 'daily',
    titleEn: 'Daily interest',
    titleZh: '每日利息',
    rulesEn:
      'Claim 0.1% interest every day on the balance you held at midnight (site time), from a balance of 100, up to 50 a day. Interest needs 1× turnover.',
    rulesZh:
      '每天可领取前一日日终（站点时间 0 点）余额 0.1% 的利息，余额满 100 起计，每日最高 50。利息需完成 1 倍流水。',
    budget: yuan(50_000),
    turnoverPercent: 100,
    config: {
      type: 'dailyInterest',
      rateBasisPoints: 10,
      minBalance: yuan(100),
      maxInterest: yuan(50),
    },
  },
  {
    periodKind: 'daily',
    titleEn: 'Lucky 7 slot',
    titleZh: '幸运 7 老虎机',
    rulesEn:
      'One free spin a day, one more when you bet 200 today and one for a deposit of 100. Three sevens pay the jackpot. Every spin is provably fair: check it in your award history the next day.',
    rulesZh:
      '每天免费一次，当日投注满 200 再得一次，充值满 100 再得一次。三个 7 赢得头奖。每次转动可验证公平，次日可在奖励记录中验证。',
    budget: yuan(100_000),
    turnoverPercent: 100,
    config: {
      type: 'lucky7Slot',
      prizes: [
        { amount: yuan(1), weight: 500 },
        { amount: yuan(2), weight: 250 },
        { amount: yuan(5), weight: 150 },
        { amount: yuan(10), weight: 70 },
        { amount: yuan(77), weight: 25 },
        { amount: yuan(777), weight: 5 },
      ],
      spinTurnovers: [0n, yuan(200)],
      spinDeposits: [yuan(100)],
    },
  },
  {
    periodKind: 'once',
    titleEn: 'One-yuan treasure',
    titleZh: '一元夺宝',
    rulesEn:
      'Each round sells 100 shares at 1 each. When the last share is sold one share is drawn provably fairly and its holder wins 88. At most 20 shares a player per round; a round not sold out when the activity ends is refunded.',
    rulesZh:
      '每期 100 份，每份 1 元。最后一份售出时公平抽出一份，持有者赢得 88 元。每人每期最多 20 份；活动结束时未售满的一期全额退款。',
    budget: yuan(88_000),
    turnoverPercent: 100,
    config: {
      type: 'oneDollar',
      sharePrice: yuan(1),
      sharesPerRound: 100,
      prize: yuan(88),
      maxSharesPerPlayer: 20,
    },
  },
];

export async function seedDemoLuckActivities(tx: TQueryable, nowMs: number): Promise<void> {
  for (const activity of demo) await insertDemoActivity(tx, nowMs, activity);
}
