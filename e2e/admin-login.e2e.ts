import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiLogInAdmin,
  logInAdminInBrowser,
  openAdminPage,
  rememberAdminSecret,
  submitSecondFactor,
} from './harness/admin.ts';
import { totpCode } from './harness/admin-login.ts';
import { apiCall, registerPlayer } from './harness/api.ts';
import { demoPassword, launchChromium, openPage } from './harness/browser.ts';
import { watchViolations } from './harness/csp.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await browser?.close();
});

async function newPage(viewport = { width: 1280, height: 800 }) {
  const page = await openPage(browser, baseUrl, { viewport });
  pages.push(page);
  return page;
}

const navLinks = async (page: Page) =>
  page.locator('nav.sidebar-nav a').evaluateAll((links) => links.map((a) => a.textContent));

/**
 * A new operations administrator, created by the owner as the console would: the seeded ones
 * have enrolled already (global setup), and this journey is about a first login.
 */
async function createOperator(loginId: string) {
  const owner = await apiLogInAdmin(baseUrl, 'adminowner');
  const { Roles } = await apiCall<{ Roles: { RoleId: number; Name: string }[] }>(
    baseUrl,
    'GET',
    '/api/Admin/Roles',
    { token: owner.token },
  );
  const operations = Roles.find((role) => role.Name === 'operations')!;
  await apiCall(baseUrl, 'POST', '/api/Admin/Admins', {
    token: owner.token,
    body: {
      LoginId: loginId,
      DisplayName: 'E2E operator',
      RoleId: operations.RoleId,
      Password: 'Demo2026pass',
    },
  });
}

describe('the console: login, second factor, navigation by role', () => {
  it('an operator enrols an authenticator at first login, sees its navigation, logs out and in with a code', async () => {
    await createOperator('e2eoperator');
    const page = await newPage();
    const violations = await watchViolations(page);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.locator('input[name="loginId"]').fill('e2eoperator');
    await page.locator('input[name="password"]').fill('Demo2026pass');
    await page.locator('form button[type="submit"]').click();

    await page.waitForURL((url) => url.pathname === '/admin/login/enrol');
    await expect.poll(() => page.getByRole('img', { name: '身份验证器二维码' }).count()).toBe(1);
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    rememberAdminSecret('e2eoperator', secret);
    await page.locator('input[name="code"]').fill(totpCode(secret));
    await page.locator('form button[type="submit"]').click();
    const codes = page.locator('.code-list code');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByTestId('recovery-done').click();

    await page.locator('header .admin-login-id').filter({ hasText: 'e2eoperator' }).waitFor();
    expect(await page.locator('header .admin-role').textContent()).toBe('运营');
    const links = await navLinks(page);
    expect(links).toContain('我的账户');
    expect(links).not.toContain('管理员');
    expect(links).not.toContain('角色与权限');
    // The login, the QR code and the console ran under the Content-Security-Policy untouched.
    expect(await violations()).toEqual([]);

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    const { enrolled } = await logInAdminInBrowser(page, 'e2eoperator');
    expect(enrolled).toBe(false);
    expect(await page.locator('header .admin-login-id').textContent()).toBe('e2eoperator');
  });

  it('a read-only administrator does not see the administrators sections and is refused them by address', async () => {
    const page = await newPage();
    await logInAdminInBrowser(page, 'adminreadonly');
    const links = await navLinks(page);
    expect(links).not.toContain('管理员');
    expect(links).not.toContain('角色与权限');
    await page.goto('/admin/admins');
    await page.getByRole('heading', { name: '没有权限' }).waitFor();
    await page.goto('/admin/no-such-section');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
  });

  it('an ended session leads back to the login, and the login back to where it was', async () => {
    const { page, session } = await openAdminPage(browser, baseUrl, 'owner', '/admin/admins');
    pages.push(page);
    await page.getByRole('table', { name: '管理员' }).getByText('adminops').waitFor();
    await apiCall(baseUrl, 'POST', '/api/AdminAuth/Logout', { token: session.token });
    await page.goto('/admin/roles?x=1');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/roles?x=1');
    await page.locator('input[name="loginId"]').fill('adminowner');
    await page.locator('input[name="password"]').fill('Demo2026pass');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/admin/login/verify');
    await submitSecondFactor(page, 'adminowner');
    await page.waitForURL((url) => url.pathname === '/admin/roles' && url.search === '?x=1');
    await page.getByRole('heading', { name: '角色与权限' }).waitFor();
  });
});

