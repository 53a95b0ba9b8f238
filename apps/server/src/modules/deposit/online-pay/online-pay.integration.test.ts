import { depositStates } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxMerchant,
  setUpSandboxGateway,
  type TSandboxSetup,
} from '../../../test-support/online-pay-fixtures.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import type { TSandboxFault } from '../../payment-sandbox/gateway/sandbox-faults.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import { lockOrder } from '../deposit-order-row.ts';
import { formatGatewayAmount } from './gateway-amount.ts';
import { createGatewayQueryJob, queryAfterMs } from './gateway-query-job.ts';
import { signed } from './gateway-signature.ts';

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const merchant = sandboxMerchant;
let sandbox: TSandboxSetup;
let publicUrl: () => string;

beforeAll(async () => {
  sandbox = await setUpSandboxGateway(t);
  publicUrl = sandbox.publicUrl;
});

const notifier = () => ({ tick: () => sandbox.sendCallbacks() });
const wallet = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });
const orderOf = (id: bigint) => t.db.transaction((tx) => lockOrder(tx, id));
const openOrder = (amount?: bigint) => sandbox.openOrder(amount);
const pay = (payUrl: string, faults: TSandboxFault[] = [], action: 'pay' | 'abandon' = 'pay') =>
  sandbox.pay(payUrl, faults, action);

const callbacksOf = (gatewayOrderId: string) =>
  t.db.query<{ status: string; outcome: string; repeats: number; via: string }>(
    `SELECT status, outcome, repeats, via FROM gateway_callbacks WHERE gateway_order_id = $1 ORDER BY id`,
    [gatewayOrderId],
  );

