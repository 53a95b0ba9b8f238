import { mayDo, type TChatMessage } from '@lottery/contracts';
import { useMemo, type ReactNode } from 'react';
import { useGroupActions } from '../session/group-actions.ts';
import { useChatStore } from '../store/chat-store.ts';
import { MessageActions } from './message-actions.tsx';

/**
 * The keeper's actions for each message of a room, when the caller's role there allows pinning
 * or removing (room-rules); undefined for everyone else, who then sees no such control.
 */
export function useMessageActions(
  roomId: number,
): ((message: TChatMessage) => ReactNode) | undefined {
  const actions = useGroupActions();
  const kind = useChatStore((s) => s.rooms[roomId]?.room.Kind);
  const role = useChatStore((s) => s.rooms[roomId]?.room.MyRole);
  const pinnedId = useChatStore((s) => s.rooms[roomId]?.room.PinnedMessage?.Id ?? 0);
  return useMemo(() => {
    if (!actions || !kind || !role) return undefined;
    const canPin = mayDo(kind, role, 'pin');
    const canRemove = mayDo(kind, role, 'removeMessage');
    if (!canPin && !canRemove) return undefined;
    const renderActions = (message: TChatMessage) => (
      <MessageActions
        actions={actions}
        message={message}
        canPin={canPin}
        canRemove={canRemove}
        isPinned={message.Id === pinnedId}
      />
    );
    return renderActions;
  }, [actions, kind, role, pinnedId]);
}