/** A balance adjustment asked by API, as a maker would in the players section. */
/** The adjusted player: one of its own, as the demo players' balances are other journeys'. */
let player: string;

async function requestAdjustment(token: string, reason: string, amount: number) {
  const response = await fetch(new URL('/api/Admin/BalanceAdjustments', baseUrl), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      LoginId: player,
      Amount: amount,
      CashFlowType: 910,
      Reason: reason,
    }),
  });
  expect(response.status).toBe(200);
}

describe('the console: maker-checker and audit', () => {
  it('a checker approves another administrator’s request, sees its own only to withdraw, and finds both in the audit', async () => {
    player = await registerPlayer(baseUrl, 'mc', demoPassword);
    const service = await apiLogInAdmin(baseUrl, 'adminservice');
    await requestAdjustment(service.token, 'e2e goodwill', 12.5);
    const { page, session } = await openAdminPage(browser, baseUrl, 'finance', '/admin/approvals');
    pages.push(page);
    await requestAdjustment(session.token, 'e2e own request', 3);
    await page.reload();

    const table = page.getByRole('table', { name: '调账审批' });
    const other = table.getByRole('row').filter({ hasText: 'e2e goodwill' });
    const own = table.getByRole('row').filter({ hasText: 'e2e own request' });
    await own.waitFor();
    expect(await own.getByRole('button', { name: '批准' }).count()).toBe(0);
    expect(await own.textContent()).toContain('本人申请');
    await own.getByRole('button', { name: '撤回' }).waitFor();

    await other.getByRole('button', { name: '批准' }).click();
    const dialog = page.getByRole('alertdialog', { name: '批准调账' });
    expect(await dialog.textContent()).toContain('12.500');
    expect(await dialog.textContent()).toContain(player);
    await dialog.getByRole('textbox', { name: '审批备注' }).fill('checked with the player');
    await dialog.getByRole('button', { name: '批准' }).click();
    await dialog.waitFor({ state: 'detached' });
    await other.waitFor({ state: 'detached' });

    await page.goto('/admin/audit?action=balance.');
    const audit = page.getByRole('table', { name: '操作日志' });
    await audit.getByText('balance.adjustment.approve').waitFor();
    expect(await audit.getByText('balance.adjustment.request').count()).toBeGreaterThanOrEqual(2);
    await audit.getByRole('row').filter({ hasText: 'balance.adjustment.approve' }).first().click();
    const entry = page.getByRole('dialog', { name: '操作 balance.adjustment.approve' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('adminfinance');
  });
});

/** Every section of apps/admin/src/sections, by address, with a heading to wait for. */
const sectionScreens = [
  { file: 'admin-administrators', path: '/admin/admins', heading: '管理员' },
  {
    file: 'admin-administrator-detail',
    path: '/admin/admins?admin=1',
    heading: '管理员 adminowner',
  },
  { file: 'admin-roles', path: '/admin/roles', heading: '角色与权限' },
  { file: 'admin-audit', path: '/admin/audit', heading: '操作日志' },
  { file: 'admin-approvals', path: '/admin/approvals?state=any', heading: '调账审批' },
  { file: 'admin-my-account', path: '/admin/me', heading: '我的账户' },
  { file: 'admin-games', path: '/admin/games', heading: '彩种管理' },
  { file: 'admin-game-detail', path: '/admin/games/9', heading: '极速快3 JSK3' },
  { file: 'admin-risk', path: '/admin/risk', heading: '风控' },
  { file: 'admin-risk-holds-all', path: '/admin/risk/holds?state=released', heading: '风控' },
];

describe('screenshots of the console', () => {
  it.each([
    { name: '1280x800', viewport: { width: 1280, height: 800 } },
    { name: '768x1024', viewport: { width: 768, height: 1024 } },
  ])('every section at $name', async ({ name, viewport }) => {
    const login = await newPage(viewport);
    await login.goto('/admin/login');
    await login.locator('input[name="loginId"]').waitFor();
    await login.screenshot({ path: join(outDir, `admin-login-${name}.png`), fullPage: true });

    const { page } = await openAdminPage(browser, baseUrl, 'owner', '/admin', viewport);
    pages.push(page);
    const violations = await watchViolations(page);
    for (const screen of sectionScreens) {
      await page.goto(screen.path);
      await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      await page.screenshot({ path: join(outDir, `${screen.file}-${name}.png`), fullPage: true });
      expect([screen.path, await violations()]).toEqual([screen.path, []]);
    }
  });
});
