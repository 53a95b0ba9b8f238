import { cashFlowTypes } from '@lottery/contracts';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useMovePlayer, useRequestAdjustment, useResetSecondFactor } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

const adjustmentTypes = ['manualCredit', 'manualDebit', 'manualBonus'] as const;

/** Changes to the account, each confirmed with its effect and a reason (kept in the audit row). */
export function ActionsTab(props: {
  loginId: string;
  agentLoginId: string | null;
  canManage: boolean;
  canAdjust: boolean;
}) {
  const { loginId } = props;
  const texts = playersTexts.useTexts();
  const [dialog, setDialog] = useState<'move' | 'reset' | 'adjust' | null>(null);
  const [target, setTarget] = useState(props.agentLoginId ?? '');
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<(typeof adjustmentTypes)[number]>('manualCredit');
  // One key per request the administrator confirms: a retry of the same dialog is the same request.
  const [requestKey, setRequestKey] = useState('');
  const move = useMovePlayer(loginId);
  const reset = useResetSecondFactor(loginId);
  const adjust = useRequestAdjustment(loginId);
  const close = () => setDialog(null);
  return (
    <section>
      <div className="action-list">
        {props.canAdjust && (
          <div className="form-field">
            <label className="form-label" htmlFor="adjust-amount">
              {texts.actions.adjustAmount}
            </label>
            <input
              id="adjust-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <label className="form-label" htmlFor="adjust-type">
              {texts.actions.adjustType}
            </label>
            <select
              id="adjust-type"
              value={type}
              onChange={(e) => setType(e.target.value as typeof type)}
            >
              {adjustmentTypes.map((name) => (
                <option key={name} value={name}>
                  {texts.actions.types[name]}
                </option>
              ))}
            </select>
            <button
              type="button"
              disabled={!amount.trim()}
              onClick={() => {
                setRequestKey(crypto.randomUUID());
                setDialog('adjust');
              }}
            >
              {texts.actions.adjust}
            </button>
            {adjust.isSuccess && <p role="status">{texts.actions.adjustRequested}</p>}
          </div>
        )}
        {props.canManage && (
          <>
            <div className="form-field">
              <label className="form-label" htmlFor="move-target">
                {texts.actions.moveTarget}
              </label>
              <input id="move-target" value={target} onChange={(e) => setTarget(e.target.value)} />
              <button type="button" onClick={() => setDialog('move')}>
                {texts.actions.move}
              </button>
            </div>
            <div className="form-field">
              <button type="button" onClick={() => setDialog('reset')}>
                {texts.actions.reset2fa}
              </button>
            </div>
          </>
        )}
      </div>
      {(move.isSuccess || reset.isSuccess) && <p role="status">{texts.actions.done}</p>}
      {dialog === 'adjust' && (
        <ConfirmDialog
          title={texts.actions.adjustTitle}
          effect={fill(texts.actions.adjustEffect, {
            loginId,
            amount: amount.trim(),
            type: texts.actions.types[type],
          })}
          reason={{ isRequired: true }}
          isBusy={adjust.isPending}
          error={adjust.error}
          onCancel={close}
          onConfirm={(reason) =>
            adjust.mutate(
              {
                amount: amount.trim(),
                cashFlowType: cashFlowTypes[type],
                reason,
                idempotencyKey: requestKey,
              },
              { onSuccess: close },
            )
          }
        />
      )}
      {dialog === 'move' && (
        <ConfirmDialog
          title={texts.actions.moveTitle}
          effect={fill(texts.actions.moveEffect, {
            loginId,
            agent: target.trim() || texts.actions.noAgent,
          })}
          reason={{ isRequired: true }}
          isBusy={move.isPending}
          error={move.error}
          onCancel={close}
          onConfirm={(reason) =>
            move.mutate({ agentLoginId: target.trim() || null, reason }, { onSuccess: close })
          }
        />
      )}
      {dialog === 'reset' && (
        <ConfirmDialog
          title={texts.actions.reset2faTitle}
          effect={fill(texts.actions.reset2faEffect, { loginId })}
          reason={{ isRequired: true }}
          isDangerous
          isBusy={reset.isPending}
          error={reset.error}
          onCancel={close}
          onConfirm={(reason) => reset.mutate(reason, { onSuccess: close })}
        />
      )}
    </section>
  );
}
