import type { TChatMessage } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { SharedBetCard } from './shared-bet-card.tsx';

/**
 * What a message says: an image the server stored (its address under /uploads/), a shared
 * ticket, or text; never markup.
 */
function MessageBody({ message }: { message: TChatMessage }) {
  const { t } = useTranslation();
  if (message.Kind === 'image' && message.Body.startsWith('/uploads/'))
    return (
      <img
        className="chat-image"
        src={message.Body}
        alt={t('chat.image', { sender: message.SenderNickName })}
        loading="lazy"
      />
    );
  if (message.Kind === 'bet_share' && message.BetShare)
    return <SharedBetCard share={message.BetShare} />;
  return <p className="chat-body">{message.Body}</p>;
}

/** One message: the sender and the site time above it, then what it says. */
export function MessageItem({
  message,
  isMine,
  actions,
}: {
  message: TChatMessage;
  isMine: boolean;
  /** A room keeper's controls for this message (use-message-actions.tsx), beside its time. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <li className={isMine ? 'chat-message mine' : 'chat-message'} data-message-id={message.Id}>
      <div className="chat-message-meta">
        <span className="chat-sender">{isMine ? t('chat.me') : message.SenderNickName}</span>
        <time
          dateTime={new Date(message.CreatedAt).toISOString()}
          title={time.dateTime(message.CreatedAt)}
        >
          {time.clock(message.CreatedAt)}
        </time>
        {actions}
      </div>
      <MessageBody message={message} />
    </li>
  );
}
