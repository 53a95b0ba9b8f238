import { Dialog } from '@lottery/client-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../logic/failure-text.ts';
import type { TGroupActions } from '../session/group-actions.ts';
import { PeoplePicker } from './people-picker.tsx';
import '../styles/chat-groups.css';

/** The longest group name (the contract's ZRoomName). */
const nameMaxLength = 30;

/**
 * CreateGroupRoom: a name and the people to put in it; the player is its owner. Once made the
 * room opens (`onCreated`); a refusal (8812: someone not a contact) shows its text.
 */
export function CreateGroupDialog({
  actions,
  onClose,
  onCreated,
}: {
  actions: TGroupActions;
  onClose(): void;
  onCreated(roomId: number): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const hintId = useId();

  const toggle = (userId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    if (name.trim() === '') {
      setError(t('chatGroups.nameRequired'));
      return;
    }
    setSending(true);
    setError(null);
    const { outcome, roomId } = await actions.createGroup(name.trim(), [...selected]);
    setSending(false);
    if (outcome.ok && roomId !== null) onCreated(roomId);
    else if (!outcome.ok) setError(failureText(outcome, t('chat.actionFailed')));
  }

  return (
    <Dialog
      title={t('chatGroups.createTitle')}
      className="chat-sheet"
      isBodyDescription={false}
      onClose={onClose}
    >
      <form className="chat-sheet-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={nameId}>{t('chatGroups.name')}</label>
        <input
          id={nameId}
          data-autofocus
          maxLength={nameMaxLength}
          aria-describedby={hintId}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={hintId} className="chat-people-hint">
          {t('chatGroups.nameHint')}
        </p>
        <PeoplePicker api={actions.api} selected={selected} onToggle={toggle} />
        {error && (
          <p className="chat-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={isSending}>
            {t('chatGroups.createSubmit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
