import { ZAddMaintenanceRequest } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import {
  epochMsToSiteWallClock,
  siteWallClockToEpochMs,
  useSiteTime,
} from '../../shared/format/site-time.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useAddMaintenance } from './maintenance-api.ts';
import { maintenanceTexts } from './maintenance-texts.ts';

const hourMs = 3_600_000;

const toIso = (text: string, timeZone: string) => {
  const epochMs = siteWallClockToEpochMs(text, timeZone);
  return epochMs === null ? text : new Date(epochMs).toISOString();
};

/** A new window in site time; it starts now and lasts an hour unless changed. */
export function MaintenanceForm({ nowMs, onDone }: { nowMs: number; onDone(): void }) {
  const texts = maintenanceTexts.useTexts();
  const { timeZone } = useSiteTime();
  const add = useAddMaintenance();
  const [values, setValues] = useState({
    Start: epochMsToSiteWallClock(nowMs, timeZone),
    End: epochMsToSiteWallClock(nowMs + hourMs, timeZone),
    Note: '',
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(
      ZAddMaintenanceRequest,
      {
        StartTime: toIso(values.Start, timeZone),
        EndTime: toIso(values.End, timeZone),
        Note: values.Note,
      },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) add.mutate(checked.value, { onSuccess: onDone });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={add.isPending} error={add.error}>
      <FormField label={texts.fields.start} error={errors.StartTime}>
        <input
          type="datetime-local"
          value={values.Start}
          onChange={(e) => set({ Start: e.target.value })}
        />
      </FormField>
      <FormField label={texts.fields.end} error={errors.EndTime}>
        <input
          type="datetime-local"
          value={values.End}
          onChange={(e) => set({ End: e.target.value })}
        />
      </FormField>
      <FormField label={texts.fields.note} error={errors.Note}>
        <input value={values.Note} onChange={(e) => set({ Note: e.target.value })} />
      </FormField>
    </Form>
  );
}
