import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  activityPlayerPagesForFile,
  expectWalletRaisedBy,
  openFromCentre,
  walletOf,
} from './harness/activity.ts';
import { thousandthsOf } from './harness/bet-page.ts';
import { desktop, expectNoSidewaysScroll, phone, screenshotsDir } from './harness/browser.ts';

/**
 * The demo daily interest, lucky-7 slot and one-yuan treasure (seed-demo-luck.ts) in Chromium, by
 * a newly registered player (no balance: the demo accounts stay as other journeys expect them):
 * the interest screen says why nothing is due yet, the slot's free spin stops on the drawn
 * prize's symbols and pays it into the wallet, and that prize buys a share of the treasure. Phone and desktop screenshots to e2e/screenshots/.
 */
const newPlayerPage = activityPlayerPagesForFile();

async function journey(page: Page, name: string, width: number) {
  await openFromCentre(page, '每日利息', '/DailyInterestActivity');
  // Registered today: nothing was held at the end of yesterday.
  await page.getByTestId('interest-too-low').waitFor();
  expect(await page.getByTestId('interest-figures').textContent()).toContain('0.1%');
  await expectNoSidewaysScroll(page, width);
  await page.screenshot({
    path: join(screenshotsDir, `activity-interest-${name}.png`),
    fullPage: true,
  });

  await openFromCentre(page, '幸运 7 老虎机', '/Lucky7SlotActivity');
  expect(await page.getByTestId('spins-left').textContent()).toContain('剩余次数：1');
  const before = await walletOf(page);
  await page.getByRole('button', { name: '拉动摇杆' }).click();
  await page.getByTestId('claimed-amount').waitFor({ timeout: 15_000 });
  const won = await expectWalletRaisedBy(page, before);
  const reels = await page.getByTestId('slot-reels').getAttribute('data-reels');
  expect(reels === 'seven-seven-seven').toBe(won === 777_000n);
  const drawn = page.getByRole('list', { name: '赔付表' }).locator('[aria-current="true"]');
  // The pay table's row of the drawn prize is marked: its amount is the one won.
  const row = (await drawn.textContent()) ?? '';
  expect(thousandthsOf(row.split('：')[1]?.split('（')[0] ?? '')).toBe(won);
  await expectNoSidewaysScroll(page, width);
  await page.screenshot({
    path: join(screenshotsDir, `activity-slot-${name}.png`),
    fullPage: true,
  });

  await openFromCentre(page, '一元夺宝', '/OneDollarActivity');
  await page.getByRole('progressbar').waitFor();
  // The slot's prize pays for a share: bought, my number shown, the wallet debited once.
  const wallet = await walletOf(page);
  await page.getByRole('button', { name: '立即购买' }).click();
  expect(await page.getByTestId('bought').textContent()).toMatch(/^已购买 1 份，号码 #\d+/);
  await expect.poll(() => walletOf(page)).toBe(wallet - 1000n);
  expect(await page.getByTestId('my-shares').textContent()).toContain('我的份额：1 份');
  await expectNoSidewaysScroll(page, width);
  await page.screenshot({
    path: join(screenshotsDir, `activity-one-dollar-${name}.png`),
    fullPage: true,
  });
}

describe('daily interest, the lucky-7 slot and the one-yuan treasure', () => {
  it.each([
    ['phone', phone, 390],
    ['desktop', desktop, 1280],
  ] as const)(
    'on a %s',
    async (name, options, width) => {
      const { page } = await newPlayerPage(options, `luck${name.slice(0, 2)}`);
      try {
        await journey(page, name, width);
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});
