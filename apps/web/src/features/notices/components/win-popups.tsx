import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import {
  closeWinNotice,
  hideWinNoticesToday,
  noticeLimits,
  useNotices,
  type TWin,
} from '../../../shared/notices/notices-store.ts';

function WinPopup({ win }: { win: TWin }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { notice } = win;
  const english = i18n.language === 'en';
  const rows: [string, string][] = [
    [t('win.lotteryName'), (english && notice.LotteryNameEn) || notice.LotteryName],
    [t('win.betTypeName'), (english && notice.BetTypeNameEn) || notice.BetTypeName],
    [t('win.issue'), notice.IssueSerialNumber],
    [t('win.winningNumber'), notice.WinningNumber],
    [t('win.serialNumber'), notice.SerialNumber],
    [t('win.prize'), formatAmount(notice.Prize, i18n.language)],
  ];
  return (
    <section className="win-popup" aria-labelledby={titleId}>
      <div className="win-head">
        <h2 className="win-title" id={titleId}>
          {t('win.title')}
        </h2>
        <button type="button" className="text-button" onClick={() => hideWinNoticesToday()}>
          {t('win.hideToday')}
        </button>
        <button
          type="button"
          className="notice-close"
          aria-label={t('common.close')}
          onClick={() => closeWinNotice(win.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className="win-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Win popups, at most three on screen. Not modal: several can be open while the player keeps
 * betting, so they take no focus and sit in a polite live region instead.
 */
export function WinPopups() {
  const { t } = useTranslation();
  // Select the list itself: a selector returning a fresh slice would re-render forever.
  const wins = useNotices((s) => s.wins);
  const shown = wins.slice(0, noticeLimits.winShownMax);
  return (
    <aside className="win-popups" aria-label={t('win.region')} aria-live="polite">
      {shown.map((win) => (
        <WinPopup key={win.id} win={win} />
      ))}
    </aside>
  );
}
