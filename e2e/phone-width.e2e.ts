import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage, phone } from './harness/browser.ts';
import {
  activityPages,
  agentPages,
  betPages,
  chatPages,
  contentPages,
  drawPages,
  moneyPages,
} from './harness/pages.ts';

/**
 * Every screen behind login fits a phone (390×844) in both languages: nothing makes the page
 * scroll sideways. (A fieldset is as wide as its widest content unless told otherwise: a long
 * English security question once pushed /AccountSecurity 58 px past the screen.)
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function overflowing(page: Page, paths: readonly string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('main h1, main h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

describe.each([
  [
    'zh-CN',
    'demoplayer2',
    [...drawPages, ...betPages, ...contentPages, ...moneyPages, ...chatPages, ...activityPages],
  ],
  [
    'en-US',
    'demoplayer2',
    [...drawPages, ...betPages, ...contentPages, ...moneyPages, ...chatPages, ...activityPages],
  ],
  ['zh-CN', 'demoagent', agentPages],
  ['en-US', 'demoagent', agentPages],
] as const)('in %s as %s', (locale, loginId, paths) => {
  it('no screen is wider than a phone', async () => {
    const page = await openPage(browser, baseUrl, { ...phone, locale });
    try {
      await logInInBrowser(page, loginId);
      expect(await overflowing(page, paths)).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
