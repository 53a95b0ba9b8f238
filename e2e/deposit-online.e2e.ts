import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectOnAuditScreen, openAdminPage } from './harness/admin.ts';
import { launchChromium } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('online pay: the daily reconciliation', () => {
  it("finance sees yesterday's run of the sandbox gateway and runs it again, audited", async () => {
    const { page } = await openAdminPage(browser, baseUrl, 'finance', '/admin/reconciliation');
    const table = page.getByRole('table', { name: '对账' });
    // The daily job reconciles the ended site day as the server starts.
    const row = table.getByRole('row').filter({ hasText: 'gateway:sandbox' }).first();
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '重新对账' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '重新对账' }).click();
    await page.getByRole('heading', { name: /gateway:sandbox .* 的差异/ }).waitFor();
    await page.getByText('双方记录完全一致').waitFor();
    await row.getByText('adminfinance').waitFor();
    await page.screenshot({ path: join(outDir, 'reconciliation-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(outDir, 'reconciliation-phone.png'), fullPage: true });

    const owner = await openAdminPage(browser, baseUrl, 'owner', '/admin');
    await expectOnAuditScreen(owner.page, 'reconciliation.run.rerun', 'adminfinance');
    await owner.page.close();
    await page.close();
  });
});
