import type { TPlayerAnnouncement } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { announcementTypeName } from './announcement-type-name.ts';

/** One announcement; its body is text (React escapes it), line breaks kept by CSS. */
export function AnnouncementDetail({
  announcement,
  headingId,
}: {
  announcement: TPlayerAnnouncement;
  headingId: string;
}) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  return (
    <article className="announcement-detail" aria-labelledby={headingId}>
      <h2 id={headingId}>{announcement.Title}</h2>
      <p className="announcement-meta">
        {announcementTypeName(announcement.Type, i18n.language)} ·{' '}
        {t('content.announcements.publishedAt', { time: time.dateTime(announcement.StartTime) })}
      </p>
      <p className="announcement-body">{announcement.Content}</p>
    </article>
  );
}
