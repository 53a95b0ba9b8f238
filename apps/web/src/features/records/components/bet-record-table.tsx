import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '../api/search-bet-records.ts';
import { betStateNameOf } from '../logic/bet-state.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { RecordActions } from './record-actions.tsx';

/**
 * A page of tickets: a table from 768 px, a card per ticket on a phone.
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
  return (
    <CardTable
      rowHeader={{
        title: t('records.bets.columns.serial'),
        cell: (record) => (
          <>
            {record.SerialNumber}
            <span className="records-sub">{siteTime.dateTime(record.CreatedAt)}</span>
          </>
        ),
      }}
      columns={[
        {
          key: 'game',
          title: t('records.bets.columns.game'),
          cell: (record) => (
            <>
              {record.GameName}
              <span className="records-sub">
                {record.IssueSerialNumber ?? t('records.bets.instant')}
              </span>
            </>
          ),
        },
        {
          key: 'betType',
          title: t('records.bets.columns.betType'),
          cell: (record) => record.BetTypeName,
        },
        {
          key: 'amount',
          title: t('records.bets.columns.amount'),
          isNumber: true,
          cell: (record) => <Money amount={record.Amount} />,
        },
        {
          key: 'prize',
          title: t('records.bets.columns.prize'),
          isNumber: true,
          cell: (record) => (record.Prize > 0 ? <Money amount={record.Prize} /> : '–'),
        },
        {
          key: 'state',
          title: t('records.bets.columns.state'),
          cell: (record) => {
            const state = betStateNameOf(record.State);
            return (
              <span className={`records-badge is-${state}`}>
                {t(`records.bets.states.${state}`)}
              </span>
            );
          },
        },
        {
          key: 'actions',
          title: t('records.actions'),
          isActions: true,
          isTitleHidden: true,
          cell: (record) => (
            <RecordActions
              detailsLabel={t('records.bets.detailsOf', { serial: record.SerialNumber })}
              onDetails={() => onDetails(record)}
              takeBack={
                record.CanCancel
                  ? {
                      text: t('records.bets.cancel'),
                      label: t('records.bets.cancelOf', { serial: record.SerialNumber }),
                      isBusy: cancellingId === record.TicketId,
                      onClick: () => onCancel(record),
                    }
                  : null
              }
            />
          ),
        },
      ]}
      rows={items}
      rowKey={(record) => record.TicketId}
    />
  );
}
