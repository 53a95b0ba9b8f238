import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openFromCentre } from './harness/activity.ts';
import { apiCall, apiLogIn } from './harness/api.ts';
import { issueOnSale, k3EverySumTicket, placeBetByApi } from './harness/bet-api.ts';
import { thousandthsOf } from './harness/bet-page.ts';
import {
  chromiumForFile,
  demoPassword,
  desktop,
  expectNoSidewaysScroll,
  phone,
  screenshotsDir,
} from './harness/browser.ts';
import { newPlayerPages } from './harness/new-player.ts';

/**
 * /LionKingContest live (issue #23): a newly registered player watches the demo contest's
 * leaderboard (seed-demo-contest.ts: every game counts) in Chromium while demoplayer2 bets
 * through the API from another device; the bettor's row moves on the screen without a reload,
 * pushed over the hub (JoinLeaderboard, updateLeaderBoard). Phone and desktop screenshots to
 * e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const password = 'Contest2026pass';
const title = '狮王争霸日榜';
/** Speed K3 (1-minute issues): demoplayer2 bets on it, as admin-games-risk.e2e.ts does. */
const jsk3 = 9;
/** demoplayer2 as the leaderboard masks it (contest-ranking.ts). */
const bettorMasked = 'd***2';

const newPlayerPage = newPlayerPages(chromiumForFile(), password);

/** demoplayer2 bets 16 units of K3 sums (32 yuan) from another device; answers the stake. */
async function betFromAnotherDevice(token: string): Promise<bigint> {
  const placed = await placeBetByApi<{ TotalAmount: number }>(baseUrl, token, {
    GameId: jsk3,
    // At least 15 s before the seal.
    IssueSerialNumber: await issueOnSale(baseUrl, token, jsk3, 15_000),
    Tickets: [k3EverySumTicket],
  });
  return thousandthsOf(String(placed.TotalAmount.toFixed(3)));
}

/** The bettor's turnover as the watcher's screen shows it (null: not on the board). */
async function shownTurnoverOf(page: Page, masked: string): Promise<bigint | null> {
  const row = page
    .getByRole('table', { name: '实时排行榜' })
    .getByRole('row')
    .filter({ hasText: masked });
  if ((await row.count()) === 0) return null;
  return thousandthsOf((await row.first().locator('td').nth(1).textContent()) ?? '');
}

async function openContest(page: Page) {
  await openFromCentre(page, title, '/LionKingContest');
  expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
  await page.getByTestId('contest-board').waitFor();
  await page.getByText('无需领取：本期结束时按名次自动发放到钱包').waitFor();
}

async function watchABetArrive(page: Page, name: string, width: number) {
  const bettor = await apiLogIn(baseUrl, 'demoplayer2', demoPassword);
  const contestId = Number(new URL(page.url()).searchParams.get('id'));
  const before = await apiCall<{ Me: { Turnover: number } }>(
    baseUrl,
    'POST',
    '/api/Activity/Leaderboard',
    { token: bettor, body: { ActivityId: contestId } },
  );
  const stake = await betFromAnotherDevice(bettor);
  const expected = thousandthsOf(before.Me.Turnover.toFixed(3)) + stake;
  // Pushed within the notifier's second; the page is not reloaded.
  await expect.poll(() => shownTurnoverOf(page, bettorMasked), { timeout: 10_000 }).toBe(expected);
  expect(await page.getByTestId('contest-my-rank').textContent()).toBe(
    '暂未上榜：本期投注即可参与排名',
  );
  await expectNoSidewaysScroll(page, width);
  await page.screenshot({
    path: join(screenshotsDir, `activity-contest-${name}.png`),
    fullPage: true,
  });
}

describe('the Lion King contest leaderboard', () => {
  it('on a phone: the board changes live when another player bets', async () => {
    const { page } = await newPlayerPage(phone, 'lkcph');
    try {
      await openContest(page);
      await watchABetArrive(page, 'phone', 390);
      // A reload keeps the contest and shows the same board.
      await page.reload();
      await page.getByTestId('contest-board').waitFor();
      expect(await shownTurnoverOf(page, bettorMasked)).not.toBeNull();
    } finally {
      await page.context().close();
    }
  });

  it('on a desktop: the same, with the prizes by place', async () => {
    const { page } = await newPlayerPage(desktop, 'lkcdt');
    try {
      await openContest(page);
      expect(await page.getByText('第 1 名：888.000').count()).toBe(1);
      await watchABetArrive(page, 'desktop', 1280);
    } finally {
      await page.context().close();
    }
  });
});
