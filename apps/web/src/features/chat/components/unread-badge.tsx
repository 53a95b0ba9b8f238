import { useTranslation } from 'react-i18next';
import { unreadBadgeText } from '../logic/chat-rooms.ts';

/** The unread count as a badge (99+ past 99); nothing when all is read. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="chat-badge" aria-label={t('chat.unread', { count })}>
      {unreadBadgeText(count)}
    </span>
  );
}
