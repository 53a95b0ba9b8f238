import {
  cashFlowTypes,
  type TActivityConfig,
  type TActivityConfigInput,
  type TBuiltActivityType,
} from '@lottery/contracts';
import { maxTotalWeight } from '@lottery/lottery';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/**
 * A built type's prize configuration inside the server: amounts are bigint thousandths. Stored
 * as jsonb with amounts as decimal strings (exact: jsonb numbers are not read back as bigint).
 */
export interface TPrizeEntry {
  amount: bigint;
  weight: number;
}

export type TConfig =
  | { type: 'dailySignInRedPack'; streakPrizes: TPrizeEntry[][] }
  | { type: 'roulette'; prizes: TPrizeEntry[]; spinTurnovers: bigint[] };

/** Each type's statement line. */
export const cashFlowTypeOf = (type: TBuiltActivityType) =>
  type === 'dailySignInRedPack' ? cashFlowTypes.signInRedPack : cashFlowTypes.roulettePrize;

const entries = (table: readonly { Amount: bigint; Weight: number }[]): TPrizeEntry[] =>
  table.map((entry) => ({ amount: entry.Amount, weight: entry.Weight }));

export function configOfInput(input: TActivityConfigInput): TConfig {
  return input.Type === 'dailySignInRedPack'
    ? { type: input.Type, streakPrizes: input.StreakPrizes.map(entries) }
    : { type: input.Type, prizes: entries(input.Prizes), spinTurnovers: input.SpinTurnovers };
}

/** Every prize table of a configuration. */
export const tablesOf = (config: TConfig): TPrizeEntry[][] =>
  config.type === 'dailySignInRedPack' ? config.streakPrizes : [config.prizes];

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

/** The smallest prize any claim can pay: below it the remaining budget pays nothing more. */
export const smallestPrizeOf = (config: TConfig) =>
  tablesOf(config)
    .flat()
    .reduce(
      (min, entry) => (entry.amount < min ? entry.amount : min),
      tablesOf(config)[0]?.[0]?.amount ?? 0n,
    );

/** The weighted mean of a table, rounded down to a thousandth. */
export function meanPrizeOf(table: readonly TPrizeEntry[]): bigint {
  const total = table.reduce((sum, entry) => sum + BigInt(entry.weight), 0n);
  if (total === 0n) return 0n;
  return table.reduce((sum, entry) => sum + entry.amount * BigInt(entry.weight), 0n) / total;
}

type TStoredEntry = { amount: string; weight: number };
type TStored =
  | { type: 'dailySignInRedPack'; streakPrizes: TStoredEntry[][] }
  | { type: 'roulette'; prizes: TStoredEntry[]; spinTurnovers: string[] };

const storeTable = (table: TPrizeEntry[]) =>
  table.map((entry) => ({ amount: entry.amount.toString(), weight: entry.weight }));
const readTable = (table: TStoredEntry[]) =>
  table.map((entry) => ({ amount: BigInt(entry.amount), weight: entry.weight }));

export const storeConfig = (config: TConfig): string =>
  JSON.stringify(
    config.type === 'dailySignInRedPack'
      ? { type: config.type, streakPrizes: config.streakPrizes.map(storeTable) }
      : {
          type: config.type,
          prizes: storeTable(config.prizes),
          spinTurnovers: config.spinTurnovers.map(String),
        },
  );

export function readConfig(stored: unknown): TConfig {
  const value = stored as TStored;
  return value.type === 'dailySignInRedPack'
    ? { type: value.type, streakPrizes: value.streakPrizes.map(readTable) }
    : {
        type: value.type,
        prizes: readTable(value.prizes),
        spinTurnovers: value.spinTurnovers.map((amount) => BigInt(amount)),
      };
}

const wireTable = (table: TPrizeEntry[]) =>
  table.map((entry) => ({ Amount: entry.amount, Weight: entry.weight }));

/** The configuration as the API answers it. */
export const configWire = (config: TConfig): TActivityConfig =>
  config.type === 'dailySignInRedPack'
    ? { Type: config.type, StreakPrizes: config.streakPrizes.map(wireTable) }
    : { Type: config.type, Prizes: wireTable(config.prizes), SpinTurnovers: config.spinTurnovers };
