import { mayDo } from '@lottery/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRoomState } from '../logic/chat-rooms.ts';
import { failureText } from '../logic/failure-text.ts';
import type { TChatOutcome } from '../session/chat-actions.ts';
import type { TGroupActions } from '../session/group-actions.ts';

/** The contract's limits (ZRoomName, ZAnnouncement). */
const nameMaxLength = 30;
const announcementMaxLength = 500;

type TRoom = TRoomState['room'];

/**
 * A group's name, announcement and read-only switch, each shown only when the caller's role may
 * change it (room-rules: owner and managers). Each saves on its own and says how it went.
 */
export function RoomSettingsForm({ actions, room }: { actions: TGroupActions; room: TRoom }) {
  const { t } = useTranslation();
  const [name, setName] = useState(room.Name);
  const [announcement, setAnnouncement] = useState(room.Announcement);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const nameId = useId();
  const announcementId = useId();
  const announcementHintId = useId();

  const canRename = mayDo(room.Kind, room.MyRole, 'rename');
  const canAnnounce = mayDo(room.Kind, room.MyRole, 'setAnnouncement');
  const canSetReadOnly = mayDo(room.Kind, room.MyRole, 'setReadOnly');
  if (!canRename && !canAnnounce && !canSetReadOnly) return null;

  async function run(change: () => Promise<TChatOutcome>) {
    setBusy(true);
    setStatus(null);
    const outcome = await change();
    setBusy(false);
    setStatus(
      outcome.ok
        ? { text: t('chatGroups.saved'), isError: false }
        : { text: failureText(outcome, t('chat.actionFailed')), isError: true },
    );
  }
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setStatus({ text: t('chatGroups.nameRequired'), isError: true });
    void run(() => actions.rename(room.Id, name.trim()));
  };
  const saveAnnouncement = (event: FormEvent) => {
    event.preventDefault();
    void run(() => actions.setAnnouncement(room.Id, announcement.trim()));
  };

  return (
    <div className="chat-settings">
      {canRename && (
        <form className="chat-settings-row" onSubmit={saveName}>
          <label htmlFor={nameId}>{t('chatGroups.name')}</label>
          <input
            id={nameId}
            maxLength={nameMaxLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={isBusy}>
            {t('chatGroups.nameSave')}
          </button>
        </form>
      )}
      {canAnnounce && (
        <form className="chat-settings-row" onSubmit={saveAnnouncement}>
          <label htmlFor={announcementId}>{t('chatGroups.announcement')}</label>
          <textarea
            id={announcementId}
            rows={3}
            maxLength={announcementMaxLength}
            aria-describedby={announcementHintId}
            value={announcement}
            onChange={(event) => setAnnouncement(event.target.value)}
          />
          <p id={announcementHintId} className="chat-people-hint">
            {t('chatGroups.announcementHint')}
          </p>
          <button type="submit" className="button" disabled={isBusy}>
            {t('chatGroups.announcementSave')}
          </button>
        </form>
      )}
      {canSetReadOnly && (
        <label className="chat-switch">
          <input
            type="checkbox"
            role="switch"
            checked={room.IsReadOnly}
            disabled={isBusy}
            onChange={(event) => void run(() => actions.setReadOnly(room.Id, event.target.checked))}
          />
          {t('chatGroups.readOnly')}
        </label>
      )}
      {status && (
        <p
          className={status.isError ? 'chat-error' : 'chat-saved'}
          role={status.isError ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
