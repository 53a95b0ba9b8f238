import type { TChatMessage } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

/** One message: the sender and the site time above it, the body always as text. */
export function MessageItem({ message, isMine }: { message: TChatMessage; isMine: boolean }) {
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
      </div>
      <p className="chat-body">{message.Body}</p>
    </li>
  );
}
