import { withdrawTypes } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWithdrawRules, feeOf, type TWithdrawSnapshot } from './withdraw-checks.ts';
import type { TRules } from './withdraw-rules.ts';

const open: TRules = {
  minAmount: 1n,
  maxAmount: null,
  dailyMaxAmount: null,
  dailyMaxCount: null,
  intervalSeconds: 0,
  feePerMille: 0,
  feeMin: 0n,
  feeMax: null,
  firstMaxAmount: null,
  siteDailyMaxAmount: null,
  usdtMinAmount: null,
  usdtMaxAmount: null,
  usdtChainFee: 0n,
  accountLimit: 5,
};

const snapshot = (over: Partial<TWithdrawSnapshot>): TWithdrawSnapshot => ({
  amount: 100_000n,
  type: withdrawTypes.bank,
  rules: open,
  turnoverRemaining: 0n,
  todayAmount: 0n,
  todayCount: 0,
  lastRequestAt: null,
  first: false,
  siteTodayAmount: 0n,
  now: 1_000_000,
  ...over,
});

describe('withdraw fee', () => {
  it('is the rate rounded down, within [min, max], plus the chain fee for USDT only', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 1000 }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 6n })),
        fc.bigInt({ min: 0n, max: 10n ** 4n }),
        (amount, perMille, feeMin, extra, chainFee) => {
          const feeMax = extra === null ? null : feeMin + extra;
          const rules = { ...open, feePerMille: perMille, feeMin, feeMax, usdtChainFee: chainFee };
          const bank = feeOf(rules, withdrawTypes.bank, amount);
          expect(bank >= feeMin).toBe(true);
          if (feeMax !== null) expect(bank <= feeMax).toBe(true);
          const rate = (amount * BigInt(perMille)) / 1000n;
          if (rate >= feeMin && (feeMax === null || rate <= feeMax)) expect(bank).toBe(rate);
          expect(feeOf(rules, withdrawTypes.usdt, amount)).toBe(bank + chainFee);
        },
      ),
    );
  });
});

describe('withdraw rules', () => {
  it('a daily limit is never passed: accepted iff today + amount fits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (amount, todayAmount, dailyMaxAmount) => {
          const result = checkWithdrawRules(
            snapshot({ amount, todayAmount, rules: { ...open, dailyMaxAmount } }),
          );
          expect(result.ok).toBe(todayAmount + amount <= dailyMaxAmount);
        },
      ),
    );
  });

  it('refuses in order, each rule with its own error', () => {
    expect(checkWithdrawRules(snapshot({ turnoverRemaining: 1n }))).toMatchObject({
      error: 'WithdrawTurnoverRemaining',
    });
    expect(
      checkWithdrawRules(
        snapshot({ rules: { ...open, intervalSeconds: 60 }, lastRequestAt: 990_000 }),
      ),
    ).toMatchObject({ error: 'WithdrawInterval', params: { seconds: 50 } });
    expect(
      checkWithdrawRules(snapshot({ first: true, rules: { ...open, firstMaxAmount: 99_999n } })),
    ).toMatchObject({ error: 'WithdrawFirstLimit' });
    expect(
      checkWithdrawRules(snapshot({ first: false, rules: { ...open, firstMaxAmount: 99_999n } })),
    ).toMatchObject({ ok: true });
    expect(
      checkWithdrawRules(snapshot({ todayCount: 3, rules: { ...open, dailyMaxCount: 3 } })),
    ).toMatchObject({ error: 'WithdrawDailyCount' });
    expect(
      checkWithdrawRules(
        snapshot({ siteTodayAmount: 950_000n, rules: { ...open, siteDailyMaxAmount: 1_000_000n } }),
      ),
    ).toMatchObject({ error: 'WithdrawSiteDailyLimit' });
  });
});
