import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerPlayer } from './harness/api.ts';
import { thousandthsOf } from './harness/bet-page.ts';
import {
  desktop,
  launchChromium,
  logInInBrowser,
  openPage,
  waitForWallet,
} from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The demo red-packet relay and red-pack rain (seed-demo-rain.ts) in Chromium, by a newly
 * registered player: the relay's first packet opens from the activity centre and pays into the
 * wallet; the rain shows its countdown, or, in the five minutes after the hour when the demo rain
 * falls, grabs a packet (reduced motion: the button stands in for the falling packets, which
 * never hold still for a click). Phone and desktop screenshots to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const password = 'Activity2026pass';

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const walletOf = async (page: Page) =>
  thousandthsOf((await page.getByTestId('wallet-amount').textContent()) ?? '');

async function openTheFirstPacket(page: Page, name: string) {
  await page.goto('/Activity');
  await page.getByRole('link', { name: '红包接龙' }).click();
  await page.waitForURL((url) => url.pathname === '/RedPacketSolitaire');
  await page.getByRole('heading', { level: 1, name: '红包接龙' }).waitFor();
  const chain = page.getByTestId('solitaire-chain').getByRole('listitem');
  expect(await chain.count()).toBe(5);
  expect(await chain.first().getAttribute('data-state')).toBe('ready');
  expect(await chain.nth(1).getAttribute('data-state')).toBe('locked');
  const before = await walletOf(page);
  await page.getByRole('button', { name: '打开下一个红包' }).click();
  await page.getByTestId('claimed-amount').waitFor();
  const won = thousandthsOf((await page.getByTestId('claimed-amount').textContent()) ?? '');
  expect(won).toBeGreaterThan(0n);
  await expect.poll(() => walletOf(page)).toBe(before + won);
  await expect.poll(() => chain.first().getAttribute('data-state')).toBe('opened');
  expect(await chain.nth(1).getAttribute('data-state')).toBe('waiting');
  expect(await chain.nth(1).textContent()).toContain('本期投注满 100.000 可打开');
  await page.screenshot({ path: join(outDir, `activity-relay-${name}.png`), fullPage: true });
}

async function watchTheRain(page: Page, name: string) {
  await page.goto('/Activity');
  await page.getByRole('link', { name: '整点红包雨' }).click();
  await page.waitForURL((url) => url.pathname === '/RedPackRainActivity');
  await page.getByRole('heading', { level: 1, name: '整点红包雨' }).waitFor();
  const phase = page.getByTestId('rain-phase');
  await phase.waitFor();
  // The winner list is read (the server's clock comes with it).
  await page.getByRole('region', { name: '最新抢到的玩家' }).waitFor();
  // The short list of rains, and all 24 on demand.
  await page.getByText('全部 24 场').waitFor();
  if (((await phase.textContent()) ?? '').includes('红包雨进行中')) {
    const before = await walletOf(page);
    await page.getByRole('button', { name: '抢红包' }).click();
    await page.getByTestId('claimed-amount').waitFor();
    const won = thousandthsOf((await page.getByTestId('claimed-amount').textContent()) ?? '');
    await expect.poll(() => walletOf(page)).toBe(before + won);
    await page.getByTestId('rain-winners').getByText(/抢到/).first().waitFor();
  } else {
    expect(await phase.textContent()).toMatch(/下一场红包雨 .* 开始 · 距开始还有 \d+:\d\d/);
  }
  await page.screenshot({ path: join(outDir, `activity-rain-${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe('the red-packet relay and the red-pack rain', () => {
  it('on a phone: opens the first packet of the relay and watches the rain', async () => {
    const loginId = await registerPlayer(baseUrl, 'rainph', password);
    const page = await openPage(browser, baseUrl, phone);
    try {
      await logInInBrowser(page, loginId, password);
      await waitForWallet(page);
      await openTheFirstPacket(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
      await watchTheRain(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
    } finally {
      await page.context().close();
    }
  });

  it('on a desktop: the same screens', async () => {
    const loginId = await registerPlayer(baseUrl, 'raindt', password);
    const page = await openPage(browser, baseUrl, desktop);
    try {
      await logInInBrowser(page, loginId, password);
      await waitForWallet(page);
      await openTheFirstPacket(page, 'desktop');
      await watchTheRain(page, 'desktop');
    } finally {
      await page.context().close();
    }
  });
});
