import type { Browser, Page } from 'playwright-core';
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

/**
 * One test per page, on one page logged in once for the group: each audit has a test's whole time
 * (a group audited in one test ran past it on a busy two-core machine) and a failure names its
 * page. `heading` is what shows once the screen has rendered.
 */
function auditLoggedIn(
  group: string,
  paths: string[],
  { heading = 'main h1, main h2', more = [] as TMoreAudit[] } = {},
) {
  describe(`accessibility of the ${group} (axe-core)`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage(browser, baseUrl, auditOptions);
      await logInInBrowser(page, 'demoplayer2');
    });
    afterAll(async () => {
      await page?.context().close();
    });
    it.each(paths)('%s has no serious or critical violations', async (path) => {
      await page.goto(path);
      await page.locator(heading).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await severeViolations(page, path)).toEqual([]);
    });
    for (const { label, open } of more)
      it(`${label} has none either`, async () => {
        await open(page);
        expect(await severeViolations(page, label)).toEqual([]);
      });
  });
}

/** A state of a screen audited after the group's pages: how to get there, and its name. */
interface TMoreAudit {
  label: string;
  open: (page: Page) => Promise<void>;
}

auditLoggedIn('draw pages', drawPages);
auditLoggedIn('betting pages and records', betPages);
auditLoggedIn('content pages', contentPages, {
  heading: 'main h1',
  more: [
    {
      // The list with an announcement open (its text beside or instead of the list).
      label: '/Announcement with an announcement open',
      open: async (page) => {
        await page.goto('/Announcement');
        await page.locator('.announcement-item').first().click();
        await page.locator('.announcement-detail').waitFor();
      },
    },
  ],
});
auditLoggedIn('activity screens', activityPages, { heading: 'main h1' });
