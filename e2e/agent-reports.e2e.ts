import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogins, apiLogInAdmin } from './harness/admin.ts';
import { apiCall, apiLogIn } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The team report (issue #21): a fresh agent (prize group 1900, opened by the demo agent) makes a
 * register link of group 1880 on /RegisterLink, a new player registers with it, is funded by a
 * balance adjustment (maker and checker), and bets 20.000 on MiaoMiao (settled at once); the
 * agent's wallet receives its rebate, (1900 − 1880) / 2000 of the turnover, and the Team view of
 * /ProfitReport shows the member with that turnover. Screenshots at 390×844 and desktop.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const suffix = String(Date.now() % 1_000_000);
const miaomiaoSsc = 5;

let browser: Browser;
let agent: string;

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

const walletOf = async (token: string) =>
  (
    await apiCall<{ WalletAmount: number }>(baseUrl, 'POST', '/api/Wallet/GetWalletAmount', {
      token,
    })
  ).WalletAmount;

beforeAll(async () => {
  const demoToken = await apiLogIn(baseUrl, 'demoagent', demoPassword);
  agent = `rag${suffix}`;
  await apiCall(baseUrl, 'POST', '/api/Team/CreateMember', {
    token: demoToken,
    body: { LoginId: agent, Password: demoPassword, Role: 'agent', PrizeGroup: 1900 },
  });
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `agent-reports-${name}.png`), fullPage: true });

describe('the team report', () => {
  it('shows a member who registered with the agent’s link, its turnover, and pays the rebate', async () => {
    // One session per account: the API's login comes before the browser's, and after it.
    const agentBefore = await walletOf(await apiLogIn(baseUrl, agent, demoPassword));
    const page = await openPage(browser, baseUrl, { viewport: phone });
    try {
      await logInInBrowser(page, agent);
      await page.goto('/RegisterLink');
      await page.locator('input[name="prizeGroup"]').fill('1880');
      await page.locator('form button[type="submit"]').click();
      const card = page.locator('.team-link').first();
      await card.waitFor();
      const code = (await card.getAttribute('data-code')) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);

      const member = `rnp${suffix}`;
      await apiCall(baseUrl, 'POST', '/api/Register/Register', {
        body: {
          LoginId: member,
          Password: demoPassword,
          ConfirmPassword: demoPassword,
          Email: `${member}@example.com`,
          InviteCode: code,
        },
      });
      const service = await apiLogInAdmin(baseUrl, adminLogins.service);
      const asked = await postKeyed<{ Id: string }>(
        '/api/Admin/BalanceAdjustments',
        service.token,
        {
          LoginId: member,
          Amount: 100,
          CashFlowType: 910,
          Reason: 'e2e team report funding',
        },
      );
      const finance = await apiLogInAdmin(baseUrl, adminLogins.finance);
      await apiCall(baseUrl, 'POST', '/api/Admin/BalanceAdjustments/Approve', {
        token: finance.token,
        body: { Id: asked.Id },
      });

      const memberToken = await apiLogIn(baseUrl, member, demoPassword);
      await postKeyed('/api/Bet/Place', memberToken, {
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
      const row = page.locator('tr').filter({ hasText: member });
      await row.waitFor();
      await expect(row.locator('td[data-label="投注额"]').textContent()).resolves.toContain(
        '20.000',
      );
      await expect(row.locator('td[data-label="返点"]').textContent()).resolves.toMatch(/[1-9]/);
      await shoot(page, 'team-phone');
      await page.setViewportSize(desktop);
      await page.reload();
      await page.locator('tr').filter({ hasText: member }).waitFor();
      await shoot(page, 'team-desktop');
    } finally {
      await page.context().close();
    }
    const agentToken = await apiLogIn(baseUrl, agent, demoPassword);
    // The agent's share of the chain: (1900 − 1880) / 2000 × 20.000, once the ticket settled.
    const rebateOf = async () => Math.round(((await walletOf(agentToken)) - agentBefore) * 1000);
    for (let tries = 0; tries < 20 && (await rebateOf()) === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rebateOf()).toBe(200);
  });
});
