import { Dialog } from '@lottery/client-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { moveMember } from '../api/team-calls.ts';
import type { TMemberDialogProps } from '../member-actions.ts';
import { useDialogCall } from './use-dialog-call.ts';

/** Moves a direct member (with its team) under another agent of the caller's team. */
export default function MoveMemberDialog({ member, onClose }: TMemberDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const { isBusy, error, run } = useDialogCall(onClose);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(() =>
      moveMember({ Member: { UserId: member.UserId }, Target: { LoginId: target.trim() } }),
    );
  };
  return (
    <Dialog
      title={t('agentTeam.move.title', { loginId: member.LoginId })}
      onClose={() => onClose(false)}
      isBodyDescription={false}
    >
      <form className="team-form" onSubmit={(event) => void submit(event)}>
        <p className="team-message">{t('agentTeam.move.hint')}</p>
        <FormRow label={t('agentTeam.move.target')}>
          <input
            value={target}
            required
            maxLength={32}
            data-autofocus
            onChange={(event) => setTarget(event.target.value)}
          />
        </FormRow>
        {error && (
          <p className="form-error team-message" role="alert">
            {error}
          </p>
        )}
        <div className="team-actions">
          <button type="button" className="button" onClick={() => onClose(false)}>
            {t('agentTeam.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={isBusy}>
            {t('agentTeam.move.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
