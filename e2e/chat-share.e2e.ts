import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { apiLogIn } from './harness/api.ts';
import { issueOnSale, placeBetByApi } from './harness/bet-api.ts';
import {
  chromiumForFile,
  demoPassword,
  desktop,
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

const browser = chromiumForFile();

/** Places the ticket as A and answers its serial number. */
async function placeTicket(token: string): Promise<string> {
  const placed = await placeBetByApi<{ Tickets: { SerialNumber: string }[] }>(baseUrl, token, {
    GameId: jsssc.id,
    // The 1-minute SSC's issue on sale with at least 8 s before its seal.
    IssueSerialNumber: await issueOnSale(baseUrl, token, jsssc.id, 8_000),
    Tickets: [ticket],
  });
  return placed.Tickets[0]?.SerialNumber ?? '';
}

describe('sharing a ticket in chat', () => {
  it('A shares a ticket from the records; B copies it into the cart of its bet page', async () => {
    const sharer = await openPage(browser(), baseUrl, phone);
    const copier = await openPage(browser(), baseUrl, desktop);
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
