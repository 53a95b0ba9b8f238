import type { TBetType, TTypedEntries } from '@lottery/lottery';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEntryRules } from '../logic/entry-rules.ts';
import { nameIn } from '../logic/names.ts';
import { innerShapeOf, type TPicks, type TPicksAction } from '../logic/picks.ts';
import { BallRow } from './ball-row.tsx';
import { ItemsPicker } from './items-picker.tsx';
import { PositionsChecks } from './positions-checks.tsx';
import { TypedEntryBox } from './typed-entry-box.tsx';

/**
 * The number picker for a type's selection shape (TSelectionShape): position check-boxes, then
 * rows of balls, a row of sums, named items or a typed-entry box.
 */
export function SelectionPicker({
  type,
  picks,
  dispatch,
  entryRules,
  typed,
}: {
  type: TBetType;
  picks: TPicks;
  dispatch: Dispatch<TPicksAction>;
  entryRules: TEntryRules | undefined;
  typed: {
    result: TTypedEntries | undefined;
    isPending: boolean;
    importedCount: number | undefined;
  };
}) {
  const { i18n } = useTranslation();
  const { shape } = type;
  const inner = innerShapeOf(shape);
  return (
    <div className="selection-picker">
      {shape.kind === 'positions' && (
        <PositionsChecks
          positions={shape.positions}
          minPositions={shape.minPositions}
          checked={picks.positions}
          dispatch={dispatch}
        />
      )}
      {inner.kind === 'rows' &&
        inner.rows.map((row, i) => (
          <BallRow
            key={i}
            row={i}
            label={nameIn(row.label, i18n.language)}
            range={inner.balls}
            marked={picks.marks[i] ?? []}
            isTwoDigit={inner.balls.max >= 10}
            hasQuickPicks={row.maxPicks >= inner.balls.max - inner.balls.min + 1}
            isExcluding={picks.isExcluding}
            dispatch={dispatch}
          />
        ))}
      {inner.kind === 'sums' && (
        <BallRow
          row={0}
          label={nameIn(inner.label, i18n.language)}
          range={inner}
          marked={picks.marks[0] ?? []}
          isTwoDigit={false}
          hasQuickPicks
          isExcluding={false}
          dispatch={dispatch}
        />
      )}
      {inner.kind === 'items' && (
        <ItemsPicker items={inner.items} picked={picks.items} dispatch={dispatch} />
      )}
      {inner.kind === 'entries' && entryRules && (
        <TypedEntryBox
          format={entryRules.format}
          text={picks.text}
          hasImported={picks.imported !== ''}
          importedCount={typed.importedCount}
          onText={(text) => dispatch({ type: 'setText', text })}
          onImport={(text) => dispatch({ type: 'importText', text })}
          onTexts={(text, imported) => dispatch({ type: 'setEntryTexts', text, imported })}
          result={typed.result}
          isPending={typed.isPending}
        />
      )}
    </div>
  );
}
