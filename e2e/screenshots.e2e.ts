import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
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
});
