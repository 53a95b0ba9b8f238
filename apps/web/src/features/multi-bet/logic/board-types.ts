import type { TGameCatalogueEntry } from '@lottery/contracts';
import { betTypesOf, findBetType, type TBetType, type TFamilyId } from '@lottery/lottery';

/**
 * The item types of a combo-board tile, per family: 总和 (PK10: 冠亚和) 大小单双 first, then 龙虎,
 * the board's classic columns. SSC sells them on the official book (a prize group and a
 * multiple); every other family on the two-sided book (odds per item, any stake). A family not
 * listed (3D, P5: no 大小单双 type) has no tile.
 */
export const comboTypeIds: Readonly<Record<string, readonly string[]>> = {
  ssc: ['ssc.bigSmall.sum5', 'ssc.dragonTiger.w-g'],
  '11x5': ['11x5.twoSided.sum', '11x5.twoSided.dragonTiger'],
  k3: ['k3.twoSided.sum'],
  pk10: ['pk10.twoSided.top2Sum', 'pk10.twoSided.dragonTiger1v10'],
  happy10: ['happy10.twoSided.sum', 'happy10.twoSided.dragonTiger'],
  keno: ['keno.sum.bigSmall', 'keno.sum.oddEven'],
  marksix: ['marksix.total.twoSided'],
  lucky28: ['lucky28.sum.bigSmallOddEven'],
  hash: ['hash.last.twoSided'],
};

export type TBook = 'official' | 'twoSided';

/** Item types of one book: what one stake (two-sided) or one multiple (official) applies to. */
export interface TItemBoard {
  book: TBook;
  types: readonly TBetType[];
}

/**
 * Whether the game sells the type: its book is one of the game's, and a two-sided type has
 * odds in the game's table (the server refuses any other, BetBookNotOffered).
 */
export function offersType(game: TGameCatalogueEntry, type: TBetType): boolean {
  if (type.family !== game.Family || !game.Books.includes(type.book)) return false;
  return type.book === 'official' || game.OddsTable.some((row) => row.BetTypeId === type.id);
}

const isItemType = (type: TBetType | undefined): type is TBetType => type?.shape.kind === 'items';

/** The game's combo tile: the listed types it sells, of the first one's book; null for none. */
export function comboBoardOf(game: TGameCatalogueEntry): TItemBoard | null {
  const types = (comboTypeIds[game.Family] ?? [])
    .map(findBetType)
    .filter(isItemType)
    .filter((type) => offersType(game, type));
  const first = types[0];
  if (!first) return null;
  return { book: first.book, types: types.filter((type) => type.book === first.book) };
}

/**
 * A multi-bet row's quick bet: on the two-sided book, chips of the tile's first type (总和大小单双)
 * with a stake; otherwise a random pick (机选) of the family's first official type, the one its
 * bet page opens on (五星直选复式, 三星直选复式, …), with a multiple; null when neither is sold.
 */
export type TQuickBet =
  { kind: 'items'; board: TItemBoard } | { kind: 'randomPick'; type: TBetType } | null;

export function quickBetOf(game: TGameCatalogueEntry): TQuickBet {
  const board = comboBoardOf(game);
  const first = board?.types[0];
  if (board?.book === 'twoSided' && first)
    return { kind: 'items', board: { book: 'twoSided', types: [first] } };
  const official = betTypesOf(game.Family as TFamilyId).find(
    (type) => type.book === 'official' && offersType(game, type),
  );
  return official ? { kind: 'randomPick', type: official } : null;
}

/** The odds (thousandths, stake included) of one item of a two-sided type; null when unlisted. */
export function oddsOf(game: TGameCatalogueEntry, typeId: string, itemId: string): number | null {
  const row = game.OddsTable.find((entry) => entry.BetTypeId === typeId && entry.Item === itemId);
  return row?.OddsThousandths ?? null;
}
