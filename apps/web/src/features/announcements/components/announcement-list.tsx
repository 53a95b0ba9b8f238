import type { TPlayerAnnouncement } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

/** The list of one tab: unread ones marked, the chosen one pressed. */
export function AnnouncementList({
  announcements,
  selectedId,
  onSelect,
}: {
  announcements: readonly TPlayerAnnouncement[];
  selectedId: number | null;
  onSelect(id: number): void;
}) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <ul className="announcement-list">
      {announcements.map((a) => (
        <li key={a.Id}>
          <button
            type="button"
            className={`announcement-item${a.IsRead ? '' : ' is-unread'}`}
            aria-pressed={a.Id === selectedId}
            onClick={() => onSelect(a.Id)}
          >
            <span className="announcement-item-title">{a.Title}</span>
            <span className="announcement-item-meta">
              <span className={a.IsRead ? 'announcement-read' : 'announcement-unread'}>
                {a.IsRead ? t('content.announcements.read') : t('content.announcements.unread')}
              </span>
              <time dateTime={new Date(a.StartTime).toISOString()}>
                {time.dateTime(a.StartTime)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
