import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage, phone } from './harness/browser.ts';
import { nextHubHandshake } from './harness/hub.ts';

/**
 * Instant messages (ReceiveInstantMessage, issue #22) with two browsers: a player on a phone is
 * on the bet page when their agent posts in the group they share; the notice shows there, and a
 * tap on it lands in that room of the chat.
 */
const baseUrl = inject('baseUrl');
const desktop = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
/** demoplayer's nick name in the demo seed (seed-demo.ts); its agent is demoagent. */
const memberNick = '演示玩家';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('an instant message of a group room', () => {
  it('shows on the bet page of a member and opens the room when tapped', async () => {
    const owner = await openPage(browser, baseUrl, desktop);
    const member = await openPage(browser, baseUrl, phone);
    try {
      await logInInBrowser(owner, 'demoagent');
      await logInInBrowser(member, 'demoplayer');
      // The notice is pushed to the pages connected when it is posted.
      const memberConnected = nextHubHandshake(member);
      await member.goto('/Bet/2');
      await memberConnected;

      await owner.goto('/Chat');
      const name = `Instant ${Date.now() % 1_000_000}`;
      await owner.getByRole('button', { name: 'New group' }).click();
      const create = owner.getByRole('dialog', { name: 'Create a group' });
      await create.getByLabel('Group name').fill(name);
      await create.getByRole('checkbox', { name: memberNick, exact: true }).check();
      await create.getByRole('button', { name: 'Create' }).click();
      await owner.getByRole('heading', { name, level: 2 }).waitFor();
      const box = owner.locator('textarea.chat-composer-box');
      const text = `draw at eight ${Date.now()}`;
      await box.fill(text);
      await box.press('Enter');
      await expect.poll(() => box.inputValue()).toBe('');

      const notices = member.getByRole('region', { name: '群聊新消息' });
      const notice = notices.getByRole('link').filter({ hasText: `在 ${name}：${text}` });
      await notice.waitFor();
      expect(member.url()).toMatch(/\/Bet\/2$/);
      const width = await member.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);

      await notice.click();
      await member.waitForURL(/\/Chat\?room=\d+$/);
      await member.getByRole('heading', { name, level: 2 }).waitFor();
      await member.getByRole('log').locator('.chat-body', { hasText: text }).waitFor();
      await expect.poll(() => notices.getByRole('link').count()).toBe(0);
    } finally {
      await owner.context().close();
      await member.context().close();
    }
  }, 120_000);
});
