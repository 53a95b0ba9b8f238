import { ZAgentSystemRulesUpdate, type TAgentSystemRulesView } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveSystemRules } from './agent-settings-api.ts';
import { agentSettingsTexts } from './agent-settings-texts.ts';

type TRuleName = keyof TAgentSystemRulesView;
const rateNames = ['DailyPayMaxRateBp', 'DailyRewardMaxRateBp', 'ContractMaxRateBp'] as const;
type TRateName = (typeof rateNames)[number];
const isRate = (name: TRuleName): name is TRateName =>
  (rateNames as readonly string[]).includes(name);

/** The one row of system rules: a box per flag, a number per maximum rate, and a reason. */
export function SystemRulesForm({
  initial,
  canManage,
}: {
  initial: TAgentSystemRulesView;
  canManage: boolean;
}) {
  const texts = agentSettingsTexts.useTexts();
  const save = useSaveSystemRules();
  const [rules, setRules] = useState(initial);
  const [rates, setRates] = useState(
    Object.fromEntries(rateNames.map((name) => [name, String(initial[name])])) as Record<
      TRateName,
      string
    >,
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const flagNames = (Object.keys(initial) as TRuleName[]).filter((name) => !isRate(name));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(
      ZAgentSystemRulesUpdate,
      {
        ...rules,
        ...Object.fromEntries(rateNames.map((name) => [name, Number(rates[name])])),
        Reason: reason,
      },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.value, { onSuccess: () => setReason('') });
  }

  return (
    <section className="detail-panel" aria-labelledby="agent-rules-title">
      <h2 className="detail-title" id="agent-rules-title">
        {texts.rulesTitle}
      </h2>
      <p className="form-hint">{texts.rulesHint}</p>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <fieldset className="form-fieldset" disabled={!canManage}>
          {flagNames.map((name) => (
            <label key={name} className="form-check">
              <input
                type="checkbox"
                checked={Boolean(rules[name])}
                onChange={(e) => setRules({ ...rules, [name]: e.target.checked })}
              />{' '}
              {texts.rules[name]}
            </label>
          ))}
          {rateNames.map((name) => (
            <FormField key={name} label={texts.rules[name]} error={errors[name]}>
              <input
                inputMode="numeric"
                value={rates[name]}
                onChange={(e) => setRates({ ...rates, [name]: e.target.value })}
              />
            </FormField>
          ))}
          <FormField label={texts.reason} error={errors.Reason}>
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
        </fieldset>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </section>
  );
}
