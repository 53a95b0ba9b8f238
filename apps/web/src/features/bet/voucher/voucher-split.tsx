import { parseThousandths } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { formatThousandths } from '../cart/cart-amounts.ts';
import type { TVoucherCoupon } from './api/bet-vouchers.ts';

/** What the chosen voucher pays of the stake and what the wallet pays: on the slip and the confirm. */
export function VoucherSplit({
  coupon,
  totalThousandths,
}: {
  coupon: TVoucherCoupon;
  totalThousandths: bigint;
}) {
  const { t, i18n } = useTranslation();
  const remainder = totalThousandths - (parseThousandths(coupon.FaceValue) ?? 0n);
  return (
    <p className="voucher-split" aria-live="polite">
      {t('cart.voucher.split', {
        voucher: formatAmount(coupon.FaceValue, i18n.language),
        wallet: formatThousandths(remainder, i18n.language),
      })}
    </p>
  );
}
