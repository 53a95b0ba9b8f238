import { couponStates, type TCouponState } from '@lottery/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import { useMyCoupons } from '../api/get-my-coupons.ts';
import { MyCouponCard } from '../components/my-coupon-card.tsx';
import '../styles/coupon.css';

const stateOf = (value: string | null): TCouponState =>
  couponStates.find((state) => state === value) ?? 'unused';

/**
 * /CouponList: my coupons by state (unused, used, expired) with the count of each; the state is
 * in the address (?state=used), so a reload or a shared link keeps it.
 */
export default function CouponListPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const prefix = useId();
  const [search, setSearch] = useSearchParams();
  const state = stateOf(search.get('state'));
  const coupons = useMyCoupons(state);
  const counts = coupons.data?.Counts;
  const tabs = couponStates.map((id) => ({
    id,
    label: counts ? `${t(`coupon.states.${id}`)} (${counts[id]})` : t(`coupon.states.${id}`),
  }));
  return (
    <section className="page-column coupon-page" aria-labelledby={titleId}>
      <header className="coupon-page-head">
        <h1 id={titleId}>{t('coupon.listTitle')}</h1>
        <Link to={paths.coupon.getHref()}>{t('coupon.toClaim')}</Link>
      </header>
      <TabList
        tabs={tabs}
        selected={state}
        onSelect={(id) => setSearch({ state: id }, { replace: true })}
        label={t('coupon.tabsLabel')}
        prefix={prefix}
      />
      <div id={tabPanelIdOf(prefix)} role="tabpanel" aria-labelledby={tabIdOf(prefix, state)}>
        {!coupons.data ? (
          <QueryStatus
            status={coupons.isError ? 'error' : 'loading'}
            error={coupons.error}
            onRetry={() => void coupons.refetch()}
          />
        ) : coupons.data.Items.length === 0 ? (
          <QueryStatus status="empty" emptyText={t(`coupon.empty.${state}`)} />
        ) : (
          <div className="coupon-cards">
            {coupons.data.Items.map((coupon) => (
              <MyCouponCard key={coupon.CouponId} coupon={coupon} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
