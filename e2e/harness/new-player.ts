import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { registerPlayer } from './api.ts';
import { logInInBrowser, openPage } from './browser.ts';

/**
 * Answers a function that registers a new player (login ID from `loginIdPrefix`, `password`) and
 * logs it in on a page of its own (context options `device`); the caller closes the page's
 * context. New players for journeys that move a balance or claim a once-a-day prize, so that the
 * demo accounts stay as other journeys expect them.
 */
export function newPlayerPages(browser: () => Browser, password: string) {
  const baseUrl = inject('baseUrl');
  return async (
    device: BrowserContextOptions,
    loginIdPrefix: string,
  ): Promise<{ page: Page; loginId: string }> => {
    const loginId = await registerPlayer(baseUrl, loginIdPrefix, password);
    const page = await openPage(browser(), baseUrl, device);
    await logInInBrowser(page, loginId, password);
    return { page, loginId };
  };
}
