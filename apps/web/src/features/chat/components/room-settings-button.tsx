import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupActions } from '../session/group-actions.ts';
import { useChatStore } from '../store/chat-store.ts';
import { RoomSettingsPanel } from './room-settings-panel.tsx';

/**
 * The room header's way to its members and settings. Group, site-group and tutor rooms only: a
 * public room's member list would list every player (the server refuses it).
 */
export function RoomSettingsButton({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const actions = useGroupActions();
  const kind = useChatStore((s) => s.rooms[roomId]?.room.Kind);
  const [isOpen, setOpen] = useState(false);
  if (!actions || (kind !== 'group' && kind !== 'site_group' && kind !== 'tutor')) return null;
  return (
    <>
      <button
        type="button"
        className="chat-clear chat-settings-open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('chatGroups.settings')}
      </button>
      {isOpen && (
        <RoomSettingsPanel actions={actions} roomId={roomId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
