import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage } from './harness/browser.ts';
import { shanghaiText } from './harness/site-time.ts';

const baseUrl = inject('baseUrl');
const jsssc = { id: 2, name: '极速时时彩' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  // A browser far from the site's zone: New York is 12 or 13 hours behind Shanghai.
  page = await openPage(browser, baseUrl, { timezoneId: 'America/New_York' });
});
afterAll(async () => {
  await browser?.close();
});

/** The game's last result on the draw lobby: its serial and the time shown. */
async function lastInLobby() {
  await page.goto('/DrawLobby');
  const item = page.locator('.draw-item', {
    has: page.getByRole('heading', { name: jsssc.name, exact: true }),
  });
  await item.locator('.draw-item-result time').waitFor();
  const serialText = (await item.locator('.issue-number').textContent()) ?? '';
  const serial = /第(\S+)期/.exec(serialText)?.[1] ?? '';
  return { serial, text: await item.locator('.draw-item-result time').textContent() };
}

/** The same issue's row on the draw history page (newest first, so on its first page). */
async function inHistory(serial: string) {
  await page.goto(`/DrawHistory/${jsssc.id}`);
  const time = page
    .locator('.history-table tbody tr', { has: page.getByRole('rowheader', { name: serial }) })
    .locator('time.issue-time');
  await time.waitFor();
  return { text: await time.textContent(), iso: await time.getAttribute('datetime') };
}

describe('one clock for people', () => {
  it('shows a drawn issue at the same site time on the draw history and the draw lobby', async () => {
    await logInInBrowser(page, 'demoplayer');
    const lobby = await lastInLobby();
    expect(lobby.serial).not.toBe('');
    const history = await inHistory(lobby.serial);
    expect(history.iso).not.toBeNull();
    expect(history.text).toBe(shanghaiText(history.iso ?? ''));
    expect(lobby.text).toBe(history.text);
  });

  it('shows the end of a maintenance in site time on the offline page', async () => {
    // 20:28 UTC on 26 November is 04:28 on the 27th in Shanghai and 15:28 on the 26th in New York.
    await page.goto(`/Offline?EndTime=${encodeURIComponent('2026-11-26T20:28:00Z')}`);
    await page.getByText('2026/11/27 04:28:00 UTC+8').waitFor();
  });
});
