import { dailyPayKinds, dailyPayTypes, type TDailyPayType } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDailyPayRates, dailyPayKindOf } from './daily-pay-rules.ts';

const types = Object.values(dailyPayTypes) as TDailyPayType[];
const rateArb = fc.integer({ min: 0, max: 300 });
const ratesByType = fc.dictionary(fc.constantFrom(...types.map(String)), rateArb) as fc.Arbitrary<
  Record<string, number>
>;

describe('checkDailyPayRates (SPEC §5)', () => {
  it('accepts exactly the rates allowed, within the system and own rates, not below the current ones, with a wage left', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ payType: fc.constantFrom(...types), rateBp: rateArb }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.subarray([...dailyPayKinds]),
        ratesByType,
        ratesByType,
        fc.boolean(),
        (rates, allowed, own, current, topLevel) => {
          const requested = new Map(rates.map((rate) => [rate.payType, rate.rateBp]));
          const refusal = checkDailyPayRates(rates, {
            allowed,
            systemMaxBp: (type) => (type === dailyPayTypes.dailyReward ? 150 : 200),
            ownBp: topLevel ? undefined : (type) => own[type] ?? 0,
            currentBp: (type) => current[type] ?? 0,
          });
          const ok = rates.every(
            ({ payType, rateBp }) =>
              allowed.includes(dailyPayKindOf[payType]) &&
              rateBp <= (payType === dailyPayTypes.dailyReward ? 150 : 200) &&
              (topLevel || rateBp <= (own[payType] ?? 0)) &&
              rateBp >= (current[payType] ?? 0),
          );
          const wageLeft = types.some((type) => (requested.get(type) ?? current[type] ?? 0) > 0);
          expect(refusal === undefined).toBe(ok && wageLeft);
        },
      ),
    );
  });

  it('refuses with the first broken rule and its type', () => {
    const limits = {
      allowed: ['Lottery'] as const,
      systemMaxBp: () => 200,
      ownBp: () => 100,
      currentBp: (type: TDailyPayType) => (type === dailyPayTypes.betPay ? 50 : 0),
    };
    expect(checkDailyPayRates([{ payType: dailyPayTypes.cardGame, rateBp: 10 }], limits)).toEqual({
      error: 'DailyPayTypeNotAllowed',
      payType: dailyPayTypes.cardGame,
    });
    expect(
      checkDailyPayRates([{ payType: dailyPayTypes.betPay, rateBp: 201 }], limits),
    ).toMatchObject({
      error: 'DailyPayRateAboveSystem',
    });
    expect(
      checkDailyPayRates([{ payType: dailyPayTypes.betPay, rateBp: 101 }], limits),
    ).toMatchObject({
      error: 'DailyPayRateAboveOwn',
      ownRateBp: 100,
    });
    expect(
      checkDailyPayRates([{ payType: dailyPayTypes.betPay, rateBp: 40 }], limits),
    ).toMatchObject({
      error: 'DailyPayRateBelowCurrent',
      currentRateBp: 50,
    });
    expect(
      checkDailyPayRates([{ payType: dailyPayTypes.earnPay, rateBp: 0 }], {
        ...limits,
        currentBp: () => 0,
      }),
    ).toEqual({ error: 'DailyPayNoRate' });
  });
});
