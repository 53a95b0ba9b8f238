import { chatInstantPreviewMarkers, type TChatInstantMessage } from '@lottery/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { instantActions, useInstantStore } from '../../shared/chat-instant/instant-store.ts';
import { useSiteTime } from '../../shared/format/use-site-time.ts';
import '../../shared/i18n/locales/sections/shell-sections.ts';
import './instant-notices.css';

/** A notice leaves on its own after this long; the menu's count keeps the message. */
export const instantNoticeMs = 10_000;

function InstantNotice({ notice }: { notice: TChatInstantMessage }) {
  const { t } = useTranslation();
  const { clock } = useSiteTime();
  const dismiss = () => instantActions.dismiss(notice.MessageId);
  useEffect(() => {
    const timer = setTimeout(() => instantActions.dismiss(notice.MessageId), instantNoticeMs);
    return () => clearTimeout(timer);
  }, [notice.MessageId]);
  const preview =
    notice.Preview === chatInstantPreviewMarkers.image
      ? t('chatInstant.image')
      : notice.Preview === chatInstantPreviewMarkers.betShare
        ? t('chatInstant.betShare')
        : notice.Preview;
  return (
    <div className="instant-notice">
      <Link
        className="instant-notice-link"
        to={paths.chat.getHref({ room: notice.RoomId })}
        onClick={dismiss}
      >
        <span className="instant-notice-text">
          {t('chatInstant.notice', {
            sender: notice.SenderNickName,
            room: notice.RoomName,
            preview,
          })}
        </span>
        <time className="instant-notice-time" dateTime={notice.At}>
          {clock(Date.parse(notice.At))}
        </time>
      </Link>
      <button
        type="button"
        className="notice-close"
        aria-label={t('chatInstant.dismiss')}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Group rooms' new messages on any page (ReceiveInstantMessage, issue #22): at most three, newest
 * last; a click opens the room in /Chat. The live region is always in the page, so screen readers
 * announce what comes into it.
 */
export function InstantNotices() {
  const { t } = useTranslation();
  const notices = useInstantStore((state) => state.notices);
  return (
    <div
      className="instant-notices"
      role="region"
      aria-live="polite"
      aria-label={t('chatInstant.region')}
    >
      {notices.map((notice) => (
        <InstantNotice key={notice.MessageId} notice={notice} />
      ))}
    </div>
  );
}
