/**
 * Bet picker responsiveness (`npm run bench:picker`, issue #9: "no input delay over 100 ms with
 * the largest selection"). Serves the built web app (apps/web/dist, built first when missing or
 * when BENCH_BUILD=1) from the real server on a fresh PGlite (e2e/harness/server.ts), logs in as
 * demoplayer2 in Debian's Chromium and drives /Bet/2 (1-minute SSC) and /Bet/11 (Speed Keno) as
 * a player would. The browser measures: Event Timing gives each interaction's duration, from
 * the input through its handlers to the next paint (what the player waits for), and its input
 * delay; long tasks show what blocked the main thread in between.
 *
 * The anchor, measured in the same run on the same page: switching the trends panel's tabs
 * (路珠 ↔ 长龙), a click that renders a small panel and nothing of the picker. Each figure is the
 * worst interaction of its scenario, with its ratio to the anchor's worst. Goal: every interaction
 * within 100 ms. A missed goal is printed, not an exit code.
 */
import { availableParallelism } from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium, logInInBrowser, openPage } from '../e2e/harness/browser.ts';
import { startServer } from '../e2e/harness/server.ts';
import { betPickerPage } from './bet-picker-page.ts';
import {
  entriesSince,
  interactionsOf,
  longest,
  observeTiming,
  pageNow,
  settle,
  type TInteraction,
  type TLongTask,
} from './event-timing.ts';
import { ensureWebBuilt } from './web-build.ts';

const goalMs = 100;
const player = 'demoplayer2';
const sscGameId = 2; // 极速时时彩
const kenoGameId = 11; // 极速快乐8 (apps/server/src/db/migrations/0007_lottery.sql)
/** The contract's largest selection (packages/contracts ZSelection entries max 100_000). */
const pastedEntries = 100_000;
/** The pause between inputs sent while entries are checked: dense, to meet any long task. */
const inputGapMs = 10;
/** A fast typist's pace. */
const typingGapMs = 80;
/** How long inputs keep coming once checking has finished, for the work that follows it. */
const afterCheckedMs = 2_000;
const checkTimeoutMs = 60_000;

interface TFigure {
  name: string;
  worst: TInteraction | undefined;
  /** Inputs sent; only those of 16 ms or more are reported by the browser. */
  inputs: number;
  reported: number;
  longTask: TLongTask | undefined;
}

/** Runs `act` (which reports how many inputs it sent) and collects what the browser measured. */
async function measure(page: Page, name: string, act: () => Promise<number>): Promise<TFigure> {
  const since = await pageNow(page);
  const inputs = await act();
  await settle(page);
  const { events, longTasks } = await entriesSince(page, since);
  const interactions = interactionsOf(events);
  return {
    name,
    worst: longest(interactions),
    inputs,
    reported: interactions.length,
    longTask: longest(longTasks),
  };
}

/** Every five-digit entry once, one a line, as a player would paste them. */
const allFiveDigitEntries = () =>
  Array.from({ length: pastedEntries }, (_, i) => String(i).padStart(5, '0')).join('\n');

async function run(page: Page): Promise<TFigure[]> {
  const bet = betPickerPage(page);
  const figures: TFigure[] = [];
  await bet.open(sscGameId);
  await bet.trendTab('路珠').waitFor();
  await settle(page, 1_000);

  let toStreaks = true;
  const switchTrends = async () => {
    await bet.trendTab(toStreaks ? '长龙' : '路珠').click();
    toStreaks = !toStreaks;
  };
  figures.push(
    await measure(page, 'trends tab switch (路珠 ↔ 长龙)', async () => {
      for (let i = 0; i < 8; i += 1) await switchTrends();
      return 8;
    }),
  );

  await bet.chooseType('五星', '五星直选复式');
  figures.push(
    await measure(page, 'single ball toggle', async () => {
      for (const row of ['万位', '个位'])
        for (const value of ['1', '2', '3', '1', '2', '3']) await bet.ball(row, value).click();
      return 12;
    }),
  );
  const rows = ['万位', '千位', '百位', '十位', '个位'];
  figures.push(
    await measure(page, 'five-star direct, 全 on every row', async () => {
      for (const row of rows) await bet.quickPick(row, '全选').click();
      await bet.waitForUnits('100,000');
      return rows.length;
    }),
  );
  figures.push(
    await measure(page, 'multiple, 100,000 units (rows)', async () => changeMultiple(page)),
  );
  await bet.button('清空').click();

  await bet.chooseType('五星', '五星直选单式');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), allFiveDigitEntries());
  figures.push(
    await measure(page, `paste ${pastedEntries.toLocaleString('en')} entries, checking`, () =>
      pasteAndKeepActing(page),
    ),
  );
  figures.push(
    await measure(page, 'typing beside 100,000 entries', async () => {
      for (let i = 0; i < 5; i += 1) {
        await bet.textBox.press('1');
        await page.waitForTimeout(typingGapMs);
        await bet.textBox.press('Backspace');
        await page.waitForTimeout(typingGapMs);
      }
      await bet.waitForUnits('100,000');
      return 10;
    }),
  );
  figures.push(
    await measure(page, 'multiple, 100,000 typed entries', async () => changeMultiple(page)),
  );
  await bet.button('清空').click();

  await bet.open(kenoGameId);
  await settle(page, 1_000);
  figures.push(
    await measure(page, 'Keno, all 80 balls and toggles', async () => {
      await bet.quickPick('选号', '全选').click();
      for (const value of ['01', '40', '80', '01', '40', '80'])
        await bet.ball('选号', value).click();
      await bet.quickPick('选号', '清除').click();
      await bet.quickPick('选号', '全选').click();
      return 9;
    }),
  );
  return figures;
}

