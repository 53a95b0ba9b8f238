import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/http-client.ts';
import { DialogHost } from '../../../shared/dialogs/dialog-host.tsx';
import { askConfirm } from '../../../shared/dialogs/dialogs-store.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import {
  cancelDeposit,
  depositKey,
  depositOrderQuery,
  type TDepositOrder,
} from '../api/deposit-api.ts';
import { InstructionsView } from '../components/instructions-view.tsx';
import { countdownText } from '../../../shared/format/countdown-text.ts';
import { useCountdown } from '../components/use-countdown.ts';
import { useOrderLiveUpdates } from '../components/use-order-live.ts';
import '../styles/deposit.css';

const waiting = 0;
const confirmed = 1;
const cancelled = 2;

/**
 * /DepositQrcode?OrderNo=…: one order (outside the shell, a page the player keeps open while
 * paying): how to pay it, the time left, and its state as it changes: re-read the moment the hub
 * says so (a credit, CancelDepositNotify), and every few seconds while waiting as the fallback.
 */
export default function DepositQrcodePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('OrderNo') ?? '';
  const query = useQuery(depositOrderQuery(orderNo));
  useOrderLiveUpdates(query.data?.State === waiting ? orderNo : '');
  const titleId = useId();
  return (
    <main className="deposit-page deposit-qrcode" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('deposit.order.title')}</h1>
      {query.data ? (
        <OrderView order={query.data} />
      ) : (
        <QueryStatus
          status={query.isError ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      <nav className="deposit-links">
        <Link to={paths.deposit.getHref()}>{t('deposit.order.back')}</Link>
        <Link to={paths.depositRecord.getHref()}>{t('deposit.order.records')}</Link>
      </nav>
      {/* Outside the shell, which hosts the dialogs everywhere else. */}
      <DialogHost warningAutoHideMs={null} />
    </main>
  );
}

function OrderView({ order }: { order: TDepositOrder }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const left = useCountdown(order.State === waiting ? order.ExpiresAt : null);
  const [error, setError] = useState<string | null>(null);
  const [isCancelling, setCancelling] = useState(false);

  async function cancel() {
    if (!(await askConfirm(t('deposit.order.cancelConfirm')))) return;
    setCancelling(true);
    try {
      queryClient.setQueryData(
        depositOrderQuery(order.OrderNo).queryKey,
        await cancelDeposit(order.OrderNo),
      );
      await queryClient.invalidateQueries({ queryKey: depositKey });
    } catch (caught) {
      setError((caught instanceof ApiError && caught.body?.Message) || t('records.callFailed'));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <article className="card deposit-order">
      <dl className="deposit-fields">
        <div className="deposit-copy">
          <dt>{t('deposit.order.orderNo')}</dt>
          <dd>{order.OrderNo}</dd>
        </div>
        <div className="deposit-copy">
          <dt>{t('deposit.order.amount')}</dt>
          <dd className="deposit-amount">{formatAmount(order.Amount, i18n.language)}</dd>
        </div>
      </dl>
      <p className={`deposit-state is-state-${order.State}`} role="status" aria-live="polite">
        {order.State === confirmed
          ? t('deposit.order.confirmed')
          : order.State === cancelled
            ? t('deposit.order.cancelled', { reason: order.CancelReason ?? '' })
            : order.InReview
              ? t('deposit.order.inReview')
              : left > 0
                ? t('deposit.order.expiresIn', { time: countdownText(left) })
                : t('deposit.order.expired')}
      </p>
      {order.State === waiting && !order.InReview && order.Instructions && (
        <>
          <InstructionsView
            instructions={order.Instructions}
            rateLockedUntil={order.RateLockedUntil}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className="button"
            disabled={isCancelling}
            onClick={() => void cancel()}
          >
            {t('deposit.order.cancel')}
          </button>
        </>
      )}
    </article>
  );
}
