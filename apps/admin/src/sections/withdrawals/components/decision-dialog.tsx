import { useTranslation } from 'react-i18next';
import { formatThousandths, thousandthsOfApiAmount } from '../../../shared/format/money.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDecideWithdrawal, type TWithdrawDecision } from '../api/withdrawals-api.ts';
import type { TWithdrawalWire } from '../api/withdrawal-wire.ts';
import { withdrawalsTexts } from '../withdrawals-texts.ts';

export interface TDecisionAsked {
  withdrawal: TWithdrawalWire;
  decision: TWithdrawDecision;
}

/** The confirmation of a decision naming the player, amount and account (STYLE §29). */
export function DecisionDialog({ asked, onClose }: { asked: TDecisionAsked; onClose(): void }) {
  const texts = withdrawalsTexts.useTexts();
  const { i18n } = useTranslation();
  const decide = useDecideWithdrawal();
  const { withdrawal, decision } = asked;
  const thousandths = thousandthsOfApiAmount(withdrawal.Amount);
  const words = {
    player: withdrawal.LoginId,
    amount:
      thousandths === null
        ? String(withdrawal.Amount)
        : formatThousandths(thousandths, i18n.language),
    account: `${withdrawal.Provider} ${withdrawal.AccountNumber}`,
  };
  const copy = {
    Approve: { title: texts.approveTitle, effect: texts.approveEffect, label: texts.approve },
    Reject: { title: texts.rejectTitle, effect: texts.rejectEffect, label: texts.reject },
    MarkPaid: { title: texts.markPaidTitle, effect: texts.markPaidEffect, label: texts.markPaid },
  }[decision];
  return (
    <ConfirmDialog
      title={copy.title}
      effect={fill(copy.effect, words)}
      confirmLabel={copy.label}
      reason={{ label: texts.reason, isRequired: decision === 'Reject' }}
      isDangerous={decision === 'Reject'}
      isBusy={decide.isPending}
      error={decide.error}
      onConfirm={(reason) =>
        decide.mutate({ decision, id: withdrawal.Id, reason }, { onSuccess: onClose })
      }
      onCancel={onClose}
    />
  );
}
