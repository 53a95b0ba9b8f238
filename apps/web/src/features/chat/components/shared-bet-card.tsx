import type { TChatBetShare } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { handOffTickets } from '../../../shared/bet-handoff/bet-handoff.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { SelectionLines } from '../../../shared/lottery/selection-lines.tsx';
import '../styles/chat-share.css';

/** A shared ticket's state as text (won with the prize, no prize, cancelled, waiting). */
export function SharedBetState({ share }: { share: TChatBetShare }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={share.State === 3 ? 'chat-share-state won' : 'chat-share-state'}>
      {share.State === 3
        ? t('chat.share.won', { prize: formatAmount(share.Prize, i18n.language) })
        : share.State === 2
          ? t('chat.share.noPrize')
          : share.State === 1
            ? t('chat.share.cancelled')
            : t('chat.share.waiting')}
    </span>
  );
}

/**
 * A shared ticket (a bet_share message): the game, issue, bet type, picks, stake and its state (changed
 * in place when it settles, with the winning number the snapshot keeps), a way into that game's
 * bet page, and "copy to my cart" (跟单): the ticket goes to that game's bet page, which prices
 * it again and adds it to the cart. Every field is shown as text.
 */
export function SharedBetCard({ share }: { share: TChatBetShare }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const winningNumber = share.WinningNumber ?? null;
  const [isCopyRefused, setCopyRefused] = useState(false);
  const isChinese = i18n.language.startsWith('zh');
  const game = isChinese ? share.GameName : share.GameNameEn;
  const money = (amount: number) => formatAmount(amount, i18n.language);

  function copyToCart() {
    const { BetTypeId, Book, Selection, Mode, Multiple, Units, Amount } = share;
    const isHanded = handOffTickets(share.GameId, [
      { BetTypeId, Book, Selection, Mode, Multiple, Units, Amount },
    ]);
    setCopyRefused(!isHanded);
    if (isHanded) void navigate(paths.bet.getHref(share.GameId));
  }

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
      <SelectionLines betTypeId={share.BetTypeId} selection={share.Selection} />
      <p>
        {t('chat.share.amount', { amount: money(share.Amount) })}
        <SharedBetState share={share} />
      </p>
      {winningNumber !== null && (
        <p className="chat-share-number">
          {t('chatShare.winningNumber', { number: winningNumber })}
        </p>
      )}
      <p className="chat-share-actions">
        <button type="button" className="button chat-share-copy" onClick={copyToCart}>
          {t('chatShare.copy')}
        </button>
        <Link to={paths.bet.getHref(share.GameId)}>{t('chat.share.open', { game })}</Link>
      </p>
      {isCopyRefused && (
        <p className="chat-error" role="alert">
          {t('chatShare.copyFailed')}
        </p>
      )}
    </div>
  );
}
