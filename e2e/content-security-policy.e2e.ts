import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { watchViolations } from './harness/csp.ts';
import { betPages, drawPages, publicPages } from './harness/pages.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the web app under its Content-Security-Policy', () => {
  it('serves the policy with the page', async () => {
    const page = await openPage(browser, baseUrl);
    try {
      const response = await page.goto('/Login');
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await page.context().close();
    }
  });

  it('loads every public page without a refusal', async () => {
    const page = await openPage(browser, baseUrl);
    try {
      const violations = await watchViolations(page);
      for (const path of publicPages) {
        await page.goto(path);
        await page.locator('h1, h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect([path, await violations()]).toEqual([path, []]);
      }
    } finally {
      await page.context().close();
    }
  });

  it('runs the draw and betting screens, with the hub connected, without a refusal', async () => {
    const page = await openPage(browser, baseUrl);
    try {
      const violations = await watchViolations(page);
      await logInInBrowser(page, 'demoplayer2');
      for (const path of [...drawPages, ...betPages]) {
        await page.goto(path);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect([path, await violations()]).toEqual([path, []]);
      }
    } finally {
      await page.context().close();
    }
  });
});
