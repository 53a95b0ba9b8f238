import { quickPicks, type TQuickPick } from '@lottery/lottery';
import { memo, useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBallRange, TPicksAction } from '../logic/picks.ts';

const clearOnly: readonly TQuickPick[] = ['clear'];

/**
 * One row of balls (a position, a role such as 胆码, or the values of a sum) with its quick
 * picks 全 大 小 单 双 清. Balls are toggle buttons; in exclude mode a pressed ball is one the
 * player does not want. Memoised: marking a ball re-renders its own row only.
 */
export const BallRow = memo(function BallRow({
  row,
  label,
  range,
  marked,
  isTwoDigit,
  hasQuickPicks,
  isExcluding,
  dispatch,
}: {
  row: number;
  label: string;
  range: TBallRange;
  marked: readonly number[];
  isTwoDigit: boolean;
  /** False for rows that cannot take every ball (胆码): they get only 清. */
  hasQuickPicks: boolean;
  isExcluding: boolean;
  dispatch: Dispatch<TPicksAction>;
}) {
  const labelId = useId();
  const isMarked = new Set(marked);
  const values = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <div className="ball-row" role="group" aria-labelledby={labelId}>
      <span className="ball-row-label" id={labelId}>
        {label}
      </span>
      <div className={isExcluding ? 'ball-row-balls is-excluding' : 'ball-row-balls'}>
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className="pick-ball"
            aria-pressed={isMarked.has(value)}
            onClick={() => dispatch({ type: 'toggleMark', row, value })}
          >
            {isTwoDigit ? String(value).padStart(2, '0') : value}
          </button>
        ))}
      </div>
      <QuickPicks
        row={row}
        label={label}
        range={range}
        hasQuickPicks={hasQuickPicks}
        dispatch={dispatch}
      />
    </div>
  );
});

/** A row's quick picks; memoised apart from the balls, whose marks change on every tap. */
const QuickPicks = memo(function QuickPicks({
  row,
  label,
  range,
  hasQuickPicks,
  dispatch,
}: {
  row: number;
  label: string;
  range: TBallRange;
  hasQuickPicks: boolean;
  dispatch: Dispatch<TPicksAction>;
}) {
  const { t } = useTranslation();
  return (
    <div className="quick-picks">
      {(hasQuickPicks ? quickPicks : clearOnly).map((kind) => (
        <button
          key={kind}
          type="button"
          className="quick-pick"
          aria-label={t('bet.picker.quickLabel', {
            row: label,
            action: t(`bet.picker.quickName.${kind}`),
          })}
          onClick={() => dispatch({ type: 'quickPick', row, kind, range })}
        >
          {t(`bet.picker.quick.${kind}`)}
        </button>
      ))}
    </div>
  );
});
