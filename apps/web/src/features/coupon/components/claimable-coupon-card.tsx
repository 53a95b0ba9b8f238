import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { toast } from '../../../shared/notices/notices-store.ts';
import { useClaimCoupon } from '../api/claim-coupon.ts';
import type { TClaimableCouponView } from '../api/get-claimable-coupons.ts';
import { CouponFace, CouponTerms } from './coupon-terms.tsx';

/** One coupon on offer: its terms, what is left, what I hold, and the claim button. */
export function ClaimableCouponCard({ coupon }: { coupon: TClaimableCouponView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const claim = useClaimCoupon();
  const attempt = useAttemptKey();
  const isFull = coupon.Held >= coupon.PerPlayerLimit;
  const isSoldOut = coupon.Remaining <= 0;
  const label = isFull
    ? t('coupon.claimed')
    : isSoldOut
      ? t('coupon.soldOut')
      : claim.isPending
        ? t('coupon.claiming')
        : t('coupon.claim');
  const onClaim = () =>
    claim.mutate(
      { templateId: coupon.TemplateId, idempotencyKey: attempt.key },
      {
        onSuccess: () => {
          attempt.renew();
          toast(t('coupon.claimedNotice', { title: coupon.Title }));
        },
        onError: attempt.settle,
      },
    );
  return (
    <article className={`coupon-card is-${coupon.Kind}`} aria-labelledby={headingId}>
      <div className="coupon-card-face">
        <CouponFace terms={coupon} />
        <span className="coupon-kind">{t(`coupon.kind.${coupon.Kind}`)}</span>
      </div>
      <div className="coupon-card-body">
        <h2 id={headingId}>{coupon.Title}</h2>
        <CouponTerms terms={coupon} />
        <p className="muted coupon-meta">
          {t('coupon.terms.validity', { days: coupon.ValidityDays })} ·{' '}
          {t('coupon.remaining', { count: coupon.Remaining })} ·{' '}
          {t('coupon.held', { held: coupon.Held, limit: coupon.PerPlayerLimit })}
        </p>
        {claim.error && (
          <p className="form-error" role="alert">
            {(claim.error instanceof ApiError && claim.error.body?.Message) ||
              t('common.loadError')}
          </p>
        )}
        <button
          type="button"
          className="button primary"
          disabled={isFull || isSoldOut || claim.isPending}
          onClick={onClaim}
        >
          {label}
        </button>
      </div>
    </article>
  );
}
