import { ZSaveSiteSettingsRequest } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveSiteInfo } from './site-settings-api.ts';
import { siteSettingsTexts } from './site-settings-texts.ts';

export function SiteInfoForm({
  initial,
  canManage,
}: {
  initial: { WebSiteTitle: string; CustomerServiceUrl: string; TimeZone: string };
  canManage: boolean;
}) {
  const texts = siteSettingsTexts.useTexts();
  const save = useSaveSiteInfo();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(ZSaveSiteSettingsRequest, values, currentLanguage());
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.value);
  }

  return (
    <section className="detail-panel" aria-labelledby="site-info-title">
      <h2 className="detail-title" id="site-info-title">
        {texts.info.title}
      </h2>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <fieldset className="form-fieldset" disabled={!canManage}>
          <FormField label={texts.info.siteTitle} error={errors.WebSiteTitle}>
            <input
              value={values.WebSiteTitle}
              onChange={(e) => set({ WebSiteTitle: e.target.value })}
            />
          </FormField>
          <FormField label={texts.info.customerService} error={errors.CustomerServiceUrl}>
            <input
              value={values.CustomerServiceUrl}
              onChange={(e) => set({ CustomerServiceUrl: e.target.value })}
            />
          </FormField>
          <FormField
            label={texts.info.timeZone}
            hint={texts.info.timeZoneHint}
            error={errors.TimeZone}
          >
            <input value={values.TimeZone} onChange={(e) => set({ TimeZone: e.target.value })} />
          </FormField>
        </fieldset>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </section>
  );
}
