import { ZSaveAppDownloadRequest, type TLanguage } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveAppDownload } from './site-settings-api.ts';
import { siteSettingsTexts } from './site-settings-texts.ts';

type TLinks = 'Android' | 'IOS' | 'PC' | 'Guide';
const links: readonly TLinks[] = ['Android', 'IOS', 'PC', 'Guide'];

export function AppDownloadForm({
  initial,
  canManage,
}: {
  initial: Record<TLinks, string | null> & { GuideText: string };
  canManage: boolean;
}) {
  const texts = siteSettingsTexts.useTexts();
  const save = useSaveAppDownload();
  const [values, setValues] = useState({
    Android: initial.Android ?? '',
    IOS: initial.IOS ?? '',
    PC: initial.PC ?? '',
    Guide: initial.Guide ?? '',
    GuideText: initial.GuideText,
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const labels: Record<TLinks, string> = {
    Android: texts.app.android,
    IOS: texts.app.ios,
    PC: texts.app.pc,
    Guide: texts.app.guide,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const language: TLanguage = currentLanguage();
    const checked = checkContract(ZSaveAppDownloadRequest, values, language);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.value);
  }

  return (
    <section className="detail-panel" aria-labelledby="app-download-title">
      <h2 className="detail-title" id="app-download-title">
        {texts.app.title}
      </h2>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <fieldset className="form-fieldset" disabled={!canManage}>
          {links.map((link) => (
            <FormField
              key={link}
              label={labels[link]}
              hint={texts.app.emptyHint}
              error={errors[link]}
            >
              <input
                value={values[link]}
                onChange={(e) => setValues((v) => ({ ...v, [link]: e.target.value }))}
              />
            </FormField>
          ))}
          <FormField label={texts.app.guideText} error={errors.GuideText}>
            <textarea
              rows={5}
              value={values.GuideText}
              onChange={(e) => setValues((v) => ({ ...v, GuideText: e.target.value }))}
            />
          </FormField>
        </fieldset>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </section>
  );
}
