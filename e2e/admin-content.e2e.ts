import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiAdminLogIn } from './harness/admin-login.ts';
import {
  adminLogins,
  adminSessionForFile,
  expectOnAuditScreen,
  openAdminPage,
  showConsoleAs,
} from './harness/admin.ts';
import { apiCall } from './harness/api.ts';
import {
  chromiumForFile,
  desktop,
  expectToLandOn,
  logInInBrowser,
  openPage,
  pagesClosedAfterEachTest,
  recordPaths,
  screenshotsDir,
} from './harness/browser.ts';

const baseUrl = inject('baseUrl');
const adminSecrets = inject('adminTotpSecrets');
const browser = chromiumForFile();
const closeAfterTest = pagesClosedAfterEachTest();
const operator = adminSessionForFile(baseUrl, 'operations');

async function playerPage(loginId: string, viewport = { width: 390, height: 844 }) {
  const page = await openPage(browser(), baseUrl, { viewport });
  closeAfterTest(page);
  await logInInBrowser(page, loginId);
  return page;
}

/** The console as the operations administrator, on `path`, with the shell drawn. */
async function consolePage(path: string) {
  const session = await operator();
  const page = await openPage(browser(), baseUrl, desktop);
  closeAfterTest(page);
  await showConsoleAs(page, session, path);
  return page;
}

/** The header's unread announcement badge (absent at 0). */
async function unreadInHeader(page: Page): Promise<number> {
  const badge = page.locator('.badge', { hasText: '未读公告' });
  if ((await badge.count()) === 0) return 0;
  return Number(((await badge.textContent()) ?? '').replace(/\D/g, ''));
}

