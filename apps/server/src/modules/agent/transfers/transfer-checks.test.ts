import { agentTransferKinds, transferPointTypes, transferTypes } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateFlags } from '../../auth/state-flags.ts';
import {
  checkFunds,
  checkSender,
  namesMatch,
  receiverAccepts,
  scopeOf,
  transferTypeOf,
} from './transfer-checks.ts';

const flagBits = Object.values(stateFlags);
const anyFlags = fc.subarray(flagBits).map((bits) => bits.reduce((all, bit) => all | bit, 0));
const anyKind = fc.constantFrom(...agentTransferKinds);
const money = fc.bigInt({ min: 0n, max: 10n ** 12n });

describe('checkSender', () => {
  it('refuses frozen funds first, then disabled withdrawals, a missing privilege, a zero amount', () => {
    fc.assert(
      fc.property(
        anyFlags,
        fc.subarray([...agentTransferKinds]),
        anyKind,
        money,
        (flags, kinds, kind, amount) => {
          const result = checkSender({ flags, kinds }, kind, amount);
          const expected =
            flags & stateFlags.fundsFrozen
              ? 'TransferFundsFrozen'
              : flags & stateFlags.withdrawDisabled
                ? 'TransferWithdrawDisabled'
                : !kinds.includes(kind)
                  ? 'TransferNotPermitted'
                  : amount === 0n
                    ? 'TransferAmountZero'
                    : null;
          expect(result.ok ? null : result.error).toBe(expected);
        },
      ),
    );
  });
});

describe('checkFunds', () => {
  it('passes exactly when no turnover is owed and the balance covers the amount', () => {
    fc.assert(
      fc.property(money, money, money, (balance, remaining, amount) => {
        const result = checkFunds({ balance, turnoverRemaining: remaining }, amount);
        const expected =
          remaining > 0n
            ? 'TransferBelowRequiredBetVolume'
            : balance < amount
              ? 'TransferNotEnoughFunds'
              : null;
        expect(result.ok ? null : result.error).toBe(expected);
      }),
    );
  });
});

describe('transfer types and the receiver', () => {
  it('takes a transfer point type from the request, and implies the others', () => {
    for (const type of transferPointTypes)
      expect(transferTypeOf('TransferPoint', type)).toEqual({ ok: true, value: type });
    expect(transferTypeOf('TransferPoint', transferTypes.super).ok).toBe(false);
    expect(transferTypeOf('TransferPoint', undefined).ok).toBe(false);
    expect(transferTypeOf('SuperTransferPoint', 1)).toEqual({
      ok: true,
      value: transferTypes.super,
    });
    expect(transferTypeOf('DepositFromWallet', 4)).toEqual({
      ok: true,
      value: transferTypes.deposit,
    });
  });

  it('lets a receiver take a type exactly when its flag is set (a deposit also needs deposits on)', () => {
    const flagOf = {
      1: stateFlags.transferDepositAllowed,
      2: stateFlags.transferActivityAllowed,
      3: stateFlags.transferDividendAllowed,
      4: stateFlags.transferOtherAllowed,
      5: stateFlags.transferSuperAllowed,
      6: stateFlags.transferDailyPayAllowed,
    } as const;
    fc.assert(
      fc.property(anyFlags, anyKind, fc.constantFrom(1, 2, 3, 4, 5, 6), (flags, kind, type) => {
        const allowed =
          (flags & flagOf[type as keyof typeof flagOf]) !== 0 &&
          !(kind === 'DepositFromWallet' && flags & stateFlags.depositDisabled);
        expect(receiverAccepts(flags, kind, type as 1)).toBe(allowed);
      }),
    );
  });

  it('sends transfer points to direct members only, the other kinds to the whole team', () => {
    expect(agentTransferKinds.map(scopeOf)).toEqual(['direct', 'team', 'team']);
  });
});

describe('namesMatch', () => {
  it('ignores case and spacing, never matches an empty name', () => {
    expect(namesMatch(' 李 四 ', '李四')).toBe(true);
    expect(namesMatch('john smith', 'John  Smith')).toBe(true);
    expect(namesMatch('李四', '王五')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
  });
});
