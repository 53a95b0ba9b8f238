import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOddsChange } from '../hooks/use-live-odds.ts';
import type { TBoardBetType, TBoardChip } from '../logic/board-layout.ts';
import { formatMoney, formatOdds, nameIn } from '../logic/format-board.ts';
import { oddsKeyOf, type TOddsBook } from '../logic/odds-book.ts';

export interface TBetTypeBlockProps {
  betType: TBoardBetType;
  book: TOddsBook;
  changes: ReadonlyMap<string, TOddsChange>;
  /** Stake per item of each picked chip, by chip key. */
  picked: ReadonlyMap<string, bigint>;
  /** False while no valid stake is chosen. */
  canPick: boolean;
  onToggle(chip: TBoardChip): void;
}

function ChangeMark({ change }: { change: TOddsChange | undefined }) {
  const { t } = useTranslation();
  if (!change) return null;
  const direction = change.to > change.from ? 'up' : 'down';
  return (
    <span className={`odds-change is-${direction}`}>
      <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span>
      <span className="visually-hidden">
        {t(`twoSided.chip.${direction}`, { from: formatOdds(change.from) })}
      </span>
    </span>
  );
}

/** One bet type: its name, odds of the levels no single item wins, and a chip per item. */
export function BetTypeBlock({
  betType,
  book,
  changes,
  picked,
  canPick,
  onToggle,
}: TBetTypeBlockProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const language = i18n.language;
  const typeOdds = betType.typeLevels.flatMap((level) => {
    const odds = book.get(oddsKeyOf(betType.id, level.id));
    return odds === undefined ? [] : [{ ...level, odds }];
  });
  return (
    <div className="two-sided-type" role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>{nameIn(betType.name, language)}</h4>
      {typeOdds.length > 0 && (
        <p className="type-odds">
          {typeOdds.map((level) => {
            const key = oddsKeyOf(betType.id, level.id);
            return (
              <span key={level.id} className={changes.has(key) ? 'is-changed' : undefined}>
                {t('twoSided.typeOdds', {
                  level: nameIn(level.name, language),
                  odds: formatOdds(level.odds),
                })}
                <ChangeMark change={changes.get(key)} />
              </span>
            );
          })}
        </p>
      )}
      <div className="odds-chips">
        {betType.chips.map((chip) => {
          const key = chip.level === null ? null : oddsKeyOf(betType.id, chip.level);
          const odds = key === null ? undefined : book.get(key);
          const change = key === null ? undefined : changes.get(key);
          const stake = picked.get(chip.key);
          const classes = ['odds-chip', stake !== undefined && 'is-picked', change && 'is-changed'];
          return (
            <button
              key={chip.key}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              aria-pressed={stake !== undefined}
              disabled={!canPick && stake === undefined}
              onClick={() => onToggle(chip)}
            >
              <span className="odds-chip-name">{nameIn(chip.name, language)}</span>
              {odds !== undefined && (
                <span className="odds-chip-odds">
                  <span className="visually-hidden">{t('twoSided.chip.odds')} </span>
                  {formatOdds(odds)}
                  <ChangeMark change={change} />
                </span>
              )}
              {stake !== undefined && (
                <span className="odds-chip-stake">
                  {t('twoSided.chip.picked', { amount: formatMoney(stake, language) })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