describe('content back office in Chromium', () => {
  it('an operator posts an announcement: the unread count rises, and falls as the player reads it', async () => {
    const player = await playerPage('demoplayer2');
    await expect.poll(() => unreadInHeader(player)).toBeGreaterThan(0);
    const before = await unreadInHeader(player);

    const console = await consolePage('/admin/announcements');
    await console.getByRole('table', { name: '公告列表' }).waitFor();
    await console.getByRole('button', { name: '发布公告' }).click();
    const form = console.getByRole('dialog', { name: '发布公告' });
    const title = `端到端公告 ${Date.now()}`;
    await form.getByLabel('标题', { exact: true }).fill(title);
    await form.getByLabel('内容（纯文本，保留换行）').fill('第一行\n<b>第二行</b>');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    await console.getByRole('cell', { name: title }).waitFor();

    // The header re-reads the count every 30 s; a reload reads it at once.
    await player.reload();
    await expect.poll(() => unreadInHeader(player), { timeout: 15_000 }).toBe(before + 1);

    // The header's count opens the announcements.
    await player.locator('a.badge', { hasText: '未读公告' }).click();
    await player.waitForURL((url) => url.pathname === '/Announcement');
    await player.getByRole('button', { name: new RegExp(title) }).click();
    const detail = player.getByRole('article', { name: title });
    await detail.waitFor();
    expect(await detail.locator('.announcement-body').textContent()).toBe('第一行\n<b>第二行</b>');
    expect(await detail.locator('b').count()).toBe(0);
    await expect.poll(() => unreadInHeader(player), { timeout: 10_000 }).toBe(before);
    await player.screenshot({
      path: join(screenshotsDir, 'announcement-phone.png'),
      fullPage: true,
    });
  });

  it('an operator sets a maintenance window from now: the player lands on /Offline, then it ends', async () => {
    const player = await playerPage('demoplayer2');
    const paths = recordPaths(player);
    const console = await consolePage('/admin/maintenance');
    await console.getByRole('table', { name: '当前及即将到来的维护' }).waitFor();
    await console.getByRole('button', { name: '安排维护' }).click();
    const form = console.getByRole('dialog', { name: '安排维护' });
    await form.getByLabel('说明').fill('e2e content journey');
    await form.getByRole('button', { name: '安排', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const row = console.getByRole('row', { name: /e2e content journey/ });
    try {
      await row.getByText('进行中').waitFor();
      // The player's wallet refresh (every 10 s) is its next call; it answers 503.
      await expectToLandOn(player, '/Offline', paths, 15_000);
      await console.screenshot({ path: join(screenshotsDir, 'admin-maintenance-desktop.png') });

      await row.getByRole('button', { name: '结束维护' }).click();
      await console.getByRole('alertdialog').getByRole('button', { name: '结束维护' }).click();
      await row.waitFor({ state: 'detached' });
      const status = await fetch(`${baseUrl}/api/WebSiteInfo/GetInfo`);
      expect(status.status).toBe(200);
    } finally {
      // Whatever failed above, the other journeys need the site open.
      const admin = await apiAdminLogIn(baseUrl, 'adminops', adminSecrets.adminops!);
      const { Windows } = await apiCall<{ Windows: { Id: number }[] }>(
        baseUrl,
        'GET',
        '/api/Admin/Maintenance',
        { token: admin },
      );
      for (const window of Windows)
        await apiCall(baseUrl, 'DELETE', `/api/Admin/Maintenance/${window.Id}`, { token: admin });
    }
  });

  it('the audit screen shows the announcement and the maintenance window the operator made', async () => {
    const { page } = await openAdminPage(browser(), baseUrl, 'finance', '/admin/audit');
    closeAfterTest(page);
    await expectOnAuditScreen(page, 'content.announcement.create', adminLogins.operations);
    await expectOnAuditScreen(page, 'site.maintenance.add', adminLogins.operations);
    await expectOnAuditScreen(page, 'site.maintenance.remove', adminLogins.operations);
  });

  it('an operator uploads a logo: stored by content hash, served immutable, named by GetAllLogo', async () => {
    // A 1×1 PNG named .gif: the server reads the type from the bytes, not the name.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const console = await consolePage('/admin/logos');
    const slot = console.getByRole('region', { name: '测速页' });
    await slot
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: png });
    await slot.getByRole('status').filter({ hasText: '已更新' }).waitFor();
    const logos = await apiCall<{ SpeedTestPage: { PCLogo: { FilePath: string } } }>(
      baseUrl,
      'GET',
      '/api/Logo/GetAllLogo',
    );
    const path = logos.SpeedTestPage.PCLogo.FilePath;
    expect(path).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    await slot.locator(`img[src="${path}"]`).waitFor();
    const served = await fetch(`${baseUrl}${path}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('shows the download center with a QR code per offered app', async () => {
    const player = await playerPage('demoplayer');
    await player.goto('/DownLoadCenterAndAFK');
    await player.getByRole('heading', { name: '下载中心' }).waitFor();
    // The heading shows before the configuration has answered; the codes come with it.
    const codes = player.locator('svg.download-qr > title');
    await codes.first().waitFor({ state: 'attached' });
    expect(await codes.allTextContents()).toEqual([
      'Android 客户端 QR',
      'iOS 客户端 QR',
      'PC 客户端 QR',
    ]);
    await player.screenshot({
      path: join(screenshotsDir, 'download-center-phone.png'),
      fullPage: true,
    });
  });

  it.each([
    ['announcements', '公告列表'],
    ['live-notifications', '直播通知列表'],
    ['logos', null],
    ['site-settings', null],
    ['maintenance', '当前及即将到来的维护'],
    ['ip-restrictions', '已封禁的地址'],
  ])('screenshot of the %s section', async (section, table) => {
    const console = await consolePage(`/admin/${section}`);
    if (table)
      await console.getByRole('table', { name: table }).locator('tbody tr').first().waitFor();
    else await console.locator('main form, main figure').first().waitFor();
    await console.waitForLoadState('networkidle');
    await console.screenshot({
      path: join(screenshotsDir, `admin-${section}-desktop.png`),
      fullPage: true,
    });
    await console.setViewportSize({ width: 768, height: 1024 });
    await console.screenshot({
      path: join(screenshotsDir, `admin-${section}-tablet.png`),
      fullPage: true,
    });
  });
});
