import { ConfirmDialog } from './confirm-dialog.tsx';
import { useDialogs } from './dialogs-store.ts';
import { WarningDialog } from './warning-dialog.tsx';

/** Shows the first queued warning or confirm dialog; mounted once, in the shell. */
export function DialogHost({ warningAutoHideMs }: { warningAutoHideMs: number | null }) {
  const request = useDialogs((s) => s.queue[0]);
  if (!request) return null;
  if (request.kind === 'warning') {
    return (
      <WarningDialog
        key={request.id}
        text={request.text}
        title={request.title}
        confirmLabel={request.confirmLabel}
        autoHideMs={request.autoHideMs === undefined ? warningAutoHideMs : request.autoHideMs}
        onClose={request.settle}
      />
    );
  }
  return (
    <ConfirmDialog
      key={request.id}
      text={request.text}
      title={request.title}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      onConfirm={() => request.settle(true)}
      onCancel={() => request.settle(false)}
    />
  );
}
