import { Dialog } from '@lottery/client-kit';
import { useTranslation } from 'react-i18next';
import { deleteMember } from '../api/team-calls.ts';
import type { TMemberDialogProps } from '../member-actions.ts';
import { useDialogCall } from './use-dialog-call.ts';

/** Confirms deleting a direct member; the server's refusal (money, bets, members) shows here. */
export default function DeleteMemberDialog({ member, onClose }: TMemberDialogProps) {
  const { t } = useTranslation();
  const { isBusy, error, run } = useDialogCall(onClose);
  return (
    <Dialog
      title={t('agentTeam.remove.action')}
      role="alertdialog"
      onClose={() => onClose(false)}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={() => onClose(false)}>
            {t('agentTeam.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={isBusy}
            onClick={() => void run(() => deleteMember(member.UserId))}
          >
            {t('agentTeam.remove.action')}
          </button>
        </>
      }
    >
      <p>{t('agentTeam.remove.confirm', { loginId: member.LoginId })}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
