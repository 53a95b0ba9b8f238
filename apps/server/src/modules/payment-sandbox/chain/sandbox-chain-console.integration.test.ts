import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';
import {
  openUsdtOrder,
  orderState,
  seedUsdt,
  walletOf,
  watcherOf,
} from '../../deposit/usdt/usdt-test-fixtures.ts';

const t = useTestApp();
beforeAll(() => seedUsdt(t));

const page = (chain: string) => t.call('GET', `/PaySandbox/Chain?chain=${chain}`);

/** A form posted as the console's page posts it; answers where the redirect leads. */
async function post(path: string, form: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/PaySandbox/Chain/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return new URL(String(response.headers.location), 'http://sandbox.test');
}

const transferRow = (html: string, txId: string) =>
  html
    .split('<tr>')
    .slice(1)
    .find((row) => row.includes(txId)) ?? null;

describe('the sandbox chain console', () => {
  it('serves each chain’s page with its head, the product’s confirmations and the forms', async () => {
    const response = await page('TON');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>TON</h1>');
    expect(response.body).toMatch(/入账所需确认 Confirmations to credit<\/dt><dd>\d+<\/dd>/);
    expect(response.body).toContain('action="/PaySandbox/Chain/TON/Transfer"');
    expect(response.body).toContain('action="/PaySandbox/Chain/TON/Mine"');
    expect((await t.call('GET', '/PaySandbox/chain.css')).statusCode).toBe(200);
    expect((await page('DOGE')).statusCode).toBe(404);
  });

  it('sends a transfer, adds confirmations, and re-organises it away', async () => {
    const sent = await post('TRC20/Transfer', {
      toAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      memo: '',
      amount: '12.5',
    });
    const txId = sent.searchParams.get('sent') ?? '';
    expect(sent.pathname).toBe('/PaySandbox/Chain');
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    const waiting = await t.call('GET', `${sent.pathname}${sent.search}`);
    expect(waiting.body).toContain(`Sent: ${txId}`);
    expect(transferRow(waiting.body, txId)).toContain('Waiting for its block');
    expect(transferRow(waiting.body, txId)).toContain('12.5');

    const mined = await post('TRC20/Mine', { blocks: '5' });
    expect(mined.searchParams.get('mined')).toBe('5');
    expect(transferRow((await page('TRC20')).body, txId)).toMatch(/>5 \/ \d+</);

    const dropped = await post('TRC20/Reorg', { txId });
    expect(dropped.searchParams.get('dropped')).toBe('1');
    expect(transferRow((await page('TRC20')).body, txId)).toBeNull();
    const missing = await post('TRC20/Reorg', { txId });
    expect(missing.searchParams.get('error')).toBe('missing');
  });

  it('refuses a bad transfer or block count without writing, and a reorg deeper than 64 blocks', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_chain_transfers'))[0]
        ?.n;
    const before = await count();
    for (const form of [
      { toAddress: '', amount: '1' },
      { toAddress: 'x', amount: '0' },
      { toAddress: 'x', amount: '1.0000001' },
      { toAddress: 'x', amount: 'ten' },
    ])
      expect((await post('BSC/Transfer', form)).searchParams.get('error')).toBe('transfer');
    expect(await count()).toBe(before);
    expect((await post('BSC/Mine', { blocks: '0' })).searchParams.get('error')).toBe('blocks');
    expect((await post('BSC/Mine', { blocks: '1001' })).searchParams.get('error')).toBe('blocks');

    const old = await post('BSC/Transfer', { toAddress: 'x', amount: '1' });
    await post('BSC/Mine', { blocks: '70' });
    const deep = await post('BSC/Reorg', { txId: old.searchParams.get('sent') ?? '' });
    expect(deep.searchParams.get('error')).toBe('deep');
    expect(await count()).toBe((before ?? 0) + 1);
    // What a page shows of an error is the fixed text, whatever the address bar says.
    const shown = await t.call('GET', '/PaySandbox/Chain?chain=BSC&error=%3Cscript%3E');
    expect(shown.body).not.toContain('<script>');
  });

  it('credits a player’s USDT order paid from the console once its confirmations are made', async () => {
    const { userId } = await t.createAccount();
    const opened = await openUsdtOrder(t, userId, 'TRC20', 723_146n);
    if (!opened.opened.ok) throw new Error(opened.opened.error);
    await post('TRC20/Transfer', {
      toAddress: opened.opened.value.address ?? '',
      amount: opened.opened.value.cryptoAmount ?? '',
    });
    await post('TRC20/Mine', { blocks: '1' });
    expect(await watcherOf(t).tick()).toMatchObject({ credited: 0 });
    const needed = /Confirmations to credit<\/dt><dd>(\d+)</.exec((await page('TRC20')).body)?.[1];
    await post('TRC20/Mine', { blocks: String(Number(needed)) });
    expect(await watcherOf(t).tick()).toMatchObject({ credited: 1 });
    expect(await walletOf(t, userId)).toBe(723_146n);
    expect(await orderState(t, opened.order.id)).toMatchObject({ state: 1 });
  });

  it('makes blocks through the JSON API too', async () => {
    const before = (await t.call('GET', '/api/Sandbox/Chain/SOL')).json().Height as number;
    const mined = await t.call('POST', '/api/Sandbox/Chain/SOL/Mine', { body: { Blocks: 7 } });
    expect(mined.statusCode, mined.body).toBe(200);
    expect(mined.json().Height).toBe(before + 7);
    const tooMany = await t.call('POST', '/api/Sandbox/Chain/SOL/Mine', { body: { Blocks: 0 } });
    expect(tooMany.statusCode).toBe(400);
  });
});
