import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';

export interface TConfirmDialogProps {
  text: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** Also Escape. */
  onCancel(): void;
}

/**
 * Cancel and confirm. Focus starts on cancel: the APG alert dialog pattern puts it on the least
 * destructive choice, and the first use is logging out.
 */
export function ConfirmDialog({
  text,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={title ?? t('common.warmTip')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className="button primary" onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
