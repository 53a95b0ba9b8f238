import { thousandthsToNumber, type TGameCatalogueEntry } from '@lottery/contracts';
import type { TBetType } from '@lottery/lottery';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../draws-parts.ts';
import { oddsOf, type TItemBoard } from '../logic/board-types.ts';

/** Picked item ids per bet type id. */
export type TItemPicks = Readonly<Record<string, readonly string[]>>;

const itemsOf = (type: TBetType) => (type.shape.kind === 'items' ? type.shape.items : []);
const maxPicksOf = (type: TBetType) =>
  type.shape.kind === 'items' ? type.shape.maxPicks : Number.POSITIVE_INFINITY;

/** The picks with one item turned on or off, kept in the type's own item order. */
export function togglePick(picks: TItemPicks, type: TBetType, itemId: string): TItemPicks {
  const current = new Set(picks[type.id] ?? []);
  if (current.has(itemId)) current.delete(itemId);
  else current.add(itemId);
  const ordered = itemsOf(type)
    .map((item) => item.id)
    .filter((id) => current.has(id));
  return { ...picks, [type.id]: ordered };
}

/**
 * The board's items as toggle buttons (aria-pressed), one group per bet type, with each item's
 * odds on the two-sided book. A type at its most picks takes no more until one is turned off.
 */
export function ItemChips({
  game,
  board,
  picks,
  onToggle,
}: {
  game: TGameCatalogueEntry;
  board: TItemBoard;
  picks: TItemPicks;
  onToggle(type: TBetType, itemId: string): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="item-groups">
      {board.types.map((type) => {
        const picked = picks[type.id] ?? [];
        const isFull = picked.length >= maxPicksOf(type);
        return (
          <div
            className="item-group"
            role="group"
            aria-label={nameIn(type.name, i18n.language)}
            key={type.id}
          >
            <span className="item-group-name">{nameIn(type.name, i18n.language)}</span>
            {itemsOf(type).map((item) => {
              const isPicked = picked.includes(item.id);
              const odds = board.book === 'twoSided' ? oddsOf(game, type.id, item.id) : null;
              return (
                <button
                  type="button"
                  className="item-chip"
                  aria-pressed={isPicked}
                  disabled={!isPicked && isFull}
                  onClick={() => onToggle(type, item.id)}
                  key={item.id}
                >
                  <span className="item-chip-name">{nameIn(item.name, i18n.language)}</span>
                  {odds !== null && (
                    <span className="item-chip-odds">
                      <span className="visually-hidden">{t('multiBet.oddsLabel')} </span>
                      {thousandthsToNumber(BigInt(odds))}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
