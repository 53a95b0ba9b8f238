import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { warn } from '../../../shared/notices/notices-store.ts';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { shareHubApi } from '../api/share-hub-api.ts';
import { receiveMessages } from '../logic/chat-rooms.ts';
import { refusalBodyOf, refusalText } from '../logic/refusal-text.ts';
import { roomsToShareIn } from '../logic/share-rooms.ts';
import { useChatSession } from '../session/use-chat-session.ts';
import { updateRooms, useChatStore } from '../store/chat-store.ts';
import '../styles/chat-share.css';

/**
 * Which room to share one of my tickets in (/Chat?shareTicket=id, from the bet records): the
 * rooms I may post in, each a button that calls ShareBet. Done (shared, or not wanted) calls
 * `onDone`; a refusal shows the catalogue's text and the picker stays for another try.
 */
export function ShareTicketPicker({ ticketId, onDone }: { ticketId: number; onDone(): void }) {
  const { t } = useTranslation();
  useChatSession();
  const hub = useCurrentHub((s) => s.hub);
  const api = useMemo(() => (hub ? shareHubApi(hub) : null), [hub]);
  const load = useChatStore((s) => s.load);
  const isChatDisabled = useChatStore((s) => s.isChatDisabled);
  const roomIds = useChatStore((s) => s.roomIds);
  const rooms = useChatStore((s) => s.rooms);
  const choices = useMemo(() => roomsToShareIn(roomIds, rooms), [roomIds, rooms]);
  const [sharingRoomId, setSharingRoomId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function share(roomId: number, roomName: string) {
    if (!api || sharingRoomId !== null) return;
    setSharingRoomId(roomId);
    setError(null);
    try {
      const message = await api.shareBet(roomId, ticketId);
      updateRooms((held) => receiveMessages(held, roomId, [message]));
      warn('success', t('chatShare.picker.shared', { room: roomName }));
      onDone();
    } catch (failure) {
      const refusal = refusalBodyOf(failure);
      setError(refusal ? refusalText(refusal, currentLanguage()) : t('chatShare.picker.failed'));
      setSharingRoomId(null);
    }
  }

  let body;
  if (isChatDisabled) body = <p className="chat-error">{t('chat.disabledReason')}</p>;
  else if (load === 'error') body = <p className="chat-error">{t('chat.loadError')}</p>;
  else if (load !== 'ready' || !api) body = <QueryStatus status="loading" />;
  else if (choices.length === 0)
    body = <p className="chat-empty">{t('chatShare.picker.noRoom')}</p>;
  else
    body = (
      <ul className="chat-share-rooms">
        {choices.map(({ room }) => (
          <li key={room.Id}>
            <button
              type="button"
              className="button"
              disabled={sharingRoomId !== null}
              aria-busy={sharingRoomId === room.Id || undefined}
              onClick={() => void share(room.Id, room.Name)}
            >
              {sharingRoomId === room.Id
                ? t('chatShare.picker.sharing')
                : t('chatShare.picker.shareTo', { room: room.Name })}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="chat-share-picker" aria-labelledby="chat-share-picker-title">
      <h2 id="chat-share-picker-title">{t('chatShare.picker.title')}</h2>
      <p>{t('chatShare.picker.intro')}</p>
      {body}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <p>
        <button type="button" className="button" onClick={onDone}>
          {t('chatShare.picker.cancel')}
        </button>
      </p>
    </section>
  );
}
