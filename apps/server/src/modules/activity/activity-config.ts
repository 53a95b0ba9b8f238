import type { TActivityConfig, TActivityConfigInput, TBuiltActivityType } from '@lottery/contracts';
import { maxTotalWeight } from '@lottery/lottery';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { largestPrizeOf } from './types/prize-tables.ts';
import { rulesOf, type TConfig } from './types/registry.ts';

/**
 * An activity's prize configuration, whatever its type (each type's rules are in types/): from
 * the request, to jsonb and back, to the answer, and the checks and bounds the engine needs.
 */
export type { TConfig };

export const cashFlowTypeOf = (type: TBuiltActivityType) => rulesOf(type).cashFlowType;

export const configOfInput = (input: TActivityConfigInput): TConfig =>
  rulesOf(input.Type).fromInput(input);

export const storeConfig = (config: TConfig): string =>
  JSON.stringify(rulesOf(config.type).store(config));

export function readConfig(stored: unknown): TConfig {
  const value = stored as { type: TBuiltActivityType };
  return rulesOf(value.type).read(value);
}

/** The configuration as the API answers it. */
export const configWire = (config: TConfig): TActivityConfig => rulesOf(config.type).wire(config);

export const tablesOf = (config: TConfig) => rulesOf(config.type).prizeTables(config);

/** Refuses a table whose prizes are not positive or whose weights pass the draw's range. */
export function checkConfig(config: TConfig): TResult<TConfig> {
  for (const table of tablesOf(config)) {
    if (table.some((entry) => entry.amount <= 0n))
      return fail('ActivityPrizeInvalid', { reason: 'every prize is above 0' });
    if (table.reduce((sum, entry) => sum + entry.weight, 0) > maxTotalWeight)
      return fail('ActivityPrizeInvalid', { reason: 'the weights add up to at most 2^32' });
  }
  return succeed(config);
}

/**
 * Below this remaining budget no claim can be paid: a claim is taken only when the budget left
 * covers the largest prize of its table (so whatever is drawn fits), and the cheapest table to
 * cover is the one whose largest prize is smallest.
 */
export const exhaustedBelowOf = (config: TConfig): bigint =>
  tablesOf(config)
    .map(largestPrizeOf)
    .reduce<bigint | null>(
      (min, largest) => (min === null || largest < min ? largest : min),
      null,
    ) ?? 0n;

export { meanPrizeOf } from './types/prize-tables.ts';
