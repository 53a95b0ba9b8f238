import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';

/**
 * SPEC §9 gives two auto-hide readings, and both stand: 3 s where the dialog is used on its own,
 * 5 s for the shell's dialog host. Callers pick with `autoHideMs`; null keeps it open.
 */
export const warningAutoHideMs = { general: 3000, shell: 5000 } as const;

export interface TWarningDialogProps {
  text: ReactNode;
  title?: string;
  confirmLabel?: string;
  autoHideMs?: number | null;
  onClose(): void;
}

/** One confirm button and an optional countdown that closes the dialog by itself. */
export function WarningDialog({
  text,
  title,
  confirmLabel,
  autoHideMs = warningAutoHideMs.general,
  onClose,
}: TWarningDialogProps) {
  const { t } = useTranslation();
  const [leftMs, setLeftMs] = useState(autoHideMs);
  // The latest onClose without restarting the countdown when the parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // One timeout per shown second: the countdown text and the close share the same tick.
  useEffect(() => {
    if (leftMs === null) return;
    if (leftMs <= 0) {
      onCloseRef.current();
      return;
    }
    const stepMs = leftMs % 1000 || 1000;
    const timer = setTimeout(() => setLeftMs(leftMs - stepMs), stepMs);
    return () => clearTimeout(timer);
  }, [leftMs]);

  return (
    <Dialog
      role="alertdialog"
      title={title ?? t('common.warmTip')}
      onClose={onClose}
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      }
    >
      <p>{text}</p>
      {leftMs !== null && leftMs > 0 && (
        // Hidden from screen readers: a label read out every second is noise.
        <p className="dialog-countdown" aria-hidden="true">
          {t('dialog.autoHide', { seconds: Math.ceil(leftMs / 1000) })}
        </p>
      )}
    </Dialog>
  );
}
