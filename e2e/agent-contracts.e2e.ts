import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogIn } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * Contracts and daily pay (issue #21): the demo agent (top level, bound only by the system
 * maximum) offers a fresh member agent a lottery contract on /MyContract?member=, the member signs
 * it on /MyContract, and the agent sets the member's daily pay on /TradeAgreement?member=, which
 * the member then reads on /TradeAgreement. The wage of an ended site day following that rate is
 * asserted by daily-pay.integration.test.ts (this server's clock is real: no day ends here).
 * Screenshots at 390×844 and desktop.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const suffix = String(Date.now() % 1_000_000);

let browser: Browser;
let member: string;

beforeAll(async () => {
  const demoToken = await apiLogIn(baseUrl, 'demoagent', demoPassword);
  member = `cag${suffix}`;
  await apiCall(baseUrl, 'POST', '/api/Team/CreateMember', {
    token: demoToken,
    body: { LoginId: member, Password: demoPassword, Role: 'agent', PrizeGroup: 1900 },
  });
  browser = await launchChromium();
  mkdirSync(outDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(outDir, `agent-contracts-${name}.png`), fullPage: true });

describe('contracts and daily pay', () => {
  it('an offered contract is signed by the member, and the daily pay set reaches the member', async () => {
    const agentPage = await openPage(browser, baseUrl, { viewport: phone });
    const memberPage = await openPage(browser, baseUrl, { viewport: desktop });
    try {
      await logInInBrowser(agentPage, 'demoagent');
      await agentPage.goto(`/MyContract?member=${member}`);
      const offer = agentPage.getByRole('form', { name: '发起新契约' });
      await offer.waitFor();
      await offer.locator('input[name="rate-0"]').fill('1.5');
      await shoot(agentPage, 'offer-phone');
      await offer.getByRole('button', { name: '发起契约' }).click();
      await offer.getByRole('status').waitFor();

      await logInInBrowser(memberPage, member);
      await memberPage.goto('/MyContract');
      const card = memberPage.getByTestId('contract').first();
      await card.getByText('签约上级：demoagent').waitFor();
      await card.getByRole('button', { name: '签订' }).click();
      await memberPage.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await card.getByText('已签订').waitFor();
      await expect(card.textContent()).resolves.toContain('1.5');
      await shoot(memberPage, 'signed-desktop');

      await agentPage.goto(`/TradeAgreement?member=${member}`);
      const rate = agentPage.locator('input[name^="pay-"]').first();
      await rate.waitFor();
      await rate.fill('0.5');
      await agentPage.getByRole('button', { name: '保存' }).click();
      await agentPage.getByRole('status').filter({ hasText: '日工资已保存' }).waitFor();
      await shoot(agentPage, 'daily-pay-phone');

      await memberPage.goto('/TradeAgreement');
      await memberPage.getByText('设置人：demoagent').first().waitFor();
      await expect(memberPage.locator('main').textContent()).resolves.toContain('0.5');
      await shoot(memberPage, 'daily-pay-desktop');
      await memberPage.goto('/TradeAgreementCurrency');
      await memberPage.getByRole('heading', { name: '日工资记录' }).first().waitFor();
      await shoot(memberPage, 'records-desktop');
    } finally {
      await agentPage.context().close();
      await memberPage.context().close();
    }
  });
});
