import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { adminSessionForFile, showConsoleAs } from './harness/admin.ts';
import { auditOptions, severeViolations } from './harness/axe.ts';
import {
  chromiumForFile,
  openPage,
  pagesClosedAfterEachTest,
  screenshotsDir,
} from './harness/browser.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();
const closeAfterTest = pagesClosedAfterEachTest();
const operator = adminSessionForFile(baseUrl, 'operations');

/** The console as the operations administrator (activities.*, vip.*), on `path`. */
async function consolePage(path: string, viewport = { width: 1280, height: 800 }) {
  const session = await operator();
  // CSP bypassed so that axe-core can be injected (harness/axe.ts).
  const page = await openPage(browser(), baseUrl, { viewport, ...auditOptions });
  closeAfterTest(page);
  await showConsoleAs(page, session, path);
  return page;
}

describe('activities, VIP levels and bonus grants in the back office, in Chromium', () => {
  it('an operator creates a roulette draft, schedules it and stops it with a reason', async () => {
    const page = await consolePage('/admin/activities');
    await page.getByRole('table', { name: '活动列表' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: '新建活动' }).click();
    await page.getByLabel('活动类型').selectOption('roulette');
    const title = `端到端轮盘 ${Date.now()}`;
    await page.getByLabel('标题（中文）').fill(title);
    await page.getByLabel('标题（英文）').fill('E2E wheel');
    await page.getByLabel('规则（中文）').fill('投注满额即可转动轮盘');
    await page.getByLabel('预算').fill('500');
    await page.getByLabel('第 1 个奖品的奖金').fill('1.5');
    await page.getByRole('button', { name: '添加奖品' }).click();
    await page.getByLabel('第 2 个奖品的奖金').fill('8');
    await page.getByLabel('第 2 个奖品的权重').fill('3');
    await page.getByRole('cell', { name: '75.00%' }).waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();

    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.getByRole('heading', { name: title }).textContent()).toContain('草稿');
    await page.getByText('当前符合条件的玩家').waitFor();
    await page.getByRole('button', { name: '确认排期' }).click();
    const schedule = page.getByRole('alertdialog');
    expect(await schedule.textContent()).toContain('预算 500.000');
    await schedule.getByRole('button', { name: '确认排期' }).click();
    await page.getByRole('heading', { name: title }).getByText('已排期').waitFor();

    await page.getByRole('button', { name: '停止活动' }).click();
    const stop = page.getByRole('alertdialog');
    await stop.getByLabel(/停止原因/).fill('端到端测试结束');
    await stop.getByRole('button', { name: '停止活动' }).click();
    await page.getByRole('heading', { name: title }).getByText('已停止').waitFor();

    await page.getByRole('link', { name: '返回活动列表' }).click();
    await page.getByLabel('状态').selectOption('stopped');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    expect(page.url()).toContain('state=stopped');
  });

  it('shows the activities, VIP levels and a bonus wallet on a phone', async () => {
    const page = await consolePage('/admin/activities', { width: 390, height: 844 });
    await page.getByRole('table', { name: '活动列表' }).getByRole('row').nth(1).waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'admin-activities-phone.png'),
      fullPage: true,
    });
    await page.goto('/admin/vip-levels');
    await page.getByRole('row').filter({ hasText: '青铜会员' }).waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'admin-vip-levels-phone.png'),
      fullPage: true,
    });
    await page.goto('/admin/bonus-grants?player=demoplayer');
    await page.getByText('奖金钱包余额').waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'admin-bonus-grants-phone.png'),
      fullPage: true,
    });
  });

  it('has no serious or critical accessibility violations on these screens', async () => {
    const page = await consolePage('/admin/activities');
    const settled = async (label: string) => {
      await page.locator('main h1').first().waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      expect([label, await severeViolations(page, label)]).toEqual([label, []]);
    };
    await page.getByRole('table', { name: '活动列表' }).getByRole('row').nth(1).waitFor();
    await settled('activities');
    await page.getByRole('table', { name: '活动列表' }).getByRole('row').nth(1).click();
    await page.getByText('当前符合条件的玩家').waitFor();
    await settled('activity detail');
    await page.goto('/admin/activities/new');
    await page.getByLabel('活动类型').selectOption('roulette');
    await settled('new activity');
    await page.goto('/admin/vip-levels');
    await page.getByRole('row').filter({ hasText: '青铜会员' }).click();
    await page.getByRole('dialog').waitFor();
    await settled('VIP level editor');
    await page.goto('/admin/bonus-grants?player=demoplayer');
    await page.getByText('奖金钱包余额').waitFor();
    await settled('bonus grants');
  });
});
