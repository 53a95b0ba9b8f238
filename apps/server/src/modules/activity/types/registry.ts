import type { TBuiltActivityType } from '@lottery/contracts';
import { dailySignInRedPackRules, type TDailySignInConfig } from './daily-sign-in-red-pack.ts';
import { redPackRainRules, type TRedPackRainConfig } from './red-pack-rain.ts';
import { redPacketSolitaireRules, type TRedPacketSolitaireConfig } from './red-packet-solitaire.ts';
import { rouletteRules, type TRouletteConfig } from './roulette.ts';
import type { TActivityTypeRules } from './type-rules.ts';

/** Every built type's configuration inside the server (amounts are bigint thousandths). */
export type TConfig =
  TDailySignInConfig | TRouletteConfig | TRedPackRainConfig | TRedPacketSolitaireConfig;

const registry: {
  [K in TBuiltActivityType]: TActivityTypeRules<K, Extract<TConfig, { type: K }>>;
} = {
  dailySignInRedPack: dailySignInRedPackRules,
  roulette: rouletteRules,
  redPackRain: redPackRainRules,
  redPacketSolitaire: redPacketSolitaireRules,
};

/**
 * The rules of a type, typed for the whole configuration union: TypeScript cannot relate a
 * union value to the entry of a map keyed by its tag, so this one cast stands for the map's
 * declared type above (each entry is checked against its own type there).
 */
export const rulesOf = (type: TBuiltActivityType) =>
  registry[type] as unknown as TActivityTypeRules<TBuiltActivityType, TConfig>;
