import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

const gateway = {
  Code: 'acme-pay',
  Name: 'Acme Pay',
  BaseUrl: 'https://pay.acme.example/api/merchant',
  MerchantId: 'M-88',
  Enabled: true,
};

describe('payment gateways in the console', () => {
  it('adds and changes a gateway, audited, and never shows its key', async () => {
    const finance = await t.adminToken('finance');
    const created = await expectAudited(t, 'POST /api/Admin/PaymentGateways', {
      token: finance,
      body: { ...gateway, MerchantKey: 'secret-key-0123456789abcdef' },
      action: 'payments.gateway.create',
      targetType: 'payment_gateway',
      targetId: 'acme-pay',
      after: { merchantId: 'M-88', keyChanged: true },
    });
    expect(created.json()).toMatchObject({ Code: 'acme-pay', HasKey: true });
    expect(created.body).not.toContain('secret-key');

    await expectAudited(t, 'PUT /api/Admin/PaymentGateways', {
      token: finance,
      body: { ...gateway, Name: 'Acme Pay 2', Enabled: false },
      action: 'payments.gateway.update',
      before: { name: 'Acme Pay', enabled: true },
      after: { name: 'Acme Pay 2', enabled: false, keyChanged: false },
    });
    const [row] = await t.db.query<{ merchant_key: string }>(
      `SELECT merchant_key FROM payment_gateways WHERE code = 'acme-pay'`,
    );
    expect(row?.merchant_key).toBe('secret-key-0123456789abcdef');
    const audit = await t.db.query<{ after: unknown }>(
      `SELECT after FROM admin_audit WHERE target_type = 'payment_gateway'`,
    );
    expect(JSON.stringify(audit)).not.toContain('secret-key');

    const list = await t.call('GET', '/api/Admin/PaymentGateways', { token: finance });
    expect(list.json().Gateways).toEqual([
      expect.objectContaining({
        Code: 'acme-pay',
        Name: 'Acme Pay 2',
        HasKey: true,
        Enabled: false,
      }),
    ]);
    expect(list.body).not.toContain('secret-key');
  });

  it('refuses a taken code, an unknown one, a new gateway without a key, and other roles', async () => {
    const finance = await t.adminToken('finance');
    const body = { ...gateway, Code: 'beta-pay', MerchantKey: 'another-key-0123456789' };
    expect(
      (await t.call('POST', '/api/Admin/PaymentGateways', { token: finance, body })).statusCode,
    ).toBe(200);
    const taken = await t.call('POST', '/api/Admin/PaymentGateways', { token: finance, body });
    expect(taken.json()).toMatchObject({ Code: 7207 });
    const unknown = await t.call('PUT', '/api/Admin/PaymentGateways', {
      token: finance,
      body: { ...gateway, Code: 'nowhere' },
    });
    expect(unknown.json()).toMatchObject({ Code: 7200 });
    const keyless = await t.call('POST', '/api/Admin/PaymentGateways', {
      token: finance,
      body: { ...gateway, Code: 'gamma-pay' },
    });
    expect(keyless.json()).toMatchObject({ Code: 7211 });
    const operations = await t.adminToken('operations');
    const refused = await t.call('GET', '/api/Admin/PaymentGateways', { token: operations });
    expect(refused.statusCode).toBe(403);
  });
});
