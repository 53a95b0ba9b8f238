import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, logInInBrowser, openPage } from './harness/browser.ts';
import { activityPages, betPages, contentPages, drawPages, publicPages } from './harness/pages.ts';
import {
  auditEachOnOnePage,
  auditOptions,
  severeViolations,
  type TMoreAudit,
} from './harness/axe.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

describe('accessibility of the public pages (axe-core)', () => {
  it.each(publicPages)('%s has no serious or critical violations', async (path) => {
    const page = await openPage(browser(), baseUrl, auditOptions);
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

/** The player's screens, each once they have rendered and their requests have ended. */
function auditLoggedIn(
  group: string,
  paths: string[],
  { heading = 'main h1, main h2', more = [] as TMoreAudit[] } = {},
) {
  auditEachOnOnePage({
    title: `accessibility of the ${group} (axe-core)`,
    openPage: () => openPage(browser(), baseUrl, auditOptions),
    signIn: (page) => logInInBrowser(page, 'demoplayer2'),
    paths,
    ready: async (page) => {
      await page.locator(heading).first().waitFor();
      await page.waitForLoadState('networkidle');
    },
    more,
  });
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
