import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogins, apiLogInAdmin, openAdminPage } from './harness/admin.ts';
import { apiCall, registerPlayer } from './harness/api.ts';
import { demoPassword, launchChromium } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * Back office, Players and agents, Dashboard and Reports (issue #19): customer service finds a
 * player, opens the page, changes a state flag and asks for a balance adjustment, which a second
 * administrator (finance) approves; the dashboard and the reports show. Screenshots of the three
 * sections go to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
// A player of its own: the adjustment changes the balance other journeys expect of the demo ones.
// Its nick name is its login ID, so the search shows the ID in two cells (first: the login ID).
let player: string;
const chatDisabledBit = 1 << 18;

let browser: Browser;
beforeAll(async () => {
  player = await registerPlayer(baseUrl, 'bo', demoPassword);
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `admin-${name}.png`), fullPage: true });

interface TPlayerDetail {
  StateFlags: number;
  Balance: number;
}

async function playerDetail(token: string): Promise<TPlayerDetail> {
  return apiCall<TPlayerDetail>(baseUrl, 'GET', `/api/Admin/Players/${player}`, { token });
}

describe('back office: players', () => {
  it('finds a player, changes a state flag, and a balance adjustment is paid once approved', async () => {
    const { page, session } = await openAdminPage(browser, baseUrl, 'service', '/admin/players');
    try {
      const before = await playerDetail(session.token);
      // Find the player by login ID and open the page.
      await page.getByLabel('账号（前缀）').fill(player);
      await page.getByRole('button', { name: '查询' }).click();
      const table = page.getByRole('table', { name: '玩家列表' });
      await table.getByRole('cell', { name: player, exact: true }).first().waitFor();
      await shoot(page, 'players-search');
      await table.getByRole('cell', { name: player, exact: true }).first().click();
      await page.getByRole('heading', { name: new RegExp(`^${player}`) }).waitFor();
      await page.getByRole('table', { name: '账变记录' }).waitFor();
      await shoot(page, 'player-page');

      // A state flag, confirmed, takes effect at once.
      await page.getByRole('link', { name: '状态设置' }).click();
      await page.getByLabel('禁止聊天').check();
      await page.getByRole('button', { name: '保存状态' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.textContent()).resolves.toContain('禁止聊天');
      await confirm.getByRole('button', { name: '确定' }).click();
      await confirm.waitFor({ state: 'detached' });
      const flagged = await playerDetail(session.token);
      expect(flagged.StateFlags & chatDisabledBit).toBe(chatDisabledBit);

      // Customer service asks for 12.5 more; nothing moves until finance approves.
      await page.getByRole('link', { name: '操作' }).click();
      await page.getByLabel('金额（负数为扣减）').fill('12.5');
      await page.getByRole('button', { name: '申请调整余额' }).click();
      const ask = page.getByRole('alertdialog');
      await ask.getByRole('textbox').fill('e2e goodwill credit');
      await ask.getByRole('button', { name: '确定' }).click();
      await page.getByRole('status').filter({ hasText: '已提交申请' }).waitFor();
      expect((await playerDetail(session.token)).Balance).toBe(before.Balance);

      const finance = await apiLogInAdmin(baseUrl, adminLogins.finance);
      const pending = await apiCall<{ Adjustments: { Id: string; Reason: string }[] }>(
        baseUrl,
        'GET',
        `/api/Admin/BalanceAdjustments?State=pending&LoginId=${player}`,
        { token: finance.token },
      );
      const request = pending.Adjustments.find((a) => a.Reason === 'e2e goodwill credit');
      expect(request).toBeDefined();
      await apiCall(baseUrl, 'POST', '/api/Admin/BalanceAdjustments/Approve', {
        token: finance.token,
        body: { Id: request?.Id },
      });
      expect((await playerDetail(session.token)).Balance).toBeCloseTo(before.Balance + 12.5, 3);

      // Put the flag back for the other journeys of the run.
      await apiCall(baseUrl, 'POST', '/api/Admin/Users/SetStateFlags', {
        token: session.token,
        body: { LoginId: player, StateFlags: before.StateFlags },
      });
    } finally {
      await page.context().close();
    }
  });

  it('shows the dashboard with its charts, and the reports', async () => {
    const { page } = await openAdminPage(browser, baseUrl, 'owner', '/admin/dashboard');
    // The chart library draws on a canvas: nothing it does may need what the CSP refuses.
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        refusals.push(message.text());
    });
    try {
      await page.getByRole('heading', { name: '数据概览' }).waitFor();
      await page.getByRole('img', { name: '今日每小时' }).waitFor();
      await page.getByRole('table', { name: '按彩种' }).waitFor();
      // Players and sessions online, the site's (one instance without Redis): no scope warning.
      await page.getByText('在线玩家').waitFor();
      await page.getByText('在线会话').waitFor();
      expect(await page.getByText('仅本服务器实例').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'dashboard');
      await page.goto('/admin/reports/games');
      await page.getByRole('table', { name: '按彩种（每日）' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'reports');
      expect(refusals).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
