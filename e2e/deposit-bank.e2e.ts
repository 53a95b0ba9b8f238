import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPageForFile } from './harness/admin.ts';
import { apiCall } from './harness/api.ts';
import { chromiumForFile, screenshotsDir, sharpPhone, waitForWallet } from './harness/browser.ts';
import {
  confirmDeposit,
  fillBankDeposit,
  matchBankDeposit,
  sendDeposit,
} from './harness/deposit.ts';
import { nextHubHandshake } from './harness/hub.ts';
import { newPlayerPages } from './harness/new-player.ts';

const baseUrl = inject('baseUrl');
const password = 'Deposit2026pass';
const browser = chromiumForFile();
const newPlayerPage = newPlayerPages(browser, password);
const finance = adminPageForFile(browser, baseUrl, 'finance', '/admin/deposits');

const walletText = (page: Page) => page.getByTestId('wallet-amount').textContent();

describe('a bank deposit', () => {
  it('is made on /Deposit, confirmed by finance in the console, and raises the wallet live', async () => {
    const { page, loginId } = await newPlayerPage(sharpPhone, 'dep');
    await fillBankDeposit(page, '500', '张三');
    await page.screenshot({ path: join(screenshotsDir, 'deposit-phone.png'), fullPage: true });

    const orderNo = await sendDeposit(page);
    await page.getByText('中国工商银行').waitFor();
    expect(orderNo).toMatch(/^D\d{10}$/);
    await expect.poll(() => page.getByText(/剩余支付时间/).count()).toBe(1);
    await page.screenshot({
      path: join(screenshotsDir, 'deposit-qrcode-phone.png'),
      fullPage: true,
    });

    // Into the shell by its own link (no reload): the wallet shows 0 before finance confirms.
    await page.getByRole('link', { name: '存款记录' }).click();
    await page.waitForURL((url) => url.pathname === '/DepositRecord');
    const before = await waitForWallet(page);

    const { page: console_ } = finance();
    const row = await matchBankDeposit(console_, loginId, orderNo, '张三');
    await console_.screenshot({
      path: join(screenshotsDir, 'admin-deposits-desktop.png'),
      fullPage: true,
    });
    await confirmDeposit(console_, row);

    // The hub's WalletChanged refreshes the wallet: 500 and a few matching thousandths, + 1% bonus.
    await expect.poll(() => walletText(page), { timeout: 15_000 }).not.toBe(before);
    expect(await walletText(page)).toMatch(/505\.\d{3}/);
    await page.reload();
    await page.locator('.records-deposit-state', { hasText: '已到账' }).waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'deposit-record-phone.png'),
      fullPage: true,
    });
    await page.context().close();
  });

  it('cancelled by finance shows the CancelDepositNotify toast to the player', async () => {
    const { page, loginId } = await newPlayerPage(
      { viewport: { width: 1366, height: 768 } },
      'depc',
    );
    await page.goto('/Deposit');
    await page.getByRole('button', { name: '100', exact: true }).click();
    await page.getByLabel('存款人姓名').fill('李四');
    const order = { OrderNo: await sendDeposit(page) };
    await page.screenshot({
      path: join(screenshotsDir, 'deposit-qrcode-desktop.png'),
      fullPage: true,
    });
    // Back into the shell by its link: the unfinished order shows on /Deposit. The shell's hub
    // connection starts with it; the cancellation below is pushed once it is connected.
    const connected = nextHubHandshake(page);
    await page.getByRole('link', { name: '返回存款' }).click();
    await page.getByText(order.OrderNo, { exact: false }).waitFor();
    await waitForWallet(page);
    await connected;
    await page.screenshot({ path: join(screenshotsDir, 'deposit-desktop.png'), fullPage: true });

    const list = await apiCall<{ Orders: { Id: string; OrderNo: string }[] }>(
      baseUrl,
      'GET',
      `/api/Admin/Deposits?LoginId=${loginId}`,
      { token: finance().session.token },
    );
    const id = list.Orders.find((row) => row.OrderNo === order.OrderNo)?.Id;
    await apiCall(baseUrl, 'POST', '/api/Admin/Deposits/Cancel', {
      token: finance().session.token,
      body: { Id: id, Reason: '未收到转账' },
    });
    await page.getByText(`存款订单 ${order.OrderNo} 已被取消：未收到转账`).waitFor();
    await page.context().close();
  });
});
