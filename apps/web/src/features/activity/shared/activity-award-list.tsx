import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import type { TActivityAwardView } from '../api/activity-api.ts';
import { DrawVerifyPanel } from './draw-verify-panel.tsx';

/**
 * "My awards in this activity": each award in site time with its amount, streak day or drawn
 * prize, the turnover it requires, and for a drawn prize a button that opens its proof.
 */
export function ActivityAwardList({ awards }: { awards: readonly TActivityAwardView[] }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const [openClaimId, setOpenClaimId] = useState<number | null>(null);
  if (awards.length === 0)
    return <QueryStatus status="empty" emptyText={t('activity.frame.noAwards')} />;
  return (
    <ul className="activity-awards">
      {awards.map((award) => {
        const isOpen = openClaimId === award.ClaimId;
        return (
          <li key={award.ClaimId} className="activity-award" data-testid="activity-award">
            <span className="activity-award-time">{time.dateTime(award.ClaimedAt)}</span>
            <strong className="activity-award-amount">
              <Money amount={award.Amount} isSigned />
            </strong>
            <span className="muted">
              {award.StreakDay !== null && t('activity.frame.streakDay', { day: award.StreakDay })}
              {award.StreakDay === null &&
                award.PrizeIndex !== null &&
                t('activity.frame.prizeIndex', { index: award.PrizeIndex + 1 })}
            </span>
            <span className="muted">
              {t('activity.frame.turnoverRequired', {
                amount: formatAmount(award.TurnoverRequired, i18n.language),
              })}
            </span>
            {award.PrizeIndex !== null && (
              <button
                type="button"
                className="button is-small"
                aria-expanded={isOpen}
                onClick={() => setOpenClaimId(isOpen ? null : award.ClaimId)}
              >
                {isOpen ? t('activity.verify.close') : t('activity.verify.open')}
              </button>
            )}
            {isOpen && <DrawVerifyPanel claimId={award.ClaimId} />}
          </li>
        );
      })}
    </ul>
  );
}
