import type { TChatMessage } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../store/chat-store.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** My rooms, each with its unread badge and last message; picking one opens it. */
export function RoomList({ onOpen }: { onOpen(roomId: number): void }) {
  const { t, i18n } = useTranslation();
  const previewOf = (message: TChatMessage) => {
    if (message.Kind === 'image') return t('chat.imagePreview');
    if (message.Kind === 'bet_share' && message.BetShare)
      return t('chat.sharePreview', {
        game: i18n.language.startsWith('zh')
          ? message.BetShare.GameName
          : message.BetShare.GameNameEn,
      });
    return message.Body;
  };
  const roomIds = useChatStore((s) => s.roomIds);
  const rooms = useChatStore((s) => s.rooms);
  if (roomIds.length === 0) return <p className="chat-empty">{t('chat.noRooms')}</p>;
  return (
    <ul className="chat-room-list" aria-label={t('chat.rooms')}>
      {roomIds.map((roomId) => {
        const state = rooms[roomId];
        if (!state) return null;
        const last = state.messages.at(-1);
        return (
          <li key={roomId}>
            <button type="button" className="chat-room-item" onClick={() => onOpen(roomId)}>
              <span className="chat-room-line">
                <span className="chat-room-name">{state.room.Name}</span>
                {state.room.IsReadOnly && <span className="chat-marker">{t('chat.readOnly')}</span>}
                <UnreadBadge count={state.room.UnreadCount} />
              </span>
              <span className="chat-room-last">
                {last ? `${last.SenderNickName}: ${previewOf(last)}` : t('chat.noLastMessage')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
