import type { Locator, Page } from 'playwright-core';

/** On /Deposit, the bank transfer of `amount` (one of the amount buttons) by `depositor`, unsent. */
export async function fillBankDeposit(page: Page, amount: string, depositor: string) {
  await page.goto('/Deposit');
  await page.getByRole('tab', { name: '银行转账' }).waitFor();
  await page.getByRole('button', { name: amount, exact: true }).click();
  await page.getByLabel('存款人姓名').fill(depositor);
}

/** Sends the filled deposit form; answers the order number /DepositQrcode opens on. */
export async function sendDeposit(page: Page): Promise<string> {
  await page.getByRole('button', { name: '立即存款' }).click();
  await page.waitForURL((url) => url.pathname === '/DepositQrcode');
  return new URL(page.url()).searchParams.get('OrderNo') ?? '';
}

/**
 * Opens a USDT TRC20 deposit of `amount` on /Deposit; answers the address and the USDT amount
 * /DepositQrcode asks the player to send.
 */
export async function openUsdtDeposit(page: Page, amount: string) {
  await page.goto('/Deposit');
  await page.getByRole('tab', { name: 'USDT' }).click();
  await page.getByRole('radio', { name: /USDT TRC20/ }).check();
  await page.getByLabel('存款金额', { exact: true }).fill(amount);
  await page.getByRole('button', { name: '立即存款' }).click();
  await page.waitForURL((url) => url.pathname === '/DepositQrcode');
  const copyValue = (label: RegExp) =>
    page.locator('.deposit-copy', { hasText: label }).locator('.deposit-copy-value').textContent();
  await page.locator('.deposit-copy-value').first().waitFor();
  return {
    address: (await copyValue(/收款地址/)) ?? '',
    cryptoAmount: (await copyValue(/USDT 数量/)) ?? '',
  };
}

/**
 * Finance's console (`console_`, on the deposits section) finds the player's order and types the
 * depositor's name the bank statement shows: answers the order's row once it reads matched.
 */
export async function matchBankDeposit(
  console_: Page,
  loginId: string,
  orderNo: string,
  depositor: string,
): Promise<Locator> {
  await console_.goto(`/admin/deposits?player=${loginId}`);
  const row = console_.locator('tr', { hasText: orderNo });
  await row.waitFor();
  await console_.getByLabel('转账户名').fill(depositor);
  await row.getByText('匹配').waitFor();
  return row;
}

/** Confirms the matched order of `row` (matchBankDeposit) as received, through its dialog. */
export async function confirmDeposit(console_: Page, row: Locator) {
  await row.getByRole('button', { name: '确认到账' }).click();
  const dialog = console_.getByRole('alertdialog');
  await dialog.getByRole('button', { name: '确认到账' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Finance matches the player's order in the console and confirms it as received. */
export async function confirmBankDeposit(
  console_: Page,
  loginId: string,
  orderNo: string,
  depositor: string,
) {
  await confirmDeposit(console_, await matchBankDeposit(console_, loginId, orderNo, depositor));
}
