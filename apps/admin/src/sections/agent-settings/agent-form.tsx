import {
  agentTypes,
  ZAgentSettingsUpdate,
  type TAgentSettingsView,
  type TAgentType,
} from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveAgentSettings } from './agent-settings-api.ts';
import { agentSettingsTexts } from './agent-settings-texts.ts';

const flagNames = [
  'HasBonusWallet',
  'HasBonusPermission',
  'HasShareholderBonus',
  'HasShareholderBonusExternal',
] as const;

/** One agent's type and grants, with a reason; saving pushes the agent its new privileges. */
export function AgentForm({
  initial,
  canManage,
}: {
  initial: TAgentSettingsView;
  canManage: boolean;
}) {
  const texts = agentSettingsTexts.useTexts();
  const save = useSaveAgentSettings();
  const [settings, setSettings] = useState(initial);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const { IsDirectAgent: _isDirect, ...fields } = settings;
    const checked = checkContract(
      ZAgentSettingsUpdate,
      { ...fields, Reason: reason },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.value, { onSuccess: () => setReason('') });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
      <p>
        {settings.LoginId} · {settings.IsDirectAgent ? texts.isDirect : texts.isNotDirect}
      </p>
      <fieldset className="form-fieldset" disabled={!canManage}>
        <FormField label={texts.agentType} error={errors.AgentType}>
          <select
            value={settings.AgentType}
            onChange={(e) => setSettings({ ...settings, AgentType: e.target.value as TAgentType })}
          >
            {agentTypes.map((type) => (
              <option key={type} value={type}>
                {texts.types[type]}
              </option>
            ))}
          </select>
        </FormField>
        {flagNames.map((name) => (
          <label key={name} className="form-check">
            <input
              type="checkbox"
              checked={settings[name]}
              onChange={(e) => setSettings({ ...settings, [name]: e.target.checked })}
            />{' '}
            {texts.flags[name]}
          </label>
        ))}
        <FormField label={texts.reason} error={errors.Reason}>
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </fieldset>
      {save.isSuccess && <p role="status">{texts.saved}</p>}
    </Form>
  );
}
