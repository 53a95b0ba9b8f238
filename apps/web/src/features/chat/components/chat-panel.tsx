import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownChatRoom } from '../../../shared/chat-instant/use-shown-chat-room.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { reloadChat } from '../session/chat-session.ts';
import { useChatSession } from '../session/use-chat-session.ts';
import { useChatStore } from '../store/chat-store.ts';
import { GroupTools } from './group-tools.tsx';
import { RoomList } from './room-list.tsx';
import { RoomView } from './room-view.tsx';

/**
 * The chat itself, the same in the bet page's dock and on /Chat: the rooms, then one room.
 * Escape leaves the room for the list, and from the list closes the chat (`onClose`).
 */
export function ChatPanel({
  onClose,
  initialRoomId = null,
}: {
  onClose?: () => void;
  /** A room to open first (/Chat?room=id); the list shows if it is not one of mine. */
  initialRoomId?: number | null;
}) {
  const { t } = useTranslation();
  useChatSession();
  const load = useChatStore((s) => s.load);
  const hasRooms = useChatStore((s) => s.roomIds.length > 0);
  const [roomId, setRoomId] = useState<number | null>(initialRoomId);
  // A room can go while open (a group room I leave, once those events exist): the list shows then.
  const isRoomHeld = useChatStore((s) => roomId !== null && s.rooms[roomId] !== undefined);
  // The shell shows no instant notice of the room on screen.
  useShownChatRoom(isRoomHeld ? roomId : null);
  const panel = useRef<HTMLDivElement>(null);

  const backToList = () => {
    setRoomId(null);
    panel.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (roomId !== null && isRoomHeld) {
      event.stopPropagation();
      backToList();
    } else if (onClose) {
      event.stopPropagation();
      onClose();
    }
  };

  let body;
  if (roomId !== null && isRoomHeld) body = <RoomView roomId={roomId} onBack={backToList} />;
  else if (hasRooms || load === 'ready')
    body = (
      <>
        <GroupTools onOpen={setRoomId} />
        <RoomList onOpen={setRoomId} />
      </>
    );
  else if (load === 'error')
    body = (
      <div className="query-status" role="alert">
        <p className="form-error">{t('chat.loadError')}</p>
        <button type="button" className="button" onClick={reloadChat}>
          {t('common.retry')}
        </button>
      </div>
    );
  else body = <QueryStatus status="loading" />;

  return (
    <div ref={panel} className="chat-panel" tabIndex={-1} onKeyDown={onKeyDown}>
      {body}
    </div>
  );
}
