import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openFromCentre, walletOf } from './harness/activity.ts';
import { apiCall, apiLogIn, registerPlayer } from './harness/api.ts';
import {
  chromiumForFile,
  desktop,
  expectNoSidewaysScroll,
  logInInBrowser,
  openPage,
  phone,
  screenshotsDir,
} from './harness/browser.ts';

/**
 * The demo new-player tasks, first-deposit bonus and deposit + KENO tiers
 * (seed-demo-tier-activities.ts) in Chromium, for a newly registered player: the player sets a
 * fund password (through the API, as the security page would), opens the tasks from the
 * activity centre, claims that task on its row and sees the prize in the wallet; the first-deposit
 * and KENO screens show the rates and tiers with nothing reached yet. Phone and desktop
 * screenshots to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const password = 'Tiers2026pass';
const browser = chromiumForFile();

async function newPlayerWithFundPassword(prefix: string) {
  const loginId = await registerPlayer(baseUrl, prefix, password);
  const token = await apiLogIn(baseUrl, loginId, password);
  await apiCall(baseUrl, 'POST', '/api/AccountCenter/SetFundPassword', {
    token,
    body: { LoginPassword: password, FundPassword: 'Fund2026pass' },
  });
  return loginId;
}

async function claimTheFundPasswordTask(page: Page, name: string) {
  await openFromCentre(page, '新手任务', '/NewbieQuestActivity');
  const tasks = page.getByRole('list', { name: '新手任务' });
  const row = tasks.getByTestId('activity-step').filter({ hasText: '设置资金密码' });
  const before = await walletOf(page);
  await row.getByRole('button', { name: '领取' }).click();
  await page.getByTestId('claimed-amount').waitFor();
  await row.getByText('已领取').waitFor();
  await expect.poll(() => walletOf(page)).toBe(before + 2_000n);
  // A task not done links to where it is done.
  const deposit = tasks.getByTestId('activity-step').filter({ hasText: '完成首笔充值' });
  expect(await deposit.getByRole('link', { name: '去完成' }).getAttribute('href')).toBe('/Deposit');
  await page.screenshot({
    path: join(screenshotsDir, `activity-newbie-${name}.png`),
    fullPage: true,
  });
}

async function seeFirstDepositAndKeno(page: Page, name: string) {
  await page.goto('/Activity');
  await page.getByRole('link', { name: '首充豪礼' }).click();
  await page.waitForURL((url) => url.pathname === '/FirstDepositByCategoryActivity');
  await page.getByRole('region', { name: '各充值方式首充奖励' }).getByText('USDT').waitFor();
  await page.getByTestId('first-deposit-yours').getByText('您还没有到账的充值').waitFor();
  await page.screenshot({
    path: join(screenshotsDir, `activity-first-deposit-${name}.png`),
    fullPage: true,
  });
  await page.goto('/Activity');
  await page.getByRole('link', { name: '充值投注快乐8奖励' }).click();
  await page.waitForURL((url) => /^\/DepositConsumeKENO2Activity\/\d+$/.test(url.pathname));
  const tiers = page.getByRole('list', { name: '活动档位' });
  await tiers.getByTestId('activity-step').first().waitFor();
  expect(await tiers.getByTestId('activity-step').count()).toBe(3);
  expect(await tiers.getByText('未完成').count()).toBe(3);
  await page.screenshot({
    path: join(screenshotsDir, `activity-keno-tiers-${name}.png`),
    fullPage: true,
  });
}

describe('new-player tasks, the first-deposit bonus and the KENO tiers', () => {
  it('on a phone: claims a task done, and shows the bonus rates and the tiers', async () => {
    const loginId = await newPlayerWithFundPassword('tierph');
    const page = await openPage(browser(), baseUrl, phone);
    try {
      await logInInBrowser(page, loginId, password);
      await claimTheFundPasswordTask(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
      await seeFirstDepositAndKeno(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('on a desktop: the same, and a reload keeps the KENO activity of the address', async () => {
    const loginId = await newPlayerWithFundPassword('tierdt');
    const page = await openPage(browser(), baseUrl, desktop);
    try {
      await logInInBrowser(page, loginId, password);
      await claimTheFundPasswordTask(page, 'desktop');
      await seeFirstDepositAndKeno(page, 'desktop');
      const address = page.url();
      await page.reload();
      await page.getByRole('list', { name: '活动档位' }).waitFor();
      expect(page.url()).toBe(address);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
