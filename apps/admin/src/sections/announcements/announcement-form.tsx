import {
  announcementTypeIds,
  announcementTypes,
  ZSaveAnnouncementRequest,
  type TAdminAnnouncement,
} from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import {
  epochMsToSiteWallClock,
  siteWallClockToEpochMs,
  useSiteTime,
} from '../../shared/format/site-time.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useSaveAnnouncement } from './announcements-api.ts';
import { announcementsTexts } from './announcements-texts.ts';

/** Site wall-clock text to ISO 8601; kept as typed when it is not a time, so the check names it. */
const toIso = (text: string, timeZone: string) => {
  const epochMs = siteWallClockToEpochMs(text, timeZone);
  return epochMs === null ? text : new Date(epochMs).toISOString();
};

/** The add and edit form; times are typed in site time, whatever the browser's zone. */
export function AnnouncementForm({
  announcement,
  nowMs,
  onDone,
}: {
  announcement: TAdminAnnouncement | null;
  nowMs: number;
  onDone(): void;
}) {
  const texts = announcementsTexts.useTexts();
  const { timeZone } = useSiteTime();
  const save = useSaveAnnouncement();
  const wallClock = (iso: string | null) =>
    iso === null ? '' : epochMsToSiteWallClock(Date.parse(iso), timeZone);
  const [values, setValues] = useState({
    Type: String(announcement?.Type ?? 1),
    Title: announcement?.Title ?? '',
    Content: announcement?.Content ?? '',
    Start: announcement
      ? wallClock(announcement.StartTime)
      : epochMsToSiteWallClock(nowMs, timeZone),
    End: wallClock(announcement?.EndTime ?? null),
    IsPopup: announcement?.IsPopup ?? false,
    IsEnabled: announcement?.IsEnabled ?? true,
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(
      ZSaveAnnouncementRequest,
      {
        Type: Number(values.Type),
        Title: values.Title,
        Content: values.Content,
        StartTime: toIso(values.Start, timeZone),
        EndTime: values.End === '' ? null : toIso(values.End, timeZone),
        IsPopup: values.IsPopup,
        IsEnabled: values.IsEnabled,
      },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate({ id: announcement?.Id ?? null, request: checked.value }, { onSuccess: onDone });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
      <FormField label={texts.fields.type} error={errors.Type}>
        <select value={values.Type} onChange={(e) => set({ Type: e.target.value })}>
          {announcementTypeIds.map((id) => (
            <option key={id} value={id}>
              {announcementTypes[id][currentLanguage()]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={texts.fields.title} error={errors.Title}>
        <input
          value={values.Title}
          maxLength={100}
          onChange={(e) => set({ Title: e.target.value })}
        />
      </FormField>
      <FormField label={texts.fields.content} error={errors.Content}>
        <textarea
          rows={6}
          value={values.Content}
          onChange={(e) => set({ Content: e.target.value })}
        />
      </FormField>
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
      <label className="form-check">
        <input
          type="checkbox"
          checked={values.IsPopup}
          onChange={(e) => set({ IsPopup: e.target.checked })}
        />{' '}
        {texts.fields.isPopup}
      </label>
      <label className="form-check">
        <input
          type="checkbox"
          checked={values.IsEnabled}
          onChange={(e) => set({ IsEnabled: e.target.checked })}
        />{' '}
        {texts.fields.isEnabled}
      </label>
    </Form>
  );
}
