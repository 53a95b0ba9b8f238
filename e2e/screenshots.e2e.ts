import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
// Gitignored: pictures for a person to look at, not compared against stored ones.
const outDir = join(repoRoot, 'e2e/screenshots');

const viewports: Record<string, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 768 } },
};

const drawScreens = [
  ['draw-lobby', '/DrawLobby'],
  ['draw-history', '/DrawHistory/2'],
  ['block-chain-hash', '/BlockChainHash'],
] as const;

/** Screens of issue #23 besides each activity's own (those are linked from /Activity). */
const promotionScreens = ['/Activity', '/AwardDetail', '/Coupon', '/CouponList', '/BonusWallet'];

/** The bet page (issue #9), once its lazily loaded picker is there. */
const betScreens = [['bet', '/Bet/2']] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('screenshots', () => {
  it.each(Object.keys(viewports))('login and home pages on %s', async (name) => {
    const page = await openPage(browser, baseUrl, viewports[name]);
    try {
      await page.goto('/Login');
      await page.locator('form button[type="submit"]').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(outDir, `login-${name}.png`), fullPage: true });
      await logInInBrowser(page, 'demoplayer');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(outDir, `home-${name}.png`), fullPage: true });
      for (const [file, path] of drawScreens) {
        await page.goto(path);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(outDir, `${file}-${name}.png`), fullPage: true });
      }
      for (const [file, path] of betScreens) {
        await page.goto(path);
        await page.getByRole('button', { name: '添加到购物车' }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(outDir, `${file}-${name}.png`), fullPage: true });
      }
    } finally {
      await page.context().close();
    }
  });

  // The journeys picture every activity screen in Chinese as they use it; here each is pictured
  // in English too, in both sizes, and none may scroll sideways.
  it.each(Object.keys(viewports))('every promotion screen in English on %s', async (name) => {
    const page = await openPage(browser, baseUrl, { ...viewports[name], locale: 'en-US' });
    try {
      await logInInBrowser(page, 'demoplayer');
      await page.goto('/Activity');
      await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
      const links = page.getByRole('main').getByTestId('activity-card').getByRole('link');
      // The heading is drawn before the list answers: read the links once the cards are there.
      await links.first().waitFor();
      const activityScreens = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      expect(activityScreens.length).toBeGreaterThanOrEqual(11);
      for (const path of [...promotionScreens, ...activityScreens]) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const width = viewports[name]?.viewport?.width ?? 0;
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
        const file = path.slice(1).replace(/\?id=/, '-').replace(/\//g, '-');
        await page.screenshot({ path: join(outDir, `en-${file}-${name}.png`), fullPage: true });
      }
    } finally {
      await page.context().close();
    }
  });
});
