import { Dialog } from '@lottery/client-kit';
import { mayDo } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../shared/dialogs/dialogs-store.ts';
import { failureText } from '../logic/failure-text.ts';
import type { TChatOutcome } from '../session/chat-actions.ts';
import type { TGroupActions } from '../session/group-actions.ts';
import { useChatStore } from '../store/chat-store.ts';
import { AddMembersDialog } from './add-members-dialog.tsx';
import { MembersList } from './members-list.tsx';
import { RoomSettingsForm } from './room-settings-form.tsx';
import '../styles/chat-groups.css';

/**
 * The open room's members and settings, as a sheet (full screen on a phone): the group's name,
 * announcement and read-only switch, the pin and a room-wide clear for its keepers, the member
 * list, adding members, and leaving. Only what the caller's role allows shows (room-rules).
 */
export function RoomSettingsPanel({
  actions,
  roomId,
  onClose,
}: {
  actions: TGroupActions;
  roomId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const room = useChatStore((s) => s.rooms[roomId]?.room);
  const [isAdding, setAdding] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  if (!room) return null;
  const may = (operation: Parameters<typeof mayDo>[2]) => mayDo(room.Kind, room.MyRole, operation);
  const isSiteRoom = room.Kind === 'site_group' || room.Kind === 'tutor';

  async function confirmed(question: string, run: () => Promise<TChatOutcome>) {
    if (!(await askConfirm(question))) return false;
    setError(null);
    const outcome = await run();
    if (!outcome.ok) setError(failureText(outcome, t('chat.actionFailed')));
    return outcome.ok;
  }
  const pinned = room.PinnedMessage;

  return (
    <Dialog
      title={t('chatGroups.settingsTitle', { room: room.Name })}
      className="chat-sheet"
      isBodyDescription={false}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <RoomSettingsForm actions={actions} room={room} />
      {pinned && may('pin') && (
        <div className="chat-settings-row">
          <p className="chat-site-note">
            <strong>{t('chatGroups.pinnedNow')}</strong> {pinned.SenderNickName}:{' '}
            {pinned.Kind === 'image' ? t('chat.imagePreview') : pinned.Body}
          </p>
          <button
            type="button"
            className="button"
            onClick={() =>
              void confirmed(t('chatGroups.unpinConfirm'), () => actions.pin(roomId, 0))
            }
          >
            {t('chatGroups.unpin')}
          </button>
        </div>
      )}
      <div className="chat-settings-buttons">
        {may('addMembers') && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('chatGroups.addMembers')}
          </button>
        )}
        {may('clearHistory') && (
          <button
            type="button"
            className="button"
            onClick={() =>
              void confirmed(t('chatGroups.clearRoomConfirm', { room: room.Name }), () =>
                actions.clearRoom(roomId),
              )
            }
          >
            {t('chatGroups.clearRoom')}
          </button>
        )}
        {may('leave') && (
          <button
            type="button"
            className="button danger"
            onClick={() =>
              void confirmed(t('chatGroups.leaveConfirm', { room: room.Name }), () =>
                actions.leave(roomId, isSiteRoom),
              )
            }
          >
            {isSiteRoom ? t('chatGroups.leaveSite') : t('chatGroups.leave')}
          </button>
        )}
      </div>
      {room.Kind === 'group' && room.MyRole === 'owner' && (
        <p className="chat-people-hint">{t('chatGroups.ownerStays')}</p>
      )}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <MembersList actions={actions} roomId={roomId} reloadKey={reloadKey} />
      {isAdding && (
        <AddMembersDialog
          actions={actions}
          roomId={roomId}
          roomName={room.Name}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setReloadKey((key) => key + 1);
          }}
        />
      )}
    </Dialog>
  );
}
