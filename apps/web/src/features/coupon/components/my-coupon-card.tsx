import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import type { TPlayerCouponView } from '../api/get-my-coupons.ts';
import { CouponFace, CouponTerms } from './coupon-terms.tsx';
import { UseOnBet } from './use-on-bet.tsx';
import { UseOnDeposit } from './use-on-deposit.tsx';

/**
 * One of my coupons: its terms, its expiry (or when it was used and what it paid) in site time,
 * and for an unused one how to use it.
 */
export function MyCouponCard({ coupon }: { coupon: TPlayerCouponView }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const headingId = useId();
  const [isChoosing, setChoosing] = useState(false);
  const isUnused = coupon.State === 'unused';
  return (
    <article
      className={`coupon-card is-${coupon.Kind} is-${coupon.State}`}
      aria-labelledby={headingId}
    >
      <div className="coupon-card-face">
        <CouponFace terms={coupon} />
        <span className="coupon-kind">{t(`coupon.kind.${coupon.Kind}`)}</span>
      </div>
      <div className="coupon-card-body">
        <h3 id={headingId}>
          {coupon.Title}{' '}
          <span className={`coupon-state is-${coupon.State}`}>
            {t(`coupon.states.${coupon.State}`)}
          </span>
        </h3>
        <CouponTerms terms={coupon} />
        <dl className="coupon-dates">
          {coupon.State === 'used' && coupon.UsedAt !== null ? (
            <>
              <dt>{t('coupon.usedAt')}</dt>
              <dd>{time.dateTime(coupon.UsedAt)}</dd>
            </>
          ) : (
            <>
              <dt>{isUnused ? t('coupon.expiresAt') : t('coupon.expiredAt')}</dt>
              <dd>{time.dateTime(coupon.ExpiresAt)}</dd>
            </>
          )}
        </dl>
        {coupon.AmountPaid !== null && (
          <p>
            {t(`coupon.paid.${coupon.Kind}`, {
              amount: formatAmount(coupon.AmountPaid, i18n.language),
            })}
            {coupon.UsedOn && (
              <span className="muted"> · {t('coupon.usedOn', { ref: coupon.UsedOn })}</span>
            )}
          </p>
        )}
        {isUnused && coupon.Kind === 'betVoucher' && <UseOnBet coupon={coupon} />}
        {isUnused && coupon.Kind === 'depositBonus' && coupon.DepositOrderNo && (
          <p className="coupon-chosen">
            {t('coupon.chosenFor', { orderNo: coupon.DepositOrderNo })}
          </p>
        )}
        {isUnused &&
          coupon.Kind === 'depositBonus' &&
          !coupon.DepositOrderNo &&
          (isChoosing ? (
            <>
              <UseOnDeposit couponId={coupon.CouponId} onDone={() => setChoosing(false)} />
              <button type="button" className="button" onClick={() => setChoosing(false)}>
                {t('coupon.close')}
              </button>
            </>
          ) : (
            <button type="button" className="button primary" onClick={() => setChoosing(true)}>
              {t('coupon.useOnDeposit')}
            </button>
          ))}
      </div>
    </article>
  );
}
