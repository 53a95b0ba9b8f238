import type { TChatMessage } from '@lottery/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRoomState } from '../logic/chat-rooms.ts';
import { MessageItem } from './message-item.tsx';

/** Within this many pixels of the bottom counts as at the bottom (a rounding of zoomed pages). */
const bottomSlackPx = 24;
/** Nearer the top than this starts loading the older page. */
const topSlackPx = 48;

type TOlder = 'idle' | 'loading' | 'error';

/**
 * A room's messages, oldest at the top. Scrolling up near the top pages older ones in (keeping
 * the reader's place); a new one keeps the view at the bottom when it was there. While the
 * newest message is on view (at the bottom, page visible), `onReadToEnd` marks the room read.
 */
export function MessageList({
  roomState,
  userId,
  onLoadOlder,
  onReadToEnd,
  renderActions,
}: {
  roomState: TRoomState;
  userId: number | null;
  onLoadOlder(beforeMessageId: number): Promise<boolean>;
  onReadToEnd(lastMessageId: number): void;
  /** A room keeper's controls for a message; none for other members. */
  renderActions?: (message: TChatMessage) => ReactNode;
}) {
  const { t } = useTranslation();
  const { messages, hasMoreHistory, room } = roomState;
  const list = useRef<HTMLDivElement>(null);
  const [isAtBottom, setAtBottom] = useState(true);
  /** The same, read when a new message lays out (its effect runs on new messages only). */
  const wasAtBottom = useRef(true);
  const [older, setOlder] = useState<TOlder>('idle');
  const [isVisible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  /** The scroll height and top before an older page came in, to keep the reader's place. */
  const beforePrepend = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.Id ?? 0;
  const lastId = messages.at(-1)?.Id ?? 0;

  const loadOlder = useCallback(async () => {
    const element = list.current;
    if (!hasMoreHistory || older === 'loading' || firstId === 0 || !element) return;
    beforePrepend.current = { height: element.scrollHeight, top: element.scrollTop };
    setOlder('loading');
    setOlder((await onLoadOlder(firstId)) ? 'idle' : 'error');
  }, [hasMoreHistory, older, firstId, onLoadOlder]);

  useLayoutEffect(() => {
    const element = list.current;
    const before = beforePrepend.current;
    if (!element || !before) return;
    beforePrepend.current = null;
    element.scrollTop = element.scrollHeight - before.height + before.top;
  }, [firstId]);

  useLayoutEffect(() => {
    const element = list.current;
    // Only a new newest message moves the view; a reader scrolled up stays where they are.
    if (element && wasAtBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const hasUnread = room.UnreadCount > 0 || lastId > room.LastReadMessageId;
  useEffect(() => {
    if (isAtBottom && isVisible && lastId > 0 && hasUnread) onReadToEnd(lastId);
  }, [isAtBottom, isVisible, lastId, hasUnread, onReadToEnd]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    wasAtBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPx;
    setAtBottom(wasAtBottom.current);
    if (element.scrollTop < topSlackPx) void loadOlder();
  };

  return (
    <div
      ref={list}
      className="chat-messages"
      role="log"
      aria-label={t('chat.messages', { room: room.Name })}
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasMoreHistory ? (
        <p className="chat-older">
          {older === 'loading' ? (
            <span role="status">{t('chat.olderLoading')}</span>
          ) : (
            <button type="button" className="chat-older-button" onClick={() => void loadOlder()}>
              {older === 'error'
                ? `${t('chat.olderError')} · ${t('common.retry')}`
                : t('chat.loadOlder')}
            </button>
          )}
        </p>
      ) : (
        messages.length > 0 && <p className="chat-older">{t('chat.historyStart')}</p>
      )}
      {messages.length === 0 ? (
        <p className="chat-empty">{t('chat.noMessages')}</p>
      ) : (
        <ol className="chat-message-list">
          {messages.map((message) => (
            <MessageItem
              key={message.Id}
              message={message}
              isMine={message.SenderId === userId}
              actions={renderActions?.(message)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
