import type { TQueryable } from '../../db/database.ts';
import { insertDemoActivity, yuan } from '../activity/insert-demo-activity.ts';

/**
 * The demo contest (seed-demo-activities.ts calls it): a daily turnover contest over every game,
 * five paid places (888, 588, 388, 188, 88), the top 10 shown live, for 90 days from the seed,
 * a budget of 500,000 and 1× turnover on prizes. Its board fills as the demo players bet.
 */
export async function seedDemoContest(tx: TQueryable, nowMs: number): Promise<void> {
  await insertDemoActivity(tx, nowMs, {
    titleEn: 'Lion King daily contest',
    titleZh: '狮王争霸日榜',
    rulesEn:
      'Every bet today counts, less cancellations. When the day ends the top five are paid by rank: 888, 588, 388, 188 and 88; of equal turnovers, the one who reached it first ranks higher. The leaderboard moves live as players bet. Prizes need 1× turnover.',
    rulesZh:
      '当日每笔投注（扣除撤单）都计入排名。每日结束时前五名按名次自动发奖：888、588、388、188、88；投注额相同者先达到者排名在前。排行榜随投注实时变化。奖金需完成 1 倍流水。',
    budget: yuan(500_000),
    config: {
      type: 'lionKingContest',
      rankPrizes: [888, 588, 388, 188, 88].map(yuan),
      gameIds: [],
      shownPlaces: 10,
    },
  });
}
