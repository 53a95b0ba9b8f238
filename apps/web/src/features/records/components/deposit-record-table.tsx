import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import type { TDepositRecord } from '../api/search-deposit-records.ts';

/** A page of deposit orders: when, which way and channel, amounts, state (and why cancelled). */
export function DepositRecordTable({ items }: { items: readonly TDepositRecord[] }) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  return (
    <CardTable
      rowHeader={{
        title: t('deposit.record.time'),
        cell: (order) => (
          <>
            {siteTime.dateTime(order.CreatedAt)}
            <br />
            <Link to={paths.depositQrcode.getHref(order.OrderNo)} className="records-memo">
              {order.OrderNo}
            </Link>
          </>
        ),
      }}
      columns={[
        {
          key: 'type',
          title: t('deposit.record.type'),
          cell: (order) => t(`deposit.types.${order.Type}` as 'deposit.types.1'),
        },
        { key: 'channel', title: t('deposit.record.channel'), cell: (order) => order.ChannelName },
        {
          key: 'amount',
          title: t('deposit.record.amount'),
          isNumber: true,
          cell: (order) => <Money amount={order.Amount} />,
        },
        {
          key: 'received',
          title: t('deposit.record.received'),
          isNumber: true,
          cell: (order) =>
            order.ReceivedAmount === null ? '–' : <Money amount={order.ReceivedAmount} />,
        },
        {
          key: 'feeBonus',
          title: t('deposit.record.feeBonus'),
          isNumber: true,
          cell: (order) => <Money amount={order.Bonus - order.Fee} isSigned />,
        },
        {
          key: 'state',
          title: t('deposit.record.state'),
          cell: (order) => (
            <>
              <span className={`records-deposit-state is-state-${order.State}`}>
                {t(`deposit.states.${order.State}` as 'deposit.states.0')}
              </span>
              {order.CancelReason && (
                <small className="muted records-deposit-reason">{order.CancelReason}</small>
              )}
            </>
          ),
        },
      ]}
      rows={items}
      rowKey={(order) => order.OrderNo}
    />
  );
}
