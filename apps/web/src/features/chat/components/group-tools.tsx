import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupActions } from '../session/group-actions.ts';
import { CreateGroupDialog } from './create-group-dialog.tsx';
import { SiteRoomsList } from './site-rooms-list.tsx';
import '../styles/chat-groups.css';

/** Above the room list: create a group, and find the site's rooms to join. */
export function GroupTools({ onOpen }: { onOpen(roomId: number): void }) {
  const { t } = useTranslation();
  const actions = useGroupActions();
  const [open, setOpen] = useState<'create' | 'site' | null>(null);
  if (!actions) return null;
  const close = () => setOpen(null);
  const openRoom = (roomId: number) => {
    setOpen(null);
    onOpen(roomId);
  };
  return (
    <div className="chat-group-tools">
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen('create')}
      >
        {t('chatGroups.create')}
      </button>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen('site')}
      >
        {t('chatGroups.findRooms')}
      </button>
      {open === 'create' && (
        <CreateGroupDialog actions={actions} onClose={close} onCreated={openRoom} />
      )}
      {open === 'site' && <SiteRoomsList actions={actions} onClose={close} onOpen={openRoom} />}
    </div>
  );
}
