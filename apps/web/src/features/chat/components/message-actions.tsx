import type { TChatMessage } from '@lottery/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm, showWarning } from '../../../shared/dialogs/dialogs-store.ts';
import { failureText } from '../logic/failure-text.ts';
import type { TChatOutcome } from '../session/chat-actions.ts';
import type { TGroupActions } from '../session/group-actions.ts';

/**
 * A room keeper's actions on one message (PinMessage, RemoveRoomMessage), behind a small toggle
 * so that a phone's narrow bubble stays readable; each asks first and names the sender.
 */
export function MessageActions({
  actions,
  message,
  canPin,
  canRemove,
  isPinned,
}: {
  actions: TGroupActions;
  message: TChatMessage;
  canPin: boolean;
  canRemove: boolean;
  isPinned: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  if (!canPin && !canRemove) return null;
  const sender = message.SenderNickName;

  async function confirmed(question: string, run: () => Promise<TChatOutcome>) {
    if (!(await askConfirm(question))) return;
    setOpen(false);
    const outcome = await run();
    if (!outcome.ok) void showWarning(failureText(outcome, t('chat.actionFailed')));
  }

  return (
    <span className="chat-message-actions">
      <button
        type="button"
        className="chat-link-button"
        aria-label={t('chatGroups.messageActions')}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        ⋯
      </button>
      {isOpen && (
        <span id={menuId} className="chat-message-menu">
          {canPin && (
            <button
              type="button"
              className="chat-link-button"
              onClick={() =>
                void (isPinned
                  ? confirmed(t('chatGroups.unpinConfirm'), () => actions.pin(message.RoomId, 0))
                  : confirmed(t('chatGroups.pinConfirm', { sender }), () =>
                      actions.pin(message.RoomId, message.Id),
                    ))
              }
            >
              {isPinned ? t('chatGroups.unpin') : t('chatGroups.pin')}
            </button>
          )}
          {canRemove && (
            <button
              type="button"
              className="chat-link-button danger"
              onClick={() =>
                void confirmed(t('chatGroups.removeMessageConfirm', { sender }), () =>
                  actions.removeMessage(message.RoomId, message.Id),
                )
              }
            >
              {t('chatGroups.removeMessage')}
            </button>
          )}
        </span>
      )}
    </span>
  );
}