describe('online pay through the sandbox gateway', () => {
  it('serves a payment page that shows the order and the failures to simulate', async () => {
    const { payUrl } = await openOrder(123_450n);
    const page = await fetch(payUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('¥123.45');
    expect(html).toContain('name="fault" value="wrongAmount"');
    expect(html).not.toContain('<script');
  });

  it('credits a paid order once', async () => {
    const { userId, orderId, payUrl, gatewayOrderId } = await openOrder();
    expect(await pay(payUrl)).toContain('/DepositRecord');
    expect(await notifier().tick()).toBeGreaterThanOrEqual(1);
    expect(await wallet(userId)).toBe(100_000n);
    expect((await orderOf(orderId))?.state).toBe(depositStates.confirm);
    expect(await callbacksOf(gatewayOrderId)).toEqual([
      { status: 'paid', outcome: 'credited', repeats: 0, via: 'callback' },
    ]);
  });

  it('credits once however many duplicate callbacks arrive', async () => {
    const { userId, payUrl, gatewayOrderId } = await openOrder();
    await pay(payUrl, ['duplicate']);
    expect(await notifier().tick()).toBe(3);
    expect(await wallet(userId)).toBe(100_000n);
    expect(await callbacksOf(gatewayOrderId)).toEqual([
      { status: 'paid', outcome: 'credited', repeats: 2, via: 'callback' },
    ]);
  });

  it('credits once when a "pending" comes after the "paid"', async () => {
    const { userId, orderId, payUrl, gatewayOrderId } = await openOrder();
    await pay(payUrl, ['outOfOrder']);
    expect(await notifier().tick()).toBe(2);
    expect(await wallet(userId)).toBe(100_000n);
    expect((await orderOf(orderId))?.state).toBe(depositStates.confirm);
    expect((await callbacksOf(gatewayOrderId)).map((c) => [c.status, c.outcome])).toEqual([
      ['paid', 'credited'],
      ['pending', 'ignored'],
    ]);
  });

  it('sends a wrong amount to review and credits nothing', async () => {
    const { userId, orderId, payUrl } = await openOrder();
    await pay(payUrl, ['wrongAmount']);
    await notifier().tick();
    expect(await wallet(userId)).toBe(0n);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      review: true,
      receivedAmount: 101_000n,
      state: depositStates.waiting,
    });
  });

  it('sends a payment whose callback comes after the order expired to review', async () => {
    const { userId, orderId, payUrl } = await openOrder();
    await pay(payUrl, ['late']);
    expect(await notifier().tick()).toBe(0);
    t.clock.advance(3_600_000);
    expect(await notifier().tick()).toBeGreaterThanOrEqual(1);
    expect(await wallet(userId)).toBe(0n);
    expect(await orderOf(orderId)).toMatchObject({ review: true, receivedAmount: 100_000n });
  });

  it('refuses a forged callback, records it, and credits on the genuine one', async () => {
    const { userId, payUrl, gatewayOrderId } = await openOrder();
    await pay(payUrl, ['badSignature']);
    const refusalsBefore = await t.db.query('SELECT 1 FROM gateway_callback_refusals');
    expect(await notifier().tick()).toBe(1);
    expect(await wallet(userId)).toBe(100_000n);
    const refusals = await t.db.query('SELECT 1 FROM gateway_callback_refusals');
    expect(refusals.length).toBe(refusalsBefore.length + 1);
    const [forged] = await t.db.query<{ last_answer: string; gave_up: boolean }>(
      `SELECT last_answer, gave_up FROM sandbox_gateway_notices WHERE gateway_order_id = $1 AND forged`,
      [gatewayOrderId],
    );
    expect(forged?.last_answer).toMatch(/^401 .*7202/);
    expect(forged?.gave_up).toBe(true);
  });

  it('answers a bad signature 401 with its code and changes nothing but the refusal record', async () => {
    const { userId, orderId, gatewayOrderId } = await openOrder();
    const fields = signed(
      {
        merchantId: merchant.merchantId,
        orderNo: `D${String(orderId).padStart(10, '0')}`,
        gatewayOrderId,
        amount: '100.00',
        status: 'paid',
        timestamp: String(Math.floor(t.clock.now() / 1000)),
      },
      'not-the-merchant-key',
    );
    const answer = await t.call('POST', '/api/PayCallback/sandbox', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: undefined,
    });
    expect(answer.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/PayCallback/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ Code: 7202 });
    expect(await wallet(userId)).toBe(0n);
    expect(await callbacksOf(gatewayOrderId)).toEqual([]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/PayCallback/nowhere',
      payload: '',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ Code: 7200 });
  });

  it('credits a paid order whose callback never came when the query job asks', async () => {
    const { userId, payUrl, gatewayOrderId } = await openOrder();
    await pay(payUrl, ['noCallback']);
    expect(await notifier().tick()).toBe(0);
    const queries = createGatewayQueryJob({ db: t.db, clock: t.clock });
    t.clock.advance(queryAfterMs + 1000);
    expect(await queries.tick()).toBeGreaterThanOrEqual(1);
    expect(await wallet(userId)).toBe(100_000n);
    expect(await callbacksOf(gatewayOrderId)).toEqual([
      { status: 'paid', outcome: 'credited', repeats: 0, via: 'query' },
    ]);
    expect(await queries.tick()).toBe(0);
  });

  it('cancels an order the player abandoned', async () => {
    const { orderId, payUrl } = await openOrder();
    expect(await pay(payUrl, [], 'abandon')).toContain('Abandoned');
    await notifier().tick();
    expect((await orderOf(orderId))?.state).toBe(depositStates.cancel);
  });

  it.runIf(onPostgres)('credits once when ten duplicate callbacks arrive at once', async () => {
    const { userId, orderId, gatewayOrderId } = await openOrder();
    const body = new URLSearchParams(
      signed(
        {
          merchantId: merchant.merchantId,
          orderNo: `D${String(orderId).padStart(10, '0')}`,
          gatewayOrderId,
          amount: formatGatewayAmount(100_000n)!,
          status: 'paid',
          timestamp: String(Math.floor(t.clock.now() / 1000)),
        },
        merchant.merchantKey,
      ),
    ).toString();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${publicUrl()}/api/PayCallback/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }).then(async (answer) => `${answer.status} ${await answer.text()}`),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => '200 success'));
    expect(await wallet(userId)).toBe(100_000n);
    expect(await callbacksOf(gatewayOrderId)).toEqual([
      { status: 'paid', outcome: 'credited', repeats: 9, via: 'callback' },
    ]);
  });
});
