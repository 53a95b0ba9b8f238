import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogIn } from './harness/api.ts';
import {
  demoPassword,
  desktop,
  launchChromium,
  logInInBrowser,
  openPage,
  phone,
} from './harness/browser.ts';

/**
 * Sharing a ticket in chat (issue #22): player A bets, shares the ticket from the bet records into
 * the demo lobby; player B sees the card there, copies it (跟单) and lands on the game's bet page
 * with the ticket in the cart, priced again. A bets as demoplayer2 (betting.e2e.ts does too: the
 * demo balance of demoplayer is what journeys.e2e.ts expects), on a phone; B only copies.
 */
const baseUrl = inject('baseUrl');
const jsssc = { id: 2, name: '极速时时彩' };
/** The demo seed's first public room (seed-demo-chat.ts). */
const lobby = '大厅';
/** 前三直选 in 角 mode at ×2: 3 units × 0.200 × 2 = 1.200. */
const ticket = {
  Book: 'official',
  BetTypeId: 'ssc.front3.direct',
  Selection: { rows: [[1, 2, 3], [4], [5]] },
  Mode: 'jiao',
  Multiple: 2,
  PrizeGroup: 1900,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 1-minute SSC's issue on sale with at least 8 s before its seal (waits for one). */
async function openIssue(token: string): Promise<string> {
  for (;;) {
    const info = await apiCall<
      Record<string, { CurrentIssue?: { SerialNumber: string } | null; CountdownLength?: number }>
    >(baseUrl, 'POST', '/api/LotteryGame/Info', {
      token,
      body: { GameIdList: [jsssc.id], Countdown: true },
    });
    const game = info[String(jsssc.id)];
    if (game?.CurrentIssue && (game.CountdownLength ?? 0) > 8_000)
      return game.CurrentIssue.SerialNumber;
    await sleep(1000);
  }
}

/** Places the ticket as A and answers its serial number. */
async function placeTicket(token: string): Promise<string> {
  const response = await fetch(new URL('/api/Bet/Place', baseUrl), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      GameId: jsssc.id,
      IssueSerialNumber: await openIssue(token),
      Tickets: [ticket],
    }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const placed = JSON.parse(text) as { Tickets: { SerialNumber: string }[] };
  return placed.Tickets[0]?.SerialNumber ?? '';
}

describe('sharing a ticket in chat', () => {
  it('A shares a ticket from the records; B copies it into the cart of its bet page', async () => {
    const sharer = await openPage(browser, baseUrl, phone);
    const copier = await openPage(browser, baseUrl, desktop);
    try {
      const serial = await placeTicket(await apiLogIn(baseUrl, 'demoplayer2', demoPassword));

      await logInInBrowser(sharer, 'demoplayer2');
      await sharer.goto('/BetRecord');
      await sharer.getByRole('button', { name: `注单 ${serial} 详情` }).click();
      await sharer.getByRole('dialog').getByRole('link', { name: '分享到聊天' }).click();
      await sharer.waitForURL((url) => url.pathname === '/Chat' && url.search !== '');
      await sharer.getByRole('button', { name: `分享到 ${lobby}` }).click();
      // Shared: the question leaves the address, so a reload does not ask again.
      await sharer.waitForURL((url) => url.pathname === '/Chat' && url.search === '');
      const width = await sharer.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);

      await logInInBrowser(copier, 'demoplayer');
      await copier.goto('/Chat');
      await copier
        .locator('.chat-room-item')
        .filter({ has: copier.locator('.chat-room-name', { hasText: new RegExp(`^${lobby}$`) }) })
        .click();
      const card = copier.getByRole('log').locator('.chat-share').last();
      await card.waitFor();
      expect(await card.textContent()).toContain(jsssc.name);
      await card.getByRole('button', { name: '跟单' }).click();

      await copier.waitForURL((url) => url.pathname === `/Bet/${jsssc.id}`);
      const cartTicket = copier.locator('.cart-panel .cart-ticket');
      await expect.poll(() => cartTicket.count()).toBe(1);
      expect(await cartTicket.textContent()).toContain('1.200');
      // Taken once: a reload leaves one ticket in the cart.
      await copier.reload();
      await copier.locator('.cart-panel').waitFor();
      await sleep(1000);
      expect(await copier.locator('.cart-panel .cart-ticket').count()).toBe(1);
    } finally {
      await sharer.context().close();
      await copier.context().close();
    }
  }, 150_000);
});
