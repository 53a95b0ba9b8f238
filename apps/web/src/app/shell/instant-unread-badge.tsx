import { useTranslation } from 'react-i18next';
import { totalInstantUnread, useInstantStore } from '../../shared/chat-instant/instant-store.ts';
import '../../shared/i18n/locales/sections/shell-sections.ts';
import './instant-notices.css';

/**
 * The chat's unread count in the menu (issue #22): instant messages since the chat last counted,
 * or the chat's own counts while it is loaded. Nothing when all is read; 99+ past 99; a screen
 * reader hears the exact count.
 */
export function InstantUnreadBadge() {
  const { t } = useTranslation();
  const count = useInstantStore(totalInstantUnread);
  if (count <= 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('chatInstant.unread', { count })}</span>
    </span>
  );
}
