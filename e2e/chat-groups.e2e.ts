import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage, phone } from './harness/browser.ts';

/**
 * Group rooms in the player app (issue #22) with two browsers: the demo agent creates a group
 * with its direct member (a contact the server allows), who sees it appear and posts; the owner
 * makes it read-only and the member's composer shuts.
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

const roomItem = (page: Page, name: string) =>
  page
    .locator('.chat-room-item')
    .filter({ has: page.locator('.chat-room-name', { hasText: new RegExp(`^${name}$`) }) });

describe('a group room between an agent and its member', () => {
  it('is created, appears for the member, carries their post, and shuts once read-only', async () => {
    const owner = await openPage(browser, baseUrl, desktop);
    const member = await openPage(browser, baseUrl, phone);
    try {
      await logInInBrowser(owner, 'demoagent');
      await logInInBrowser(member, 'demoplayer');
      await member.goto('/Chat');
      await member.getByRole('button', { name: '建群' }).waitFor();
      await owner.goto('/Chat');

      const name = `Team ${Date.now() % 1_000_000}`;
      await owner.getByRole('button', { name: 'New group' }).click();
      const create = owner.getByRole('dialog', { name: 'Create a group' });
      await create.getByLabel('Group name').fill(name);
      await create.getByRole('checkbox', { name: memberNick, exact: true }).check();
      await create.getByRole('button', { name: 'Create' }).click();
      await owner.getByRole('heading', { name, level: 2 }).waitFor();

      // The member's list gains the room live (ChatRoomAdded), without a reload.
      await roomItem(member, name).click();
      const box = member.locator('textarea.chat-composer-box');
      const greeting = `hello group ${Date.now()}`;
      await box.fill(greeting);
      await box.press('Enter');
      await owner.getByRole('log').locator('.chat-body', { hasText: greeting }).waitFor();

      await owner.getByRole('button', { name: 'Members and settings' }).click();
      const settings = owner.getByRole('dialog', { name: /members and settings/ });
      await settings.getByRole('list', { name: 'Members' }).getByText(memberNick).waitFor();
      // Controlled by the room's state: it turns on once the server has answered.
      await settings.getByRole('switch', { name: /Read-only/ }).click();
      await settings.getByText('Saved').waitFor();

      await expect.poll(() => box.isDisabled()).toBe(true);
      await member.getByText('该聊天室仅管理员可以发言').first().waitFor();
      const width = await member.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    } finally {
      await owner.context().close();
      await member.context().close();
    }
  }, 120_000);
});
