import type { TQueryable } from '../../db/database.ts';
import type { TConfig } from './activity-config.ts';
import { insertDemoActivity, yuan } from './insert-demo-activity.ts';

/**
 * Demo red-pack rain and red-packet relay (seed-demo-activities.ts calls this): a rain at the top
 * of every hour for five minutes (so a visitor sees one within the hour), three grabs per rain;
 * and a relay of five packets at 0, 100, 300, 1,000 and 3,000 of the day's bets. Both run for 90
 * days with a budget of 100,000 and 1× turnover on prizes.
 */
const rain: TConfig = {
  type: 'redPackRain',
  rains: Array.from({ length: 24 }, (_, hour) => ({
    start: `${String(hour).padStart(2, '0')}:00`,
    seconds: 300,
  })),
  grabsPerRain: 3,
  prizes: [
    { amount: yuan(1), weight: 500 },
    { amount: yuan(2), weight: 300 },
    { amount: yuan(5), weight: 150 },
    { amount: yuan(20), weight: 45 },
    { amount: yuan(88), weight: 5 },
  ],
  rainBudget: yuan(2_000),
};

const relay: TConfig = {
  type: 'redPacketSolitaire',
  packets: [0, 100, 300, 1000, 3000].map((turnover, index) => ({
    turnover: yuan(turnover),
    prizes: [
      { amount: yuan(2 ** index), weight: 3 },
      { amount: yuan(2 ** index * 3), weight: 1 },
    ],
  })),
};

export const demoRainActivities = [
  {
    titleEn: 'Red packet rain',
    titleZh: '整点红包雨',
    rulesEn:
      'At the top of every hour red packets fall for five minutes: tap them to grab up to three per rain. Each packet’s amount is drawn provably fairly (verify it in your award history the next day). Prizes need 1× turnover.',
    rulesZh:
      '每个整点下五分钟红包雨，点击红包即可抢，每场最多抢 3 个。每个红包金额均可验证公平（次日可在奖励记录中验证）。奖金需完成 1 倍流水。',
    config: rain,
  },
  {
    titleEn: 'Red packet relay',
    titleZh: '红包接龙',
    rulesEn:
      'Five red packets a day, opened in order: the first at once, the next ones when your bets today reach 100, 300, 1,000 and 3,000. Each amount is drawn provably fairly. Prizes need 1× turnover.',
    rulesZh:
      '每天五个红包，按顺序打开：第一个立即可开，之后当日投注满 100、300、1000、3000 依次解锁。每个金额均可验证公平。奖金需完成 1 倍流水。',
    config: relay,
  },
] as const;

export async function seedDemoRainActivities(tx: TQueryable, nowMs: number): Promise<void> {
  for (const activity of demoRainActivities) await insertDemoActivity(tx, nowMs, activity);
}
