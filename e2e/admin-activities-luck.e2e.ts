import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogins, apiLogInAdmin, putAdminSessionIntoPage } from './harness/admin.ts';
import { launchChromium, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The one-yuan treasure's configuration editor in the back office: an operator drafts one, the
 * editor showing a round's sales and margin as the shares change; saved as a draft. Screenshot
 * to e2e/screenshots/admin-activity-one-dollar.png.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('the one-yuan treasure in the back office', () => {
  it('an operator drafts one with its editor', async () => {
    const operator = await apiLogInAdmin(baseUrl, adminLogins.operations);
    const page = await openPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
    try {
      await putAdminSessionIntoPage(page, operator);
      await page.goto('/admin/activities');
      await page.locator('header .admin-login-id').waitFor();
      await page.getByRole('button', { name: '新建活动' }).click();
      await page.getByLabel('活动类型').selectOption('oneDollar');
      const title = `端到端夺宝 ${Date.now()}`;
      await page.getByLabel('标题（中文）').fill(title);
      await page.getByLabel('标题（英文）').fill('E2E treasure');
      await page.getByLabel('规则（中文）').fill('每期售满即开奖');
      await page.getByLabel('预算').fill('880');
      const margin = page.getByTestId('one-dollar-margin');
      expect(await margin.textContent()).toBe('每期售出金额 100.000，减去奖品后 12.000');
      await page.getByLabel('每期份数').fill('50');
      await expect.poll(() => margin.textContent()).toBe('每期售出金额 50.000，减去奖品后 -38.000');
      await page.screenshot({
        path: join(outDir, 'admin-activity-one-dollar.png'),
        fullPage: true,
      });
      await page.getByRole('button', { name: '保存草稿' }).click();
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.getByRole('heading', { name: title }).textContent()).toContain('草稿');
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
