import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useMovePlayer, useResetSecondFactor } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

/** Changes to the account, each confirmed with its effect and a reason (kept in the audit row). */
export function ActionsTab({
  loginId,
  agentLoginId,
}: {
  loginId: string;
  agentLoginId: string | null;
}) {
  const texts = playersTexts.useTexts();
  const [dialog, setDialog] = useState<'move' | 'reset' | null>(null);
  const [target, setTarget] = useState(agentLoginId ?? '');
  const move = useMovePlayer(loginId);
  const reset = useResetSecondFactor(loginId);
  const close = () => setDialog(null);
  return (
    <section>
      <div className="action-list">
        <div className="form-field">
          <label className="form-label" htmlFor="move-target">
            {texts.actions.moveTarget}
          </label>
          <input id="move-target" value={target} onChange={(e) => setTarget(e.target.value)} />
          <button type="button" onClick={() => setDialog('move')}>
            {texts.actions.move}
          </button>
        </div>
        <div className="form-field">
          <button type="button" onClick={() => setDialog('reset')}>
            {texts.actions.reset2fa}
          </button>
        </div>
      </div>
      {(move.isSuccess || reset.isSuccess) && <p role="status">{texts.actions.done}</p>}
      {dialog === 'move' && (
        <ConfirmDialog
          title={texts.actions.moveTitle}
          effect={fill(texts.actions.moveEffect, {
            loginId,
            agent: target.trim() || texts.actions.noAgent,
          })}
          reason={{ isRequired: true }}
          isBusy={move.isPending}
          error={move.error}
          onCancel={close}
          onConfirm={(reason) =>
            move.mutate({ agentLoginId: target.trim() || null, reason }, { onSuccess: close })
          }
        />
      )}
      {dialog === 'reset' && (
        <ConfirmDialog
          title={texts.actions.reset2faTitle}
          effect={fill(texts.actions.reset2faEffect, { loginId })}
          reason={{ isRequired: true }}
          isDangerous
          isBusy={reset.isPending}
          error={reset.error}
          onCancel={close}
          onConfirm={(reason) => reset.mutate(reason, { onSuccess: close })}
        />
      )}
    </section>
  );
}
