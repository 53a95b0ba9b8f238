import { useMutation, useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { nextAfterLogin } from '../app/guards/login-path.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { ErrorNotice } from '../shared/ui/error-notice.tsx';
import { beginEnrolment, verifySecondFactor } from './api/auth-calls.ts';
import { authTexts } from './auth-texts.ts';
import { CodeInput, isSixDigits } from './code-input.tsx';
import { finishLogin } from './finish-login.ts';
import { RecoveryCodesView } from '../shared/recovery/recovery-codes-view.tsx';

/**
 * First login: the QR code of the otpauth URI and the secret as text, the first code to bind
 * it, then the recovery codes shown once; the console opens after them.
 */
export function EnrolTotpPage() {
  const texts = authTexts.useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  const pending = useSessionStore((state) => state.pending);
  const [code, setCode] = useState('');
  const [isCopied, setIsCopied] = useState(false);
  const [isCodeBad, setIsCodeBad] = useState(false);
  // One secret per pending login: a query, so a re-render (or StrictMode) does not ask twice.
  const enrolment = useQuery({
    queryKey: ['admin-enrolment', pending?.token],
    queryFn: beginEnrolment,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: (value: string) => verifySecondFactor({ Code: value }),
  });
  const opened = useMutation({
    mutationFn: finishLogin,
    onSuccess: () => navigate(nextAfterLogin(search), { replace: true }),
  });

  if (confirm.data) {
    return (
      <div className="auth-card wide">
        <RecoveryCodesView
          loginId={pending?.loginId ?? ''}
          codes={confirm.data.RecoveryCodes ?? []}
          done={{
            label: texts.recovery.done,
            onClick: () => opened.mutate(confirm.data.AccessToken),
          }}
        />
        {opened.error && <ErrorNotice error={opened.error} />}
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isSixDigits(code)) {
      setIsCodeBad(true);
      return;
    }
    confirm.mutate(code);
  }
  async function copySecret(secret: string) {
    await navigator.clipboard?.writeText(secret);
    setIsCopied(true);
  }

  return (
    <form className="auth-card wide" onSubmit={submit} noValidate>
      <h1>{texts.enrol.title}</h1>
      <p>{texts.enrol.intro}</p>
      {enrolment.error && (
        <ErrorNotice error={enrolment.error} onRetry={() => void enrolment.refetch()} />
      )}
      {enrolment.data && (
        <div className="enrolment">
          <QRCodeSVG
            value={enrolment.data.OtpauthUri}
            size={192}
            marginSize={2}
            role="img"
            aria-label={texts.enrol.qrLabel}
          />
          <div className="enrolment-secret">
            <span className="form-label">{texts.enrol.secret}</span>
            <code className="totp-secret" data-testid="totp-secret">
              {enrolment.data.Secret}
            </code>
            <button type="button" onClick={() => void copySecret(enrolment.data.Secret)}>
              {isCopied ? texts.enrol.copied : texts.enrol.copy}
            </button>
          </div>
        </div>
      )}
      <CodeInput
        label={texts.enrol.code}
        value={code}
        onChange={(value) => {
          setCode(value);
          setIsCodeBad(false);
        }}
      />
      {isCodeBad && (
        <p className="form-error" role="alert">
          {texts.codeFormat}
        </p>
      )}
      {confirm.error && <ErrorNotice error={confirm.error} />}
      <button
        type="submit"
        className="button-primary"
        disabled={!enrolment.data || confirm.isPending}
      >
        {texts.enrol.submit}
      </button>
      <Link to="/login">{texts.backToLogin}</Link>
    </form>
  );
}
