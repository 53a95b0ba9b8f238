import type { TCouponKind } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';

export interface TCouponTermsView {
  Kind: TCouponKind;
  FaceValue: number;
  Percent: number;
  MinDeposit: number;
  MinBet: number;
  GameIds: number[];
  GameNames: string[];
  TurnoverMultiple: number;
}

/** What a coupon pays and on what, its games and its turnover, as the player reads them. */
export function CouponTerms({ terms }: { terms: TCouponTermsView }) {
  const { t, i18n } = useTranslation();
  const amount = (value: number) => formatAmount(value, i18n.language);
  return (
    <ul className="coupon-terms">
      <li>
        {terms.Kind === 'betVoucher'
          ? t('coupon.terms.betVoucher', {
              face: amount(terms.FaceValue),
              minBet: amount(terms.MinBet),
            })
          : t('coupon.terms.depositBonus', {
              face: amount(terms.FaceValue),
              percent: terms.Percent,
              minDeposit: amount(terms.MinDeposit),
            })}
      </li>
      {terms.Kind === 'betVoucher' && (
        <li>
          {terms.GameIds.length === 0
            ? t('coupon.terms.allGames')
            : t('coupon.terms.games', { games: terms.GameNames.join('、') })}
        </li>
      )}
      <li>
        {terms.TurnoverMultiple > 0
          ? t('coupon.terms.turnover', { multiple: terms.TurnoverMultiple })
          : t('coupon.terms.noTurnover')}
      </li>
    </ul>
  );
}

/** The big figure of a coupon: its face value, or its percent for a deposit coupon. */
export function CouponFace({ terms }: { terms: TCouponTermsView }) {
  const { i18n } = useTranslation();
  return (
    <strong className="coupon-face">
      {terms.Kind === 'depositBonus'
        ? `${terms.Percent}%`
        : formatAmount(terms.FaceValue, i18n.language)}
    </strong>
  );
}
