import type { Page } from 'playwright-core';

/** An amount as a page shows it (a wallet, a prize), in thousandths. */
export const thousandthsOf = (text: string) => BigInt(text.replace(/[^\d-]/g, ''));

/**
 * Seconds the bet page's header counts down to the seal, or -1 while no issue is on sale
 * (sealed, drawing, waiting for the next one).
 */
export async function secondsToSeal(page: Page): Promise<number> {
  const issue = page.locator('.bet-header .bet-issue');
  if (!(await issue.locator('.phase-label.is-open').isVisible())) return -1;
  const text = (await issue.getByRole('timer').textContent({ timeout: 1000 })) ?? '';
  const parts = text.split(':').map(Number);
  if (parts.length < 2 || parts.some(Number.isNaN)) return -1;
  return parts.reduce((seconds, part) => seconds * 60 + part, 0);
}
