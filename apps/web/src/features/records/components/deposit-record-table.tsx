import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import type { TDepositRecord } from '../api/search-deposit-records.ts';
import { Money } from './money.tsx';

/** A page of deposit orders: when, which way and channel, amounts, state (and why cancelled). */
export function DepositRecordTable({ items }: { items: readonly TDepositRecord[] }) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const columns = {
    type: t('deposit.record.type'),
    channel: t('deposit.record.channel'),
    amount: t('deposit.record.amount'),
    received: t('deposit.record.received'),
    feeBonus: t('deposit.record.feeBonus'),
    state: t('deposit.record.state'),
  };
  return (
    <div className="records-table-wrap">
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{t('deposit.record.time')}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.channel}</th>
            <th scope="col" className="is-number">
              {columns.amount}
            </th>
            <th scope="col" className="is-number">
              {columns.received}
            </th>
            <th scope="col" className="is-number">
              {columns.feeBonus}
            </th>
            <th scope="col">{columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => (
            <tr key={order.OrderNo}>
              <th scope="row">
                {siteTime.dateTime(order.CreatedAt)}
                <br />
                <Link to={paths.depositQrcode.getHref(order.OrderNo)} className="records-memo">
                  {order.OrderNo}
                </Link>
              </th>
              <td data-label={columns.type}>
                {t(`deposit.types.${order.Type}` as 'deposit.types.1')}
              </td>
              <td data-label={columns.channel}>{order.ChannelName}</td>
              <td data-label={columns.amount} className="is-number">
                <Money amount={order.Amount} />
              </td>
              <td data-label={columns.received} className="is-number">
                {order.ReceivedAmount === null ? '–' : <Money amount={order.ReceivedAmount} />}
              </td>
              <td data-label={columns.feeBonus} className="is-number">
                <Money amount={order.Bonus - order.Fee} isSigned />
              </td>
              <td data-label={columns.state}>
                <span className={`records-deposit-state is-state-${order.State}`}>
                  {t(`deposit.states.${order.State}` as 'deposit.states.0')}
                </span>
                {order.CancelReason && (
                  <small className="muted records-deposit-reason">{order.CancelReason}</small>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
