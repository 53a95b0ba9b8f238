import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { TClosedReason } from '../logic/closed-reason.ts';

/** In place of the picker and the cart while the game takes no bets (maintenance, offline). */
export function ClosedNotice({ reason, gameId }: { reason: TClosedReason; gameId: number }) {
  const { t } = useTranslation();
  return (
    <section className="bet-closed">
      <p className="bet-closed-text">{t(`bet.closed.${reason}`)}</p>
      <p className="bet-closed-links">
        <Link className="button primary" to={paths.home.getHref()}>
          {t('common.backHome')}
        </Link>
        <Link className="button" to={paths.drawHistory.getHref(gameId)}>
          {t('bet.closed.drawHistory')}
        </Link>
      </p>
    </section>
  );
}
