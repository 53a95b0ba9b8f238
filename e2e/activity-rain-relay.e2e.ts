import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  activityPlayerPagesForFile,
  expectWalletRaisedBy,
  openFromCentre,
  walletOf,
} from './harness/activity.ts';
import { thousandthsOf } from './harness/bet-page.ts';
import { desktop, expectNoSidewaysScroll, phone, screenshotsDir } from './harness/browser.ts';

/**
 * The demo red-packet relay and red-pack rain (seed-demo-rain.ts) in Chromium, by a newly
 * registered player: the relay's first packet opens from the activity centre and pays into the
 * wallet; the rain shows its countdown, or, in the five minutes after the hour when the demo rain
 * falls, grabs a packet (reduced motion: the button stands in for the falling packets, which
 * never hold still for a click). Phone and desktop screenshots to e2e/screenshots/.
 */
const newPlayerPage = activityPlayerPagesForFile();

async function openTheFirstPacket(page: Page, name: string) {
  await openFromCentre(page, '红包接龙', '/RedPacketSolitaire');
  const chain = page.getByTestId('solitaire-chain').getByRole('listitem');
  expect(await chain.count()).toBe(5);
  expect(await chain.first().getAttribute('data-state')).toBe('ready');
  expect(await chain.nth(1).getAttribute('data-state')).toBe('locked');
  const before = await walletOf(page);
  await page.getByRole('button', { name: '打开下一个红包' }).click();
  await page.getByTestId('claimed-amount').waitFor();
  await expectWalletRaisedBy(page, before);
  await expect.poll(() => chain.first().getAttribute('data-state')).toBe('opened');
  expect(await chain.nth(1).getAttribute('data-state')).toBe('waiting');
  expect(await chain.nth(1).textContent()).toContain('本期投注满 100.000 可打开');
  await page.screenshot({
    path: join(screenshotsDir, `activity-relay-${name}.png`),
    fullPage: true,
  });
}

async function watchTheRain(page: Page, name: string) {
  await openFromCentre(page, '整点红包雨', '/RedPackRainActivity');
  const phase = page.getByTestId('rain-phase');
  await phase.waitFor();
  // The winner list is read (the server's clock comes with it).
  await page.getByRole('region', { name: '最新抢到的玩家' }).waitFor();
  // The short list of rains, and all 24 on demand.
  await page.getByText('全部 24 场').waitFor();
  if (((await phase.textContent()) ?? '').includes('红包雨进行中')) {
    const before = await walletOf(page);
    await page.getByRole('button', { name: '抢红包' }).click();
    await page.getByTestId('claimed-amount').waitFor();
    const won = thousandthsOf((await page.getByTestId('claimed-amount').textContent()) ?? '');
    await expect.poll(() => walletOf(page)).toBe(before + won);
    await page.getByTestId('rain-winners').getByText(/抢到/).first().waitFor();
  } else {
    expect(await phase.textContent()).toMatch(/下一场红包雨 .* 开始 · 距开始还有 \d+:\d\d/);
  }
  await page.screenshot({
    path: join(screenshotsDir, `activity-rain-${name}.png`),
    fullPage: true,
  });
}

describe('the red-packet relay and the red-pack rain', () => {
  it('on a phone: opens the first packet of the relay and watches the rain', async () => {
    const { page } = await newPlayerPage({ ...phone, reducedMotion: 'reduce' }, 'rainph');
    try {
      await openTheFirstPacket(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
      await watchTheRain(page, 'phone');
      await expectNoSidewaysScroll(page, 390);
    } finally {
      await page.context().close();
    }
  });

  it('on a desktop: the same screens', async () => {
    const { page } = await newPlayerPage(desktop, 'raindt');
    try {
      await openTheFirstPacket(page, 'desktop');
      await watchTheRain(page, 'desktop');
    } finally {
      await page.context().close();
    }
  });
});
