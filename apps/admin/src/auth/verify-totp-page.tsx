import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { nextAfterLogin } from '../app/guards/login-path.ts';
import { ErrorNotice } from '../shared/ui/error-notice.tsx';
import { verifySecondFactor } from './api/auth-calls.ts';
import { authTexts } from './auth-texts.ts';
import { CodeInput, isSixDigits } from './code-input.tsx';
import { finishLogin } from './finish-login.ts';

/** Later logins: the authenticator's code, or one of the recovery codes. */
export function VerifyTotpPage() {
  const texts = authTexts.useTexts().verify;
  const shared = authTexts.useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [isCodeBad, setIsCodeBad] = useState(false);
  const verify = useMutation({
    mutationFn: async () => {
      const verified = await verifySecondFactor(
        isRecovery ? { RecoveryCode: recoveryCode.trim() } : { Code: code },
      );
      await finishLogin(verified.AccessToken);
    },
    onSuccess: () => navigate(nextAfterLogin(search), { replace: true }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isRecovery && !isSixDigits(code)) {
      setIsCodeBad(true);
      return;
    }
    if (isRecovery && !recoveryCode.trim()) return;
    verify.mutate();
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>{texts.title}</h1>
      <p>{isRecovery ? texts.recoveryIntro : texts.intro}</p>
      {isRecovery ? (
        <label className="form-field">
          <span className="form-label">{texts.recoveryCode}</span>
          <input
            name="recoveryCode"
            autoComplete="off"
            autoFocus
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
          />
        </label>
      ) : (
        <CodeInput
          label={texts.code}
          value={code}
          onChange={(value) => {
            setCode(value);
            setIsCodeBad(false);
          }}
        />
      )}
      {isCodeBad && (
        <p className="form-error" role="alert">
          {shared.codeFormat}
        </p>
      )}
      {verify.error && <ErrorNotice error={verify.error} />}
      <button type="submit" className="button-primary" disabled={verify.isPending}>
        {texts.submit}
      </button>
      <button
        type="button"
        className="button-link"
        onClick={() => {
          setIsRecovery((value) => !value);
          verify.reset();
        }}
      >
        {isRecovery ? texts.useCode : texts.useRecovery}
      </button>
      <Link to="/login">{shared.backToLogin}</Link>
    </form>
  );
}
