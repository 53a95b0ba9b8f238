import { ZSaveVipLevelRequest } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveVipLevel, type TSaveVipLevelBody, type TVipLevelView } from './vip-levels-api.ts';
import { vipLevelsTexts } from './vip-levels-texts.ts';

const amountFields = [
  ['DepositRequired', 'deposit'],
  ['BetVolumeRequired', 'betVolume'],
  ['UpgradeBonus', 'upgrade'],
  ['BirthdayBonus', 'birthday'],
  ['MonthlyBonus', 'monthly'],
] as const;

type TDraft = Record<'Name' | 'BonusTurnoverMultiple' | (typeof amountFields)[number][0], string>;

const draftOf = (level: TVipLevelView): TDraft => ({
  Name: level.Name,
  DepositRequired: String(level.DepositRequired),
  BetVolumeRequired: String(level.BetVolumeRequired),
  UpgradeBonus: String(level.UpgradeBonus),
  BirthdayBonus: String(level.BirthdayBonus),
  MonthlyBonus: String(level.MonthlyBonus),
  BonusTurnoverMultiple: String(level.BonusTurnoverMultiple),
});

const requestOf = (level: number, draft: TDraft): TSaveVipLevelBody => ({
  Level: level,
  Name: draft.Name.trim(),
  DepositRequired: draft.DepositRequired.trim(),
  BetVolumeRequired: draft.BetVolumeRequired.trim(),
  UpgradeBonus: draft.UpgradeBonus.trim(),
  BirthdayBonus: draft.BirthdayBonus.trim(),
  MonthlyBonus: draft.MonthlyBonus.trim(),
  BonusTurnoverMultiple:
    draft.BonusTurnoverMultiple.trim() === '' ? Number.NaN : Number(draft.BonusTurnoverMultiple),
});

/** One level's name, thresholds and rewards, checked against the contract before it is sent. */
export function VipLevelForm({ level, onDone }: { level: TVipLevelView; onDone(): void }) {
  const texts = vipLevelsTexts.useTexts();
  const save = useSaveVipLevel();
  const [draft, setDraft] = useState(() => draftOf(level));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (name: keyof TDraft, value: string) => setDraft((old) => ({ ...old, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = requestOf(level.Level, draft);
    const checked = checkContract(ZSaveVipLevelRequest, request, currentLanguage());
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(request, { onSuccess: onDone });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
      <FormField label={texts.fields.name} error={errors.Name}>
        <input value={draft.Name} maxLength={20} onChange={(e) => set('Name', e.target.value)} />
      </FormField>
      {amountFields.map(([name, label]) => (
        <FormField key={name} label={texts.fields[label]} error={errors[name]}>
          <input
            inputMode="decimal"
            value={draft[name]}
            onChange={(e) => set(name, e.target.value)}
          />
        </FormField>
      ))}
      <FormField label={texts.fields.multiple} error={errors.BonusTurnoverMultiple}>
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          value={draft.BonusTurnoverMultiple}
          onChange={(e) => set('BonusTurnoverMultiple', e.target.value)}
        />
      </FormField>
      <p className="form-hint">{texts.orderHint}</p>
    </Form>
  );
}
