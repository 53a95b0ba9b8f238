import { ZUsdtRateSettingUpdate, type TUsdtSettings } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useUpdateUsdtRate } from './usdt-api.ts';
import { usdtTexts } from './usdt-texts.ts';

/** The rate source and how long an order keeps the rate it opened with. */
export function UsdtRateForm({ settings }: { settings: TUsdtSettings }) {
  const texts = usdtTexts.useTexts();
  const update = useUpdateUsdtRate();
  const [lockSeconds, setLockSeconds] = useState(String(settings.RateLockSeconds));
  const [errors, setErrors] = useState<TFieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(
      ZUsdtRateSettingUpdate,
      { RateSource: settings.RateSource, RateLockSeconds: Number(lockSeconds) },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) update.mutate(checked.value);
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={update.isPending} error={update.error}>
      <FormField label={texts.fields.source}>
        <select value={settings.RateSource} disabled>
          <option value="sandbox">{texts.sandboxSource}</option>
        </select>
      </FormField>
      <FormField label={texts.fields.lockSeconds} error={errors.RateLockSeconds}>
        <input
          type="number"
          min={60}
          max={86400}
          value={lockSeconds}
          onChange={(e) => setLockSeconds(e.target.value)}
        />
      </FormField>
    </Form>
  );
}
