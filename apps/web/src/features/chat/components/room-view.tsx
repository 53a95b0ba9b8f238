import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm, showWarning } from '../../../shared/dialogs/dialogs-store.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import type { TChatMemberRole } from '@lottery/contracts';
import { refusalText } from '../logic/refusal-text.ts';
import { chatActions } from '../session/chat-actions.ts';
import { useChatApi } from '../session/use-chat-session.ts';
import { useChatStore } from '../store/chat-store.ts';
import { Composer } from './composer.tsx';
import { ImageButton } from './image-button.tsx';
import { MessageList } from './message-list.tsx';
import { RoomSettingsButton } from './room-settings-button.tsx';
import { SharedBetState } from './shared-bet-card.tsx';
import { useMessageActions } from './use-message-actions.tsx';

/** Roles that post in a read-only room (the server's rule; a tutor room is read-only to members). */
const postsWhenReadOnly: readonly TChatMemberRole[] = ['manager', 'owner', 'tutor'];

/** One room: its name and markers, the announcement, the messages and the message box. */
export function RoomView({ roomId, onBack }: { roomId: number; onBack(): void }) {
  const { t } = useTranslation();
  const api = useChatApi();
  const actions = useMemo(() => (api ? chatActions(api) : null), [api]);
  const roomState = useChatStore((s) => s.rooms[roomId]);
  const userId = useChatStore((s) => s.userId);
  const isChatDisabled = useChatStore((s) => s.isChatDisabled);
  const renderActions = useMessageActions(roomId);

  const loadOlder = useCallback(
    async (beforeId: number) => (await actions?.loadOlder(roomId, beforeId))?.ok ?? false,
    [actions, roomId],
  );
  const readToEnd = useCallback(
    (lastId: number) => void actions?.markRead(roomId, lastId),
    [actions, roomId],
  );

  if (!roomState) return null;
  const { room } = roomState;
  const blockedReason = isChatDisabled
    ? t('chat.disabledReason')
    : room.Kind === 'tutor' && room.MyRole !== 'tutor'
      ? t('chatGroups.tutorOnlyReason')
      : room.IsReadOnly && !postsWhenReadOnly.includes(room.MyRole)
        ? t('chat.readOnlyReason')
        : null;

  async function clearMine() {
    if (!actions || !(await askConfirm(t('chat.clearConfirm')))) return;
    const outcome = await actions.clearHistory(roomId);
    if (!outcome.ok)
      void showWarning(
        outcome.refusal ? refusalText(outcome.refusal, currentLanguage()) : t('chat.actionFailed'),
      );
  }

  return (
    <div className="chat-room">
      <header className="chat-room-header">
        <button type="button" className="chat-back" onClick={onBack} aria-label={t('chat.back')}>
          ‹
        </button>
        <h2 className="chat-room-title">{room.Name}</h2>
        {room.IsReadOnly && <span className="chat-marker">{t('chat.readOnly')}</span>}
        <span className="chat-online">{t('chat.online', { count: room.OnlineCount })}</span>
        <RoomSettingsButton roomId={roomId} />
        <button type="button" className="chat-clear" onClick={() => void clearMine()}>
          {t('chat.clearHistory')}
        </button>
      </header>
      {room.Announcement !== '' && (
        <p className="chat-announcement">
          <strong>{t('chat.announcement')}</strong> {room.Announcement}
        </p>
      )}
      {room.PinnedMessage && (
        <p className="chat-announcement chat-pinned">
          <strong>{t('chat.pinned')}</strong> {room.PinnedMessage.SenderNickName}:{' '}
          {room.PinnedMessage.Kind === 'image' ? t('chat.imagePreview') : room.PinnedMessage.Body}
          {room.PinnedMessage.BetShare && (
            <>
              {' '}
              <SharedBetState share={room.PinnedMessage.BetShare} />
            </>
          )}
        </p>
      )}
      <MessageList
        roomState={roomState}
        userId={userId}
        onLoadOlder={loadOlder}
        onReadToEnd={readToEnd}
        renderActions={renderActions}
      />
      <Composer
        blockedReason={api ? blockedReason : (blockedReason ?? t('chat.offlineReason'))}
        tools={<ImageButton roomId={roomId} disabled={blockedReason !== null} />}
        onSend={(body) =>
          actions ? actions.send(roomId, body) : Promise.resolve({ ok: false, refusal: null })
        }
      />
    </div>
  );
}
