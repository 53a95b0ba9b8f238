import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '../api/search-bet-records.ts';
import { betStateNameOf } from '../logic/bet-state.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { Money } from './money.tsx';

/**
 * A page of tickets: a table from 768 px, a card per ticket on a phone (records.css lays the same
 * rows out as cards, each cell captioned by its data-label), so both read the same markup.
 */
export function BetRecordTable({
  items,
  cancellingId,
  onDetails,
  onCancel,
}: {
  items: readonly TBetRecord[];
  cancellingId: number | null;
  onDetails(record: TBetRecord): void;
  onCancel(record: TBetRecord): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const columns = {
    game: t('records.bets.columns.game'),
    betType: t('records.bets.columns.betType'),
    amount: t('records.bets.columns.amount'),
    prize: t('records.bets.columns.prize'),
    state: t('records.bets.columns.state'),
  };
  return (
    <div className="records-table-wrap">
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records.bets.columns.serial')}</th>
            <th scope="col">{columns.game}</th>
            <th scope="col">{columns.betType}</th>
            <th scope="col" className="is-number">
              {columns.amount}
            </th>
            <th scope="col" className="is-number">
              {columns.prize}
            </th>
            <th scope="col">{columns.state}</th>
            <th scope="col">
              <span className="visually-hidden">{t('records.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((record) => {
            const state = betStateNameOf(record.State);
            return (
              <tr key={record.TicketId}>
                <th scope="row">
                  {record.SerialNumber}
                  <span className="records-sub">{siteTime.dateTime(record.CreatedAt)}</span>
                </th>
                <td data-label={columns.game}>
                  {record.GameName}
                  <span className="records-sub">
                    {record.IssueSerialNumber ?? t('records.bets.instant')}
                  </span>
                </td>
                <td data-label={columns.betType}>{record.BetTypeName}</td>
                <td data-label={columns.amount} className="is-number">
                  <Money amount={record.Amount} />
                </td>
                <td data-label={columns.prize} className="is-number">
                  {record.Prize > 0 ? <Money amount={record.Prize} /> : '–'}
                </td>
                <td data-label={columns.state}>
                  <span className={`records-badge is-${state}`}>
                    {t(`records.bets.states.${state}`)}
                  </span>
                </td>
                <td className="records-row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-haspopup="dialog"
                    aria-label={t('records.bets.detailsOf', { serial: record.SerialNumber })}
                    onClick={() => onDetails(record)}
                  >
                    {t('records.details')}
                  </button>
                  {record.CanCancel && (
                    <button
                      type="button"
                      className="button"
                      disabled={cancellingId === record.TicketId}
                      aria-label={t('records.bets.cancelOf', { serial: record.SerialNumber })}
                      onClick={() => onCancel(record)}
                    >
                      {t('records.bets.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
