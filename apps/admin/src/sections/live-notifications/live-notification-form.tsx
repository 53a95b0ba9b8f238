import { ZSaveLiveNotificationRequest, type TAdminLiveNotification } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { formatWindows, parseWindows } from './day-windows.ts';
import { useSaveLiveNotification } from './live-notifications-api.ts';
import { liveNotificationsTexts } from './live-notifications-texts.ts';

export function LiveNotificationForm({
  notification,
  onDone,
}: {
  notification: TAdminLiveNotification | null;
  onDone(): void;
}) {
  const texts = liveNotificationsTexts.useTexts();
  const save = useSaveLiveNotification();
  const [values, setValues] = useState({
    GameId: String(notification?.GameId ?? 1),
    Title: notification?.Title ?? '',
    Content: notification?.Content ?? '',
    Windows: notification ? formatWindows(notification.NotifyTimes) : '20:00-22:00',
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const windows = parseWindows(values.Windows);
    if (!windows) {
      setErrors({ NotifyTimes: texts.badWindows });
      return;
    }
    const checked = checkContract(
      ZSaveLiveNotificationRequest,
      {
        GameId: Number(values.GameId),
        Title: values.Title,
        Content: values.Content,
        NotifyTimes: windows,
      },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate({ id: notification?.Id ?? null, request: checked.value }, { onSuccess: onDone });
  }

  const windowError =
    errors.NotifyTimes ??
    Object.entries(errors).find(([field]) => field.startsWith('NotifyTimes'))?.[1];
  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
      <FormField label={texts.fields.gameId} hint={texts.fields.gameHint} error={errors.GameId}>
        <input
          inputMode="numeric"
          value={values.GameId}
          onChange={(e) => set({ GameId: e.target.value })}
        />
      </FormField>
      <FormField label={texts.fields.title} error={errors.Title}>
        <input value={values.Title} onChange={(e) => set({ Title: e.target.value })} />
      </FormField>
      <FormField label={texts.fields.content} error={errors.Content}>
        <input value={values.Content} onChange={(e) => set({ Content: e.target.value })} />
      </FormField>
      <FormField label={texts.fields.windows} error={windowError}>
        <textarea
          rows={4}
          value={values.Windows}
          onChange={(e) => set({ Windows: e.target.value })}
        />
      </FormField>
    </Form>
  );
}
