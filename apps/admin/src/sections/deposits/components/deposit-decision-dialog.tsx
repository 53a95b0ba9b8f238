import { fill } from '../../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDecideDeposit, type TDeposit } from '../api/deposits-api.ts';
import { depositsTexts } from '../deposits-texts.ts';

export interface TDepositAsked {
  deposit: TDeposit;
  kind: 'confirm' | 'cancel';
}

/**
 * The confirmation of a decision naming the player, order and amount (STYLE §29). Confirming
 * asks for the amount received (empty: the order's, or what a gateway reported); cancelling
 * asks for the reason the player is shown.
 */
export function DepositDecisionDialog({
  asked,
  amountText,
  onClose,
}: {
  asked: TDepositAsked;
  amountText: string;
  onClose(): void;
}) {
  const texts = depositsTexts.useTexts();
  const decide = useDecideDeposit();
  const { deposit, kind } = asked;
  const words = { player: deposit.LoginId, orderNo: deposit.OrderNo, amount: amountText };
  const isConfirm = kind === 'confirm';
  return (
    <ConfirmDialog
      title={isConfirm ? texts.confirmTitle : texts.cancelTitle}
      effect={fill(isConfirm ? texts.confirmEffect : texts.cancelEffect, words)}
      confirmLabel={isConfirm ? texts.confirm : texts.cancel}
      reason={
        isConfirm ? { label: texts.receivedLabel } : { label: texts.cancelReason, isRequired: true }
      }
      isDangerous={!isConfirm}
      isBusy={decide.isPending}
      error={decide.error}
      onConfirm={(text) =>
        decide.mutate(
          isConfirm
            ? { kind: 'confirm', id: deposit.Id, received: text }
            : { kind: 'cancel', id: deposit.Id, reason: text },
          { onSuccess: onClose },
        )
      }
      onCancel={onClose}
    />
  );
}
