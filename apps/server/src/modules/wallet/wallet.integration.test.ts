import { describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();

describe('POST /api/Wallet/GetWalletAmount', () => {
  it('answers the balance as a number with the exact thousandths', async () => {
    const { userId, loginId } = await t.createAccount();
    const token = await t.login(loginId);
    let balance = 0n;
    const amountFor = async (thousandths: bigint) => {
      if (thousandths !== balance) await t.fund(userId, thousandths - balance);
      balance = thousandths;
      const response = await t.call('POST', '/api/Wallet/GetWalletAmount', { token });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(await amountFor(1_234_567n)).toBe('{"WalletAmount":1234.567}');
    expect(await amountFor(5n)).toBe('{"WalletAmount":0.005}');
    expect(await amountFor(100_000n)).toBe('{"WalletAmount":100}');
    expect(await amountFor(999_999_999_999_999n)).toBe('{"WalletAmount":999999999999.999}');
    expect(await amountFor(0n)).toBe('{"WalletAmount":0}');
  });

  it("answers the caller's own wallet, not another account's", async () => {
    const rich = await t.createAccount();
    await t.fund(rich.userId, 70_000n);
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const response = await t.call('POST', '/api/Wallet/GetWalletAmount', { token });
    expect(response.json()).toEqual({ WalletAmount: 0 });
    const richToken = await t.login(rich.loginId);
    const richResponse = await t.call('POST', '/api/Wallet/GetWalletAmount', { token: richToken });
    expect(richResponse.json()).toEqual({ WalletAmount: 70 });
  });

  itRequiresLogin(t, [['POST', '/api/Wallet/GetWalletAmount']]);
});
