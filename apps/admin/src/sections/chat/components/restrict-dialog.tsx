import { ZChatBanRequest, ZChatMuteRequest } from '@lottery/contracts';
import { Dialog } from '@lottery/client-kit';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../../shared/forms/check-contract.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { useBan, useMute } from '../chat-api.ts';
import { chatTexts } from '../chat-texts.ts';

/** A number field's text as the request's number, or left out when blank. */
const numberOrOmitted = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Mutes a player (in one room or, with no room, in all chat; for some minutes or until lifted)
 * or bans them from a room. Opened from a message (player and room filled in) or by login ID.
 */
export function RestrictDialog({
  loginId,
  roomId,
  onClose,
}: {
  loginId?: string;
  roomId?: number;
  onClose(): void;
}) {
  const texts = chatTexts.useTexts().restrict;
  const mute = useMute();
  const ban = useBan();
  const [values, setValues] = useState({
    LoginId: loginId ?? '',
    Kind: 'mute' as 'mute' | 'ban',
    RoomId: roomId === undefined ? '' : String(roomId),
    Minutes: '60',
    Reason: '',
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const change = values.Kind === 'mute' ? mute : ban;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = {
      LoginId: values.LoginId,
      RoomId: numberOrOmitted(values.RoomId),
      Reason: values.Reason,
    };
    const language = currentLanguage();
    if (values.Kind === 'mute') {
      const checked = checkContract(
        ZChatMuteRequest,
        { ...common, Minutes: numberOrOmitted(values.Minutes) },
        language,
      );
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) mute.mutate(checked.value, { onSuccess: onClose });
    } else {
      const checked = checkContract(ZChatBanRequest, common, language);
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) ban.mutate(checked.value, { onSuccess: onClose });
    }
  }

  return (
    <Dialog
      title={loginId ? fill(texts.title, { player: loginId }) : texts.titleAny}
      onClose={onClose}
      isBodyDescription={false}
    >
      <Form
        onSubmit={submit}
        submitLabel={texts.submit}
        isBusy={change.isPending}
        error={change.error}
      >
        {!loginId && (
          <FormField label={texts.loginId} error={errors.LoginId}>
            <input data-autofocus value={values.LoginId} onChange={set('LoginId')} />
          </FormField>
        )}
        <FormField label={texts.kind}>
          <select value={values.Kind} onChange={set('Kind')}>
            <option value="mute">{texts.mute}</option>
            <option value="ban">{texts.ban}</option>
          </select>
        </FormField>
        <FormField label={texts.roomId} error={errors.RoomId}>
          <input inputMode="numeric" value={values.RoomId} onChange={set('RoomId')} />
        </FormField>
        {values.Kind === 'mute' && (
          <FormField label={texts.minutes} error={errors.Minutes}>
            <input inputMode="numeric" value={values.Minutes} onChange={set('Minutes')} />
          </FormField>
        )}
        <FormField label={texts.reason} error={errors.Reason}>
          <input maxLength={200} value={values.Reason} onChange={set('Reason')} />
        </FormField>
      </Form>
      <button type="button" onClick={onClose}>
        {texts.cancel}
      </button>
    </Dialog>
  );
}
