import { describe, expect, it } from 'vitest';
import { signed } from './gateway-signature.ts';
import { callbackWindowMs, readCallback } from './read-callback.ts';

const merchant = { merchantId: 'M10001', merchantKey: 'test-merchant-key-0123456789' };
const now = 1_795_000_000_000;
const fields = {
  merchantId: 'M10001',
  orderNo: 'D0000000042',
  gatewayOrderId: 'SG1',
  amount: '100.50',
  status: 'paid',
  timestamp: String(now / 1000),
};
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const read = (values: Record<string, string>, at = now) => readCallback(merchant, form(values), at);

describe('reading a gateway callback', () => {
  it('reads a signed, timely callback, the amount in thousandths', () => {
    expect(read(signed(fields, merchant.merchantKey))).toEqual({
      ok: true,
      value: {
        orderNo: 'D0000000042',
        gatewayOrderId: 'SG1',
        amount: 100_500n,
        status: 'paid',
        at: now,
        sentAt: now,
      },
    });
  });

  it('refuses a body changed after signing, or signed with another key', () => {
    const sent = signed(fields, merchant.merchantKey);
    expect(read({ ...sent, amount: '1000.50' })).toMatchObject({
      error: 'GatewaySignatureInvalid',
    });
    expect(read(signed(fields, 'another-key'))).toMatchObject({ error: 'GatewaySignatureInvalid' });
    expect(read(fields)).toMatchObject({ error: 'GatewaySignatureInvalid' });
  });

  it('refuses a repeated field (the signed value and the read one could differ)', () => {
    const sent = signed(fields, merchant.merchantKey);
    expect(readCallback(merchant, `${form(sent)}&amount=1.00`, now)).toMatchObject({
      error: 'GatewayCallbackMalformed',
    });
  });

  it("refuses another merchant's callback even when signed with our key", () => {
    const other = signed({ ...fields, merchantId: 'M2' }, merchant.merchantKey);
    expect(read(other)).toMatchObject({ error: 'GatewayMerchantMismatch' });
  });

  it('refuses a callback outside the time window, either side', () => {
    const sent = signed(fields, merchant.merchantKey);
    expect(read(sent, now + callbackWindowMs)).toMatchObject({ ok: true });
    expect(read(sent, now + callbackWindowMs + 1000)).toMatchObject({
      error: 'GatewayCallbackStale',
    });
    expect(read(sent, now - callbackWindowMs - 1000)).toMatchObject({
      error: 'GatewayCallbackStale',
    });
  });

  it('refuses an unknown status or an amount that is not a positive two-place decimal', () => {
    for (const change of [
      { status: 'refunded' },
      { amount: '0' },
      { amount: '-1.00' },
      { amount: '1.005' },
      { amount: '1e3' },
    ]) {
      expect(read(signed({ ...fields, ...change }, merchant.merchantKey))).toMatchObject({
        error: 'GatewayCallbackMalformed',
      });
    }
  });
});
