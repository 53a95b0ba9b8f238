import { parseThousandths } from '@lottery/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { formatThousandths } from '../cart/cart-amounts.ts';
import type { TSlipVoucher } from './use-slip-voucher.ts';
import { VoucherSplit } from './voucher-split.tsx';
import './voucher.css';

/**
 * The bet voucher choice on the slip: "none" first and chosen by default, then each voucher for
 * this game with its face value, minimum bet and expiry; one the total does not reach is
 * disabled with how much is missing. Nothing is drawn when the player holds no such voucher.
 */
export function VoucherChoice({
  voucher,
  totalThousandths,
}: {
  voucher: TSlipVoucher;
  totalThousandths: bigint;
}) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const name = useId();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  if (voucher.isError)
    return (
      <p className="voucher-error" role="alert">
        {t('cart.voucher.loadFailed')}{' '}
        <button type="button" className="button" onClick={voucher.retry}>
          {t('cart.voucher.retry')}
        </button>
      </p>
    );
  if (voucher.options.length === 0) return null;
  const chosen = voucher.chosen;
  return (
    <fieldset className="voucher-choice">
      <legend>{t('cart.voucher.legend')}</legend>
      <label className="voucher-option">
        <input
          type="radio"
          name={name}
          checked={chosen === null}
          onChange={() => voucher.choose(null)}
        />
        <span>{t('cart.voucher.none')}</span>
      </label>
      {voucher.options.map(({ coupon, block }) => {
        const reasonId = `${name}-${coupon.CouponId}`;
        const short = (parseThousandths(coupon.MinBet) ?? 0n) - totalThousandths;
        return (
          <label key={coupon.CouponId} className={`voucher-option${block ? ' is-blocked' : ''}`}>
            <input
              type="radio"
              name={name}
              disabled={block !== null}
              checked={chosen?.CouponId === coupon.CouponId}
              aria-describedby={block ? reasonId : undefined}
              onChange={() => voucher.choose(coupon.CouponId)}
            />
            <span className="voucher-option-text">
              <strong>{t('cart.voucher.face', { amount: money(coupon.FaceValue) })}</strong>{' '}
              {coupon.Title}
              <span className="voucher-option-terms">
                {t('cart.voucher.terms', {
                  minBet: money(coupon.MinBet),
                  until: time.dateTime(coupon.ExpiresAt),
                })}
              </span>
              {block && (
                <span className="voucher-option-reason" id={reasonId}>
                  {t('cart.voucher.belowMinimum', {
                    short: formatThousandths(short, i18n.language),
                    minBet: money(coupon.MinBet),
                  })}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {chosen && <VoucherSplit coupon={chosen} totalThousandths={totalThousandths} />}
    </fieldset>
  );
}
