import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectOnAuditScreen, openAdminPage } from './harness/admin.ts';
import { registerPlayer } from './harness/api.ts';
import { launchChromium, logInInBrowser, openPage, waitForWallet } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

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

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };

describe('online pay through the sandbox gateway', () => {
  it('a player picks WeChat on /Deposit, pays on the gateway page, returns, and is credited', async () => {
    const password = 'Online2026pass';
    const loginId = await registerPlayer(baseUrl, 'onl', password);
    const page = await openPage(browser, baseUrl, phone);
    await logInInBrowser(page, loginId, password);
    await page.goto('/Deposit');
    await page.getByRole('tab', { name: '微信' }).click();
    await page.getByRole('button', { name: '100', exact: true }).click();
    await page.getByRole('button', { name: '立即存款' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/PaySandbox/Pay/'));
    await page.getByRole('heading', { name: '¥100.00' }).waitFor();
    await page.screenshot({ path: join(outDir, 'sandbox-pay-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(outDir, 'sandbox-pay-desktop.png'), fullPage: true });
    await page.setViewportSize(phone.viewport);
    await page.getByRole('button', { name: '确认支付 Pay' }).click();
    await page.getByRole('heading', { name: '支付成功 Paid' }).waitFor();
    await page.getByRole('link', { name: '返回商户 Back to the merchant' }).click();

    // The sandbox's callback (sent within seconds) credits the order; the record shows it.
    await page.waitForURL((url) => url.pathname === '/DepositRecord');
    await waitForWallet(page);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if ((await page.locator('.records-deposit-state', { hasText: '已到账' }).count()) > 0) break;
      await page.waitForTimeout(2_000);
      await page.reload();
    }
    await page.locator('.records-deposit-state', { hasText: '已到账' }).waitFor();
    // After the last reload the shell loads the wallet again: until then it shows '…'.
    await expect
      .poll(() => page.getByTestId('wallet-amount').textContent(), { timeout: 15_000 })
      .toMatch(/100\.000/);
    await page.screenshot({
      path: join(outDir, 'deposit-online-record-phone.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});

describe('online pay: the daily reconciliation', () => {
  it("finance sees yesterday's run of the sandbox gateway and runs it again, audited", async () => {
    const { page } = await openAdminPage(browser, baseUrl, 'finance', '/admin/reconciliation');
    const table = page.getByRole('table', { name: '对账' });
    // The daily job reconciles the ended site day as the server starts.
    const row = table.getByRole('row').filter({ hasText: 'gateway:sandbox' }).first();
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '重新对账' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '重新对账' }).click();
    await page.getByRole('heading', { name: /gateway:sandbox .* 的差异/ }).waitFor();
    await page.getByText('双方记录完全一致').waitFor();
    await row.getByText('adminfinance').waitFor();
    await page.screenshot({ path: join(outDir, 'reconciliation-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(outDir, 'reconciliation-phone.png'), fullPage: true });

    const owner = await openAdminPage(browser, baseUrl, 'owner', '/admin');
    await expectOnAuditScreen(owner.page, 'reconciliation.run.rerun', 'adminfinance');
    await owner.page.close();
    await page.close();
  });
});
