import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';

/**
 * The unread activity count (SPEC §3 unreadActivityCount) on the menu's activity centre entry:
 * nothing when all are read; a screen reader hears what the number counts.
 */
export function ActivityUnreadBadge() {
  const { t } = useTranslation();
  const count = useUserInfo((state) => state.unreadActivityCount);
  if (count <= 0) return null;
  return (
    <span className="nav-badge" data-testid="activity-menu-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">
        {t('shell.unreadActivities')} {count}
      </span>
    </span>
  );
}
