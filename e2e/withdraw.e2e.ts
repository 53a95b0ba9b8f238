import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCode } from './harness/admin-login.ts';
import { adminLogins, apiLogInAdmin, openAdminPage } from './harness/admin.ts';
import { apiCall, apiLogIn, registerPlayer } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * Withdrawal (issue #20): a registered player with a real name, a fund password, an
 * authenticator and the totpForWithdraw flag (set by an administrator), funded by an approved
 * balance adjustment, binds a card on /WithdrawRequest, withdraws with the fund password and a
 * code, finance approves in the console, the sandbox payout pays it, and /WithdrawRecord shows
 * it paid. Set-up through the API; screenshots at 390×844 and desktop to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const fundPassword = 'Fund2026pass';
const realName = '王五';
const totpForWithdraw = 1 << 10;
const phone = { width: 390, height: 844 };

let browser: Browser;
let player: string;

async function apiPostKeyed(path: string, token: string, body: unknown) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `e2e-withdraw-${Date.now()}-${Math.random()}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ Id: string }>;
}

beforeAll(async () => {
  player = await registerPlayer(baseUrl, 'wd', demoPassword);
  const token = await apiLogIn(baseUrl, player, demoPassword);
  await apiCall(baseUrl, 'POST', '/api/AccountCenter/SetRealName', {
    token,
    body: { RealName: realName },
  });
  await apiCall(baseUrl, 'POST', '/api/AccountCenter/SetFundPassword', {
    token,
    body: { LoginPassword: demoPassword, FundPassword: fundPassword },
  });
  const service = await apiLogInAdmin(baseUrl, adminLogins.service);
  const asked = await apiPostKeyed('/api/Admin/BalanceAdjustments', service.token, {
    LoginId: player,
    Amount: 1000,
    CashFlowType: 910,
    Reason: 'e2e withdraw funding',
  });
  const finance = await apiLogInAdmin(baseUrl, adminLogins.finance);
  await apiCall(baseUrl, 'POST', '/api/Admin/BalanceAdjustments/Approve', {
    token: finance.token,
    body: { Id: asked.Id },
  });
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Binds the authenticator with the browser's own session (a second login would end it) and sets
 * the totpForWithdraw flag: answers the secret and the recovery codes.
 */
async function bindAuthenticator(page: Page) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken: string }).accessToken,
  );
  const setup = await apiCall<{ Secret: string }>(
    baseUrl,
    'POST',
    '/api/AccountCenter/BeginGoogleAuth',
    {
      token,
    },
  );
  const bound = await apiCall<{ RecoveryCodes: string[] }>(
    baseUrl,
    'POST',
    '/api/AccountCenter/ConfirmGoogleAuth',
    { token, body: { Code: totpCode(setup.Secret) } },
  );
  const service = await apiLogInAdmin(baseUrl, adminLogins.service);
  await apiCall(baseUrl, 'POST', '/api/Admin/Users/SetStateFlags', {
    token: service.token,
    body: { LoginId: player, StateFlags: totpForWithdraw },
  });
  return { secret: setup.Secret, recoveryCodes: bound.RecoveryCodes };
}

/** A card number with its Luhn check digit. */
function cardNumber(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const sum = [...`${body}${digit}`]
      .reverse()
      .map((char, i) => (i % 2 === 1 ? Number(char) * 2 : Number(char)))
      .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0);
    if (sum % 10 === 0) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `withdraw-${name}.png`), fullPage: true });

describe('withdrawal journey', () => {
  it('binds a card, withdraws with fund password and code, finance approves, the record shows it paid', async () => {
    const page = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(page, player, demoPassword);
      const { secret, recoveryCodes } = await bindAuthenticator(page);

      await page.goto('/WithdrawRequest');
      await page.getByRole('heading', { name: '提现', exact: true }).waitFor();
      await page.getByRole('button', { name: '绑定新账户' }).click();
      const card = cardNumber(`622202${String(Date.now()).slice(-12)}`);
      await page.getByLabel('银行卡号').fill(card);
      await page.getByLabel('开户支行').fill('北京朝阳支行');
      await page.getByLabel('持卡人姓名（须为真实姓名）').fill(realName);
      await page.getByLabel('资金密码').fill(fundPassword);
      // The binding took this step's code: a recovery code here, the next step's code below.
      await page.getByLabel('身份验证器动态码').fill(recoveryCodes[0] ?? '');
      await shoot(page, 'bind-phone');
      await page.getByRole('button', { name: '绑定', exact: true }).click();
      await page.getByText(`****${card.slice(-4)}`).waitFor();

      await page.getByLabel('提现金额').fill('200');
      await page.getByText('到账金额').waitFor();
      await page.getByLabel('资金密码').fill(fundPassword);
      await page.getByLabel('身份验证器动态码').fill(totpCode(secret, Date.now() + 30_000));
      await shoot(page, 'request-phone');
      await page.getByRole('button', { name: '提交提现' }).click();
      const done = page.getByRole('status').filter({ hasText: '提现申请已提交' });
      await done.waitFor();
      const orderNo = /W\d+/.exec((await done.textContent()) ?? '')?.[0];
      expect(orderNo).toBeDefined();

      const { page: console_, session } = await openAdminPage(
        browser,
        baseUrl,
        'finance',
        `/admin/withdrawals?player=${player}`,
      );
      try {
        const row = console_.getByRole('row').filter({ hasText: orderNo ?? '' });
        await row.waitFor();
        await row.getByRole('button', { name: '审核资料' }).click();
        await console_.getByText('近7天中奖').waitFor();
        await shoot(console_, 'console-desktop');
        await row.getByRole('button', { name: '批准代付' }).click();
        const confirm = console_.getByRole('alertdialog');
        await confirm.getByRole('button', { name: '批准代付' }).click();
        await confirm.waitFor({ state: 'detached' });
        // The sandbox pays after 2 s and the payout job (every 2 s) applies it.
        await expect
          .poll(
            async () =>
              (
                await apiCall<{ Items: { OrderNo: string; State: number }[] }>(
                  baseUrl,
                  'GET',
                  `/api/Admin/Withdrawals?LoginId=${player}&State=1`,
                  { token: session.token },
                )
              ).Items.map((item) => item.OrderNo),
            { timeout: 15_000, interval: 1_000 },
          )
          .toContain(orderNo);
      } finally {
        await console_.context().close();
      }

      await page.goto('/WithdrawRecord');
      const record = page.getByRole('listitem').filter({ hasText: orderNo ?? '' });
      await record.getByText('已完成').waitFor();
      await shoot(page, 'record-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, 'record-desktop');
      const finance = await apiLogInAdmin(baseUrl, adminLogins.finance);
      const detail = await apiCall<{ Balance: number }>(
        baseUrl,
        'GET',
        `/api/Admin/Players/${player}`,
        {
          token: finance.token,
        },
      );
      expect(detail.Balance).toBe(800);
    } finally {
      await page.context().close();
    }
  });
});
