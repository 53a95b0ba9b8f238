import { useTranslation } from 'react-i18next';
import { unreadBadgeText } from '../logic/chat-rooms.ts';

/**
 * The unread count as a badge (99+ past 99); nothing when all is read. A screen reader hears the
 * exact count in words (a span may not carry an aria-label of its own).
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="chat-badge">
      <span aria-hidden="true">{unreadBadgeText(count)}</span>
      <span className="visually-hidden">{t('chat.unread', { count })}</span>
    </span>
  );
}
