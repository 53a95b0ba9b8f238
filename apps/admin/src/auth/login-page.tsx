import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { nextAfterLogin } from '../app/guards/login-path.ts';
import { currentLanguage } from '../shared/i18n/i18n.ts';
import { startPendingLogin, useSessionStore } from '../shared/session/session-store.ts';
import { ErrorNotice } from '../shared/ui/error-notice.tsx';
import { LanguageSwitch } from '../shared/ui/language-switch.tsx';
import { loginWithPassword } from './api/auth-calls.ts';
import { authTexts } from './auth-texts.ts';

/** /admin/login: login ID and password, then enrolment or the code (the address keeps `next`). */
export function LoginPage() {
  const texts = authTexts.useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hasSession = useSessionStore((state) => state.session !== null);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [isIncomplete, setIsIncomplete] = useState(false);

  if (hasSession) return <Navigate to={nextAfterLogin(search)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!loginId.trim() || !password) {
      setIsIncomplete(true);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const answer = await loginWithPassword(loginId.trim(), password);
      startPendingLogin({
        token: answer.AccessToken,
        loginId: loginId.trim(),
        needsEnrolment: !answer.TotpEnrolled,
      });
      await navigate(`/login/${answer.TotpEnrolled ? 'verify' : 'enrol'}${search}`);
    } catch (failure) {
      setError(failure);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className="auth-card" onSubmit={(event) => void submit(event)} noValidate>
      <div className="auth-head">
        <h1>{texts.login.title}</h1>
        <LanguageSwitch label={currentLanguage() === 'en' ? 'Language' : '语言'} />
      </div>
      <label className="form-field">
        <span className="form-label">{texts.login.loginId}</span>
        <input
          name="loginId"
          autoComplete="username"
          value={loginId}
          autoFocus
          onChange={(event) => {
            setLoginId(event.target.value);
            setIsIncomplete(false);
          }}
        />
      </label>
      <label className="form-field">
        <span className="form-label">{texts.login.password}</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setIsIncomplete(false);
          }}
        />
      </label>
      {isIncomplete && (
        <p className="form-error" role="alert">
          {texts.login.required}
        </p>
      )}
      {error !== null && <ErrorNotice error={error} />}
      <button type="submit" className="button-primary" disabled={isBusy}>
        {texts.login.submit}
      </button>
    </form>
  );
}
