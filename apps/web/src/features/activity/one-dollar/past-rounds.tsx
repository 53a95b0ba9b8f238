import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { oneDollarRoundsQuery, type TOneDollarRoundView } from './one-dollar-api.ts';
import { checkRound, shareRanges } from './round-proof.ts';

const pageSize = 10;

/** Past rounds, newest first: the winner, my shares, and the browser's check of the draw. */
export function PastRounds({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const rounds = useQuery(oneDollarRoundsQuery(activityId, page));
  const pages = Math.max(1, Math.ceil((rounds.data?.Total ?? 0) / pageSize));
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('activityLuck.oneDollar.past')}</h2>
      {!rounds.data ? (
        <QueryStatus
          status={rounds.isError ? 'error' : 'loading'}
          error={rounds.error}
          onRetry={() => void rounds.refetch()}
        />
      ) : rounds.data.Items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('activityLuck.oneDollar.noPast')} />
      ) : (
        <>
          <ul className="one-dollar-past">
            {rounds.data.Items.map((round) => (
              <PastRound key={round.RoundNo} round={round} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="one-dollar-pager">
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('activityLuck.oneDollar.prevPage')}
              </button>
              <span>
                {page} / {pages}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('activityLuck.oneDollar.nextPage')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function PastRound({ round }: { round: TOneDollarRoundView }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const check = checkRound(round);
  return (
    <li className="one-dollar-past-round" data-testid="past-round">
      <p className="one-dollar-heading">
        <strong>{t('activityLuck.oneDollar.round', { round: round.RoundNo })}</strong>
        <span>{formatAmount(round.Prize, i18n.language)}</span>
        {round.ClosedAt !== null && <span className="muted">{time.dateTime(round.ClosedAt)}</span>}
      </p>
      {round.State === 'drawn' && round.WinningShare !== null ? (
        <p className={round.IsMine ? 'one-dollar-mine' : undefined}>
          {round.IsMine
            ? t('activityLuck.oneDollar.youWon', {
                share: round.WinningShare + 1,
                amount: formatAmount(round.Prize, i18n.language),
              })
            : t('activityLuck.oneDollar.winner', {
                name: round.Winner ?? '',
                share: round.WinningShare + 1,
              })}
        </p>
      ) : (
        <p className="muted">{t('activityLuck.oneDollar.refunded')}</p>
      )}
      {round.MyShares.length > 0 && (
        <p className="muted">
          {t('activityLuck.oneDollar.myNumbers', { numbers: shareRanges(round.MyShares) })}
          {round.MyRefunded && ` · ${t('activityLuck.oneDollar.myRefund')}`}
        </p>
      )}
      {round.State === 'drawn' && (
        <details className="one-dollar-proof">
          <summary data-testid="round-check" className={`is-${check}`}>
            {t(`activityLuck.oneDollar.${check}`)}
          </summary>
          <dl>
            <dt>{t('activityLuck.oneDollar.commitment')}</dt>
            <dd>
              <code>{round.Commitment}</code>
            </dd>
            <dt>{t('activityLuck.oneDollar.seed')}</dt>
            <dd>
              <code>{round.ServerSeed ?? '—'}</code>
            </dd>
          </dl>
          <p className="muted">{t('activityLuck.oneDollar.how')}</p>
        </details>
      )}
    </li>
  );
}
