import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { activityPages, betPages, contentPages, drawPages, publicPages } from './harness/pages.ts';
import { auditOptions, severeViolations } from './harness/axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility of the public pages (axe-core)', () => {
  it.each(publicPages)('%s has no serious or critical violations', async (path) => {
    const page = await openPage(browser, baseUrl, auditOptions);
    try {
      await page.goto(path);
      await page.locator('h1, h2').first().waitFor();
      // Let the site title and logos (fetched after the first render) arrive too.
      await page.waitForLoadState('networkidle');
      expect(await severeViolations(page, path)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility of the draw pages (axe-core)', () => {
  it('the lobby, draw lobby, draw history and hash pages have no serious or critical violations', async () => {
    const page = await openPage(browser, baseUrl, auditOptions);
    try {
      await logInInBrowser(page, 'demoplayer2');
      for (const path of drawPages) {
        await page.goto(path);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await severeViolations(page, path)).toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility of the betting pages (axe-core)', () => {
  it('the bet, multi-bet and combo pages and the records and reports have no serious or critical violations', async () => {
    const page = await openPage(browser, baseUrl, auditOptions);
    try {
      await logInInBrowser(page, 'demoplayer2');
      for (const path of betPages) {
        await page.goto(path);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await severeViolations(page, path)).toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility of the content pages (axe-core)', () => {
  it('the announcements and download center have no serious or critical violations', async () => {
    const page = await openPage(browser, baseUrl, auditOptions);
    try {
      await logInInBrowser(page, 'demoplayer2');
      for (const path of contentPages) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await severeViolations(page, path)).toEqual([]);
      }
      // The list with an announcement open (its text beside or instead of the list).
      await page.goto('/Announcement');
      await page.locator('.announcement-item').first().click();
      await page.locator('.announcement-detail').waitFor();
      expect(await severeViolations(page, '/Announcement (open)')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility of the activity screens (axe-core)', () => {
  it('the activity centre, awards, sign-in and roulette have no serious or critical violations', async () => {
    const page = await openPage(browser, baseUrl, auditOptions);
    try {
      await logInInBrowser(page, 'demoplayer2');
      for (const path of activityPages) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await severeViolations(page, path)).toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  });
});
