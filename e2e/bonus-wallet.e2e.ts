import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * /BonusWallet (issue #23): the demo player's welcome bonus (seed: 88.000 needing 5× turnover) with
 * its turnover progress, on a phone and on a desktop. Other journeys bet as the demo player, so the
 * progress is read, not assumed to be 0. Screenshots to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function expectWelcomeBonus(page: Page) {
  await page.goto('/BonusWallet');
  await page.getByRole('heading', { name: '奖金钱包', level: 1 }).waitFor();
  const card = page.getByRole('article', { name: '活动奖金 · 88.000' });
  await card.waitFor();
  const bar = card.getByRole('progressbar');
  const percent = Number(await bar.getAttribute('value'));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  expect(await bar.getAttribute('aria-label')).toBe(`流水完成 ${percent}%`);
  expect(await card.textContent()).toMatch(/流水 [\d,]+\.\d{3} \/ 440\.000/);
  expect(await card.textContent()).toContain('进行中');
  expect(await page.getByTestId('bonus-balance').textContent()).toMatch(/88\.000/);
  await page.getByTestId('vip-level').waitFor();
}

describe('the bonus wallet', () => {
  it('shows the demo player their grant and its turnover progress on a phone', async () => {
    const page = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    await logInInBrowser(page, 'demoplayer');
    await expectWelcomeBonus(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(outDir, 'bonus-wallet-phone.png'), fullPage: true });
    await page.context().close();
  });

  it('and on a desktop', async () => {
    const page = await openPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
    await logInInBrowser(page, 'demoplayer');
    await expectWelcomeBonus(page);
    await page.screenshot({ path: join(outDir, 'bonus-wallet-desktop.png'), fullPage: true });
    await page.context().close();
  });
});
