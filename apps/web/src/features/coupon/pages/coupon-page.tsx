import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useClaimableCoupons } from '../api/get-claimable-coupons.ts';
import { ClaimableCouponCard } from '../components/claimable-coupon-card.tsx';
import '../styles/coupon.css';

/** /Coupon: the coupons on offer to claim, each with its terms and what is left. */
export default function CouponPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const claimable = useClaimableCoupons();
  return (
    <section className="page-column coupon-page" aria-labelledby={titleId}>
      <header className="coupon-page-head">
        <h1 id={titleId}>{t('coupon.claimTitle')}</h1>
        <Link to={paths.couponList.getHref()}>{t('coupon.toList')}</Link>
      </header>
      {!claimable.data ? (
        <QueryStatus
          status={claimable.isError ? 'error' : 'loading'}
          error={claimable.error}
          onRetry={() => void claimable.refetch()}
        />
      ) : claimable.data.Items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('coupon.noClaimable')} />
      ) : (
        <div className="coupon-cards">
          {claimable.data.Items.map((coupon) => (
            <ClaimableCouponCard key={coupon.TemplateId} coupon={coupon} />
          ))}
        </div>
      )}
    </section>
  );
}
