import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogInAdmin, expectOnAuditScreen, openAdminPage } from './harness/admin.ts';
import { apiCall, apiLogIn } from './harness/api.ts';
import { issueOnSale, k3EverySumTicket, placeBetByApi } from './harness/bet-api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
/** Speed K3 (1-minute issues, sealed 5 s before the draw): small enough for the exposure board. */
const jsk3 = { id: 9, name: '极速快3' };
/**
 * demoplayer2, as betting.e2e.ts: journeys.e2e.ts expects demoplayer's untouched balance, and
 * the other files compare demoplayer2's balance within a test only.
 */
const player = 'demoplayer2';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function adminApi<T>(role: 'risk' | 'operations', path: string, body?: unknown) {
  const { token } = await apiLogInAdmin(baseUrl, role === 'risk' ? 'adminrisk' : 'adminops');
  return apiCall<T>(baseUrl, body === undefined ? 'GET' : 'POST', path, {
    token,
    ...(body === undefined ? {} : { body }),
  });
}

const walletOf = async (token: string) =>
  (
    await apiCall<{ WalletAmount: number }>(baseUrl, 'POST', '/api/Wallet/GetWalletAmount', {
      token,
    })
  ).WalletAmount;

interface TRecord {
  TicketId: number;
  SerialNumber: string;
  State: number;
  Prize: number;
  Amount: number;
}

const recordsOf = async (token: string) =>
  (
    await apiCall<{ Items: TRecord[] }>(baseUrl, 'POST', '/api/BetRecord/Search', {
      token,
      body: { GameId: jsk3.id },
    })
  ).Items;

