import type { TChatBetShare } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';

/**
 * A shared ticket (a bet_share message): the game, issue, bet type, stake and its state when
 * shared, with a way into that game's bet page. Every field is shown as text.
 */
export function SharedBetCard({ share }: { share: TChatBetShare }) {
  const { t, i18n } = useTranslation();
  const isChinese = i18n.language.startsWith('zh');
  const game = isChinese ? share.GameName : share.GameNameEn;
  const money = (amount: number) => formatAmount(amount, i18n.language);
  return (
    <div className="chat-share" aria-label={t('chat.share.title')}>
      <p className="chat-share-title">
        <strong>{game}</strong>{' '}
        <span>
          {share.IssueSerialNumber === null
            ? t('chat.share.instant')
            : t('chat.share.issue', { issue: share.IssueSerialNumber })}
        </span>
      </p>
      <p>
        {isChinese ? share.BetTypeName : share.BetTypeNameEn}{' '}
        {t('chat.share.multiple', { multiple: share.Multiple })}
      </p>
      <p>
        {t('chat.share.amount', { amount: money(share.Amount) })}
        <span className={share.State === 3 ? 'chat-share-state won' : 'chat-share-state'}>
          {share.State === 3
            ? t('chat.share.won', { prize: money(share.Prize) })
            : share.State === 2
              ? t('chat.share.noPrize')
              : share.State === 1
                ? t('chat.share.cancelled')
                : t('chat.share.waiting')}
        </span>
      </p>
      <Link to={paths.bet.getHref(share.GameId)}>{t('chat.share.open', { game })}</Link>
    </div>
  );
}
