import type { TGameCatalogueEntry } from '@lottery/contracts';

/**
 * The highest prize group a player may bet at on a game: their own (PlayerBaseData.PrizeGroup),
 * lowered to the game's cap (MaxPrizeGroup) when it has one. Placement prices and rebates with
 * the same min(own, cap), so the groups offered and the figures shown are what the server
 * charges; a group above it would be refused (6202).
 */
export function gamePrizeGroupOf(
  ownGroup: number,
  game: Pick<TGameCatalogueEntry, 'MaxPrizeGroup'>,
): number {
  return game.MaxPrizeGroup === null ? ownGroup : Math.min(ownGroup, game.MaxPrizeGroup);
}
