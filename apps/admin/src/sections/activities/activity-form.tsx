import {
  activityPeriodKinds,
  activityTypesBuilt,
  ZSaveActivityRequest,
  type TBuiltActivityType,
} from '@lottery/contracts';
import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveActivity } from './activities-api.ts';
import { activitiesTexts } from './activities-texts.ts';
import {
  draftOfActivity,
  newDraft,
  requestOfDraft,
  type TActivityDraft,
  type TActivityView,
} from './activity-draft.ts';
import { errorsBelow } from './config-editors/config-editor-types.ts';
import { useStoredDraft } from './use-stored-draft.ts';
import { configEditors, type TConfigEditorProps } from './config-editors/index.ts';

type TTextName = Exclude<keyof TActivityDraft, 'Type' | 'PeriodKind' | 'Config'>;

/**
 * Creates a draft (activity null) or changes one: the common fields, then the type's own
 * configuration editor (config-editors/). The whole request is checked against the contract the
 * server validates with before it is sent; the server's refusals (period, agent) show below.
 */
export function ActivityForm({
  activity,
  nowMs,
  onSaved,
}: {
  activity: TActivityView | null;
  nowMs: number;
  onSaved(activity: TActivityView): void;
}) {
  const texts = activitiesTexts.useTexts();
  const { timeZone } = useSiteTime();
  const save = useSaveActivity();
  const { draft, setDraft, forget } = useStoredDraft(
    activity ? `${activity.ActivityId}.${activity.UpdatedAt}` : 'new',
    () =>
      activity
        ? draftOfActivity(activity, timeZone)
        : newDraft('dailySignInRedPack', nowMs, timeZone),
  );
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<TActivityDraft>) => setDraft((old) => ({ ...old, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = requestOfDraft(draft, timeZone, activity?.ActivityId);
    const checked = checkContract(ZSaveActivityRequest, request, currentLanguage());
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(request, {
      onSuccess: (saved) => {
        forget();
        onSaved(saved);
      },
    });
  }

  const text = (name: TTextName, label: ReactNode, field: string, extra: object = {}) => (
    <FormField label={label} error={errors[field]}>
      <input value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} {...extra} />
    </FormField>
  );
  const multiline = (name: 'RulesZh' | 'RulesEn', label: ReactNode) => (
    <FormField label={label} error={errors[name]}>
      <textarea rows={4} value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} />
    </FormField>
  );
  const Editor = configEditors[draft.Type].Editor as ComponentType<
    TConfigEditorProps<TBuiltActivityType>
  >;

  return (
    <Form
      onSubmit={submit}
      submitLabel={texts.form.save}
      isBusy={save.isPending}
      error={save.error}
      aria-label={activity ? texts.form.editTitle : texts.form.newTitle}
    >
      <FormField label={texts.form.type} error={errors.Type}>
        <select
          value={draft.Type}
          disabled={activity !== null}
          onChange={(e) => {
            const type = e.target.value as TBuiltActivityType;
            set({
              Type: type,
              Config: configEditors[type].initial(),
              ...(type === 'dailySignInRedPack' ? { PeriodKind: 'daily' } : {}),
            });
          }}
        >
          {activityTypesBuilt.map((type) => (
            <option key={type} value={type}>
              {texts.types[type]}
            </option>
          ))}
        </select>
      </FormField>
      {text('TitleZh', texts.form.titleZh, 'TitleZh', { maxLength: 80 })}
      {text('TitleEn', texts.form.titleEn, 'TitleEn', { maxLength: 80 })}
      {multiline('RulesZh', texts.form.rulesZh)}
      {multiline('RulesEn', texts.form.rulesEn)}
      <FormField
        label={texts.form.periodKind}
        error={errors.PeriodKind}
        hint={texts.form.periodKindHint}
      >
        <select
          value={draft.PeriodKind}
          onChange={(e) => set({ PeriodKind: e.target.value as TActivityDraft['PeriodKind'] })}
        >
          {activityPeriodKinds.map((kind) => (
            <option key={kind} value={kind}>
              {texts.periodKinds[kind]}
            </option>
          ))}
        </select>
      </FormField>
      {text('Starts', texts.form.starts, 'StartsAt', { type: 'datetime-local' })}
      {text('Ends', texts.form.ends, 'EndsAt', { type: 'datetime-local' })}
      <FormField label={texts.form.budget} error={errors.Budget} hint={texts.form.budgetHint}>
        <input
          inputMode="decimal"
          value={draft.Budget}
          onChange={(e) => set({ Budget: e.target.value })}
        />
      </FormField>
      <FormField
        label={texts.form.turnoverPercent}
        error={errors.TurnoverPercent}
        hint={texts.form.turnoverPercentHint}
      >
        <input
          type="number"
          min={0}
          step={1}
          value={draft.TurnoverPercent}
          onChange={(e) => set({ TurnoverPercent: e.target.value })}
        />
      </FormField>
      <fieldset className="form-group">
        <legend>{texts.form.eligibility}</legend>
        {text('MinVipLevel', texts.form.minVipLevel, 'Eligibility.MinVipLevel', {
          type: 'number',
          min: 0,
          step: 1,
        })}
        {text('AgentLoginId', texts.form.agentLoginId, 'Eligibility.AgentLoginId')}
        {text('MinDeposit', texts.form.minDeposit, 'Eligibility.MinDeposit', {
          inputMode: 'decimal',
        })}
        {text('MinTurnover', texts.form.minTurnover, 'Eligibility.MinTurnover', {
          inputMode: 'decimal',
        })}
        {text('RegisteredAfter', texts.form.registeredAfter, 'Eligibility.RegisteredAfter', {
          type: 'datetime-local',
        })}
      </fieldset>
      <fieldset className="form-group">
        <legend>{texts.form.config}</legend>
        <Editor
          value={draft.Config}
          errors={errorsBelow('Config', errors)}
          onChange={(Config) => set({ Config })}
        />
      </fieldset>
    </Form>
  );
}
