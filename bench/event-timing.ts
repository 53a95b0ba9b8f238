import type { BrowserContext, Page } from 'playwright-core';

/**
 * Responsiveness as the browser itself measures it: Event Timing entries (an input's wait,
 * handling and the paint after it, reported from 16 ms up, rounded to 8 ms) and long tasks (any
 * main-thread task over 50 ms), collected in the page from its first script on.
 */
export interface TEventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  interactionId: number;
}

export interface TLongTask {
  startTime: number;
  duration: number;
}

interface TCollected {
  events: TEventEntry[];
  longTasks: TLongTask[];
}

declare global {
  interface Window {
    __benchTiming?: TCollected;
  }
}

/** TypeScript's DOM types lack these parts of Event Timing, which Chromium has. */
type TEventTiming = PerformanceEventTiming & { interactionId: number };
type TEventObserverInit = PerformanceObserverInit & { durationThreshold: number };

/** Runs in every document of the context before its own scripts: it cannot close over anything. */
function installObservers() {
  const collected: TCollected = { events: [], longTasks: [] };
  window.__benchTiming = collected;
  const eventsFrom16Ms: TEventObserverInit = {
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as TEventTiming[])
      collected.events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        interactionId: entry.interactionId,
      });
  }).observe(eventsFrom16Ms);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      collected.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

export const observeTiming = (context: BrowserContext) => context.addInitScript(installObservers);

/** The page's performance.now(), to take entries from. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Waits for the entries of what was just done: the browser reports an event's entry after the
 * paint that follows it, to observers a task later.
 */
export async function settle(page: Page, quietMs = 500) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(quietMs);
}

/** One interaction (a tap, a key): its slowest event, from the input to the paint after it. */
export interface TInteraction {
  id: number;
  names: string[];
  duration: number;
  /** From the input to its first handler starting. */
  inputDelay: number;
}

export async function entriesSince(page: Page, since: number): Promise<TCollected> {
  const collected = await page.evaluate(
    () => window.__benchTiming ?? { events: [], longTasks: [] },
  );
  return {
    events: collected.events.filter((entry) => entry.startTime >= since),
    longTasks: collected.longTasks.filter((task) => task.startTime >= since),
  };
}

/** Events grouped by interaction (pointerdown, pointerup and click of one tap share an id). */
export function interactionsOf(events: readonly TEventEntry[]): TInteraction[] {
  const byId = new Map<number, TInteraction>();
  for (const event of events) {
    if (event.interactionId === 0) continue;
    const inputDelay = event.processingStart - event.startTime;
    const known = byId.get(event.interactionId);
    if (!known) {
      byId.set(event.interactionId, {
        id: event.interactionId,
        names: [event.name],
        duration: event.duration,
        inputDelay,
      });
      continue;
    }
    known.names.push(event.name);
    known.duration = Math.max(known.duration, event.duration);
    known.inputDelay = Math.max(known.inputDelay, inputDelay);
  }
  return [...byId.values()];
}

export const longest = <T extends { duration: number }>(items: readonly T[]): T | undefined =>
  items.reduce<T | undefined>(
    (top, item) => (!top || item.duration > top.duration ? item : top),
    undefined,
  );
