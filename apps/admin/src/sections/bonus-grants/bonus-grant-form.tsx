import { parseThousandths, ZAdminBonusGrantRequest } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { formatThousandths } from '../../shared/format/money.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useGrantBonus, type TBonusGrantBody } from './bonus-grants-api.ts';
import { bonusGrantsTexts } from './bonus-grants-texts.ts';

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The turnover a grant will need, exactly: amount × multiple in thousandths. */
export function turnoverText(amount: string, multiple: number): string {
  const thousandths = parseThousandths(amount) ?? 0n;
  return formatThousandths(thousandths * BigInt(multiple), currentLanguage());
}

/**
 * A bonus granted by hand: the fields checked against the contract, then a confirmation that
 * names the player, the amount, the turnover and the expiry before anything is sent. The
 * idempotency key is made when the form opens: a retry after a lost answer is the same grant.
 */
export function BonusGrantForm({
  loginId,
  onGranted,
}: {
  loginId: string;
  onGranted(loginId: string): void;
}) {
  const texts = bonusGrantsTexts.useTexts();
  const grant = useGrantBonus();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState({
    LoginId: loginId,
    Amount: '',
    TurnoverMultiple: '1',
    ExpiresInHours: '168',
    Reason: '',
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [checked, setChecked] = useState<TBonusGrantBody | null>(null);
  const set = (name: keyof typeof draft, value: string) =>
    setDraft((old) => ({ ...old, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: TBonusGrantBody = {
      LoginId: draft.LoginId.trim(),
      Amount: draft.Amount.trim(),
      TurnoverMultiple: numberOf(draft.TurnoverMultiple),
      ExpiresInHours: numberOf(draft.ExpiresInHours),
      Reason: draft.Reason.trim(),
    };
    const result = checkContract(ZAdminBonusGrantRequest, body, currentLanguage());
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) setChecked(body);
  }

  const field = (name: keyof typeof draft, label: string, hint?: string, extra: object = {}) => (
    <FormField label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      <input value={draft[name]} onChange={(e) => set(name, e.target.value)} {...extra} />
    </FormField>
  );

  return (
    <>
      <Form onSubmit={submit} submitLabel={texts.form.next}>
        {field('LoginId', texts.form.loginId, undefined, { maxLength: 64 })}
        {field('Amount', texts.form.amount, texts.form.amountHint, { inputMode: 'decimal' })}
        {field('TurnoverMultiple', texts.form.multiple, texts.form.multipleHint, {
          type: 'number',
          min: 0,
          step: 1,
        })}
        {field('ExpiresInHours', texts.form.hours, texts.form.hoursHint, {
          type: 'number',
          min: 1,
          step: 1,
        })}
        {field('Reason', texts.form.reason, undefined, { maxLength: 200 })}
      </Form>
      {checked && (
        <ConfirmDialog
          title={fill(texts.confirmTitle, { loginId: checked.LoginId })}
          effect={fill(texts.confirmEffect, {
            loginId: checked.LoginId,
            amount: turnoverText(checked.Amount, 1),
            turnover: turnoverText(checked.Amount, checked.TurnoverMultiple),
            hours: checked.ExpiresInHours,
          })}
          confirmLabel={texts.grant}
          isBusy={grant.isPending}
          error={grant.error}
          onCancel={() => setChecked(null)}
          onConfirm={() =>
            grant.mutate(
              { body: checked, idempotencyKey },
              { onSuccess: () => onGranted(checked.LoginId) },
            )
          }
        />
      )}
    </>
  );
}
