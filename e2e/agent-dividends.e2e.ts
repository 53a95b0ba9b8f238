import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogInAdmin, openAdminPage } from './harness/admin.ts';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The dividend screens (issue #21) in Chromium: the owner administrator sets the demo top-level
 * agent's dividend tiers, the agent reads them on /ProportionalDividend, and opens
 * /DividendManagement, /BonusManagement and the shareholder bonus page; the console's
 * agent-dividends section lists the rule. Phone (390×844) and desktop screenshots to
 * e2e/screenshots/. A period's computation, payment and off-platform settlement need ended
 * periods of team figures, which a freshly seeded server has none of: the server's integration
 * tests (modules/agent/dividends) and the screens' page tests cover them.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

let browser: Browser;

beforeAll(async () => {
  const owner = await apiLogInAdmin(baseUrl, 'adminowner');
  const response = await fetch(new URL('/api/Admin/Dividends/Rules', baseUrl), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      LoginId: 'demoagent',
      PeriodKind: 1,
      Tiers: [
        { MinTeamLoss: 1000, MinTurnover: 10000, RatePercent: 10, Either: false },
        { MinTeamLoss: 10000, MinTurnover: 100000, RatePercent: 25, Either: true },
      ],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await page.setViewportSize(phone);
  await page.screenshot({
    path: join(outDir, `agent-dividends-${name}-phone.png`),
    fullPage: true,
  });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: join(outDir, `agent-dividends-${name}-desktop.png`) });
}

describe('agent dividends', () => {
  it("shows the agent its terms, its members' dividends, bonuses and shareholder bonus", async () => {
    const page = await openPage(browser, baseUrl, { viewport: phone });
    await logInInBrowser(page, 'demoagent');

    await page.goto('/ProportionalDividend');
    await page.getByRole('heading', { name: '我的分红' }).waitFor();
    await page.getByText('平台规则').waitFor();
    await expect.poll(() => page.getByText('25%').count()).toBe(1);
    await page.getByText('暂无分红记录').waitFor();
    await shoot(page, 'proportional');

    await page.goto('/DividendManagement?member=demoplayer');
    await page.getByRole('heading', { name: '分红管理' }).waitFor();
    // demoplayer is a player, a direct member: no dividends.
    await page.getByText('暂无下级分红记录').waitFor();
    await shoot(page, 'management');

    await page.goto('/BonusManagement');
    await page.getByRole('heading', { name: '奖金管理' }).waitFor();
    await page.getByText('您未开通奖金权限').waitFor();
    await page.getByText('暂无服务费记录').waitFor();
    await shoot(page, 'bonus');

    await page.goto('/ShareHolderBonusManagementLottery');
    await page.getByRole('heading', { name: '股东分红（彩票）' }).waitFor();
    await page.getByText('您未开通该股东分红').waitFor();
    await shoot(page, 'shareholder');
    await page.context().close();
  });

  it("lists the top-level agent's rule in the console", async () => {
    const { page } = await openAdminPage(browser, baseUrl, 'owner', '/admin/agent-dividends');
    await page.getByRole('heading', { name: '代理分红' }).waitFor();
    await page.getByText('demoagent').first().waitFor();
    await page.screenshot({
      path: join(outDir, 'agent-dividends-admin-desktop.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});
