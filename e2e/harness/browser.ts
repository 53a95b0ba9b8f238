import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { repoRoot } from './server.ts';

/** Where journeys leave their screenshots; Playwright makes the folder at the first one. */
export const screenshotsDir = join(repoRoot, 'e2e/screenshots');

/**
 * Chromium 156's headless windows each keep a WebUI renderer for the address bar's popup: about
 * 0.1 s of CPU for every page a journey opens, and seconds while Lighthouse measures a load.
 */
export const withoutOmniboxWebUi =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxSimplification';

/** Debian's Chromium; Playwright's own browser downloads are never used on this machine. */
export async function launchChromium(): Promise<Browser> {
  // launch() gives every run a fresh temporary profile (user-data dir) and removes it on close.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      withoutOmniboxWebUi,
    ],
  });
}

/**
 * One Chromium for the journeys of the calling file, launched before the first and closed after
 * the last (a launch takes seconds). Call it at the top of the file; what it answers gives the
 * browser inside hooks and tests.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is launched in beforeAll: use it in hooks and tests');
    return browser;
  };
}

/**
 * For the calling file: answers a function that has a page (its context) closed after the test
 * that opened it, passed or failed, so that no test leaves pages open for the next.
 */
export function pagesClosedAfterEachTest(): (page: Page) => void {
  const pages: Page[] = [];
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.context().close();
  });
  return (page) => {
    pages.push(page);
  };
}

/**
 * A page in its own context (own localStorage). Chinese is the product's default language, so
 * the browser asks for it rather than for the machine's locale.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', ...options });
  // Shorter than Playwright's 30 s, so a journey that goes wrong fails within the test's time.
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** The phone every journey holds the screens to (390 × 844, touch) and the desktop beside it. */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** The phone at its pixel density: screenshots as sharp as the phone's own screen. */
export const sharpPhone: BrowserContextOptions = { ...phone, deviceScaleFactor: 2 };

export const demoPassword = 'Demo2026pass';

/** Logs in on /Login and waits for Home with the wallet loaded. */
export async function logInInBrowser(page: Page, loginId: string, password = demoPassword) {
  await page.goto('/Login');
  await page.locator('input[name="LoginId"]').fill(loginId);
  await page.locator('input[name="Password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForWallet(page);
}

/** The shell's wallet shows an amount once the user info has loaded. */
export async function waitForWallet(page: Page): Promise<string> {
  const wallet = page.getByTestId('wallet-amount');
  await wallet.filter({ hasText: /\d/ }).waitFor();
  const text = (await wallet.textContent()) ?? '';
  expect(text).toMatch(/\d/);
  return text;
}

/** Nothing is wider than the screen: the page never scrolls sideways at `width`. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Records every path the page's main frame goes to, so a failure can say where it went. */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * Waits for `path`, then checks the page is still there a moment later: arriving is not enough
 * when something else (a guard, a reload) can take the user on elsewhere at once.
 */
export async function expectToLandOn(page: Page, path: string, paths: string[], timeout: number) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
  await page.waitForTimeout(1500);
  expect(pathOf(page), `went through ${paths.join(' → ')}`).toBe(path);
}
