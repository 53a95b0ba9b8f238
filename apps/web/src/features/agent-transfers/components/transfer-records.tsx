import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useTransferList } from '../api/transfer-api.ts';

/** The caller's transfers, sent or received, newest first (site time). */
export function TransferRecords() {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const [direction, setDirection] = useState<'Sent' | 'Received'>('Sent');
  const list = useTransferList(direction, 1);
  const items = list.data?.Items;
  return (
    <section className="transfer-records" aria-labelledby="transfer-records-title">
      <h2 id="transfer-records-title">{t('agentTransfers.transfer.records')}</h2>
      <div className="transfer-tabs" role="tablist">
        {(['Sent', 'Received'] as const).map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === direction}
            className={candidate === direction ? 'button primary' : 'button'}
            onClick={() => setDirection(candidate)}
          >
            {t(
              candidate === 'Sent'
                ? 'agentTransfers.transfer.sent'
                : 'agentTransfers.transfer.received',
            )}
          </button>
        ))}
      </div>
      {!items ? (
        <QueryStatus
          status={list.isError ? 'error' : 'loading'}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('agentTransfers.transfer.empty')} />
      ) : (
        <ul className="transfer-list">
          {items.map((item) => (
            <li key={item.Id}>
              <span className="transfer-member">
                {direction === 'Sent' ? item.ReceiverLoginId : item.SenderLoginId}
              </span>
              <span>
                {t(`agentTransfers.transfer.kinds.${item.Kind}`)} ·{' '}
                {t(`agentTransfers.transfer.types.${String(item.Type) as '1'}`)}
              </span>
              <span className="transfer-amount">
                {direction === 'Sent' ? '−' : '+'}
                {formatAmount(item.Amount, i18n.language)}
              </span>
              <time className="muted">{time.dateTime(item.CreatedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
