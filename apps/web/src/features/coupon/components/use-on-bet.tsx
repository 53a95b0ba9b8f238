import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { TPlayerCouponView } from '../api/get-my-coupons.ts';

/**
 * How an unused bet voucher is used: the slip of a game it applies to offers it, so the card
 * links to the first of its games, or to the lobby when it applies to every game.
 */
export function UseOnBet({ coupon }: { coupon: TPlayerCouponView }) {
  const { t } = useTranslation();
  const [gameId] = coupon.GameIds;
  const gameName = coupon.GameNames[0];
  return (
    <p className="coupon-use-on-bet">
      <span className="muted">{t('coupon.useOnBet')}</span>{' '}
      {gameId === undefined || gameName === undefined ? (
        <Link className="button primary" to={paths.home.getHref()}>
          {t('coupon.betInLobby')}
        </Link>
      ) : (
        <Link className="button primary" to={paths.bet.getHref(gameId)}>
          {t('coupon.betOnGame', { game: gameName })}
        </Link>
      )}
    </p>
  );
}
