import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rebatePercent } from '../logic/prize-groups.ts';

/** 奖金组: the groups the player may bet at, each with the self-rebate it returns. */
export const PrizeGroupSelect = memo(function PrizeGroupSelect({
  choices,
  group,
  ownGroup,
  onGroup,
}: {
  choices: readonly number[];
  group: number;
  ownGroup: number;
  onGroup(group: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="prize-group">
      <label htmlFor={id} className="terms-label">
        {t('bet.picker.group.label')}
      </label>
      <select id={id} value={group} onChange={(event) => onGroup(Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t('bet.picker.group.option', {
              group: choice,
              rebate: rebatePercent(ownGroup, choice),
            })}
          </option>
        ))}
      </select>
    </div>
  );
});
