import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';

/**
 * The home page's announcement ticker. The server has no announcement list yet (only
 * Annoucement/GetUnreadAnnouncementCount, loaded with the user info), so the ticker streams the
 * unread count, linking to /Announcement, or says there is nothing; the list goes in here when
 * its endpoint exists.
 */
export function AnnouncementTicker() {
  const { t } = useTranslation();
  const unread = useUserInfo((s) => s.unreadAnnouncement);
  return (
    <section className="ticker" aria-label={t('draws.announcements.region')}>
      <svg className="ticker-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3z" fill="currentColor" />
        <path d="M16 8a5 5 0 0 1 0 8" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {unread > 0 ? (
        <Link className="ticker-track" to={paths.announcement.getHref()}>
          <span className="ticker-text">{t('draws.announcements.unread', { count: unread })}</span>
        </Link>
      ) : (
        <span className="ticker-track">
          <span className="ticker-empty">{t('draws.announcements.empty')}</span>
        </span>
      )}
    </section>
  );
}
