import { ZIssueCouponsRequest } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useIssueCoupons, type TTemplateRow } from './coupons-api.ts';
import { couponsTexts } from './coupons-texts.ts';

/** "a, b\nc" → ['a', 'b', 'c']: login IDs typed one a line or separated by commas. */
export const loginIdsOf = (text: string) =>
  text
    .split(/[\s,，]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Issues one coupon of a template to each player named (all or none), with a reason. */
export function IssueForm({ template, onDone }: { template: TTemplateRow; onDone(): void }) {
  const texts = couponsTexts.useTexts();
  const issue = useIssueCoupons();
  const [loginIds, setLoginIds] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [issued, setIssued] = useState<number | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      TemplateId: template.TemplateId,
      LoginIds: loginIdsOf(loginIds),
      Reason: reason,
    };
    const checked = checkContract(ZIssueCouponsRequest, request, currentLanguage());
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    issue.mutate(checked.value, {
      onSuccess: (answer) => {
        setIssued(answer.CouponIds.length);
        setLoginIds('');
      },
    });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.issue} isBusy={issue.isPending} error={issue.error}>
      <p>{texts.issueEffect}</p>
      <FormField label={texts.issueLoginIds} error={errors.LoginIds}>
        <textarea rows={4} value={loginIds} onChange={(e) => setLoginIds(e.target.value)} />
      </FormField>
      <FormField label={texts.issueReason} error={errors.Reason}>
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      {issued !== null && (
        <p role="status">
          {fill(texts.issued, { count: issued })}{' '}
          <button type="button" onClick={onDone}>
            {texts.done}
          </button>
        </p>
      )}
    </Form>
  );
}
