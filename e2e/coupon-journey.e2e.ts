import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminPageForFile, openAdminPage } from './harness/admin.ts';
import { secondsToSeal, thousandthsOf } from './harness/bet-page.ts';
import {
  chromiumForFile,
  expectNoSidewaysScroll,
  screenshotsDir,
  sharpPhone,
  waitForWallet,
} from './harness/browser.ts';
import { confirmBankDeposit, fillBankDeposit, sendDeposit } from './harness/deposit.ts';
import { newPlayerPages } from './harness/new-player.ts';

/**
 * Coupons (issue #23): a new player claims the demo deposit coupon on /Coupon (10% up to
 * 100.000 on a deposit of 100.000 or more), finds it in /CouponList, chooses it for a bank
 * deposit, and once finance confirms the deposit the coupon reads used with what it paid; the
 * back office lists the templates and the issued coupon. Another claims the demo bet voucher
 * (5.000 off a bet of 10.000 or more, any game), chooses it on the bet slip and pays only the
 * rest of the stake from the wallet. Phone screenshots to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const password = 'Coupon2026pass';
const browser = chromiumForFile();
const newPlayerPage = newPlayerPages(browser, password);
const finance = adminPageForFile(browser, baseUrl, 'finance', '/admin/deposits');

/** A bank deposit of 500 made on /Deposit; answers its order number. */
async function depositFiveHundred(page: Page): Promise<string> {
  await fillBankDeposit(page, '500', '张三');
  const orderNo = await sendDeposit(page);
  expect(orderNo).toMatch(/^D\d{10}$/);
  return orderNo;
}

/** Finance confirms the order in the console, as the bank deposit journey does. */
const confirmInConsole = (loginId: string, orderNo: string) =>
  confirmBankDeposit(finance().page, loginId, orderNo, '张三');

