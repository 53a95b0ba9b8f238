import type { TGameCatalogueEntry } from '@lottery/contracts';

/**
 * The highest prize group a player may bet at on a game: their own (PlayerBaseData.PrizeGroup),
 * lowered to the game's cap (MaxPrizeGroup) when it has one. Placement prices and rebates with
 * the same min(own, cap), so the groups offered and the figures shown are what the server
 * charges; a group above it would be refused (5116).
 */
export function gamePrizeGroupOf(
  ownGroup: number,
  game: Pick<TGameCatalogueEntry, 'MaxPrizeGroup'>,
): number {
  return game.MaxPrizeGroup === null ? ownGroup : Math.min(ownGroup, game.MaxPrizeGroup);
}

/**
 * The lowest group a ticket may choose on a game: its floor (MinPrizeGroup), lowered to the
 * player's group on it (`gameGroup`, from gamePrizeGroupOf) so a player below the floor still
 * bets at their own, as placement applies it (5117 below); null without a floor.
 */
export function gamePrizeFloorOf(
  gameGroup: number,
  game: Pick<TGameCatalogueEntry, 'MinPrizeGroup'>,
): number | null {
  return game.MinPrizeGroup === null ? null : Math.min(game.MinPrizeGroup, gameGroup);
}
