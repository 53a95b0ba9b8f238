import type { TConfig, TPrizeEntry } from './activity-config.ts';

/** The prize table a claim drew from: the streak day's for a sign-in, the wheel's for a spin. */
export function prizeTableOfClaim(config: TConfig, streakDay: number | null): TPrizeEntry[] {
  if (config.type === 'roulette') return config.prizes;
  const day = Math.max(1, Math.min(streakDay ?? 1, config.streakPrizes.length));
  return config.streakPrizes[day - 1] ?? [];
}
