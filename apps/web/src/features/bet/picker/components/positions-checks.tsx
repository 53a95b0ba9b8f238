import type { TNames } from '@lottery/lottery';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../logic/names.ts';
import type { TPicksAction } from '../logic/picks.ts';

/** The position check-boxes of 任选 types (万 千 百 十 个): the bet covers every choice of them. */
export function PositionsChecks({
  positions,
  minPositions,
  checked,
  dispatch,
}: {
  positions: readonly TNames[];
  minPositions: number;
  checked: readonly number[];
  dispatch: Dispatch<TPicksAction>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="position-checks">
      <legend>
        {t('bet.picker.positions')}{' '}
        <span className="muted">{t('bet.picker.positionsHint', { count: minPositions })}</span>
      </legend>
      {positions.map((name, position) => (
        <label key={position} className="position-check">
          <input
            type="checkbox"
            checked={checked.includes(position)}
            onChange={() => dispatch({ type: 'togglePosition', position })}
          />
          {nameIn(name, i18n.language)}
        </label>
      ))}
    </fieldset>
  );
}
