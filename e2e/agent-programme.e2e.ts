import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAdminLogIn, enrolDemoAdmins } from './harness/admin-login.ts';
import { apiCall, apiLogIn } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot, startServer, type TRunningServer } from './harness/server.ts';
import { runDailyPayOfToday } from './harness/site-jobs.ts';

/**
 * The agent programme's journey (issue #21), on a server of its own: its data outlives a restart,
 * which the daily pay needs (harness/site-jobs.ts), and its registrations count against no other
 * journey's per-address limit.
 *
 * A fresh agent (group 1900, opened by the demo agent) makes a register link of group 1880 on
 * /RegisterLink; a newcomer registers in the browser with that link, is funded (maker and checker)
 * and bets 20.000 on MiaoMiao (settled at once); the agent's wallet gains its rebate,
 * (1900 − 1880) / 2000 of the turnover, and the Team view of /ProfitReport shows the member with
 * that turnover. The demo agent then offers the agent a lottery contract, which the agent signs,
 * and sets its daily bet pay at 0.5 %; when the day has ended the agent's wage is 0.5 % of its
 * team's 20.000, paid into its wallet and listed on /TradeAgreementCurrency.
 * Screenshots at 390×844 and desktop.
 */
const outDir = join(repoRoot, 'e2e/screenshots');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const suffix = String(Date.now() % 1_000_000);
const miaomiaoSsc = 5;
const agent = `pag${suffix}`;
const newcomer = `pnp${suffix}`;

let dataDir: string;
let server: TRunningServer;
let baseUrl: string;
let adminSecrets: Record<string, string>;
let browser: Browser;

async function postKeyed<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<T>;
}

/** The agent's wallet in thousandths, through a session of its own (ending any other). */
const walletOf = async (loginId: string) => {
  const token = await apiLogIn(baseUrl, loginId, demoPassword);
  const { WalletAmount } = await apiCall<{ WalletAmount: number }>(
    baseUrl,
    'POST',
    '/api/Wallet/GetWalletAmount',
    { token },
  );
  return Math.round(WalletAmount * 1000);
};

async function fund(loginId: string, amount: number) {
  const admin = (role: string) => apiAdminLogIn(baseUrl, role, adminSecrets[role]!);
  const asked = await postKeyed<{ Id: string }>(
    '/api/Admin/BalanceAdjustments',
    await admin('adminservice'),
    { LoginId: loginId, Amount: amount, CashFlowType: 910, Reason: 'e2e agent programme' },
  );
  await apiCall(baseUrl, 'POST', '/api/Admin/BalanceAdjustments/Approve', {
    token: await admin('adminfinance'),
    body: { Id: asked.Id },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lottery-e2e-agent-'));
  server = await startServer({ dataDir });
  baseUrl = server.baseUrl;
  adminSecrets = await enrolDemoAdmins(baseUrl);
  await apiCall(baseUrl, 'POST', '/api/Team/CreateMember', {
    token: await apiLogIn(baseUrl, 'demoagent', demoPassword),
    body: { LoginId: agent, Password: demoPassword, Role: 'agent', PrizeGroup: 1900 },
  });
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `agent-programme-${name}.png`), fullPage: true });