describe('administrators: games and risk', () => {
  it('an operator puts a game into maintenance and the open bet page shows it at once', async () => {
    const playerPage = await openPage(browser, baseUrl);
    const admin = await openAdminPage(browser, baseUrl, 'operations', `/admin/games/${jsk3.id}`);
    // Set back to normal through the screen below; a failure before that must not leave the game
    // in maintenance for the files after this one in its shard (they bet on it).
    let backToNormal = false;
    try {
      await logInInBrowser(playerPage, player);
      await playerPage.goto(`/Bet/${jsk3.id}`);
      await playerPage.getByRole('heading', { level: 1, name: jsk3.name }).waitFor();
      await playerPage.getByRole('button', { name: '添加到购物车' }).waitFor();

      const page = admin.page;
      await page.getByRole('heading', { level: 1, name: /极速快3/ }).waitFor();
      await page.screenshot({ path: join(outDir, 'admin-games-detail.png'), fullPage: true });
      await page.getByRole('button', { name: '设为“维护中”' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The hub's GameStateChanged makes the bet page re-read the game: no reload, no 30 s poll.
      await playerPage
        .getByText('该彩种正在维护，暂停投注，请稍后再来。')
        .waitFor({ timeout: 5_000 });
      await playerPage.screenshot({ path: join(outDir, 'bet-page-maintenance.png') });

      await page.getByRole('button', { name: '设为“正常”' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      backToNormal = true;
      await playerPage.getByRole('button', { name: '添加到购物车' }).waitFor({ timeout: 5_000 });

      await page.goto('/admin/games');
      await page.getByRole('table').getByText('极速快3').waitFor();
      await page.screenshot({ path: join(outDir, 'admin-games-list.png'), fullPage: true });
      // Desktop-first, usable on a tablet: the game page at 768 px.
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(`/admin/games/${jsk3.id}`);
      await page.getByRole('heading', { level: 1, name: /极速快3/ }).waitFor();
      await page.screenshot({
        path: join(outDir, 'admin-games-detail-tablet.png'),
        fullPage: true,
      });
    } finally {
      if (!backToNormal) {
        await adminApi('operations', '/api/Admin/LotteryGame/SetState', {
          GameId: jsk3.id,
          State: 0,
        });
      }
      await playerPage.context().close();
      await admin.page.context().close();
    }
  }, 90_000);

  it('a large win is held, the wallet waits, and changes only once an operator releases it', async () => {
    // Every K3 win above 0.001 is held while this runs; the other games pay as usual.
    await adminApi('risk', '/api/Admin/Risk/WinHoldThresholds/Set', {
      GameId: jsk3.id,
      Threshold: 0.001,
    });
    const admin = await openAdminPage(browser, baseUrl, 'risk', '/admin/risk');
    try {
      const token = await apiLogIn(baseUrl, player, demoPassword);
      const before = await walletOf(token);
      // Every sum from 3 to 18: exactly one of the 16 units wins, whatever the dice.
      const serial = await issueOnSale(baseUrl, token, jsk3.id, 8_000);
      await placeBetByApi(baseUrl, token, {
        GameId: jsk3.id,
        IssueSerialNumber: serial,
        Tickets: [k3EverySumTicket],
      });
      const page: Page = admin.page;
      // The exposure board shows the open ticket before the draw.
      await page.getByRole('article', { name: '极速快3' }).getByText('和值').first().waitFor();
      await page.screenshot({ path: join(outDir, 'admin-risk-exposure.png'), fullPage: true });

      // Drawn and settled: the ticket is under review, its prize not in the wallet.
      await expect
        .poll(async () => (await recordsOf(token))[0]?.State, { timeout: 100_000, interval: 1000 })
        .toBe(4);
      const [ticket] = await recordsOf(token);
      expect(ticket!.Prize).toBeGreaterThan(0);
      const afterSettlement = await walletOf(token);
      // The stake left; the rebate of group 1950 over 1900 came back; the prize did not.
      expect(afterSettlement).toBeLessThan(before);

      await page.goto('/admin/risk/holds');
      const row = page.getByRole('row').filter({ hasText: ticket!.SerialNumber });
      await row.waitFor();
      await page.screenshot({ path: join(outDir, 'admin-risk-holds.png'), fullPage: true });
      await row.getByRole('button', { name: '放行' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('textbox').fill('e2e: checked the draw and the account');
      await dialog.getByRole('button', { name: '放行' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      await expect.poll(() => walletOf(token), { timeout: 5_000 }).not.toBe(afterSettlement);
      const released = await walletOf(token);
      expect(Math.round((released - afterSettlement) * 1000)).toBe(
        Math.round(ticket!.Prize * 1000),
      );
      expect((await recordsOf(token))[0]?.State).toBe(3);
      // Both journeys' changes are on record: the release here, the state switches before.
      await expectOnAuditScreen(page, 'risk.winHold.release', 'adminrisk');
      await expectOnAuditScreen(page, 'games.state.set', 'adminops');

      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/admin/risk');
      await page.getByRole('article').first().waitFor();
      await page.screenshot({
        path: join(outDir, 'admin-risk-exposure-tablet.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [tab, file] of [
        ['flags', 'admin-risk-flags.png'],
        ['thresholds', 'admin-risk-thresholds.png'],
      ] as const) {
        await page.goto(`/admin/risk/${tab}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(outDir, file), fullPage: true });
      }
    } finally {
      await adminApi('risk', '/api/Admin/Risk/WinHoldThresholds/Set', {
        GameId: jsk3.id,
        Threshold: null,
      });
      await admin.page.context().close();
    }
  }, 180_000);

  it("an operator caps a game's prize groups and the player's picker offers only that range", async () => {
    const wfssc = { id: 3, name: '五分时时彩' };
    const admin = await openAdminPage(browser, baseUrl, 'operations', `/admin/games/${wfssc.id}`);
    const playerPage = await openPage(browser, baseUrl);
    try {
      const page = admin.page;
      await page.getByRole('heading', { level: 1, name: /五分时时彩/ }).waitFor();
      await page.getByLabel('最高奖金组').fill('1900');
      await page.getByLabel('最低奖金组').fill('1850');
      await page.getByRole('button', { name: '保存奖金组' }).click();
      await page.getByText('奖金组已保存').waitFor();

      // demoplayer2 is at 1950: the picker starts at the game's 1900 and stops at its 1850.
      await logInInBrowser(playerPage, player);
      await playerPage.goto(`/Bet/${wfssc.id}`);
      const select = playerPage.getByLabel('奖金组', { exact: true });
      await select.waitFor();
      expect(await select.inputValue()).toBe('1900');
      const options = await select.locator('option').allTextContents();
      expect(options[0]).toBe('1900（返点 0.0%）');
      expect(options.at(-1)).toBe('1850（返点 2.5%）');
      await select.scrollIntoViewIfNeeded();
      await playerPage.screenshot({ path: join(outDir, 'bet-page-capped-prize-group.png') });

      // Operations has no audit.view: a risk administrator reads the audit screen.
      const auditor = await openAdminPage(browser, baseUrl, 'risk', '/admin/audit');
      try {
        await expectOnAuditScreen(auditor.page, 'games.prizeGroup.set', 'adminops');
      } finally {
        await auditor.page.context().close();
      }
    } finally {
      await adminApi('operations', '/api/Admin/Games/SetPrizeGroup', {
        GameId: wfssc.id,
        MaxPrizeGroup: null,
        MinPrizeGroup: null,
      });
      await playerPage.context().close();
      await admin.page.context().close();
    }
  }, 120_000);
});
