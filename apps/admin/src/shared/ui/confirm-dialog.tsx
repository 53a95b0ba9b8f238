import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@lottery/client-kit';
import { ErrorNotice } from './error-notice.tsx';
import { uiTexts } from './ui-texts.ts';

export interface TConfirmDialogProps {
  title: ReactNode;
  /** What the action does to what (STYLE §29): "Disable adminops: its sessions end at once". */
  effect: ReactNode;
  confirmLabel?: ReactNode;
  /** Asks for a reason, required when set; it reaches onConfirm (and the audit row). */
  reason?: { label?: ReactNode; isRequired?: boolean };
  /** Marks the confirm button as destructive. */
  isDangerous?: boolean;
  isBusy?: boolean;
  /** The failure of the last attempt, shown in the dialog so the administrator can retry. */
  error?: unknown;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/**
 * The confirmation of a dangerous action, usable by keyboard alone: focus starts in the reason
 * (or on Cancel, so a stray Enter does nothing harmful), Tab stays inside, Enter in the reason
 * submits, Escape cancels, and focus returns to the opener (dialog.tsx).
 */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const texts = uiTexts.useTexts();
  const [reason, setReason] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.isBusy) return;
    if (props.reason?.isRequired && reason.trim() === '') {
      setIsReasonMissing(true);
      return;
    }
    props.onConfirm(reason.trim());
  }

  return (
    <Dialog title={props.title} role="alertdialog" onClose={props.onCancel} isBodyDescription>
      <form className="confirm-form" onSubmit={submit}>
        <div className="confirm-effect">{props.effect}</div>
        {props.reason && (
          <label className="form-field">
            <span className="form-label">{props.reason.label ?? texts.reason}</span>
            <input
              data-autofocus
              value={reason}
              maxLength={200}
              aria-invalid={isReasonMissing || undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setIsReasonMissing(false);
              }}
            />
            {isReasonMissing && (
              <span className="form-error" role="alert">
                {texts.reasonRequired}
              </span>
            )}
          </label>
        )}
        {props.error !== undefined && props.error !== null && <ErrorNotice error={props.error} />}
        <div className="dialog-actions">
          <button
            type="button"
            onClick={props.onCancel}
            {...(props.reason ? {} : { 'data-autofocus': true })}
          >
            {texts.cancel}
          </button>
          <button
            type="submit"
            className={props.isDangerous ? 'button-danger' : 'button-primary'}
            disabled={props.isBusy}
          >
            {props.isBusy ? texts.saving : (props.confirmLabel ?? texts.confirm)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
