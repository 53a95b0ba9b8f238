import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditOptions, severeViolations } from './harness/axe.ts';
import { launchChromium, logInInBrowser, openPage, phone } from './harness/browser.ts';

/**
 * The player app's chat (issue #22) with two browsers: a player on a desktop and one on a phone
 * exchange messages in the demo site's public room; markup in a message shows as its text, and
 * the chat fits the phone.
 */
const baseUrl = inject('baseUrl');
const desktop = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const markup = '<img src=x onerror=alert(1)><b>bold</b>';
/** The demo seed's first public room (seed-demo-chat.ts). */
const lobby = '大厅';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openLobby(page: Page) {
  await page.goto('/Chat');
  await page
    .locator('.chat-room-item')
    .filter({ has: page.locator('.chat-room-name', { hasText: new RegExp(`^${lobby}$`) }) })
    .click();
  await page.getByRole('log').waitFor();
}

async function send(page: Page, text: string) {
  const box = page.locator('textarea.chat-composer-box');
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

const messageWith = (page: Page, text: string) =>
  page.getByRole('log').locator('.chat-body', { hasText: text });

describe('chat between two players', () => {
  it('they exchange messages, markup shows as text, and the phone has no sideways scroll', async () => {
    const desk = await openPage(browser, baseUrl, desktop);
    const hand = await openPage(browser, baseUrl, phone);
    const dialogs: string[] = [];
    for (const page of [desk, hand]) page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    try {
      await logInInBrowser(desk, 'demoplayer');
      await logInInBrowser(hand, 'demoplayer2');
      await openLobby(desk);
      await openLobby(hand);

      const greeting = `hello from the desktop ${Date.now()}`;
      await send(desk, greeting);
      await messageWith(hand, greeting).waitFor();
      await expect
        .poll(() => desk.locator('.chat-message.mine .chat-body', { hasText: greeting }).count())
        .toBe(1);

      await send(hand, markup);
      const shown = messageWith(desk, 'bold').last();
      await shown.waitFor();
      expect(await shown.textContent()).toBe(markup);
      expect(await desk.getByRole('log').locator('img, b').count()).toBe(0);
      expect(await hand.getByRole('log').locator('img, b').count()).toBe(0);

      const width = await hand.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(dialogs).toEqual([]);
    } finally {
      await desk.context().close();
      await hand.context().close();
    }
  }, 120_000);

  it("the bet page's dock counts what arrives while it is folded", async () => {
    const desk = await openPage(browser, baseUrl, desktop);
    const hand = await openPage(browser, baseUrl, phone);
    try {
      await logInInBrowser(desk, 'demoplayer');
      await logInInBrowser(hand, 'demoplayer2');
      await openLobby(hand);
      await desk.goto('/Bet/2');
      const toggle = desk.locator('.chat-dock-toggle');
      await toggle.waitFor();
      // Opening the room reads what the first test left unread, so the count starts at 0.
      await toggle.click();
      await openDockLobby(desk);
      await toggle.click();

      await send(hand, `while folded ${Date.now()}`);
      await toggle.locator('.chat-badge', { hasText: '1' }).waitFor();

      // The phone's way in from the bet page: a button to /Chat.
      await hand.goto('/Bet/2');
      await hand.locator('a.chat-fab').click();
      await hand.waitForURL((url) => url.pathname === '/Chat');
    } finally {
      await desk.context().close();
      await hand.context().close();
    }
  }, 120_000);
});

describe('accessibility of the chat (axe-core)', () => {
  it('the rooms, a room and the open dock have no serious or critical violations', async () => {
    const page = await openPage(browser, baseUrl, {
      ...auditOptions,
      viewport: { width: 1280, height: 800 },
    });
    try {
      await logInInBrowser(page, 'demoplayer2');
      await page.goto('/Chat');
      await page.locator('.chat-room-item').first().waitFor();
      expect(await severeViolations(page, '/Chat')).toEqual([]);
      await openLobby(page);
      expect(await severeViolations(page, '/Chat, a room')).toEqual([]);
      await page.goto('/Bet/2');
      await page.locator('.chat-dock-toggle').click();
      await page.locator('.chat-dock .chat-room-item').first().waitFor();
      expect(await severeViolations(page, '/Bet/2 with the chat open')).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});

async function openDockLobby(page: Page) {
  await page
    .locator('.chat-dock .chat-room-item')
    .filter({ has: page.locator('.chat-room-name', { hasText: new RegExp(`^${lobby}$`) }) })
    .click();
  await page.locator('.chat-dock').getByRole('log').waitFor();
  await expect.poll(() => page.locator('.chat-dock .chat-badge').count()).toBe(0);
}
