import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogIn } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The team (issue #21): a fresh agent (opened by the demo agent through /api/Team/CreateMember)
 * creates a register link on /RegisterLink (QR code shown, link copied), a new player registers
 * with it in a second browser context, and the agent sees the member on /Player; the agent opens
 * a player on /CreatePlayer. Screenshots of the four screens at 390×844 and desktop.
 */
const baseUrl = inject('baseUrl');
const outDir = join(repoRoot, 'e2e/screenshots');
const phone = { width: 390, height: 844 };
const suffix = String(Date.now() % 1_000_000);

let browser: Browser;
let agent: string;

beforeAll(async () => {
  const demoToken = await apiLogIn(baseUrl, 'demoagent', demoPassword);
  agent = `tag${suffix}`;
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
  page.screenshot({ path: join(outDir, `agent-team-${name}.png`), fullPage: true });

describe('the team', () => {
  it('links, registers, lists and opens accounts', async () => {
    const page = await openPage(browser, baseUrl, {
      viewport: phone,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await logInInBrowser(page, agent);

    await page.goto('/RegisterLink');
    const links = page.locator('.team-link');
    // The agent's default link may be listed already: the new one is the code that was not.
    // Once the links have loaded, the form shows the agent's own group.
    await expect
      .poll(() => page.locator('input[name="prizeGroup"]').inputValue(), { timeout: 15_000 })
      .not.toBe('');
    const before = await links.evaluateAll((cards) => cards.map((card) => card.dataset.code));
    await page.locator('input[name="maxUses"]').fill('5');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(before.length + 1);
    const codes = await links.evaluateAll((cards) => cards.map((card) => card.dataset.code));
    const code = codes.find((listed) => !before.includes(listed)) ?? '';
    const card = page.locator(`.team-link[data-code="${code}"]`);
    await expect(card.locator('svg').count()).resolves.toBeGreaterThan(0);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await card.getByRole('button', { name: '复制链接' }).click();
    await card.getByRole('button', { name: '已复制' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `/Register/${code}`,
    );
    await shoot(page, 'register-link-phone');

    const newcomer = `tnp${suffix}`;
    const other = await openPage(browser, baseUrl);
    await other.goto(`/Register/${code}`);
    await other.locator('input[name="LoginId"]').fill(newcomer);
    await other.locator('input[name="Password"]').fill(demoPassword);
    await other.locator('input[name="ConfirmPassword"]').fill(demoPassword);
    await other.locator('input[name="Email"]').fill(`${newcomer}@example.com`);
    await other.locator('form button[type="submit"]').click();
    await other.waitForURL((url) => url.pathname === '/');
    await other.context().close();

    await page.goto('/Player');
    await page.getByText(newcomer).first().waitFor();
    await shoot(page, 'player-phone');

    await page.goto('/CreatePlayer');
    const opened = `tcp${suffix}`;
    await page.locator('input[name="loginId"]').fill(opened);
    await page.locator('input[name="password"]').fill(demoPassword);
    await shoot(page, 'create-player-phone');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('status').filter({ hasText: opened }).waitFor();

    await page.goto('/ActiveAccount');
    await page.locator('.team-levels').waitFor();
    await shoot(page, 'active-account-phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, name] of [
      ['/Player', 'player'],
      ['/CreatePlayer', 'create-player'],
      ['/RegisterLink', 'register-link'],
      ['/ActiveAccount', 'active-account'],
    ] as const) {
      await page.goto(path);
      await page.locator('.team-page h1').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `${name}-desktop`);
    }
    await page.goto('/Player');
    await page.getByText(opened).first().waitFor();
  });
});
