import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
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
 * Each administrator's authenticator secret and the last TOTP step used, in a file of the run
 * (global-setup.ts): journey files are separate module graphs sharing one server, and the first
 * login of an administrator enrols it, wherever that happens. The server accepts a step once.
 */
interface TTotpState {
  [loginId: string]: { secret: string; lastStep: number };
}
const stateFile = () => inject('adminTotpFile');
const readState = (): TTotpState =>
  existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), 'utf8')) as TTotpState) : {};

/** Remembers the secret an enrolment showed (in the console or by API). */
export function rememberAdminSecret(loginId: string, secret: string): void {
  writeFileSync(
    stateFile(),
    JSON.stringify({ ...readState(), [loginId]: { secret, lastStep: 0 } }),
  );
}

/** Whether this run has enrolled the administrator's authenticator already. */
export const isAdminEnrolled = (loginId: string) => loginId in readState();

const period = 30;

/**
 * The administrator's current code, from a step the server has not seen yet: when this step's
 * code was used already (a second login within 30 s), waits for the next step.
 */
export async function freshTotpCode(loginId: string): Promise<string> {
  const entry = readState()[loginId];
  if (!entry) throw new Error(`${loginId} has no authenticator enrolled in this run`);
  let step = Math.floor(Date.now() / 1000 / period);
  if (step <= entry.lastStep) {
    await sleep((entry.lastStep + 1) * period * 1000 - Date.now() + 50);
    step = entry.lastStep + 1;
  }
  writeFileSync(
    stateFile(),
    JSON.stringify({ ...readState(), [loginId]: { ...entry, lastStep: step } }),
  );
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(entry.secret),
  });
  return totp.generate({ timestamp: step * period * 1000 });
}

/**
 * Logs an administrator in by API as the console would: password, enrolment at first login
 * (the secret remembered), the code; answers the verified session for the console's storage.
 */
export async function apiLogInAdmin(
  baseUrl: string,
  loginId: string,
  password = demoPassword,
): Promise<TAdminPageSession> {
  const login = await apiCall<{ AccessToken: string; TotpEnrolled: boolean }>(
    baseUrl,
    'POST',
    '/api/AdminAuth/Login',
    { body: { LoginId: loginId, Password: password } },
  );
  if (!login.TotpEnrolled || !isAdminEnrolled(loginId)) {
    if (login.TotpEnrolled) throw new Error(`${loginId} was enrolled outside this run's harness`);
    const enrolment = await apiCall<{ Secret: string }>(
      baseUrl,
      'POST',
      '/api/AdminAuth/Totp/Enrol',
      {
        token: login.AccessToken,
      },
    );
    rememberAdminSecret(loginId, enrolment.Secret);
  }
  const verified = await apiCall<{ AccessToken: string }>(
    baseUrl,
    'POST',
    '/api/AdminAuth/Totp/Verify',
    {
      token: login.AccessToken,
      body: { Code: await freshTotpCode(loginId) },
    },
  );
  const me = await apiCall<{ LoginId: string; RoleName: string; Permissions: string[] }>(
    baseUrl,
    'GET',
    '/api/AdminAuth/Me',
    { token: verified.AccessToken },
  );
  return {
    token: verified.AccessToken,
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

/**
 * A new page (own context) signed in as the seeded administrator of `role`, on `path` of the
 * console, with its navigation drawn. What section journeys start from.
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
  await putAdminSessionIntoPage(page, session);
  await page.goto(path);
  await page.locator('header .admin-login-id').waitFor();
  return { page, session };
}

/**
 * Logs in through the console's screens (/admin/login): password, then the enrolment (QR code,
 * secret read off the page, first code, recovery codes acknowledged) or the code.
 */
export async function logInAdminInBrowser(page: Page, loginId: string, password = demoPassword) {
  await page.goto('/admin/login');
  await page.locator('input[name="loginId"]').fill(loginId);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/admin\/login\/(enrol|verify)/);
  if (page.url().includes('/login/enrol')) {
    const secret = page.getByTestId('totp-secret');
    await secret.waitFor();
    rememberAdminSecret(loginId, ((await secret.textContent()) ?? '').trim());
    await page.locator('input[name="code"]').fill(await freshTotpCode(loginId));
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('recovery-done').click();
  } else {
    await page.locator('input[name="code"]').fill(await freshTotpCode(loginId));
    await page.locator('form button[type="submit"]').click();
  }
  await page.locator('header .admin-login-id').waitFor();
}
