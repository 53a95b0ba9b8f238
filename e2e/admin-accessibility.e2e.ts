import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiLogInAdmin, putAdminSessionIntoPage } from './harness/admin.ts';
import { auditEachOnOnePage, auditOptions, severeViolations } from './harness/axe.ts';
import { chromiumForFile, openPage } from './harness/browser.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

/** Waits for the screen's data: no table or region is busy any more. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe('accessibility of the console (axe-core)', () => {
  it('the login screen has no serious or critical violations', async () => {
    const page = await openPage(browser(), baseUrl, auditOptions);
    try {
      await page.goto('/admin/login');
      await page.locator('input[name="loginId"]').waitFor();
      expect(await severeViolations(page, '/admin/login')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

auditEachOnOnePage({
  title: 'accessibility of the console’s sections (axe-core)',
  openPage: () => openPage(browser(), baseUrl, auditOptions),
  signIn: async (page) => putAdminSessionIntoPage(page, await apiLogInAdmin(baseUrl, 'adminowner')),
  paths: [
    '/admin/admins',
    '/admin/roles',
    '/admin/audit',
    '/admin/approvals',
    '/admin/me',
    '/admin/games',
    '/admin/games/9',
    '/admin/risk',
    '/admin/risk/holds',
    '/admin/risk/flags',
    '/admin/risk/thresholds',
  ],
  ready: settled,
  more: [
    {
      label: 'an administrator’s detail',
      open: async (page) => {
        await page.goto('/admin/admins?admin=1');
        const detail = page.getByRole('dialog', { name: '管理员 adminowner' });
        await detail.waitFor();
        await expect.poll(() => detail.locator('[aria-busy="true"]').count()).toBe(0);
      },
    },
    {
      label: 'a confirmation',
      open: async (page) => {
        await page
          .getByRole('dialog', { name: '管理员 adminowner' })
          .getByRole('button', { name: '重置双重验证' })
          .click();
        await page.getByRole('alertdialog', { name: '重置双重验证' }).waitFor();
      },
    },
  ],
});
