import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openAdminPage } from './harness/admin.ts';
import { chromiumForFile, screenshotsDir, sharpPhone } from './harness/browser.ts';
import { openUsdtDeposit } from './harness/deposit.ts';
import { newPlayerPages } from './harness/new-player.ts';

/**
 * Issue #20's finishing pieces: the console's withdrawal rules section (1280×800 and 768×1024),
 * and a USDT deposit paid from the sandbox chain console (reached from the USDT section) while
 * /DepositQrcode stays open and turns to credited. Screenshots to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const password = 'Finish2026pass';
const browser = chromiumForFile();
const newPlayerPage = newPlayerPages(browser, password);

describe('the withdrawal rules section', () => {
  it('shows every rule, refuses a maximum below its minimum, and saves a change', async () => {
    const { page } = await openAdminPage(browser(), baseUrl, 'finance', '/admin/withdraw-rules');
    const minimum = page.getByLabel('单笔最低金额', { exact: true });
    await minimum.waitFor();
    expect(await page.locator('form input').count()).toBe(14);
    await page.screenshot({
      path: join(screenshotsDir, 'admin-withdraw-rules-1280.png'),
      fullPage: true,
    });

    const maximum = page.getByLabel('单笔最高金额', { exact: true });
    const savedMax = await maximum.inputValue();
    await maximum.fill('0.5');
    await page.getByRole('button', { name: '保存规则' }).click();
    await page.getByText('不能小于单笔最低金额').waitFor();

    await maximum.fill(savedMax);
    const interval = page.getByLabel('两次提款最短间隔（秒）', { exact: true });
    const savedInterval = await interval.inputValue();
    await interval.fill(String(Number(savedInterval) + 1));
    await page.getByRole('button', { name: '保存规则' }).click();
    await page.getByRole('status').filter({ hasText: '规则已保存' }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByLabel('两次提款最短间隔（秒）', { exact: true }).inputValue())
      .toBe(String(Number(savedInterval) + 1));
    // Put it back: other journeys withdraw under the demo rules.
    await page.getByLabel('两次提款最短间隔（秒）', { exact: true }).fill(savedInterval);
    await page.getByRole('button', { name: '保存规则' }).click();
    await page.getByRole('status').filter({ hasText: '规则已保存' }).waitFor();

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({
      path: join(screenshotsDir, 'admin-withdraw-rules-768.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});

describe('the sandbox chain console', () => {
  it('pays an open USDT order from the console; /DepositQrcode turns to credited', async () => {
    const { page: player } = await newPlayerPage(sharpPhone, 'fin');
    const { address, cryptoAmount } = await openUsdtDeposit(player, '100');

    // Finance's USDT section links the console (the sandbox runs here); it opens in a new tab.
    const { page: admin } = await openAdminPage(browser(), baseUrl, 'finance', '/admin/usdt');
    const link = admin.getByRole('link', { name: /沙盒链控制台/ });
    await link.waitFor();
    const [chain] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
    await chain.waitForLoadState();
    expect(new URL(chain.url()).pathname).toBe('/PaySandbox/Chain');

    await chain.getByLabel('收款地址 To address', { exact: true }).fill(address);
    await chain.getByLabel('金额 Amount (USDT)', { exact: true }).fill(cryptoAmount);
    await chain.getByRole('button', { name: '发送 Send' }).click();
    await chain.getByRole('status').filter({ hasText: 'Sent:' }).waitFor();
    await chain.screenshot({
      path: join(screenshotsDir, 'sandbox-chain-sent-1280.png'),
      fullPage: true,
    });
    // The form proposes the confirmations the product needs: one click makes them all.
    await chain.getByRole('button', { name: '出块 Make blocks' }).click();
    await chain.getByRole('status').filter({ hasText: 'blocks made' }).waitFor();
    await chain.setViewportSize({ width: 390, height: 844 });
    await chain.screenshot({
      path: join(screenshotsDir, 'sandbox-chain-mined-phone.png'),
      fullPage: true,
    });

    await player.getByText('存款已到账').waitFor({ timeout: 30_000 });
    await player.screenshot({
      path: join(screenshotsDir, 'deposit-qrcode-credited-live-phone.png'),
      fullPage: true,
    });
    await admin.context().close();
    await player.context().close();
  });
});