/**
 * Pastes the clipboard into the typed-entry box, then keeps pressing arrow keys on the trends
 * tabs (and now and then clicking one) while the entries are checked and for a while after, so
 * that a task blocking the page then delays one of them. The page itself watches for the end of
 * checking: polling from here would be what waits out a long task, instead of an input.
 */
async function pasteAndKeepActing(page: Page): Promise<number> {
  const bet = betPickerPage(page);
  await bet.textBox.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await bet.trendTab('长龙').click();
  // Control+V is two keys, each an interaction, then the click.
  let inputs = 3;
  let checkedAt: number | null = null;
  let failure: unknown = null;
  void page
    .waitForFunction(
      (units) =>
        document.querySelector('.official-picker [data-figure="units"]')?.textContent === units &&
        !document
          .querySelector('.official-picker .entry-summary')
          ?.textContent?.includes('正在整理号码'),
      pastedEntries.toLocaleString('en'),
      { polling: 50, timeout: checkTimeoutMs },
    )
    .then(
      () => (checkedAt = Date.now()),
      (error: unknown) => (failure = error),
    );
  while (checkedAt === null || Date.now() - checkedAt < afterCheckedMs) {
    if (failure !== null)
      throw new Error('the pasted entries were not checked', { cause: failure });
    if (inputs % 8 === 0) await bet.trendTab('长龙').click();
    else await page.keyboard.press('ArrowRight');
    inputs += 1;
    await page.waitForTimeout(inputGapMs);
  }
  return inputs;
}

/** 分 mode (a higher maximum multiple), the multiple stepped and typed, back to 元. */
async function changeMultiple(page: Page): Promise<number> {
  const bet = betPickerPage(page);
  await bet.button('分').click();
  await bet.button('增加倍数').click();
  await bet.button('增加倍数').click();
  await bet.button('减少倍数').click();
  await bet.multipleBox.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('5');
  await page.keyboard.press('0');
  await page.keyboard.press('Backspace');
  await bet.button('元').click();
  // Control+A is two keys, each an interaction.
  return 10;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function report(figures: readonly TFigure[]) {
  const [anchor, ...rest] = figures;
  if (!anchor) throw new Error('no figures');
  // Below 16 ms the browser reports nothing: the anchor is then taken as 16 ms.
  const anchorMs = Math.max(16, anchor.worst?.duration ?? 0);
  console.log(
    `\nanchor: ${anchor.name}, worst ${anchor.worst ? ms(anchor.worst.duration) : '< 16 ms'}` +
      ` (${anchor.reported} of ${anchor.inputs} inputs reported at ≥ 16 ms)\n`,
  );
  console.log(
    `${'scenario'.padEnd(38)} ${'worst'.padStart(7)} ${'delay'.padStart(7)}  × anchor  reported` +
      `  longest task  (worst event)`,
  );
  for (const figure of rest) {
    const worst = figure.worst;
    console.log(
      `${figure.name.padEnd(38)} ${(worst ? ms(worst.duration) : '< 16').padStart(7)} ` +
        `${(worst ? ms(worst.inputDelay) : '-').padStart(7)}  ${((worst?.duration ?? 16) / anchorMs).toFixed(2).padStart(8)}` +
        `  ${`${figure.reported}/${figure.inputs}`.padStart(8)}` +
        `  ${(figure.longTask ? ms(figure.longTask.duration) : 'none').padStart(12)}` +
        `  ${worst ? worst.names.join('/') : ''}`,
    );
  }
  const pasted = rest.find((figure) => figure.name.startsWith('paste'));
  console.log(
    `\nlongest long task after the ${pastedEntries.toLocaleString('en')}-entry paste: ` +
      `${pasted?.longTask ? ms(pasted.longTask.duration) : 'none (no task over 50 ms)'}`,
  );
  // Durations are rounded to 8 ms and delays are not: either over the goal misses it.
  const slowest = (figure: TFigure) =>
    Math.max(figure.worst?.duration ?? 0, figure.worst?.inputDelay ?? 0);
  const missed = rest.filter((figure) => slowest(figure) > goalMs);
  console.log(
    missed.length === 0
      ? `goal: every interaction within ${goalMs} ms: holds`
      : `goal: every interaction within ${goalMs} ms: MISSED by ${missed
          .map((figure) => `${figure.name} (${ms(slowest(figure))})`)
          .join(', ')}`,
  );
}

async function main() {
  ensureWebBuilt();
  const server = await startServer();
  // Its own process group: an interrupted run would leave it listening.
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const browser = await launchChromium();
    try {
      console.log(
        `Chromium ${browser.version()}, ${availableParallelism()} cores, ${player} on ${server.baseUrl}`,
      );
      const page = await openPage(browser, server.baseUrl);
      await observeTiming(page.context());
      await logInInBrowser(page, player);
      report(await run(page));
    } finally {
      await browser.close();
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await server.stop();
  }
}

await main();
