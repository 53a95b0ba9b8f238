import type { TBetMode } from '@lottery/lottery';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** 元 角 分 (厘 when the milli mode option is on) as toggle buttons. */
export const UnitModeSwitch = memo(function UnitModeSwitch({
  modes,
  mode,
  onMode,
}: {
  modes: readonly TBetMode[];
  mode: TBetMode;
  onMode(mode: TBetMode): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="unit-modes" role="group" aria-label={t('bet.picker.mode.label')}>
      <span className="terms-label" aria-hidden="true">
        {t('bet.picker.mode.label')}
      </span>
      {modes.map((each) => (
        <button
          key={each}
          type="button"
          className="unit-mode"
          aria-pressed={each === mode}
          onClick={() => onMode(each)}
        >
          {t(`bet.picker.mode.${each}`)}
        </button>
      ))}
    </div>
  );
});
