import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetOptions } from '../../../../shared/bet-options/bet-options-store.ts';
import { askConfirm } from '../../../../shared/dialogs/dialogs-store.ts';
import { checkMessage } from '../logic/check-message.ts';
import { singleItemCheck, type TCheckedTicket } from '../logic/single-item-check.ts';

/**
 * The single-item check at "Add to cart" (logic/single-item-check.ts). `add` runs at once when
 * the bet option is off or the check finds nothing (in the same click, as before the check
 * existed); a flagged ticket is added only once the player confirms the dialog.
 */
export function useSingleItemCheck() {
  const isOn = useBetOptions((state) => state.options.singleItemCheck);
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (ticket: TCheckedTicket, add: () => void) => {
      const findings = isOn ? singleItemCheck(ticket) : [];
      if (findings.length === 0) {
        add();
        return;
      }
      void askConfirm(checkMessage(findings, ticket.units, t, language), {
        title: t('bet.picker.check.title'),
        confirmLabel: t('bet.picker.check.confirm'),
      }).then((isConfirmed) => {
        if (isConfirmed) add();
      });
    },
    [isOn, t, language],
  );
}
