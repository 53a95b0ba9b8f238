import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAdminPage, type TAdminPageSession } from './harness/admin.ts';
import { apiCall, registerPlayer } from './harness/api.ts';
import { launchChromium, logInInBrowser, openPage, waitForWallet } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const password = 'Deposit2026pass';
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

let browser: Browser;
let finance: { page: Page; session: TAdminPageSession };

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
  // One login of the finance administrator for the file: a second within the same 30 s step
  // would reuse its code, which the server refuses.
  finance = await openAdminPage(browser, baseUrl, 'finance', '/admin/deposits');
});
afterAll(async () => {
  await browser?.close();
});

const walletText = (page: Page) => page.getByTestId('wallet-amount').textContent();

describe('a bank deposit', () => {
  it('is made on /Deposit, confirmed by finance in the console, and raises the wallet live', async () => {
    const loginId = await registerPlayer(baseUrl, 'dep', password);
    const page = await openPage(browser, baseUrl, phone);
    await logInInBrowser(page, loginId, password);
    await page.goto('/Deposit');
    await page.getByRole('tab', { name: '银行转账' }).waitFor();
    await page.getByRole('button', { name: '500', exact: true }).click();
    await page.getByLabel('存款人姓名').fill('张三');
    await page.screenshot({ path: join(outDir, 'deposit-phone.png'), fullPage: true });
    await page.getByRole('button', { name: '立即存款' }).click();

    await page.waitForURL((url) => url.pathname === '/DepositQrcode');
    await page.getByText('中国工商银行').waitFor();
    const orderNo = new URL(page.url()).searchParams.get('OrderNo') ?? '';
    expect(orderNo).toMatch(/^D\d{10}$/);
    await expect.poll(() => page.getByText(/剩余支付时间/).count()).toBe(1);
    await page.screenshot({ path: join(outDir, 'deposit-qrcode-phone.png'), fullPage: true });

    // Into the shell by its own link (no reload): the wallet shows 0 before finance confirms.
    await page.getByRole('link', { name: '存款记录' }).click();
    await page.waitForURL((url) => url.pathname === '/DepositRecord');
    const before = await waitForWallet(page);

    const { page: console_ } = finance;
    await console_.goto(`/admin/deposits?player=${loginId}`);
    const row = console_.locator('tr', { hasText: orderNo });
    await row.waitFor();
    await console_.getByLabel('转账户名').fill('张三');
    await row.getByText('匹配').waitFor();
    await console_.screenshot({ path: join(outDir, 'admin-deposits-desktop.png'), fullPage: true });
    await row.getByRole('button', { name: '确认到账' }).click();
    const dialog = console_.getByRole('alertdialog');
    await dialog.getByRole('button', { name: '确认到账' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The hub's WalletChanged refreshes the wallet: 500 and a few matching thousandths, + 1% bonus.
    await expect.poll(() => walletText(page), { timeout: 15_000 }).not.toBe(before);
    expect(await walletText(page)).toMatch(/505\.\d{3}/);
    await page.reload();
    await page.locator('.records-deposit-state', { hasText: '已到账' }).waitFor();
    await page.screenshot({ path: join(outDir, 'deposit-record-phone.png'), fullPage: true });
    await page.context().close();
  });

  it('cancelled by finance shows the CancelDepositNotify toast to the player', async () => {
    const loginId = await registerPlayer(baseUrl, 'depc', password);
    const page = await openPage(browser, baseUrl, { viewport: { width: 1366, height: 768 } });
    await logInInBrowser(page, loginId, password);
    await page.goto('/Deposit');
    await page.getByRole('button', { name: '100', exact: true }).click();
    await page.getByLabel('存款人姓名').fill('李四');
    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL((url) => url.pathname === '/DepositQrcode');
    const order = { OrderNo: new URL(page.url()).searchParams.get('OrderNo') ?? '' };
    await page.screenshot({ path: join(outDir, 'deposit-qrcode-desktop.png'), fullPage: true });
    // Back into the shell by its link: the unfinished order shows on /Deposit.
    await page.getByRole('link', { name: '返回存款' }).click();
    await page.getByText(order.OrderNo, { exact: false }).waitFor();
    await waitForWallet(page);
    // The shell's hub connection starts with it and shows no state; a push sent before it has
    // joined is not delivered (outbox delivery is to connected devices).
    await sleep(2_000);
    await page.screenshot({ path: join(outDir, 'deposit-desktop.png'), fullPage: true });

    const list = await apiCall<{ Orders: { Id: string; OrderNo: string }[] }>(
      baseUrl,
      'GET',
      `/api/Admin/Deposits?LoginId=${loginId}`,
      { token: finance.session.token },
    );
    const id = list.Orders.find((row) => row.OrderNo === order.OrderNo)?.Id;
    await apiCall(baseUrl, 'POST', '/api/Admin/Deposits/Cancel', {
      token: finance.session.token,
      body: { Id: id, Reason: '未收到转账' },
    });
    await page.getByText(`存款订单 ${order.OrderNo} 已被取消：未收到转账`).waitFor();
    await page.context().close();
  });
});
