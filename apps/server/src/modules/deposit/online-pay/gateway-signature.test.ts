import { describe, expect, it } from 'vitest';
import { canonicalString, hasValidSignature, signFields, signed } from './gateway-signature.ts';

const key = 'test-merchant-key-0123456789';
const fields = {
  orderNo: 'D20261127000001',
  merchantId: 'M10001',
  amount: '100.50',
  status: 'paid',
  gatewayOrderId: 'G1',
  timestamp: '1795000000',
  memo: '',
};

describe('gateway signature', () => {
  it('signs the sorted non-empty fields but the signature, joined as key=value&', () => {
    expect(canonicalString({ ...fields, sign: 'x' })).toBe(
      'amount=100.50&gatewayOrderId=G1&merchantId=M10001&orderNo=D20261127000001&status=paid&timestamp=1795000000',
    );
  });

  it('matches the fixed vector (HMAC-SHA256, lower-case hex; computed with openssl dgst -hmac)', () => {
    expect(signFields(fields, key)).toBe(
      '523ae91e68bdee8eecd2f7e1821fda715d0fb94cfd93dfb22605a4c8c9f86af8',
    );
  });

  it('accepts its own signature and refuses any change, another key, or a malformed one', () => {
    const sent = signed(fields, key);
    expect(hasValidSignature(sent, key)).toBe(true);
    expect(hasValidSignature({ ...sent, amount: '100.51' }, key)).toBe(false);
    expect(hasValidSignature({ ...sent, extra: '1' }, key)).toBe(false);
    expect(hasValidSignature(sent, `${key}x`)).toBe(false);
    expect(hasValidSignature({ ...sent, sign: sent.sign!.toUpperCase() }, key)).toBe(false);
    expect(hasValidSignature({ ...sent, sign: 'abc' }, key)).toBe(false);
    expect(hasValidSignature(fields, key)).toBe(false);
  });
});