describe('the agent programme', () => {
  it('a newcomer registers with the agent’s link and bets; the team report shows it', async () => {
    const agentBefore = await walletOf(agent);
    const page = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(page, agent);
      await page.goto('/RegisterLink');
      const group = page.locator('input[name="prizeGroup"]');
      // The form shows the agent's own group once its links have loaded; typing before that
      // would race the default.
      await expect.poll(() => group.inputValue(), { timeout: 15_000 }).toBe('1900');
      await group.fill('1880');
      await page.locator('form button[type="submit"]').click();
      const card = page.locator('.team-link').filter({ hasText: '1880' });
      await card.waitFor();
      const code = (await card.getAttribute('data-code')) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);

      const visitor = await openPage(browser, baseUrl, { viewport: phone });
      await visitor.goto(`/Register/${code}`);
      await visitor.locator('input[name="LoginId"]').fill(newcomer);
      await visitor.locator('input[name="Password"]').fill(demoPassword);
      await visitor.locator('input[name="ConfirmPassword"]').fill(demoPassword);
      await visitor.locator('input[name="Email"]').fill(`${newcomer}@example.com`);
      await visitor.locator('form button[type="submit"]').click();
      await visitor.waitForURL((url) => url.pathname === '/');
      await visitor.context().close();

      await fund(newcomer, 100);
      await postKeyed('/api/Bet/Place', await apiLogIn(baseUrl, newcomer, demoPassword), {
        GameId: miaomiaoSsc,
        Tickets: [
          {
            BetTypeId: 'ssc.star5.direct',
            Book: 'official',
            // Five combinations of 2.000 at multiple 2 (the prize cap allows no more): 20.000.
            Selection: { rows: [[0, 1, 2, 3, 4], [5], [6], [7], [8]] },
            Mode: 'yuan',
            Multiple: 2,
            PrizeGroup: 1880,
          },
        ],
      });

      await page.goto('/ProfitReport?view=team');
      // On a phone the table's rows are laid out as cards (no table role left to query).
      const row = page.locator('tr').filter({ hasText: newcomer });
      await row.waitFor();
      await expect(row.locator('td[data-label="投注额"]').textContent()).resolves.toContain(
        '20.000',
      );
      await expect
        .poll(
          async () => {
            await page.reload();
            return page
              .locator('tr')
              .filter({ hasText: newcomer })
              .locator('td[data-label="返点"]')
              .textContent();
          },
          { timeout: 20_000 },
        )
        // Every rebate the member's play paid up the chain: the agent's 0.200 and the demo
        // agent's (1950 − 1900) / 2000 × 20.000 = 0.500.
        .toContain('0.700');
      await shoot(page, 'team-phone');
      await page.setViewportSize(desktop);
      await page.reload();
      await page.locator('tr').filter({ hasText: newcomer }).waitFor();
      await shoot(page, 'team-desktop');
    } finally {
      await page.context().close();
    }
    // The agent's share of the chain: (1900 − 1880) / 2000 × 20.000.
    expect((await walletOf(agent)) - agentBefore).toBe(200);
  }, 120_000);

  it('the agent signs the contract offered, and the next daily pay follows its rate', async () => {
    const upline = await openPage(browser, baseUrl, { viewport: desktop });
    const member = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(upline, 'demoagent');
      await upline.goto(`/MyContract?member=${agent}`);
      const offer = upline.getByRole('form', { name: '发起新契约' });
      await offer.waitFor();
      await offer.locator('input[name="rate-0"]').fill('1.5');
      await shoot(upline, 'offer-desktop');
      await offer.getByRole('button', { name: '发起契约' }).click();
      await offer.getByRole('status').waitFor();

      await logInInBrowser(member, agent);
      await member.goto('/MyContract');
      const contract = member.getByTestId('contract').first();
      await contract.getByText('签约上级：demoagent').waitFor();
      await contract.getByRole('button', { name: '签订' }).click();
      await member.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await contract.getByText('已签订').waitFor();
      await expect(contract.textContent()).resolves.toContain('1.5');
      await shoot(member, 'signed-phone');

      await upline.goto(`/TradeAgreement?member=${agent}`);
      const rate = upline.locator('input[name^="pay-"]').first();
      await rate.waitFor();
      await rate.fill('0.5');
      await upline.getByRole('button', { name: '保存' }).click();
      await upline.getByRole('status').filter({ hasText: '日工资已保存' }).waitFor();
      await shoot(upline, 'daily-pay-desktop');

      await member.goto('/TradeAgreement');
      await member.getByText('设置人：demoagent').first().waitFor();
      await expect(member.locator('main').textContent()).resolves.toContain('0.5');
      await shoot(member, 'daily-pay-phone');
    } finally {
      await upline.context().close();
      await member.context().close();
    }

    const beforeWage = await walletOf(agent);
    await server.stop();
    const outcome = await runDailyPayOfToday(dataDir);
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    server = await startServer({ dataDir });
    baseUrl = server.baseUrl;

    // 0.5 % of the team's 20.000 (the agent's own and its member's play of the day).
    expect((await walletOf(agent)) - beforeWage).toBe(100);
    const page = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(page, agent);
      await page.goto('/TradeAgreementCurrency');
      const record = page.getByTestId('daily-pay-record').filter({ hasText: '+0.100' });
      await record.waitFor();
      await expect(record.textContent()).resolves.toMatch(/20\.000[\s\S]*0\.5%/);
      await shoot(page, 'wage-phone');
      await page.setViewportSize(desktop);
      await page.reload();
      await record.waitFor();
      await shoot(page, 'wage-desktop');
    } finally {
      await page.context().close();
    }
  }, 240_000);
});
