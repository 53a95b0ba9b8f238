import {
  playerErrors,
  registerLinkDisabledCode,
  registerLinkExpiredCode,
  registerLinkUsedUpCode,
  type TRegisterRequest,
} from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../shared/api/http-client.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { registerAccount } from './api/register.ts';
import {
  registerFieldErrors,
  registerFields,
  type TRegisterField,
  type TRegisterForm,
} from './register-form-rules.ts';
import { SiteHeader } from './site-header.tsx';

const optionalFields: ReadonlySet<TRegisterField> = new Set([
  'NickName',
  'QQ',
  'WeChat',
  'Phone',
  'InviteCode',
]);
const inputTypes: Partial<Record<TRegisterField, string>> = {
  Password: 'password',
  ConfirmPassword: 'password',
  Email: 'email',
  Phone: 'tel',
};
const autoCompletes: Partial<Record<TRegisterField, string>> = {
  LoginId: 'username',
  Password: 'new-password',
  ConfirmPassword: 'new-password',
  Email: 'email',
  NickName: 'nickname',
  Phone: 'tel',
};

/** Refusals about one field, shown on it (an invite link the server refuses is its code's). */
const fieldOfRefusal = new Map<number, TRegisterField>([
  [playerErrors.LoginIdTaken.code, 'LoginId'],
  [playerErrors.EmailTaken.code, 'Email'],
  [playerErrors.InviteCodeInvalid.code, 'InviteCode'],
  [registerLinkExpiredCode, 'InviteCode'],
  [registerLinkDisabledCode, 'InviteCode'],
  [registerLinkUsedUpCode, 'InviteCode'],
]);

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code } = useParams();
  const save = useSessionStore((s) => s.save);
  const [form, setForm] = useState<TRegisterForm>(() => ({
    ...(Object.fromEntries(registerFields.map((f) => [f, ''])) as TRegisterForm),
    InviteCode: code ?? '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<TRegisterField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<TRegisterField, string>>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const ruleErrors = registerFieldErrors(form, currentLanguage());
  const errorOf = (field: TRegisterField) =>
    serverErrors[field] ?? (touched.has(field) ? ruleErrors[field] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(new Set(registerFields));
    if (Object.keys(ruleErrors).length > 0) return;
    setSubmitting(true);
    setFormError('');
    try {
      const token = await registerAccount(form as unknown as TRegisterRequest);
      save(token, Date.now());
      await navigate(paths.home.getHref(), { replace: true });
    } catch (caught) {
      const body = caught instanceof ApiError ? caught.body : null;
      const named = body?.Field as TRegisterField | undefined;
      const field =
        named && registerFields.includes(named) ? named : fieldOfRefusal.get(body?.Code ?? 0);
      if (body && field) setServerErrors({ [field]: body.Message });
      else setFormError(body?.Message ?? t('status.linkFailureText'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="public-page">
      <LanguageSwitch />
      <SiteHeader slot="RegisterPage" />
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="register-title">
        <h2 id="register-title">{t('register.title')}</h2>
        {registerFields.map((field) => {
          const error = errorOf(field);
          const errorId = `${field}-error`;
          return (
            <label className="field" key={field}>
              <span>
                {field === 'InviteCode' ? t('register.inviteCode') : t(`registerField.${field}`)}
                {optionalFields.has(field) && <small> ({t('register.optional')})</small>}
              </span>
              <input
                name={field}
                type={inputTypes[field] ?? 'text'}
                autoComplete={autoCompletes[field] ?? 'off'}
                value={form[field]}
                readOnly={field === 'InviteCode' && Boolean(code)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setForm({ ...form, [field]: e.target.value });
                  setServerErrors({});
                }}
                onBlur={() => setTouched(new Set(touched).add(field))}
              />
              {error && (
                <span className="field-error" id={errorId}>
                  {error}
                </span>
              )}
            </label>
          );
        })}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button className="button primary" type="submit" disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
        <Link className="link" to={paths.login.getHref()}>
          {t('register.haveAccount')}
        </Link>
      </form>
    </main>
  );
}
