import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAdminPage } from './harness/admin.ts';
import { registerPlayer } from './harness/api.ts';
import { demoPassword, launchChromium, logInInBrowser, openPage } from './harness/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const phone = { width: 390, height: 844 };

/** Asks for customer service on /ChatAnonymity and waits for the queue's answer. */
async function ask(page: Page) {
  await page.goto('/ChatAnonymity');
  await page.getByRole('button', { name: '联系客服' }).click();
  await page
    .locator('.customer-service-state')
    .filter({ hasText: /排队|下一位/ })
    .waitFor();
}

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: '消息', exact: true }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
}

describe('the service desk, end to end', () => {
  it('a visitor and a player reach customer service, an operator serves both, the player rates', async () => {
    const visitor = await openPage(browser, baseUrl, { viewport: phone });
    await ask(visitor);
    const markup = '<b>bold?</b> <img src=x onerror=alert(1)>';
    await write(visitor, markup);
    await visitor.locator('.customer-service-messages .from-me', { hasText: 'bold?' }).waitFor();

    const player = await openPage(browser, baseUrl, { viewport: phone });
    const loginId = await registerPlayer(baseUrl, 'csp', demoPassword);
    await logInInBrowser(player, loginId);
    await ask(player);
    await expect
      .poll(() => player.locator('.customer-service-state').textContent())
      .toMatch(/前面还有 1 位/);

    const { page: desk } = await openAdminPage(browser, baseUrl, 'service', '/admin/service-desk');
    const queue = desk.locator('aside ol.desk-list li');
    await queue.filter({ hasText: '访客' }).getByRole('button', { name: '接待' }).click();
    // The visitor's text is shown as typed, never as markup.
    await desk.locator('.desk-messages', { hasText: markup }).waitFor();
    expect(await desk.locator('.desk-messages b, .desk-messages img').count()).toBe(0);
    await visitor.locator('.customer-service-state', { hasText: '正在为您服务' }).waitFor();
    await player.locator('.customer-service-state', { hasText: '您是下一位' }).waitFor();

    await desk.getByLabel('回复内容').fill('您好，请问有什么可以帮您？');
    await desk.getByRole('button', { name: '发送' }).click();
    await visitor.locator('.from-operator', { hasText: '请问有什么可以帮您' }).waitFor();

    await queue.filter({ hasText: loginId }).getByRole('button', { name: '接待' }).click();
    await desk.locator('.desk-asker', { hasText: loginId }).waitFor();
    await player.locator('.customer-service-state', { hasText: '正在为您服务' }).waitFor();
    await write(player, '我的充值到账了吗？');
    await desk.locator('.desk-messages', { hasText: '我的充值到账了吗' }).waitFor();
    await desk.getByLabel('回复内容').fill('已到账，请刷新余额。');
    await desk.getByRole('button', { name: '发送' }).click();
    await player.locator('.from-operator', { hasText: '已到账' }).waitFor();

    // A reload keeps the visitor's conversation (the token is kept in localStorage).
    await visitor.reload();
    await visitor.locator('.from-operator', { hasText: '请问有什么可以帮您' }).waitFor();

    await desk.getByRole('button', { name: '结束会话' }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: '结束会话' }).click();
    await player.locator('.customer-service-state', { hasText: '本次会话已结束' }).waitFor();
    await player.locator('.customer-service-star').nth(4).click();
    await player.getByRole('button', { name: '提交评价' }).click();
    await player.getByText('感谢您的评价：5 星').waitFor();

    await desk.getByRole('tab').first().click();
    await desk.getByRole('button', { name: '结束会话' }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: '结束会话' }).click();
    await visitor.locator('.customer-service-state', { hasText: '本次会话已结束' }).waitFor();

    await desk.getByRole('link', { name: '会话记录' }).click();
    await desk.getByLabel('玩家账号').fill(loginId);
    await desk.getByRole('button', { name: '搜索' }).click();
    await desk.locator('.desk-transcript-head', { hasText: '★★★★★' }).waitFor();
    for (const page of [visitor, player, desk]) await page.context().close();
  });

  it('a visitor stops waiting, after confirming, and may ask again', async () => {
    const visitor = await openPage(browser, baseUrl, { viewport: phone });
    await ask(visitor);
    await visitor.getByRole('button', { name: '取消排队' }).click();
    const confirm = visitor.getByRole('alertdialog');
    await confirm.getByRole('button', { name: '继续等待' }).click();
    await visitor
      .locator('.customer-service-state')
      .filter({ hasText: /排队|下一位/ })
      .waitFor();
    await visitor.getByRole('button', { name: '取消排队' }).click();
    await confirm.getByRole('button', { name: '取消排队' }).click();
    await visitor.locator('.customer-service-state', { hasText: '您已取消排队' }).waitFor();
    expect(await visitor.getByRole('button', { name: '提交评价' }).count()).toBe(0);
    await visitor.getByRole('button', { name: '再次联系客服' }).click();
    await visitor
      .locator('.customer-service-state')
      .filter({ hasText: /排队|下一位/ })
      .waitFor();
    await visitor.context().close();
  });
});
