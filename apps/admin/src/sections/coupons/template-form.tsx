import { couponKinds, ZSaveCouponTemplateRequest, type TCouponKind } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveTemplate, type TTemplateRow } from './coupons-api.ts';
import { couponsTexts } from './coupons-texts.ts';

/** "2, 3,,8" → [2, 3, 8]; a part that is not a whole number is kept so the check names it. */
export const gameIdsOf = (text: string): unknown[] =>
  text
    .split(/[\s,，]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const initialValues = (row: TTemplateRow | null) => ({
  Kind: (row?.Kind ?? 'betVoucher') as TCouponKind,
  TitleZh: row?.TitleZh ?? '',
  TitleEn: row?.TitleEn ?? '',
  FaceValue: row ? String(row.FaceValue) : '',
  Percent: String(row?.Percent ?? 10),
  MinDeposit: String(row?.MinDeposit ?? 0),
  MinBet: String(row?.MinBet ?? 0),
  GameIds: row?.GameIds.join(', ') ?? '',
  ValidityDays: String(row?.ValidityDays ?? 7),
  TotalQuantity: String(row?.TotalQuantity ?? 1000),
  PerPlayerLimit: String(row?.PerPlayerLimit ?? 1),
  TurnoverMultiple: String(row?.TurnoverMultiple ?? 1),
  IsClaimable: row?.IsClaimable ?? true,
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/**
 * A template's add and edit form, checked against the contract the server uses; amounts are sent
 * as typed (decimal text, parsed exactly by the server). A voucher's fields and a deposit
 * coupon's differ; the kind picks which are shown.
 */
export function TemplateForm({ row, onDone }: { row: TTemplateRow | null; onDone(): void }) {
  const texts = couponsTexts.useTexts();
  const save = useSaveTemplate();
  const [values, setValues] = useState(() => initialValues(row));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const isVoucher = values.Kind === 'betVoucher';

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      ...(row ? { Id: row.TemplateId } : {}),
      Kind: values.Kind,
      TitleZh: values.TitleZh,
      TitleEn: values.TitleEn,
      FaceValue: values.FaceValue,
      Percent: isVoucher ? 0 : whole(values.Percent),
      MinDeposit: isVoucher ? '0' : values.MinDeposit,
      MinBet: isVoucher ? values.MinBet : '0',
      GameIds: isVoucher ? gameIdsOf(values.GameIds) : [],
      ValidityDays: whole(values.ValidityDays),
      TotalQuantity: whole(values.TotalQuantity),
      PerPlayerLimit: whole(values.PerPlayerLimit),
      TurnoverMultiple: whole(values.TurnoverMultiple),
      IsClaimable: values.IsClaimable,
    };
    const checked = checkContract(ZSaveCouponTemplateRequest, request, currentLanguage());
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(request, { onSuccess: onDone });
  }

  type TTextField = Exclude<keyof typeof values, 'Kind' | 'IsClaimable'>;
  const field = (name: TTextField, label: string, inputMode?: 'decimal' | 'numeric') => (
    <FormField label={label} error={errors[name]}>
      <input
        value={values[name]}
        inputMode={inputMode}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </FormField>
  );

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
      <FormField label={texts.fields.kind} error={errors.Kind}>
        <select
          value={values.Kind}
          disabled={row !== null && row.Issued > 0}
          onChange={(e) => set({ Kind: e.target.value as TCouponKind })}
        >
          {couponKinds.map((kind) => (
            <option key={kind} value={kind}>
              {texts.kinds[kind]}
            </option>
          ))}
        </select>
      </FormField>
      {field('TitleZh', texts.fields.titleZh)}
      {field('TitleEn', texts.fields.titleEn)}
      {field('FaceValue', texts.fields.faceValue, 'decimal')}
      {isVoucher ? (
        <>
          {field('MinBet', texts.fields.minBet, 'decimal')}
          {field('GameIds', texts.fields.gameIds)}
        </>
      ) : (
        <>
          {field('Percent', texts.fields.percent, 'numeric')}
          {field('MinDeposit', texts.fields.minDeposit, 'decimal')}
        </>
      )}
      {field('ValidityDays', texts.fields.validityDays, 'numeric')}
      {field('TotalQuantity', texts.fields.totalQuantity, 'numeric')}
      {field('PerPlayerLimit', texts.fields.perPlayerLimit, 'numeric')}
      {field('TurnoverMultiple', texts.fields.turnoverMultiple, 'numeric')}
      <label className="form-check">
        <input
          type="checkbox"
          checked={values.IsClaimable}
          onChange={(e) => set({ IsClaimable: e.target.checked })}
        />{' '}
        {texts.fields.isClaimable}
      </label>
    </Form>
  );
}
