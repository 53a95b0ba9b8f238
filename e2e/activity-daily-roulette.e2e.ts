import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  activityPlayerPagesForFile,
  expectWalletRaisedBy,
  openActivityFromList,
  walletOf,
} from './harness/activity.ts';
import { thousandthsOf } from './harness/bet-page.ts';
import { desktop, expectNoSidewaysScroll, phone, screenshotsDir } from './harness/browser.ts';

/**
 * The demo activities (seed-demo-activities.ts: a daily sign-in red pack and a lucky roulette
 * with a free spin a day) played in Chromium by a newly registered player, so the demo accounts'
 * balances and the once-a-day claims stay as other journeys expect them: the activity centre
 * from the menu (phone) or the header's unread badge (desktop), the red packet opening with its
 * amount in the wallet, a spin stopping on its prize, the prize in the wallet and in /AwardDetail,
 * and the draw's proof (its seed still secret until the day ends). Screenshots to e2e/screenshots/.
 */
const newPlayerPage = activityPlayerPagesForFile();

async function signInForThePacket(page: Page, name: string) {
  await openActivityFromList(page, '每日签到红包', '/DailySigninRedPackActivity');
  expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
  await page.getByRole('list', { name: '签到日历' }).waitFor();
  expect(await page.getByTestId('red-packet').getAttribute('data-state')).toBe('closed');
  const before = await walletOf(page);
  await page.getByRole('button', { name: '签到并拆红包' }).click();
  const amount = page.getByTestId('red-packet-amount');
  await amount.waitFor();
  const won = await expectWalletRaisedBy(page, before);
  expect(thousandthsOf((await amount.textContent()) ?? '')).toBe(won);
  expect(await page.getByTestId('sign-in-streak').textContent()).toContain('今日已签到');
  await page.getByRole('button', { name: '暂不可领取' }).waitFor();
  await page.screenshot({
    path: join(screenshotsDir, `activity-sign-in-${name}.png`),
    fullPage: true,
  });
  return won;
}

async function spinTheRoulette(page: Page, name: string) {
  await openActivityFromList(page, '幸运大转盘', '/RouletteActivity');
  expect(await page.getByTestId('roulette-wheel').locator('path').count()).toBe(6);
  expect(await page.getByTestId('spins-left').textContent()).toContain('剩余次数：1');
  const before = await walletOf(page);
  await page.getByRole('button', { name: '开始转动' }).click();
  // The wheel turns for 4 s, then the amount shows.
  await page.getByTestId('claimed-amount').waitFor({ timeout: 15_000 });
  const won = await expectWalletRaisedBy(page, before);
  const rotation = Number(await page.getByTestId('roulette-wheel').getAttribute('data-rotation'));
  expect(rotation).toBeGreaterThanOrEqual(5 * 360);
  const drawn = page.getByRole('list', { name: '转盘奖品' }).locator('[aria-current="true"]');
  expect(thousandthsOf(((await drawn.textContent()) ?? '').split('（')[0] ?? '')).toBe(won);
  const proof = page.getByRole('region', { name: '验证抽奖' });
  await proof.getByText('本期结束后公开种子，届时可验证').waitFor();
  expect(await proof.getByText(/^[0-9a-f]{64}$/).count()).toBe(1);
  await page.screenshot({
    path: join(screenshotsDir, `activity-roulette-${name}.png`),
    fullPage: true,
  });
  return won;
}

async function expectInAwardDetail(page: Page, won: bigint, name: string) {
  await page.goto('/AwardDetail');
  await page.getByRole('heading', { level: 1, name: '奖励明细' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: '转盘奖励' });
  await row.waitFor();
  expect(await row.textContent()).toContain('幸运大转盘');
  // Columns after the time: activity, statement type, amount, turnover, proof.
  expect(thousandthsOf((await row.locator('td').nth(2).textContent()) ?? '')).toBe(won);
  await row.getByRole('button', { name: '验证' }).click();
  await page
    .getByRole('region', { name: '验证抽奖' })
    .getByText('本期结束后公开种子，届时可验证')
    .waitFor();
  await page.screenshot({
    path: join(screenshotsDir, `activity-awards-${name}.png`),
    fullPage: true,
  });
}

describe('the daily sign-in red packet and the roulette', () => {
  it('on a phone: from the menu, sign in for the packet, spin, and find both prizes', async () => {
    const { page } = await newPlayerPage(phone, 'actph');
    try {
      await page.getByRole('button', { name: '菜单' }).click();
      const menu = page.getByRole('dialog', { name: '全部功能' });
      const entry = menu.getByRole('link', { name: /^活动中心/ });
      // A new player has opened none of the running activities.
      const badge = entry.getByTestId('activity-menu-badge').locator('[aria-hidden="true"]');
      expect(Number(await badge.textContent())).toBeGreaterThan(0);
      await entry.click();
      await page.waitForURL((url) => url.pathname === '/Activity');
      await page.getByRole('heading', { level: 1, name: '活动中心' }).waitFor();
      await page.getByRole('article', { name: '每日签到红包 新' }).waitFor();
      await expectNoSidewaysScroll(page, 390);
      await page.screenshot({
        path: join(screenshotsDir, 'activity-centre-phone.png'),
        fullPage: true,
      });

      await signInForThePacket(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
      // Opened: no longer new in the list.
      await page.goto('/Activity');
      await page.getByRole('article', { name: '每日签到红包', exact: true }).waitFor();

      const won = await spinTheRoulette(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
      await expectInAwardDetail(page, won, 'phone');
      await expectNoSidewaysScroll(page, 390);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('on a desktop: from the header badge, the same journey, and a reload keeps the activity', async () => {
    const { page } = await newPlayerPage(desktop, 'actdt');
    try {
      await page.getByTestId('activity-unread-badge').click();
      await page.waitForURL((url) => url.pathname === '/Activity');
      await signInForThePacket(page, 'desktop');
      const address = page.url();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: '每日签到红包' }).waitFor();
      expect(page.url()).toBe(address);
      await page.getByTestId('red-packet-amount').waitFor();

      await page.goto('/Activity');
      const won = await spinTheRoulette(page, 'desktop');
      await expectInAwardDetail(page, won, 'desktop');
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
