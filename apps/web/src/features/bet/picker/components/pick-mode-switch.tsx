import { useTranslation } from 'react-i18next';

/**
 * How the numbers are picked (SPEC §3): normal picking, exclude mode (pick the numbers not
 * wanted) for types that allow it, and 路珠 mode (bet 大小单双 from the bead roads) for games
 * that sell such a type.
 */
export type TPickMode = 'normal' | 'exclude' | 'luzhu';

export function PickModeSwitch({
  mode,
  canExclude,
  canLuzhu,
  onMode,
}: {
  mode: TPickMode;
  canExclude: boolean;
  canLuzhu: boolean;
  onMode(mode: TPickMode): void;
}) {
  const { t } = useTranslation();
  const modeButton = (own: TPickMode, label: string) => (
    <button
      type="button"
      className="pick-mode"
      aria-pressed={mode === own}
      onClick={() => onMode(own)}
    >
      {label}
    </button>
  );
  return (
    <div className="pick-modes">
      <div className="pick-mode-buttons" role="group" aria-label={t('bet.picker.pickMode')}>
        {modeButton('normal', t('bet.picker.normalMode'))}
        {canExclude && modeButton('exclude', t('bet.picker.excludeMode'))}
        {canLuzhu && modeButton('luzhu', t('bet.picker.luzhuMode'))}
      </div>
      {mode === 'exclude' && <p className="muted exclude-hint">{t('bet.picker.excludeHint')}</p>}
      {mode === 'luzhu' && <p className="muted pick-mode-hint">{t('bet.picker.luzhuHint')}</p>}
    </div>
  );
}
