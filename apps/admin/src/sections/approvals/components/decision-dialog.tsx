import { useTranslation } from 'react-i18next';
import { formatThousandths, thousandthsOfApiAmount } from '../../../shared/format/money.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import type { TAdjustment } from '../api/adjustment-wire.ts';
import { useDecideAdjustment } from '../api/decide-adjustment.ts';
import { approvalsTexts } from '../approvals-texts.ts';

export interface TDecisionAsked {
  adjustment: TAdjustment;
  kind: 'approve' | 'reject' | 'withdraw';
}

/** The confirmation of a decision, naming the player, the amount and the reason (STYLE §29). */
export function DecisionDialog({ asked, onClose }: { asked: TDecisionAsked; onClose(): void }) {
  const texts = approvalsTexts.useTexts();
  const { i18n } = useTranslation();
  const decide = useDecideAdjustment();
  const { adjustment, kind } = asked;
  const thousandths = thousandthsOfApiAmount(adjustment.Amount);
  const words = {
    player: adjustment.LoginId,
    amount:
      thousandths === null
        ? String(adjustment.Amount)
        : formatThousandths(thousandths, i18n.language),
    type: texts.types[adjustment.CashFlowType] ?? String(adjustment.CashFlowType),
    reason: adjustment.Reason,
    maker: adjustment.MakerLoginId,
  };
  const copy = {
    approve: { title: texts.approveTitle, effect: texts.approveEffect, label: texts.approve },
    reject: { title: texts.rejectTitle, effect: texts.rejectEffect, label: texts.reject },
    withdraw: { title: texts.withdrawTitle, effect: texts.withdrawEffect, label: texts.withdraw },
  }[kind];

  return (
    <ConfirmDialog
      title={copy.title}
      effect={fill(copy.effect, words)}
      confirmLabel={copy.label}
      reason={{ label: texts.note }}
      isDangerous={kind !== 'approve'}
      isBusy={decide.isPending}
      error={decide.error}
      onConfirm={(note) =>
        decide.mutate(
          { decision: kind === 'approve' ? 'Approve' : 'Reject', id: adjustment.Id, note },
          { onSuccess: onClose },
        )
      }
      onCancel={onClose}
    />
  );
}
