import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetOptionsPanel } from '../../features/bet-options/components/bet-options-panel.tsx';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import type { TServerAlertKey } from '../../shared/bet-options/bet-options.ts';
import { alertFieldOf } from './use-alert-sync.ts';

/** The header's way into the bet options panel; joins the panel to the user info's alerts. */
export function BetOptionsButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);

  function onAlertSaved(key: TServerAlertKey, value: boolean) {
    const { alerts, update } = useUserInfo.getState();
    update({ alerts: { ...alerts, [alertFieldOf[key]]: value } });
  }

  return (
    <>
      <button
        type="button"
        className="header-button"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <span className="header-icon" aria-hidden="true">
          ⚙
        </span>
        <span className="header-button-text">{t('betOptions.open')}</span>
      </button>
      {isOpen && <BetOptionsPanel onClose={() => setIsOpen(false)} onAlertSaved={onAlertSaved} />}
    </>
  );
}
