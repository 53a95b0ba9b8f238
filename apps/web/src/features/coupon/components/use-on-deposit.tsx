import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useChooseCouponForDeposit } from '../api/choose-coupon-for-deposit.ts';
import { usePendingDeposit } from '../api/get-pending-deposit.ts';

/**
 * Choosing a deposit coupon for the deposit waiting for payment (a player has one at a time);
 * with none, a link to start one. Opened from the coupon's card.
 */
export function UseOnDeposit({ couponId, onDone }: { couponId: number; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const pending = usePendingDeposit(true);
  const choose = useChooseCouponForDeposit();
  const attempt = useAttemptKey();
  if (pending.isPending || pending.isError)
    return (
      <QueryStatus
        status={pending.isError ? 'error' : 'loading'}
        error={pending.error}
        onRetry={() => void pending.refetch()}
      />
    );
  const order = pending.data;
  if (!order)
    return (
      <div className="coupon-use">
        <p>{t('coupon.noPendingOrder')}</p>
        <Link className="button primary" to={paths.deposit.getHref()}>
          {t('coupon.toDeposit')}
        </Link>
      </div>
    );
  const onChoose = () =>
    choose.mutate(
      { couponId, orderNo: order.OrderNo, idempotencyKey: attempt.key },
      {
        onSuccess: () => {
          attempt.renew();
          onDone();
        },
        onError: attempt.settle,
      },
    );
  return (
    <div className="coupon-use">
      <p>
        {t('coupon.pendingOrder', {
          orderNo: order.OrderNo,
          amount: formatAmount(order.Amount, i18n.language),
        })}
      </p>
      {choose.error && (
        <p className="form-error" role="alert">
          {(choose.error instanceof ApiError && choose.error.body?.Message) ||
            t('common.loadError')}
        </p>
      )}
      <button
        type="button"
        className="button primary"
        disabled={choose.isPending}
        onClick={onChoose}
      >
        {choose.isPending ? t('coupon.choosing') : t('coupon.chooseOrder')}
      </button>
    </div>
  );
}
