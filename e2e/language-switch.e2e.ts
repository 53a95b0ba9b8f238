import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, logInInBrowser, openPage } from './harness/browser.ts';

/**
 * A screen holds its texts in the reader's language only (shared/i18n/locales/sections/
 * screen-sections.ts): the other language's come when the player switches, before the switch
 * shows.
 */
const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

describe('the language switch on a screen', () => {
  it('loads the English screen texts on the switch, not before, and shows them', async () => {
    const page = await openPage(browser(), baseUrl);
    try {
      const englishTexts: string[] = [];
      page.on('request', (request) => {
        if (/\/screen-sections\.en-[^/]*\.js$/.test(request.url()))
          englishTexts.push(request.url());
      });
      await logInInBrowser(page, 'demoplayer');
      await page.goto('/BetRecord');
      await page.getByRole('heading', { level: 1, name: '投注记录' }).waitFor();
      expect(englishTexts).toEqual([]);

      await page.getByLabel('语言').selectOption('en');
      await page.getByRole('heading', { level: 1, name: 'Bet records' }).waitFor();
      expect(englishTexts).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });
});
