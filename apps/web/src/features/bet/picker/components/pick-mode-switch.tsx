import { useTranslation } from 'react-i18next';

/** Normal picking or exclude mode (pick the numbers not wanted), for types that allow it. */
export function PickModeSwitch({
  isExcluding,
  onExcluding,
}: {
  isExcluding: boolean;
  onExcluding(isExcluding: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pick-modes">
      <div className="pick-mode-buttons" role="group" aria-label={t('bet.picker.pickMode')}>
        <button
          type="button"
          className="pick-mode"
          aria-pressed={!isExcluding}
          onClick={() => onExcluding(false)}
        >
          {t('bet.picker.normalMode')}
        </button>
        <button
          type="button"
          className="pick-mode"
          aria-pressed={isExcluding}
          onClick={() => onExcluding(true)}
        >
          {t('bet.picker.excludeMode')}
        </button>
      </div>
      {isExcluding && <p className="muted exclude-hint">{t('bet.picker.excludeHint')}</p>}
    </div>
  );
}
