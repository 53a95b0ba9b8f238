import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { apiAdminLogIn, totpCode } from './admin-login.ts';
import { apiCall } from './api.ts';
import { demoPassword, openPage } from './browser.ts';

/** The seeded administrators, one per built-in role (i19-core's demo seed). */
export const adminLogins = {
  owner: 'adminowner',
  finance: 'adminfinance',
  risk: 'adminrisk',
  service: 'adminservice',
  operations: 'adminops',
  readonly: 'adminreadonly',
} as const;
export type TAdminRole = keyof typeof adminLogins;

/** What the console keeps in localStorage (apps/admin shared/session/session-store.ts). */
export interface TAdminPageSession {
  token: string;
  admin: { loginId: string; roleName: string; permissions: string[] };
}
const sessionStorageKey = 'admin.session';

/**
 * Secrets of administrators enrolled during the run (a journey that creates one, or resets a
 * second factor), in a file of the run: journey files are separate module graphs sharing one
 * server. The demo administrators' come from global setup.
 */
const stateFile = () => inject('adminTotpFile');
const enrolledInRun = (): Record<string, string> =>
  existsSync(stateFile())
    ? (JSON.parse(readFileSync(stateFile(), 'utf8')) as Record<string, string>)
    : {};

/** Remembers the secret an enrolment showed (in the console or by API). */
export function rememberAdminSecret(loginId: string, secret: string): void {
  writeFileSync(stateFile(), JSON.stringify({ ...enrolledInRun(), [loginId]: secret }));
}

export function adminSecretOf(loginId: string): string {
  const secret = enrolledInRun()[loginId] ?? inject('adminTotpSecrets')[loginId];
  if (!secret) throw new Error(`${loginId} has no authenticator enrolled in this run`);
  return secret;
}

/** Logs an administrator in by API; answers the verified session as the console stores it. */
export async function apiLogInAdmin(baseUrl: string, loginId: string): Promise<TAdminPageSession> {
  const token = await apiAdminLogIn(baseUrl, loginId, adminSecretOf(loginId));
  const me = await apiCall<{ LoginId: string; RoleName: string; Permissions: string[] }>(
    baseUrl,
    'GET',
    '/api/AdminAuth/Me',
    { token },
  );
  return {
    token,
    admin: { loginId: me.LoginId, roleName: me.RoleName, permissions: me.Permissions },
  };
}

/** Puts a signed-in administrator into the page's storage before any of its scripts run. */
export async function putAdminSessionIntoPage(page: Page, session: TAdminPageSession) {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [sessionStorageKey, JSON.stringify(session)] as const,
  );
}

/** Signs `page` in with `session` and opens `path` of the console; waits for the shell. */
export async function showConsoleAs(page: Page, session: TAdminPageSession, path: string) {
  await putAdminSessionIntoPage(page, session);
  await page.goto(path);
  await page.locator('header .admin-login-id').waitFor();
}

/**
 * A new page (own context) signed in as the seeded administrator of `role`, on `path` of the
 * console, with the shell drawn. What section journeys start from.
 */
export async function openAdminPage(
  browser: Browser,
  baseUrl: string,
  role: TAdminRole,
  path = '/admin',
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; session: TAdminPageSession }> {
  const session = await apiLogInAdmin(baseUrl, adminLogins[role]);
  const page = await openPage(browser, baseUrl, { viewport });
  await showConsoleAs(page, session, path);
  return { page, session };
}

/**
 * The session of `role` for the calling file: logged in at the first call, the same one after,
 * as a second login within 30 s would wait for the next authenticator code.
 */
export function adminSessionForFile(
  baseUrl: string,
  role: TAdminRole,
): () => Promise<TAdminPageSession> {
  let session: TAdminPageSession | undefined;
  return async () => (session ??= await apiLogInAdmin(baseUrl, adminLogins[role]));
}

/**
 * The console page of `role` on `path` for the journeys of the calling file, opened once before
 * them (call it after chromiumForFile): a second login of the same administrator within the same
 * 30 s step would reuse its code, which the server refuses.
 */
export function adminPageForFile(
  browser: () => Browser,
  baseUrl: string,
  role: TAdminRole,
  path: string,
): () => { page: Page; session: TAdminPageSession } {
  let opened: { page: Page; session: TAdminPageSession } | undefined;
  beforeAll(async () => {
    opened = await openAdminPage(browser(), baseUrl, role, path);
  });
  return () => {
    if (!opened) throw new Error(`the ${role} console opens in beforeAll: use it in tests`);
    return opened;
  };
}

/**
 * Types the authenticator's code and sends it; a code of a step the server has seen already
 * (another login of the same administrator within 30 s) is refused, so then the next step's code
 * (accepted a step early), and only then, after waiting for the next step, both again.
 */
async function sendCode(page: Page, secret: string) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const code = totpCode(secret, attempt % 2 === 1 ? Date.now() + 30_000 : Date.now());
    await page.locator('input[name="code"]').fill(code);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/AdminAuth/Totp/Verify'),
    );
    await page.locator('form button[type="submit"]').click();
    if ((await answer).ok()) return;
    if (attempt === 1) await sleep(30_000 - (Date.now() % 30_000) + 100);
  }
}

/**
 * Logs in through the console's screens (/admin/login): password, then the enrolment (secret
 * read off the page and remembered, first code, recovery codes acknowledged) or the code.
 * Answers whether this login enrolled the authenticator.
 */
export async function logInAdminInBrowser(
  page: Page,
  loginId: string,
  password = demoPassword,
): Promise<{ enrolled: boolean }> {
  await page.goto('/admin/login');
  await page.locator('input[name="loginId"]').fill(loginId);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/admin\/login\/(enrol|verify)/);
  const enrolled = page.url().includes('/login/enrol');
  if (enrolled) {
    const secretText = page.getByTestId('totp-secret');
    await secretText.waitFor();
    const secret = ((await secretText.textContent()) ?? '').trim();
    rememberAdminSecret(loginId, secret);
    await sendCode(page, secret);
    await page.getByTestId('recovery-done').click();
  } else {
    await sendCode(page, adminSecretOf(loginId));
  }
  await page.locator('header .admin-login-id').waitFor();
  return { enrolled };
}

/** On /admin/login/verify: the administrator's code (the next step's if this one was used). */
export const submitSecondFactor = (page: Page, loginId: string) =>
  sendCode(page, adminSecretOf(loginId));

/**
 * The console's audit screen (the page's administrator needs `audit.view`) lists `action` done by
 * `loginId`: what a journey changed is on record, as an operator would look it up.
 */
export async function expectOnAuditScreen(page: Page, action: string, loginId: string) {
  await page.goto(`/admin/audit?action=${encodeURIComponent(action)}`);
  await page
    .getByRole('table', { name: '操作日志' })
    .getByRole('row')
    .filter({ hasText: action })
    .filter({ hasText: loginId })
    .first()
    .waitFor();
}
