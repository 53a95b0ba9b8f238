import type { TPlayerAnnouncement } from '@lottery/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { Dialog } from '@lottery/client-kit';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { getLoginPopups } from '../api/get-login-popups.ts';
import { markAnnouncementRead } from '../api/mark-announcement-read.ts';

/**
 * Announcements an administrator flagged "popup at login", one dialog after another, once per
 * login: closing one marks it read (so it does not come back) and lowers the header's count.
 */
export function LoginPopups() {
  const { t } = useTranslation();
  const userName = useSessionStore((s) => s.session?.userName);
  const [queue, setQueue] = useState<readonly TPlayerAnnouncement[]>([]);

  useEffect(() => {
    if (!userName) return;
    let isCurrent = true;
    getLoginPopups()
      .then(({ Announcements }) => isCurrent && setQueue(Announcements))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [userName]);

  const [current, ...rest] = queue;
  if (!current) return null;
  const close = () => {
    setQueue(rest);
    markAnnouncementRead(current.Id)
      .then(({ Count }) => useUserInfo.getState().update({ unreadAnnouncement: Count }))
      .catch(() => undefined);
  };
  return (
    <Dialog
      title={current.Title}
      onClose={close}
      className="announcement-popup"
      actions={
        <button type="button" className="button primary" data-autofocus onClick={close}>
          {rest.length > 0 ? t('shell.announcementPopup.next') : t('shell.announcementPopup.close')}
        </button>
      }
    >
      <p className="announcement-popup-body">{current.Content}</p>
    </Dialog>
  );
}
