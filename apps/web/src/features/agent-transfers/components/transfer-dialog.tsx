import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/agent-transfers.css';
import { TransferForm } from './transfer-form.tsx';

/** What /Player's row action gives its dialog (agent-team's TMemberDialogProps, structurally). */
interface TTransferDialogProps {
  member: { LoginId: string };
  onClose(changed: boolean): void;
}

/**
 * The transfer form in a dialog for one member (/Player's row action "Transfer"): a native
 * <dialog> shown modally, so focus stays inside and Escape closes it.
 */
export default function TransferDialog({ member, onClose }: TTransferDialogProps) {
  const loginId = member.LoginId;
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="transfer-dialog"
      aria-labelledby="transfer-dialog-title"
      onClose={() => onClose(true)}
    >
      <header className="transfer-dialog-head">
        <h2 id="transfer-dialog-title">
          {t('agentTransfers.transfer.title')} · {loginId}
        </h2>
        <button type="button" className="button" onClick={() => onClose(true)}>
          {t('agentTransfers.transfer.close')}
        </button>
      </header>
      <TransferForm member={loginId} />
    </dialog>
  );
}
