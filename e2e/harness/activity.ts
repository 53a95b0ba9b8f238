import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { registerPlayer } from './api.ts';
import { thousandthsOf } from './bet-page.ts';
import { logInInBrowser, openPage } from './browser.ts';

/**
 * A page of its own (context options `device`) where a newly registered player is logged in:
 * the activity journeys claim once-a-day prizes and move balances, which the demo accounts must
 * keep as other journeys expect them. The caller closes the page's context.
 */
export async function newPlayerPage(
  browser: Browser,
  baseUrl: string,
  device: BrowserContextOptions,
  loginIdPrefix: string,
  password: string,
): Promise<Page> {
  const loginId = await registerPlayer(baseUrl, loginIdPrefix, password);
  const page = await openPage(browser, baseUrl, device);
  await logInInBrowser(page, loginId, password);
  return page;
}

/** The shell's wallet, in thousandths. */
export const walletOf = async (page: Page) =>
  thousandthsOf((await page.getByTestId('wallet-amount').textContent()) ?? '');

/**
 * The wallet rises by the amount the screen says was won (the claim answers the balance);
 * answers that amount.
 */
export async function expectWalletRaisedBy(page: Page, before: bigint): Promise<bigint> {
  const won = thousandthsOf((await page.getByTestId('claimed-amount').textContent()) ?? '');
  expect(won).toBeGreaterThan(0n);
  await expect.poll(() => walletOf(page)).toBe(before + won);
  return won;
}

/**
 * On the activity centre: opens the activity titled `title` by its link and waits for its
 * screen at `path` (the title is its heading).
 */
export async function openActivityFromList(page: Page, title: string, path: string) {
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The same from any screen: through the activity centre, as a player finds it. */
export async function openFromCentre(page: Page, title: string, path: string) {
  await page.goto('/Activity');
  await openActivityFromList(page, title, path);
}
