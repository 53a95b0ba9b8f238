import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage, waitForWallet } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';
import { secondsToSeal, thousandthsOf } from './harness/bet-page.ts';

const baseUrl = inject('baseUrl');
// Gitignored, like screenshots.e2e.ts's: a picture of the journey for a person to look at.
const outDir = join(repoRoot, 'e2e/screenshots');
const phone = { width: 390, height: 844 };
/** demoplayer2, as betting.e2e.ts: its checks compare balances within a test only. */
const player = 'demoplayer2';
const minSecondsToSeal = 15;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
  page = await openPage(browser, baseUrl, {
    viewport: phone,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

const bar = () => page.getByRole('region', { name: '投注栏' });
const picker = () => page.locator('.official-picker');

/** Fully on the screen as it is now: no scrolling needed to see or press it. */
async function expectInViewport(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
}

const scrollY = () => page.evaluate(() => window.scrollY);

describe('the bet page on a 390 × 844 phone', () => {
  it('picks, adds to the cart and places the bet without scrolling, in sight of the countdown', async () => {
    await logInInBrowser(page, player);
    await page.goto('/Bet/2');
    await page.getByRole('heading', { level: 1, name: '极速时时彩' }).waitFor();
    await bar().getByRole('button', { name: '添加到购物车' }).waitFor();
    await expect
      .poll(() => secondsToSeal(page), { timeout: 75_000, interval: 500 })
      .toBeGreaterThanOrEqual(minSecondsToSeal);
    expect(await scrollY()).toBe(0);

    // 定位胆, every digit in the ten-thousands place: ten units, 20.000 at 元 × 1.
    await picker().getByRole('tab', { name: '定位胆', exact: true }).click();
    await picker()
      .getByRole('group', { name: '玩法', exact: true })
      .getByRole('button', { name: '定位胆', exact: true })
      .click();
    await picker().getByRole('button', { name: '万位：全选' }).click();
    await expect
      .poll(() => bar().locator('.bet-bar-figures').textContent(), { timeout: 5_000 })
      .toBe('10 注 · 20.000');

    const add = bar().getByRole('button', { name: '添加到购物车' });
    await expectInViewport(add);
    await add.click();
    const openCart = bar().getByRole('button', { name: '购物车，1 注单' });
    await openCart.waitFor();

    const betNow = bar().getByRole('button', { name: '立即投注' });
    await expectInViewport(betNow);
    // The countdown stays in sight above the board.
    await expectInViewport(page.locator('.bet-header .bet-issue').getByRole('timer'));
    expect(await scrollY()).toBe(0);
    await page.screenshot({ path: join(outDir, 'bet-phone-bar.png') });

    const walletBefore = thousandthsOf(await waitForWallet(page));
    await betNow.click();
    const confirm = page.getByRole('alertdialog', { name: '确认投注' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Bet/Place'));
    await confirm.getByRole('button', { name: '确认投注' }).click();
    expect((await answer).status()).toBe(200);

    // The outcome opens the cart sheet, where it shows.
    const sheet = page.getByRole('dialog', { name: /^购物车/ });
    const outcome = sheet.locator('.cart-outcome.is-placed');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('极速时时彩 已投注 1 单，合计 20.000。');
    expect(await scrollY()).toBe(0);
    await page.screenshot({ path: join(outDir, 'bet-phone-journey.png') });
    await expect
      .poll(async () =>
        thousandthsOf((await page.getByTestId('wallet-amount').textContent()) ?? ''),
      )
      .toBe(walletBefore - 20_000n);

    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
  }, 120_000);

  it('keeps the shell header one short row and opens the menu as a drawer', async () => {
    const header = await page.locator('.shell-header').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(56);
    await page.getByRole('button', { name: '菜单' }).click();
    const menu = page.getByRole('dialog', { name: '全部功能' });
    await menu.getByRole('link', { name: '投注记录' }).waitFor();
    // The activity centre is built: its entry leads there, not to "coming soon".
    const activities = menu.getByRole('link', { name: /^活动中心/ });
    expect(await activities.getAttribute('href')).toBe('/Activity');
    expect(await activities.textContent()).not.toContain('即将推出');
    await page.screenshot({ path: join(outDir, 'menu-phone.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
  });
});
