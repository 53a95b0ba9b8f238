import type { TDrawIssue } from '@lottery/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';
import { warn } from '../../../shared/notices/notices-store.ts';
import type { TGamePhaseState } from '../../draws/logic/game-phase.ts';
import { issueOnSaleOf } from '../logic/issue-on-sale.ts';
import { watchSeal } from '../logic/seal-watch.ts';

/**
 * The seal-issue alert (SPEC §2, on unless turned off, §5): when the issue on sale seals while
 * the player is on the page, a top-right warning names it and the issue bets go to next. A
 * warning toast rather than the modal warning dialog: a one-minute game seals every minute, and
 * a dialog would take the focus from the picker each time.
 */
export function useSealAlert(state: TGamePhaseState | undefined, serverNowMs: number) {
  const { t } = useTranslation();
  const isEnabled = useBetOptions((s) => s.options.sealIssueAlert);
  const watched = useRef<TDrawIssue | undefined>(undefined);
  const onSale = issueOnSaleOf(state);
  const next = state?.currentIssue;

  useEffect(() => {
    const look = watchSeal(watched.current, onSale, serverNowMs);
    watched.current = look.watched;
    if (!look.sealed || !isEnabled) return;
    const serial = look.sealed.SerialNumber;
    warn(
      'warning',
      next && next.SerialNumber !== serial
        ? t('bet.alerts.sealedWithNext', { serial, next: next.SerialNumber })
        : t('bet.alerts.sealed', { serial }),
    );
  }, [onSale, next, serverNowMs, isEnabled, t]);
}
