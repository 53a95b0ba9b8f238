import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { thousandthsOf } from './bet-page.ts';
import { chromiumForFile } from './browser.ts';
import { newPlayerPages } from './new-player.ts';

/**
 * Chromium for the calling activity journey file, and its new players' pages (newPlayerPages),
 * all with the activity journeys' one password.
 */
export const activityPlayerPagesForFile = () =>
  newPlayerPages(chromiumForFile(), 'Activity2026pass');

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
