import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogins, apiLogInAdmin } from './harness/admin.ts';
import { apiCall, apiLogIn } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * Transfers and letters (issue #21): the demo agent transfers to a new member of its team on
 * /AgentTransfer (the exact amount leaves its wallet and reaches the member's), writes to its
 * whole team on /SendLetter, and the member reads the letter on /StationLetter. Set-up through
 * the API (the member registers with the demo agent's invite code; an administrator sets the
 * transfer flags). Screenshots at 390×844 and desktop to e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const fundPassword = 'Fund2026pass';
const memberName = '赵六';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
// stateFlags: transferDepositAllowed | transferActivityAllowed | transferOtherAllowed.
const transferFlags = (1 << 4) | (1 << 5) | (1 << 7);
const agent = 'demoagent';

let browser: Browser;
let member: string;

const walletOf = async (loginId: string) => {
  const token = await apiLogIn(baseUrl, loginId, demoPassword);
  return (
    await apiCall<{ WalletAmount: number }>(baseUrl, 'POST', '/api/Wallet/GetWalletAmount', {
      token,
    })
  ).WalletAmount;
};

beforeAll(async () => {
  member = `tm${Date.now() % 1_000_000}`;
  await apiCall(baseUrl, 'POST', '/api/Register/Register', {
    body: {
      LoginId: member,
      Password: demoPassword,
      ConfirmPassword: demoPassword,
      Email: `${member}@example.com`,
      InviteCode: 'DEMO2026',
    },
  });
  const memberToken = await apiLogIn(baseUrl, member, demoPassword);
  await apiCall(baseUrl, 'POST', '/api/AccountCenter/SetRealName', {
    token: memberToken,
    body: { RealName: memberName },
  });
  const agentToken = await apiLogIn(baseUrl, agent, demoPassword);
  await apiCall(baseUrl, 'POST', '/api/AccountCenter/SetFundPassword', {
    token: agentToken,
    body: { LoginPassword: demoPassword, FundPassword: fundPassword },
  });
  const service = await apiLogInAdmin(baseUrl, adminLogins.service);
  for (const loginId of [agent, member])
    await apiCall(baseUrl, 'POST', '/api/Admin/Users/SetStateFlags', {
      token: service.token,
      body: { LoginId: loginId, StateFlags: transferFlags },
    });
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `agent-transfers-${name}.png`), fullPage: true });

describe('transfers and letters', () => {
  it('moves the exact amount to a member, and a letter to the team is read by the member', async () => {
    const agentBefore = await walletOf(agent);
    const memberBefore = await walletOf(member);
    expect(memberBefore).toBe(0);

    const page = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(page, agent);
      await page.goto(`/AgentTransfer?member=${member}`);
      await page.getByRole('heading', { name: '转账给下级', exact: true }).waitFor();
      await page.getByTestId('transfer-balance').filter({ hasText: /\d/ }).waitFor();
      await page.getByLabel('转账类型').selectOption('4');
      await page.getByLabel('收款人姓名').fill(memberName);
      await page.getByLabel('金额').fill('123.456');
      await page.getByLabel('资金密码').fill(fundPassword);
      await shoot(page, 'transfer-phone');
      await page.getByRole('button', { name: '确认转账' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `已向 ${member} 转账` })
        .waitFor();
      await page.getByText(member).first().waitFor();
      await shoot(page, 'transfer-done-phone');

      await page.goto('/SendLetter');
      await page.getByRole('heading', { name: '发送站内信' }).waitFor();
      await page.getByLabel('整个团队').check();
      await page.getByLabel('标题').fill('本周活动通知');
      await page.getByLabel('内容').fill('第一行\n第二行');
      await page.getByRole('button', { name: '发送', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '已发送给' }).waitFor();
      await shoot(page, 'send-letter-phone');
      await page.setViewportSize(desktop);
      await page.goto(`/AgentTransfer?member=${member}`);
      await page.getByTestId('transfer-balance').filter({ hasText: /\d/ }).waitFor();
      await page.getByText('−123.456').waitFor();
      await shoot(page, 'transfer-desktop');
    } finally {
      await page.context().close();
    }

    expect(await walletOf(member)).toBe(123.456);
    expect(Math.round((agentBefore - (await walletOf(agent))) * 1000)).toBe(123_456);

    const reader = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(reader, member);
      await reader.goto('/StationLetter');
      await reader.getByTestId('letter-unread').filter({ hasText: '1 封未读' }).waitFor();
      await reader.getByRole('button', { name: /本周活动通知/ }).click();
      await reader.getByText('第二行').waitFor();
      await reader.getByTestId('letter-unread').filter({ hasText: '0 封未读' }).waitFor();
      await shoot(reader, 'inbox-phone');
      await reader.setViewportSize(desktop);
      await shoot(reader, 'inbox-desktop');
    } finally {
      await reader.context().close();
    }
  });
});
