import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

// A throwaway key made here, in the test: the point is that its private form is refused.
const root = HDKey.fromMasterSeed(pbkdf2Sync('usdt settings test', 'salt', 1, 64, 'sha512'));
const account = root.derive("m/44'/195'/0'");

describe('USDT settings (console)', () => {
  it('sets an xpub and confirmations, audited; reads them back', async () => {
    const finance = await t.adminToken('finance');
    const body = { Chain: 'TRC20', Xpub: account.publicExtendedKey, Confirmations: 20 };
    const response = await expectAudited(t, 'PUT /api/Admin/Usdt/Chain', {
      token: finance,
      body,
      action: 'payments.usdt.chain.update',
      targetType: 'usdt_chain',
      targetId: 'TRC20',
      before: { xpub: null, confirmations: 19 },
      after: { xpub: account.publicExtendedKey, confirmations: 20 },
    });
    expect(response.json().Chains).toContainEqual({
      Chain: 'TRC20',
      Derived: true,
      Xpub: account.publicExtendedKey,
      SharedAddress: null,
      Confirmations: 20,
    });
    const read = await t.call('GET', '/api/Admin/Usdt/Settings', { token: finance });
    expect(read.json()).toMatchObject({ RateSource: 'sandbox', RateLockSeconds: 900 });
  });

  it('refuses a private key, text that is no key, and a key for a shared-address chain', async () => {
    const finance = await t.adminToken('finance');
    const put = (body: object) => t.call('PUT', '/api/Admin/Usdt/Chain', { token: finance, body });
    const xprv = await put({ Chain: 'ERC20', Xpub: account.privateExtendedKey, Confirmations: 12 });
    expect([xprv.statusCode, xprv.json().Code]).toEqual([400, 7301]);
    expect(xprv.body).not.toContain(account.privateExtendedKey);
    const garbage = await put({ Chain: 'ERC20', Xpub: 'xpub-not-a-key', Confirmations: 12 });
    expect(garbage.json().Code).toBe(7300);
    const wrongKind = await put({
      Chain: 'TON',
      Xpub: account.publicExtendedKey,
      Confirmations: 1,
    });
    expect(wrongKind.json().Code).toBe(7303);
    const [row] = await t.db.query<{ xpub: string | null }>(
      `SELECT xpub FROM usdt_chain_settings WHERE chain = 'ERC20'`,
    );
    expect(row?.xpub).toBeNull();
  });

  it('checks a shared address by the chain rules and names the fault', async () => {
    const finance = await t.adminToken('finance');
    const bad = await t.call('PUT', '/api/Admin/Usdt/Chain', {
      token: finance,
      body: {
        Chain: 'TON',
        SharedAddress: 'kQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPgpP',
        Confirmations: 1,
      },
    });
    expect(bad.json()).toMatchObject({ Code: 7302 });
    expect(bad.json().Message).toContain('flags');
    await expectAudited(t, 'PUT /api/Admin/Usdt/Chain', {
      token: finance,
      body: {
        Chain: 'SOL',
        SharedAddress: 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB',
        Confirmations: 32,
      },
      action: 'payments.usdt.chain.update',
      after: { sharedAddress: 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB' },
    });
  });

  it('sets the rate lock, audited', async () => {
    const finance = await t.adminToken('finance');
    const response = await expectAudited(t, 'PUT /api/Admin/Usdt/Rate', {
      token: finance,
      body: { RateSource: 'sandbox', RateLockSeconds: 600 },
      action: 'payments.usdt.rate.update',
      before: { lockSeconds: 900 },
      after: { lockSeconds: 600 },
    });
    expect(response.json()).toMatchObject({ RateLockSeconds: 600 });
  });
});

describe('the sandbox chain API', () => {
  it('refuses a re-organisation deeper than it makes and amounts that are not USDT', async () => {
    const deep = await t.call('POST', '/api/Sandbox/Chain/TRC20/Reorg', { body: { Blocks: 65 } });
    expect([deep.statusCode, deep.json().Code]).toEqual([400, 7304]);
    for (const Amount of ['0', '1.0000001', '-5', 'ten']) {
      const sent = await t.call('POST', '/api/Sandbox/Chain/TRC20/Transfer', {
        body: { ToAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', Amount },
      });
      expect([sent.statusCode, sent.json().Code]).toEqual([400, 7305]);
    }
    const head = await t.call('GET', '/api/Sandbox/Chain/TRC20');
    expect(head.json()).toMatchObject({ Chain: 'TRC20', BlockMs: 1000 });
  });
});