describe('coupons', () => {
  it('are claimed on /Coupon, listed on /CouponList and used on a deposit', async () => {
    const { page, loginId } = await newPlayerPage(sharpPhone, 'cpn');

    await page.goto('/Coupon');
    await page.getByRole('heading', { name: '领取优惠券', level: 1 }).waitFor();
    const offer = page.getByRole('article', { name: '存款加赠10%' });
    await offer.waitFor();
    expect(await offer.textContent()).toContain('存款满 100.000 赠送 10%，最高 100.000');
    await page.screenshot({ path: join(screenshotsDir, 'coupon-phone.png'), fullPage: true });
    await expectNoSidewaysScroll(page, 390);
    await offer.getByRole('button', { name: '领取' }).click();
    await offer.getByRole('button', { name: '已领取' }).waitFor();

    await page.getByRole('link', { name: '我的优惠券' }).first().click();
    await page.waitForURL((url) => url.pathname === '/CouponList');
    // The claim screen stays drawn until the list's screen has loaded: wait for its title.
    await page.getByRole('heading', { name: '我的优惠券', level: 1 }).waitFor();
    const mine = page.getByRole('article', { name: /存款加赠10%/ });
    await mine.waitFor();
    expect(await mine.textContent()).toMatch(/有效期至\s*\d{4}/);
    await page.getByRole('tab', { name: '未使用 (1)' }).waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'coupon-list-phone.png'), fullPage: true });
    await expectNoSidewaysScroll(page, 390);

    const orderNo = await depositFiveHundred(page);
    await page.goto('/CouponList');
    await mine.getByRole('button', { name: '用于存款' }).click();
    await mine.getByText(`待付款订单 ${orderNo}`).waitFor();
    await mine.getByRole('button', { name: '用于此订单' }).click();
    await mine.getByText(`已选用于存款订单 ${orderNo}，到账后自动赠送`).waitFor();

    await confirmInConsole(loginId, orderNo);
    await page.goto('/CouponList?state=used');
    const used = page.getByRole('article', { name: /存款加赠10%/ });
    await used.waitFor();
    // 10% of 500 and the few matching thousandths the bank channel adds.
    expect(await used.textContent()).toMatch(/赠送 50\.\d{3}/);
    expect(await used.textContent()).toContain(`用于 ${orderNo}`);
    await page.screenshot({
      path: join(screenshotsDir, 'coupon-list-used-phone.png'),
      fullPage: true,
    });
    await page.context().close();
  });

  it('pay part of a bet chosen on the slip: a bet voucher', async () => {
    const { page, loginId } = await newPlayerPage(sharpPhone, 'cpv');
    await page.goto('/Coupon');
    const offer = page.getByRole('article', { name: '5元投注券' });
    await offer.getByRole('button', { name: '领取' }).click();
    await offer.getByRole('button', { name: '已领取' }).waitFor();
    // Money for the rest of the stake: a deposit finance confirms.
    await confirmInConsole(loginId, await depositFiveHundred(page));

    // The voucher applies to every game: its card leads to the lobby.
    await page.goto('/CouponList');
    const card = page.getByRole('article', { name: /5元投注券/ });
    await card.getByRole('link', { name: '去大厅选择游戏' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/Bet/2');
    await page.getByRole('heading', { level: 1, name: '极速时时彩' }).waitFor();
    const bar = page.getByRole('region', { name: '投注栏' });
    await bar.getByRole('button', { name: '添加到购物车' }).waitFor();
    await expect
      .poll(() => secondsToSeal(page), { timeout: 75_000, interval: 500 })
      .toBeGreaterThanOrEqual(30);
    // 定位胆, every digit in the ten-thousands place: ten units, 20.000 at 元 × 1.
    const picker = page.locator('.official-picker');
    await picker.getByRole('tab', { name: '定位胆', exact: true }).click();
    await picker
      .getByRole('group', { name: '玩法', exact: true })
      .getByRole('button', { name: '定位胆', exact: true })
      .click();
    await picker.getByRole('button', { name: '万位：全选' }).click();
    await bar.getByRole('button', { name: '添加到购物车' }).click();

    // On a phone the slip is a sheet: the voucher is chosen there, with the keyboard.
    await bar.getByRole('button', { name: '购物车，1 注单' }).click();
    const sheet = page.getByRole('dialog', { name: /^购物车/ });
    const vouchers = sheet.getByRole('group', { name: '投注券' });
    await vouchers.waitFor();
    expect(await vouchers.getByRole('radio', { name: '不使用投注券' }).isChecked()).toBe(true);
    const voucher = vouchers.getByRole('radio', { name: /5元投注券/ });
    await voucher.focus();
    await page.keyboard.press('Space');
    expect(await voucher.isChecked()).toBe(true);
    await sheet.getByText('投注券支付 5.000，钱包支付 15.000').waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'bet-voucher-phone.png') });
    await expectNoSidewaysScroll(page, 390);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);

    const walletBefore = thousandthsOf(await waitForWallet(page));
    await bar.getByRole('button', { name: '立即投注' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认投注' });
    await confirm.getByText('投注券支付 5.000，钱包支付 15.000').waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Coupon/BetWithVoucher'));
    await confirm.getByRole('button', { name: '确认投注' }).click();
    expect((await answer).status()).toBe(200);
    const outcome = sheet.locator('.cart-outcome.is-placed');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('其中投注券支付 5.000，钱包支付 15.000。');
    await expect
      .poll(async () =>
        thousandthsOf((await page.getByTestId('wallet-amount').textContent()) ?? ''),
      )
      .toBe(walletBefore - 15_000n);
    await page.keyboard.press('Escape');

    await page.goto('/CouponList?state=used');
    const used = page.getByRole('article', { name: /5元投注券/ });
    await used.waitFor();
    expect(await used.textContent()).toContain('抵扣 5.000');
    expect(await used.textContent()).toMatch(/用于 [A-Z0-9]+/);
    await page.screenshot({ path: join(screenshotsDir, 'coupon-list-voucher-used-phone.png') });
    await page.context().close();
  }, 180_000);

  it('are configured and followed in the back office', async () => {
    const { page } = await openAdminPage(browser(), baseUrl, 'operations', '/admin/coupons');
    await page.getByRole('heading', { name: '优惠券', level: 1 }).waitFor();
    await page.locator('tr', { hasText: '5元投注券' }).waitFor();
    await page.locator('tr', { hasText: '存款加赠10%' }).waitFor();
    await page.screenshot({
      path: join(screenshotsDir, 'admin-coupons-desktop.png'),
      fullPage: true,
    });
    await page.getByRole('link', { name: '已发放' }).click();
    await page.locator('tr', { hasText: '存款加赠10%' }).first().waitFor();
    await page.context().close();
  });
});
