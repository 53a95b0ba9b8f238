import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInInBrowser, openPage, waitForWallet } from './harness/browser.ts';
import { secondsToSeal, thousandthsOf } from './harness/bet-page.ts';

const baseUrl = inject('baseUrl');
const jsssc = { id: 2, name: '极速时时彩' }; // the 1-minute in-house SSC, sealed 5 s before its draw
/**
 * demoplayer2 rather than demoplayer: journeys.e2e.ts expects demoplayer's untouched demo balance,
 * and files may run in any order (vitest runs the slowest first once it has timings).
 */
const player = 'demoplayer2';
/** Time left before the seal for a journey to pick, add and confirm without racing it. */
const minSecondsToSeal = 15;

let browser: Browser;
let page: Page;

/** What the first bet placed, for the steps after it. */
const placed = { issue: '', star5Serial: '', fixedSerial: '' };

beforeAll(async () => {
  browser = await launchChromium();
  page = await openPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

/** A shown amount ("10,000.000", always three decimals) in thousandths. */

/** Opens /Bet/2 and waits for an issue on sale with enough time left to bet on it. */
async function openBetPageWithTimeToBet() {
  if (new URL(page.url()).pathname !== `/Bet/${jsssc.id}`) await page.goto(`/Bet/${jsssc.id}`);
  await page.getByRole('heading', { level: 1, name: jsssc.name }).waitFor();
  await bar().getByRole('button', { name: '添加到购物车' }).waitFor();
  // At worst the rest of this issue, its seal and the start of the next.
  await expect
    .poll(() => secondsToSeal(page), { timeout: 75_000, interval: 500 })
    .toBeGreaterThanOrEqual(minSecondsToSeal);
}

const picker = () => page.locator('.official-picker');
const cart = () => page.locator('.cart-panel');
/** The bet bar under the board: the picker's add button and the cart's "Bet now". */
const bar = () => page.getByRole('region', { name: '投注栏' });

async function chooseBetType(group: string, method: string) {
  await picker().getByRole('tab', { name: group, exact: true }).click();
  await picker()
    .getByRole('group', { name: '玩法', exact: true })
    .getByRole('button', { name: method, exact: true })
    .click();
  expect(
    await picker().getByRole('button', { name: method, exact: true }).getAttribute('aria-pressed'),
  ).toBe('true');
}

const ballRow = (label: string) => picker().getByRole('group', { name: label, exact: true });

async function pickBall(row: string, ball: number) {
  const button = ballRow(row).getByRole('button', { name: String(ball), exact: true });
  await button.click();
  expect(await button.getAttribute('aria-pressed')).toBe('true');
}

/** The picker's live figures once pricing has caught up with the last pick. */
async function expectFigures(units: string, amount: string) {
  const figure = (name: string) => picker().locator(`[data-figure="${name}"]`).textContent();
  await expect.poll(() => figure('units'), { timeout: 5_000 }).toBe(units);
  expect(await figure('amount')).toBe(amount);
}

/** Empties the cart, so that a test starts from none (the cart is kept across reloads). */
async function emptyCart() {
  if ((await cart().locator('.cart-ticket').count()) === 0) return;
  await cart().getByRole('button', { name: '清空购物车' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '清空购物车' }).click();
  await expect.poll(() => cart().locator('.cart-ticket').count()).toBe(0);
}

async function addToCart() {
  const before = await cart().locator('.cart-ticket').count();
  await bar().getByRole('button', { name: '添加到购物车' }).click();
  await expect.poll(() => cart().locator('.cart-ticket').count()).toBe(before + 1);
}

/** 五星直选复式 1 2 3 4 5: one unit. */
async function pickOneFiveStarUnit() {
  await chooseBetType('五星', '五星直选复式');
  for (const [row, ball] of [
    ['万位', 1],
    ['千位', 2],
    ['百位', 3],
    ['十位', 4],
    ['个位', 5],
  ] as const)
    await pickBall(row, ball);
}

/** A popup's or a dialog's label → value pairs (dt → dd). */
const fieldsOf = (list: Locator) =>
  list.evaluate((dl) =>
    Object.fromEntries(
      Array.from(dl.querySelectorAll('dt')).map((dt) => [
        dt.textContent?.trim() ?? '',
        dt.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );

/** The serial number in a placed-outcome line ("注单号 B…"). */
async function serialIn(line: Locator): Promise<string> {
  const text = (await line.locator('span').first().textContent()) ?? '';
  const serial = /^注单号\s*(\S+)$/.exec(text.trim())?.[1];
  if (!serial) throw new Error(`no serial number in "${text}"`);
  return serial;
}

const recordRow = (serial: string) =>
  page.locator('.card-table tbody tr', {
    has: page.getByRole('rowheader', { name: serial }),
  });
const stateOf = (serial: string) => recordRow(serial).locator('.records-badge').textContent();

describe('betting in Chromium', () => {
  it('picks a five-star direct and a 定位胆 ticket, confirms them, and the wallet drops by exactly their total', async () => {
    await logInInBrowser(page, player);
    await openBetPageWithTimeToBet();

    // 五星直选复式 with 5 or 6 in the units place: two units, 2 元 each at 元 × 1.
    await pickOneFiveStarUnit();
    await pickBall('个位', 6);
    await expectFigures('2', '4.000');
    await addToCart();

    // 定位胆, every digit in the ten-thousands place: ten units, one of which wins any draw.
    await chooseBetType('定位胆', '定位胆');
    await picker().getByRole('button', { name: '万位：全选' }).click();
    await expectFigures('10', '20.000');
    await addToCart();

    expect(await cart().locator('.cart-totals').textContent()).toBe(
      '已选 2 单，共 12 注，合计 24.000',
    );
    const walletBefore = thousandthsOf(await waitForWallet(page));

    await bar().getByRole('button', { name: '立即投注' }).click();
    const dialog = page.getByRole('alertdialog', { name: '确认投注' });
    const lines = dialog.locator('.cart-confirm-list li');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toMatch(/^五星直选复式 .*2 注 · 元 · 1 倍4\.000$/);
    expect(await lines.nth(1).textContent()).toMatch(/^定位胆 .*10 注 · 元 · 1 倍20\.000$/);
    expect(await dialog.locator('.cart-confirm-total').textContent()).toBe('合计 2 单，24.000');
    const issueLine = (await dialog.getByText(/^期号：/).textContent()) ?? '';
    placed.issue = issueLine.replace('期号：', '');
    expect(placed.issue).not.toBe('');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Bet/Place'));
    await dialog.getByRole('button', { name: '确认投注' }).click();
    expect((await answer).status()).toBe(200);

    const outcome = cart().locator('.cart-outcome.is-placed');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('极速时时彩 已投注 2 单，合计 24.000。');
    placed.star5Serial = await serialIn(outcome.locator('li', { hasText: '五星直选复式' }));
    placed.fixedSerial = await serialIn(outcome.locator('li', { hasText: '定位胆' }));
    expect(placed.star5Serial).not.toBe(placed.fixedSerial);
    expect(await cart().locator('.cart-ticket').count()).toBe(0);

    const wallet = page.getByTestId('wallet-amount');
    await expect
      .poll(async () => thousandthsOf((await wallet.textContent()) ?? ''))
      .toBe(walletBefore - 24_000n);
  }, 120_000);

  it('lists both tickets in /BetRecord, pops up the win after the draw and shows them settled', async () => {
    await cart().getByRole('link', { name: '查看投注记录' }).click();
    await page.waitForURL((url) => url.pathname === '/BetRecord');
    for (const serial of [placed.star5Serial, placed.fixedSerial]) {
      await recordRow(serial).waitFor();
      expect(await stateOf(serial)).toBe('待开奖');
      expect(await recordRow(serial).textContent()).toContain(placed.issue);
    }

    // The issue draws within a minute of the bet; the hub brings the win to any page.
    const popup = page.locator('.win-popup', { hasText: placed.fixedSerial });
    await popup.waitFor({ timeout: 100_000 });
    const notice = await fieldsOf(popup.locator('dl'));
    expect(notice).toMatchObject({
      彩种: jsssc.name,
      玩法: '定位胆',
      期号: placed.issue,
      注单号: placed.fixedSerial,
    });
    const digits = (notice['开奖号码'] ?? '').match(/\d/g)?.map(Number) ?? [];
    expect(digits).toHaveLength(5);
    expect(thousandthsOf(notice['奖金'] ?? '')).toBeGreaterThan(0n);

    // The list is what it was when it loaded: reload until settlement shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          await recordRow(placed.fixedSerial).waitFor();
          return [await stateOf(placed.star5Serial), await stateOf(placed.fixedSerial)];
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .not.toContain('待开奖');
    const isStar5Won =
      digits.slice(0, 4).join('') === '1234' && (digits[4] === 5 || digits[4] === 6);
    expect(await stateOf(placed.star5Serial)).toBe(isStar5Won ? '已中奖' : '未中奖');
    expect(await stateOf(placed.fixedSerial)).toBe('已中奖');
    expect(await recordRow(placed.fixedSerial).locator('td').nth(3).textContent()).toBe(
      notice['奖金'],
    );
  }, 150_000);

  it('starts a chained bet that stops on a win, sees it in /ScheduleRecord and stops it there', async () => {
    await page.goto(`/Bet/${jsssc.id}`);
    await openBetPageWithTimeToBet();
    await emptyCart();
    await pickOneFiveStarUnit();
    await expectFigures('1', '2.000');
    await addToCart();
    const walletBefore = thousandthsOf(await waitForWallet(page));

    await cart().getByRole('button', { name: '追号', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '追号' });
    await dialog.getByRole('button', { name: '5 期' }).click();
    const stopIfWin = dialog.getByRole('checkbox', { name: '中奖后停止追号', exact: true });
    await stopIfWin.check();
    expect(await stopIfWin.isChecked()).toBe(true);
    await expect
      .poll(() => dialog.getByText(/^共 \d+ 期，合计/).textContent())
      .toBe('共 5 期，合计 10.000');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Bet/Schedule'));
    await dialog.getByRole('button', { name: '确认追号' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const { ScheduleId } = (await response.json()) as { ScheduleId: number };

    const outcome = cart().locator('.cart-outcome.is-placed');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('极速时时彩 追号 1 单已提交，合计冻结 10.000。');
    const wallet = page.getByTestId('wallet-amount');
    await expect
      .poll(async () => thousandthsOf((await wallet.textContent()) ?? ''))
      .toBe(walletBefore - 10_000n);

    await outcome.getByRole('link', { name: '查看追号记录' }).click();
    await page.waitForURL((url) => url.pathname === '/ScheduleRecord');
    const row = page.locator('.card-table tbody tr', {
      has: page.getByRole('rowheader', { name: `追号 #${ScheduleId}` }),
    });
    await row.waitFor();
    expect(await row.textContent()).toContain('五星直选复式');
    expect(await row.locator('.records-badge').textContent()).toBe('进行中');

    await row.getByRole('button', { name: `追号 #${ScheduleId} 详情` }).click();
    const detail = page.getByRole('dialog', { name: `追号 #${ScheduleId}` });
    expect(await fieldsOf(detail.locator('dl.records-detail'))).toMatchObject({
      停止条件: '中奖即停',
      彩种: jsssc.name,
    });
    // Stopped again so that it does not go on betting after this file.
    await detail.getByRole('button', { name: '停止追号' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => row.locator('.records-badge').textContent(), { timeout: 10_000 })
      .toBe('已停止 · 手动停止');
  }, 120_000);

  it('refuses a bet on a sealed issue with the catalogue message', async () => {
    await page.goto(`/Bet/${jsssc.id}`);
    await openBetPageWithTimeToBet();
    await emptyCart();
    await pickOneFiveStarUnit();
    await addToCart();
    const walletBefore = await waitForWallet(page);

    // The cart bets on the issue on sale; the request is sent for the first one, long sealed
    // and drawn, as a bet confirmed across the seal would reach the server.
    await page.route('**/api/Bet/Place', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, IssueSerialNumber: placed.issue }),
      });
    });
    try {
      await bar().getByRole('button', { name: '立即投注' }).click();
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/Bet/Place'));
      await page
        .getByRole('alertdialog', { name: '确认投注' })
        .getByRole('button', { name: '确认投注' })
        .click();
      const response = await answer;
      expect(response.status()).toBe(409);
      expect(((await response.json()) as { Code: number }).Code).toBe(5107);
      const refusal = cart().locator('.cart-outcome.is-refused');
      await refusal.waitFor();
      expect(await refusal.getAttribute('role')).toBe('alert');
      expect(await refusal.textContent()).toContain('投注失败');
      expect(await refusal.textContent()).toContain(`第 ${placed.issue} 期已封单`);
    } finally {
      await page.unroute('**/api/Bet/Place');
    }
    // Nothing was taken, and the ticket stays in the cart to bet on the next issue.
    expect(await cart().locator('.cart-ticket').count()).toBe(1);
    expect(await waitForWallet(page)).toBe(walletBefore);
  }, 120_000);
});
