import { Dialog } from '@lottery/client-kit';
import { mayDo, type TSiteGroupRooms } from '@lottery/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../shared/dialogs/dialogs-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { failureText } from '../logic/failure-text.ts';
import { attempt } from '../session/chat-actions.ts';
import type { TGroupActions } from '../session/group-actions.ts';
import { useChatStore } from '../store/chat-store.ts';
import '../styles/chat-groups.css';

type TSiteRoom = TSiteGroupRooms['Rooms'][number];
type TLoad =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; rooms: TSiteRoom[] };

/**
 * The site's open site-group and tutor rooms (GetSiteGroupRooms): join one (EnterSiteGroupRoom)
 * or open one I am in (ReEnterSiteGroupRoom brings this connection back into it), and leave.
 * While the site has them switched off the list says so (8810's text).
 */
export function SiteRoomsList({
  actions,
  onClose,
  onOpen,
}: {
  actions: TGroupActions;
  onClose(): void;
  onOpen(roomId: number): void;
}) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<TLoad>({ status: 'loading' });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heldRooms = useChatStore((s) => s.rooms);
  // Site staff are taken out by the administrators; a member leaves (room-rules).
  const mayLeave = (room: TSiteRoom) => {
    const role = heldRooms[room.Id]?.room.MyRole ?? 'member';
    return room.IsEntered && mayDo(room.Kind, role, 'leave');
  };

  const read = useCallback(async () => {
    setLoad({ status: 'loading' });
    let rooms: TSiteRoom[] = [];
    const outcome = await attempt(async () => {
      rooms = (await actions.api.getSiteRooms()).Rooms;
    });
    setLoad(
      outcome.ok
        ? { status: 'ready', rooms }
        : { status: 'error', text: failureText(outcome, t('chatGroups.siteError')) },
    );
  }, [actions, t]);

  useEffect(() => {
    void read();
  }, [read]);

  async function enter(room: TSiteRoom) {
    setBusyId(room.Id);
    setError(null);
    const outcome = await actions.enterSiteRoom(room.Id, room.IsEntered);
    setBusyId(null);
    if (outcome.ok) onOpen(room.Id);
    else setError(failureText(outcome, t('chat.actionFailed')));
  }

  async function leave(room: TSiteRoom) {
    if (!(await askConfirm(t('chatGroups.leaveConfirm', { room: room.Name })))) return;
    setBusyId(room.Id);
    setError(null);
    const outcome = await actions.leave(room.Id, true);
    setBusyId(null);
    if (outcome.ok) await read();
    else setError(failureText(outcome, t('chat.actionFailed')));
  }

  let body;
  if (load.status === 'loading') body = <QueryStatus status="loading" />;
  else if (load.status === 'error')
    body = (
      <div className="query-status" role="alert">
        <p className="form-error">{load.text}</p>
        <button type="button" className="button" onClick={() => void read()}>
          {t('common.retry')}
        </button>
      </div>
    );
  else if (load.rooms.length === 0)
    body = <p className="chat-empty">{t('chatGroups.siteEmpty')}</p>;
  else
    body = (
      <ul className="chat-site-rooms">
        {load.rooms.map((room) => (
          <li key={room.Id} className="chat-site-room">
            <div className="chat-site-room-head">
              <span className="chat-room-name">{room.Name}</span>
              {room.Kind === 'tutor' && (
                <span className="chat-marker">{t('chatGroups.tutorRoom')}</span>
              )}
              <span className="chat-online">
                {t('chatGroups.siteMembers', { count: room.MemberCount })}
              </span>
            </div>
            {room.Kind === 'tutor' && <p className="chat-site-note">{t('chatGroups.tutorOnly')}</p>}
            {room.Announcement !== '' && <p className="chat-site-note">{room.Announcement}</p>}
            <div className="chat-site-actions">
              <button
                type="button"
                className="button primary"
                disabled={busyId !== null}
                aria-label={`${room.IsEntered ? t('chatGroups.open') : t('chatGroups.join')} ${room.Name}`}
                onClick={() => void enter(room)}
              >
                {room.IsEntered ? t('chatGroups.open') : t('chatGroups.join')}
              </button>
              {mayLeave(room) && (
                <button
                  type="button"
                  className="button"
                  disabled={busyId !== null}
                  aria-label={`${t('chatGroups.leaveSite')} ${room.Name}`}
                  onClick={() => void leave(room)}
                >
                  {t('chatGroups.leaveSite')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog title={t('chatGroups.siteTitle')} className="chat-sheet" onClose={onClose}>
      {body}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
