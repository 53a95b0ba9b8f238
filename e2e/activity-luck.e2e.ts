import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerPlayer } from './harness/api.ts';
import { thousandthsOf } from './harness/bet-page.ts';
import {
  desktop,
  launchChromium,
  logInInBrowser,
  openPage,
  phone,
  waitForWallet,
} from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The demo daily interest, lucky-7 slot and one-yuan treasure (seed-demo-luck.ts) in Chromium, by
 * a newly registered player (no balance: the demo accounts stay as other journeys expect them):
 * the interest screen says why nothing is due yet, the slot's free spin stops on the drawn
 * prize's symbols and pays it into the wallet, and that prize buys a share of the treasure. Phone and desktop screenshots to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const password = 'Activity2026pass';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const walletOf = async (page: Page) =>
  thousandthsOf((await page.getByTestId('wallet-amount').textContent()) ?? '');

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openFromCentre(page: Page, title: string, path: string) {
  await page.goto('/Activity');
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function journey(page: Page, name: string, width: number) {
  await openFromCentre(page, '每日利息', '/DailyInterestActivity');
  // Registered today: nothing was held at the end of yesterday.
  await page.getByTestId('interest-too-low').waitFor();
  expect(await page.getByTestId('interest-figures').textContent()).toContain('0.1%');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(outDir, `activity-interest-${name}.png`), fullPage: true });

  await openFromCentre(page, '幸运 7 老虎机', '/Lucky7SlotActivity');
  expect(await page.getByTestId('spins-left').textContent()).toContain('剩余次数：1');
  const before = await walletOf(page);
  await page.getByRole('button', { name: '拉动摇杆' }).click();
  await page.getByTestId('claimed-amount').waitFor({ timeout: 15_000 });
  const won = thousandthsOf((await page.getByTestId('claimed-amount').textContent()) ?? '');
  expect(won).toBeGreaterThan(0n);
  await expect.poll(() => walletOf(page)).toBe(before + won);
  const reels = await page.getByTestId('slot-reels').getAttribute('data-reels');
  expect(reels === 'seven-seven-seven').toBe(won === 777_000n);
  const drawn = page.getByRole('list', { name: '赔付表' }).locator('[aria-current="true"]');
  // The pay table's row of the drawn prize is marked: its amount is the one won.
  const row = (await drawn.textContent()) ?? '';
  expect(thousandthsOf(row.split('：')[1]?.split('（')[0] ?? '')).toBe(won);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(outDir, `activity-slot-${name}.png`), fullPage: true });

  await openFromCentre(page, '一元夺宝', '/OneDollarActivity');
  await page.getByRole('progressbar').waitFor();
  // The slot's prize pays for a share: bought, my number shown, the wallet debited once.
  const wallet = await walletOf(page);
  await page.getByRole('button', { name: '立即购买' }).click();
  expect(await page.getByTestId('bought').textContent()).toMatch(/^已购买 1 份，号码 #\d+/);
  await expect.poll(() => walletOf(page)).toBe(wallet - 1000n);
  expect(await page.getByTestId('my-shares').textContent()).toContain('我的份额：1 份');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(outDir, `activity-one-dollar-${name}.png`), fullPage: true });
}

describe('daily interest, the lucky-7 slot and the one-yuan treasure', () => {
  it.each([
    ['phone', phone, 390],
    ['desktop', desktop, 1280],
  ] as const)(
    'on a %s',
    async (name, options, width) => {
      const loginId = await registerPlayer(baseUrl, `luck${name.slice(0, 2)}`, password);
      const page = await openPage(browser, baseUrl, options);
      try {
        await logInInBrowser(page, loginId, password);
        await waitForWallet(page);
        await journey(page, name, width);
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});
