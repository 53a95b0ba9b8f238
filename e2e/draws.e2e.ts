import type { TGameInfoResponse } from '@lottery/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogIn } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';

const baseUrl = inject('baseUrl');
const jsssc = { id: 2, name: '极速时时彩' }; // the 1-minute in-house SSC, sealed 5 s before its draw
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await openPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

interface THubMessage {
  type?: number;
  target?: string;
  invocationId?: string;
  arguments?: [number[]?];
  error?: string;
}

/** The hub protocol's message type of an invocation's answer. */
const completionType = 3;

/** The SignalR JSON messages of one WebSocket frame (each ends with the record separator). */
function hubMessages(payload: string | Buffer): THubMessage[] {
  return String(payload)
    .split('\x1e')
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as THubMessage);
}

/** The issue the game is on now, by the server (the same call the lobby makes). */
async function currentIssue() {
  const token = await apiLogIn(baseUrl, 'demoplayer2', demoPassword);
  const info = await apiCall<TGameInfoResponse>(baseUrl, 'POST', '/api/LotteryGame/Info', {
    token,
    body: { GameIdList: [jsssc.id], Countdown: true },
  });
  const issue = info[String(jsssc.id)]?.CurrentIssue;
  if (!issue) throw new Error('the 1-minute game has no current issue');
  return issue;
}

describe('draws in Chromium', () => {
  it('counts the lobby down to the seal and shows the new result pushed by the hub, without a reload', async () => {
    const hubFrames: string[] = [];
    const gameJoins = new Set<string>();
    let isGameJoined = false;
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname !== '/Hub') return;
      ws.on('framesent', (frame) => {
        for (const message of hubMessages(frame.payload))
          if (message.target === 'MultiJoin' && message.arguments?.[0]?.includes(jsssc.id))
            gameJoins.add(String(message.invocationId));
      });
      ws.on('framereceived', (frame) => {
        hubFrames.push(String(frame.payload));
        for (const message of hubMessages(frame.payload))
          if (
            message.type === completionType &&
            !message.error &&
            gameJoins.has(String(message.invocationId))
          )
            isGameJoined = true;
      });
    });
    await logInInBrowser(page, 'demoplayer');
    const card = page.locator('.game-card', { has: page.getByRole('link', { name: jsssc.name }) });
    await card.locator('.draw-countdown').waitFor();
    // A result pushed before the page joined the game's group never reaches it, and with game-info
    // calls failing below nothing else would bring it: the issue is read once the join is answered.
    await expect.poll(() => isGameJoined, { timeout: 10_000 }).toBe(true);
    const issue = await currentIssue();
    // From here the page can learn the result only from the hub: game-info calls fail, and a
    // reload would drop this marker.
    await page.route('**/api/LotteryGame/Info', (route) => route.abort());
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const msToDraw = issue.DrawTimeStamp - Date.now();

    await expect
      .poll(() => card.getAttribute('data-phase'), { timeout: msToDraw + 5_000, interval: 200 })
      .toMatch(/^(sealed|drawing)$/);
    // The seal comes seal_seconds before the draw: the result's 20 s count from the draw.
    const msToResult = Math.max(0, issue.DrawTimeStamp - Date.now()) + 20_000;
    await expect
      .poll(() => card.locator('.last-result').textContent(), {
        timeout: msToResult,
        interval: 250,
      })
      .toContain(issue.SerialNumber);
    await page.unroute('**/api/LotteryGame/Info');

    // Playwright reports WebSocket frames a little after the page has handled them.
    const pushed = () =>
      hubFrames.some(
        (frame) => frame.includes('"ReceiveWinningNumber"') && frame.includes(issue.SerialNumber),
      );
    await expect.poll(pushed, { timeout: 5_000 }).toBe(true);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    // Every ball of the result is on the card.
    expect(await card.locator('.last-result').textContent()).toMatch(/\d/);
  }, 120_000);

  it('shows the draw history with its trend chart and a verified in-house draw', async () => {
    await page.goto(`/DrawHistory/${jsssc.id}`);
    const verify = page.getByRole('button', { name: /^验证第/ }).first();
    await verify.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain('✓');
    expect(await dialog.textContent()).not.toContain('✗');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: '走势图' }).click();
    const chart = page.locator('svg.trend-chart');
    await chart.waitFor();
    expect(await chart.locator('g[role="row"][data-serial]').count()).toBeGreaterThan(0);
    // The statistics rows under the chart (hits, omission, longest omission): their figures
    // come from a request of their own, which may answer after the rows are drawn.
    await expect.poll(() => chart.textContent(), { timeout: 10_000 }).toContain('当前遗漏');
  }, 60_000);
});
