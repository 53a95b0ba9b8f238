import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betOptionKeys, type TBetOptionKey } from '../../../shared/bet-options/bet-options.ts';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';
import { Dialog } from '@lottery/client-kit';
import { saveBetOption, type TSaveBetOptionDeps } from '../save-bet-option.ts';

export interface TBetOptionsPanelProps {
  onClose(): void;
  onAlertSaved: TSaveBetOptionDeps['onAlertSaved'];
}

/** The seven bet option switches (SPEC §2) in a dialog; the bet screens reuse it. */
export function BetOptionsPanel({ onClose, onAlertSaved }: TBetOptionsPanelProps) {
  const { t } = useTranslation();
  const options = useBetOptions((s) => s.options);
  const setLocal = useBetOptions((s) => s.setOption);
  const [saving, setSaving] = useState<ReadonlySet<TBetOptionKey>>(new Set());

  async function toggle(key: TBetOptionKey) {
    if (saving.has(key)) return;
    setSaving((s) => new Set(s).add(key));
    await saveBetOption(key, !options[key], { setLocal, onAlertSaved });
    setSaving((s) => {
      const next = new Set(s);
      next.delete(key);
      return next;
    });
  }

  return (
    <Dialog
      title={t('betOptions.title')}
      onClose={onClose}
      isBodyDescription={false}
      className="bet-options"
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <ul className="switch-list">
        {betOptionKeys.map((key) => (
          <li key={key}>
            <label className="switch">
              <span>{t(`betOptions.${key}`)}</span>
              <input
                type="checkbox"
                role="switch"
                checked={options[key]}
                // Not `disabled`: that would throw focus out of the dialog while saving.
                aria-disabled={saving.has(key) || undefined}
                onChange={() => void toggle(key)}
              />
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
