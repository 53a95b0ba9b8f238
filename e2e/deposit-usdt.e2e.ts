import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogIn, registerPlayer } from './harness/api.ts';
import {
  chromiumForFile,
  logInInBrowser,
  openPage,
  screenshotsDir,
  sharpPhone,
  waitForWallet,
} from './harness/browser.ts';
import { openUsdtDeposit } from './harness/deposit.ts';
import { newPlayerPages } from './harness/new-player.ts';

const baseUrl = inject('baseUrl');
const password = 'Usdt2026pass';
const browser = chromiumForFile();
const newPlayerPage = newPlayerPages(browser, password);

interface TOrder {
  OrderNo: string;
  Instructions: { Kind: string; Address: string; CryptoAmount: string; QrText: string } | null;
}

const walletText = (page: Page) => page.getByTestId('wallet-amount').textContent();

describe('a USDT deposit', () => {
  it('opens on /Deposit, pays through the sandbox chain and credits after the confirmations', async () => {
    const { page } = await newPlayerPage(sharpPhone, 'usdt');
    // The QR code, the player's TRC20 address, the USDT amount and the countdown are on screen.
    const { address, cryptoAmount } = await openUsdtDeposit(page, '100');
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(cryptoAmount).toMatch(/^\d+(\.\d{1,6})?$/);
    await expect.poll(() => page.getByText(/剩余支付时间/).count()).toBe(1);
    expect(await page.locator('svg, canvas').count()).toBeGreaterThan(0);
    await page.screenshot({
      path: join(screenshotsDir, 'deposit-usdt-qrcode-phone.png'),
      fullPage: true,
    });

    await page.getByRole('link', { name: '存款记录' }).click();
    await page.waitForURL((url) => url.pathname === '/DepositRecord');
    const before = await waitForWallet(page);

    // The outside world pays: a transfer on the sandbox chain, then 19 blocks (one a second).
    await apiCall(baseUrl, 'POST', '/api/Sandbox/Chain/TRC20/Transfer', {
      body: { ToAddress: address, Amount: cryptoAmount },
    });
    await expect
      .poll(() => walletText(page), { timeout: 60_000, interval: 1_000 })
      .not.toBe(before);
    expect(await walletText(page)).toMatch(/100\.000/);
    await page.reload();
    // The record's state (the state filter's option says the same word, hidden).
    await page.getByText('已到账', { exact: true }).filter({ visible: true }).first().waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'deposit-usdt-record-phone.png'),
      fullPage: true,
    });
    await page.context().close();
  });

  it('shows the order on a desktop', async () => {
    const loginId = await registerPlayer(baseUrl, 'usdtd', password);
    const token = await apiLogIn(baseUrl, loginId, password);
    const init = await apiCall<{
      Types: { Type: number; Channels: { Id: number; Name: string }[] }[];
    }>(baseUrl, 'POST', '/api/DepositRequest/InitDepositData', { token });
    const channelId = init.Types.find((type) => type.Type === 5)?.Channels.find(
      (channel) => channel.Name === 'USDT TON',
    )?.Id;
    const response = await fetch(new URL('/api/DepositRequest/Create', baseUrl), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `e2e-usdt-${crypto.randomUUID()}`,
      },
      body: JSON.stringify({ ChannelId: channelId, Amount: 200 }),
    });
    const order = (await response.json()) as TOrder;
    const page = await openPage(browser(), baseUrl, { viewport: { width: 1366, height: 768 } });
    await logInInBrowser(page, loginId, password);
    await page.goto(`/DepositQrcode?OrderNo=${order.OrderNo}`);
    // TON shares one address: the memo (the order number) is shown as required.
    await page.getByText('备注（必填）').waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'deposit-usdt-qrcode-desktop.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});
