import { Dialog } from '@lottery/client-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../logic/failure-text.ts';
import type { TGroupActions } from '../session/group-actions.ts';
import { PeoplePicker } from './people-picker.tsx';

/** AddGroupRoomMembers: people picked as for a new group (those already in stay as they are). */
export function AddMembersDialog({
  actions,
  roomId,
  roomName,
  onClose,
  onAdded,
}: {
  actions: TGroupActions;
  roomId: number;
  roomName: string;
  onClose(): void;
  onAdded(): void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (userId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  async function add() {
    setSending(true);
    setError(null);
    const outcome = await actions.addMembers(roomId, [...selected]);
    setSending(false);
    if (outcome.ok) onAdded();
    else setError(failureText(outcome, t('chat.actionFailed')));
  }

  return (
    <Dialog
      title={t('chatGroups.addTitle', { room: roomName })}
      className="chat-sheet"
      isBodyDescription={false}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={isSending || selected.size === 0}
            onClick={() => void add()}
          >
            {t('chatGroups.addSubmit')}
          </button>
        </>
      }
    >
      <PeoplePicker api={actions.api} selected={selected} onToggle={toggle} />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
