import { ZSaveSpeedTestRequest, type TSpeedTestConfig } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveSpeedTest } from './site-settings-api.ts';
import { siteSettingsTexts } from './site-settings-texts.ts';

export function SpeedTestForm({
  initial,
  canManage,
}: {
  initial: TSpeedTestConfig;
  canManage: boolean;
}) {
  const texts = siteSettingsTexts.useTexts();
  const save = useSaveSpeedTest();
  const [urls, setUrls] = useState(initial.URLList.join('\n'));
  const [intervalText, setIntervalText] = useState(String(initial.IntervalInMinute));
  const [isSwitchEnabled, setIsSwitchEnabled] = useState(initial.EnableSwitchURL);
  const [errors, setErrors] = useState<TFieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(
      ZSaveSpeedTestRequest,
      {
        URLList: urls
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        IntervalInMinute: Number(intervalText),
        EnableSwitchURL: isSwitchEnabled,
      },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.value);
  }

  const urlError =
    errors.URLList ?? Object.entries(errors).find(([field]) => field.startsWith('URLList'))?.[1];
  return (
    <section className="detail-panel" aria-labelledby="speed-test-title">
      <h2 className="detail-title" id="speed-test-title">
        {texts.speed.title}
      </h2>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <fieldset className="form-fieldset" disabled={!canManage}>
          <FormField label={texts.speed.urls} error={urlError}>
            <textarea rows={4} value={urls} onChange={(e) => setUrls(e.target.value)} />
          </FormField>
          <FormField label={texts.speed.interval} error={errors.IntervalInMinute}>
            <input
              inputMode="numeric"
              value={intervalText}
              onChange={(e) => setIntervalText(e.target.value)}
            />
          </FormField>
          <label className="form-check">
            <input
              type="checkbox"
              checked={isSwitchEnabled}
              onChange={(e) => setIsSwitchEnabled(e.target.checked)}
            />{' '}
            {texts.speed.switch}
          </label>
        </fieldset>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </section>
  );
}
