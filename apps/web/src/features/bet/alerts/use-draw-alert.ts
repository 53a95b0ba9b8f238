import type { TDrawIssue } from '@lottery/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';
import { toast } from '../../../shared/notices/notices-store.ts';
import { resultTextOf } from '../logic/result-text.ts';

/**
 * The draw alert (SPEC §2, on unless turned off, §5): a toast for each result of the game that
 * arrives while the player is on the page, and for a cancelled issue. With scratch draw on, the
 * toast does not give the numbers away.
 */
export function useDrawAlert(categoryId: number) {
  const { t } = useTranslation();
  const isEnabled = useBetOptions((s) => s.options.drawAlert);
  const isScratching = useBetOptions((s) => s.options.scratchDraw);
  return useCallback(
    (issue: TDrawIssue) => {
      if (!isEnabled) return;
      const serial = issue.SerialNumber;
      if (issue.State === 'cancelled') return toast(t('bet.alerts.cancelled', { serial }));
      if (issue.State !== 'drawn') return;
      toast(
        isScratching
          ? t('bet.alerts.drawnCovered', { serial })
          : t('bet.alerts.drawn', { serial, numbers: resultTextOf(issue, categoryId) }),
      );
    },
    [isEnabled, isScratching, categoryId, t],
  );
}
