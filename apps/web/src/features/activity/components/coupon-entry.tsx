import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * The coupon screens' entry in the activity centre: coupons are no activity of the engine (they
 * have templates of their own), so the centre links them beside the activities it lists.
 */
export function CouponEntry() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <nav className="activity-coupon-entry" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{t('activity.centre.coupons.title')}</h2>
        <p className="muted">{t('activity.centre.coupons.text')}</p>
      </div>
      <div className="activity-coupon-links">
        <Link className="button primary" to={paths.coupon.getHref()}>
          {t('activity.centre.coupons.claim')}
        </Link>
        <Link className="button" to={paths.couponList.getHref()}>
          {t('activity.centre.coupons.mine')}
        </Link>
      </div>
    </nav>
  );
}
