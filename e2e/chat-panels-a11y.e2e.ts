import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn } from './harness/api.ts';
import { auditOptions, severeViolations } from './harness/axe.ts';
import { issueOnSale, placeBetByApi } from './harness/bet-api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';

/**
 * The chat's panels (issue #22) under axe-core, each as a player meets it: the site rooms list,
 * the create-group dialog with its people picker, a group's settings and members list, the room
 * picker of a shared ticket and the shared-bet card. Serious and critical violations fail.
 */
const baseUrl = inject('baseUrl');
const desktop = { ...auditOptions, viewport: { width: 1280, height: 800 }, locale: 'en-US' };
/** Seeded names (seed-demo.ts, seed-demo-chat.ts). */
const memberNick = '演示玩家';
const siteGroup = '官方交流群';
const lobby = '大厅';
const jsssc = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places a 前三直选 ticket on the 1-minute SSC's issue on sale (8 s from its seal at least). */
async function placeTicket(token: string): Promise<number> {
  const placed = await placeBetByApi<{ Tickets: { TicketId: number }[] }>(baseUrl, token, {
    GameId: jsssc,
    IssueSerialNumber: await issueOnSale(baseUrl, token, jsssc, 8_000),
    Tickets: [
      {
        Book: 'official',
        BetTypeId: 'ssc.front3.direct',
        Selection: { rows: [[1, 2, 3], [4], [5]] },
        Mode: 'jiao',
        Multiple: 1,
        PrizeGroup: 1900,
      },
    ],
  });
  return placed.Tickets[0]?.TicketId ?? 0;
}

async function audit(page: Page, label: string) {
  // Transitions over: axe reads colours as they end.
  await sleep(300);
  expect(await severeViolations(page, label)).toEqual([]);
}

describe('accessibility of the chat panels (axe-core)', () => {
  it('site rooms, creating a group, and a group’s settings and members', async () => {
    const page = await openPage(browser, baseUrl, desktop);
    try {
      await logInInBrowser(page, 'demoagent');
      await page.goto('/Chat');

      await page.getByRole('button', { name: 'Find rooms' }).click();
      const sites = page.getByRole('dialog', { name: 'Site rooms' });
      await sites.getByText(siteGroup).waitFor();
      await audit(page, 'site rooms list');
      await page.keyboard.press('Escape');
      await sites.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'New group' }).click();
      const create = page.getByRole('dialog', { name: 'Create a group' });
      await create.getByRole('checkbox', { name: memberNick, exact: true }).waitFor();
      await audit(page, 'create-group dialog');
      const name = `Axe ${Date.now() % 1_000_000}`;
      await create.getByLabel('Group name').fill(name);
      await create.getByRole('checkbox', { name: memberNick, exact: true }).check();
      await create.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('heading', { name, level: 2 }).waitFor();

      await page.getByRole('button', { name: 'Members and settings' }).click();
      const settings = page.getByRole('dialog', { name: /members and settings/ });
      await settings.getByRole('list', { name: 'Members' }).getByText(memberNick).waitFor();
      await audit(page, 'room settings and members list');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('the room picker of a shared ticket, and the shared-bet card', async () => {
    const page = await openPage(browser, baseUrl, desktop);
    try {
      const ticketId = await placeTicket(await apiLogIn(baseUrl, 'demoplayer2', demoPassword));
      await logInInBrowser(page, 'demoplayer2');
      await page.goto(`/Chat?shareTicket=${ticketId}`);
      const share = page.getByRole('button', { name: `Share to ${lobby}` });
      await share.waitFor();
      await audit(page, 'share room picker');
      await share.click();
      await page.waitForURL((url) => url.pathname === '/Chat' && url.search === '');

      await page
        .locator('.chat-room-item')
        .filter({ has: page.locator('.chat-room-name', { hasText: new RegExp(`^${lobby}$`) }) })
        .click();
      await page.getByRole('log').locator('.chat-share').last().waitFor();
      await audit(page, 'shared-bet card');
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
