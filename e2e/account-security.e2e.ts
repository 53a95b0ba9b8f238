import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCode } from './harness/admin-login.ts';
import { apiCall, registerPlayer } from './harness/api.ts';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const password = 'Sturdy2026pass';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const scoreOf = async (page: Page) => {
  await page.goto('/AccountSecurity');
  const text = await page.locator('.account-score').textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
};

/** The login answer's error code for these credentials (no code sent), or 0 when it logs in. */
async function loginCode(loginId: string, tryPassword: string): Promise<number> {
  try {
    await apiCall(baseUrl, 'POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: tryPassword },
    });
    return 0;
  } catch (error) {
    return Number(/"Code":(\d+)/.exec(String(error))?.[1]);
  }
}

describe('account security in Chromium', () => {
  it('sets real name, fund password and authenticator through the screens; the score rises; the password changes', async () => {
    const loginId = await registerPlayer(baseUrl, 'sec', password);
    const page = await openPage(browser, baseUrl, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await logInInBrowser(page, loginId, password);
    const before = await scoreOf(page);

    await page.goto('/AccountInfo');
    await page.getByLabel('真实姓名', { exact: true }).fill('张三');
    await page.getByRole('button', { name: '设置真实姓名' }).click();
    await page.getByRole('button', { name: '设置真实姓名' }).click();
    await page.getByText('张三', { exact: true }).waitFor();

    await page.goto('/AccountPassword?tab=fund');
    await page.getByLabel('登录密码', { exact: true }).fill(password);
    await page.getByLabel('新资金密码').fill('Vault2026key');
    await page.getByLabel('确认资金密码').fill('Vault2026key');
    await page.getByRole('button', { name: '设置资金密码' }).click();
    await page.getByText('资金密码已保存').waitFor();

    await page.goto('/AccountSecurity');
    await page.getByRole('button', { name: '绑定身份验证器' }).click();
    const secret = (await page.locator('.account-secret').textContent()) ?? '';
    await page.getByLabel('6 位验证码').fill(totpCode(secret));
    await page.getByRole('button', { name: '确认绑定' }).click();
    const codes = page.getByRole('region', { name: '恢复码' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByText('剩余 10 个恢复码').waitFor();
    await page.screenshot({ path: join(outDir, 'account-security-phone.png'), fullPage: true });
    // Real name 10, fund password 20, authenticator 25, recovery codes 5.
    expect(await scoreOf(page)).toBe(before + 60);

    await page.goto('/AccountPassword');
    await page.getByLabel('原登录密码').fill(password);
    await page.getByLabel('新密码', { exact: true }).fill('Fresher2027pass');
    await page.getByLabel('确认新密码').fill('Fresher2027pass');
    await page.getByRole('button', { name: '修改登录密码' }).click();
    await page.getByText('登录密码已修改', { exact: false }).waitFor();
    // The old password is wrong now (2020); the new one is right and asks the code (2023).
    expect(await loginCode(loginId, password)).toBe(2020);
    expect(await loginCode(loginId, 'Fresher2027pass')).toBe(2023);
    // This session stayed: the screen still loads the account.
    await page.reload();
    await page.getByRole('tab', { name: '登录密码' }).waitFor();
    await page.context().close();
  });

  it('takes the desktop screenshots of the account screens', async () => {
    const loginId = await registerPlayer(baseUrl, 'secd', password);
    const page = await openPage(browser, baseUrl, { viewport: { width: 1366, height: 768 } });
    await logInInBrowser(page, loginId, password);
    for (const [file, path] of [
      ['account-security', '/AccountSecurity'],
      ['account-info', '/AccountInfo'],
      ['account-password', '/AccountPassword?tab=fund'],
    ] as const) {
      await page.goto(path);
      await page.locator('.account-card').first().waitFor();
      await expect.poll(() => page.locator('.spinner').count()).toBe(0);
      await page.screenshot({ path: join(outDir, `${file}-desktop.png`), fullPage: true });
    }
    await page.context().close();
  });
});
