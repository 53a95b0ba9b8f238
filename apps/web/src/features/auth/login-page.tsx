import { totpRequiredCode } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../shared/api/http-client.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { login } from './api/login.ts';
import { SiteHeader } from './site-header.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSessionStore((s) => s.save);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!loginId.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      const token = await login({
        LoginId: loginId.trim(),
        Password: password,
        ...(needsTotp ? { TotpCode: totpCode } : {}),
      });
      save(token, Date.now());
      await navigate(paths.home.getHref(), { replace: true });
    } catch (caught) {
      const body = caught instanceof ApiError ? caught.body : null;
      if (body?.Code === totpRequiredCode) setNeedsTotp(true);
      setError(body?.Message ?? t('status.linkFailureText'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="public-page">
      <LanguageSwitch />
      <SiteHeader slot="LoginPage" />
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h2 id="login-title">{t('login.title')}</h2>
        <label className="field">
          <span>{t('login.loginId')}</span>
          <input
            name="LoginId"
            autoComplete="username"
            autoCapitalize="none"
            value={loginId}
            onChange={(e) => setLoginId(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            name="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {needsTotp && (
          <label className="field">
            <span>{t('login.totpCode')}</span>
            <input
              name="TotpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={totpCode}
              onChange={(e) => setTotpCode(e.target.value)}
            />
          </label>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="button primary" type="submit" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
        <Link className="link" to={paths.register.getHref()}>
          {t('login.register')}
        </Link>
      </form>
    </main>
  );
}
