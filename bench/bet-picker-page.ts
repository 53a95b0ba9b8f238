import type { Locator, Page } from 'playwright-core';

/** The official picker of /Bet/:id as the player finds it (Chinese texts, roles and labels). */
export function betPickerPage(page: Page) {
  const picker = page.locator('.official-picker');
  const trendTab = (name: '路珠' | '长龙') =>
    page.locator('.bet-trends').getByRole('tab', { name, exact: true });
  const ballRow = (label: string) => picker.getByRole('group', { name: label, exact: true });
  const figure = (name: 'units' | 'amount' | 'maxMultiple') =>
    picker.locator(`[data-figure="${name}"]`).textContent({ timeout: 5_000 });

  return {
    picker,
    trendTab,
    textBox: picker.locator('textarea'),
    figure,

    async open(gameId: number) {
      await page.goto(`/Bet/${gameId}`);
      await picker.getByRole('button', { name: '添加到购物车' }).waitFor({ timeout: 30_000 });
    },

    async chooseType(group: string, method: string) {
      await picker.getByRole('tab', { name: group, exact: true }).click();
      await picker
        .getByRole('group', { name: '玩法', exact: true })
        .getByRole('button', { name: method, exact: true })
        .click();
    },

    ball: (row: string, value: string): Locator =>
      ballRow(row).getByRole('button', { name: value, exact: true }),
    /** A row's quick pick: 全选, 选大号, 清除… */
    quickPick: (row: string, action: string): Locator =>
      picker.getByRole('button', { name: `${row}：${action}`, exact: true }),
    button: (name: string): Locator => picker.getByRole('button', { name, exact: true }),
    multipleBox: picker.getByRole('textbox', { name: '倍数', exact: true }),

    /** Polls the units figure (bounded) until it shows `units`. */
    async waitForUnits(units: string, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await figure('units')) !== units) {
        if (Date.now() > deadline)
          throw new Error(`units stayed ${await figure('units')}, not ${units}`);
        await page.waitForTimeout(50);
      }
    },

    /** True once typed entries are checked: no "checking" note in the report. */
    isChecked: async () =>
      !(await picker.locator('.entry-summary').textContent({ timeout: 5_000 }))?.includes(
        '正在整理号码',
      ),
  };
}
