import type { TSecurityCenterData } from '@lottery/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  beginAuthenticator,
  confirmAuthenticator,
  regenerateRecoveryCodes,
  unbindAuthenticator,
} from '../api/account-calls.ts';
import { Field } from './field.tsx';
import { FormStatus } from './form-status.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { useAccountAction } from './use-account-action.ts';

/** A code form of one field and one button (confirm, regenerate, unbind). */
function CodeForm(props: {
  label: string;
  button: string;
  isPending: boolean;
  error: string | null;
  onSubmit(code: string): void;
}) {
  const [code, setCode] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit(code.trim());
    setCode('');
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field
        label={props.label}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormStatus error={props.error} />
      <button className="button" disabled={!code.trim() || props.isPending}>
        {props.button}
      </button>
    </form>
  );
}

function BindFlow({ onCodes }: { onCodes(codes: string[]): void }) {
  const { t } = useTranslation();
  const begin = useAccountAction(beginAuthenticator);
  const confirm = useAccountAction(confirmAuthenticator);
  if (!begin.data)
    return (
      <>
        <FormStatus error={begin.errorText} />
        <button
          type="button"
          className="button primary"
          disabled={begin.isPending}
          onClick={() => begin.mutate(undefined)}
        >
          {t('account.security.bind')}
        </button>
      </>
    );
  return (
    <div className="account-bind">
      <p>{t('account.security.bindSteps')}</p>
      <QRCodeSVG
        value={begin.data.OtpAuthUrl}
        size={168}
        marginSize={2}
        title="otpauth QR"
        className="account-qr"
      />
      <p>
        {t('account.security.secret')}: <code className="account-secret">{begin.data.Secret}</code>
      </p>
      <CodeForm
        label={t('account.security.code')}
        button={t('account.security.confirmBind')}
        isPending={confirm.isPending}
        error={confirm.errorText}
        onSubmit={(code) => confirm.mutate(code, { onSuccess: (r) => onCodes(r.RecoveryCodes) })}
      />
    </div>
  );
}

/**
 * The authenticator: bound or not, the flags that ask it, and the recovery codes. Codes minted
 * at binding or regenerating stay on screen until the page is left: they are never shown again.
 */
export function AuthenticatorPanel({ data }: { data: TSecurityCenterData }) {
  const { t } = useTranslation();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const regenerate = useAccountAction(regenerateRecoveryCodes);
  const unbind = useAccountAction(unbindAuthenticator);
  const purposes = (Object.keys(data.SecondFactorFor) as (keyof typeof data.SecondFactorFor)[])
    .filter((purpose) => data.SecondFactorFor[purpose])
    .map((purpose) => t(`account.security.purposes.${purpose}`));
  return (
    <section className="card account-card" id="authenticator" aria-labelledby="authenticator-title">
      <h2 id="authenticator-title">{t('account.security.authenticator')}</h2>
      {purposes.length > 0 && (
        <p>{t('account.security.secondFactorFor', { list: purposes.join(', ') })}</p>
      )}
      {shownCodes && <RecoveryCodes codes={shownCodes} />}
      {!data.IsEnableGoogleAuthenticator ? (
        <BindFlow onCodes={setShownCodes} />
      ) : (
        <>
          <p className="account-value">✓ {t('account.security.bound')}</p>
          <p>{t('account.security.recoveryLeft', { count: data.RecoveryCodesLeft })}</p>
          <CodeForm
            label={t('account.security.regenerateHint')}
            button={t('account.security.regenerate')}
            isPending={regenerate.isPending}
            error={regenerate.errorText}
            onSubmit={(code) =>
              regenerate.mutate(code, { onSuccess: (r) => setShownCodes(r.RecoveryCodes) })
            }
          />
          <CodeForm
            label={t('account.security.unbindHint')}
            button={t('account.security.unbind')}
            isPending={unbind.isPending}
            error={unbind.errorText}
            onSubmit={(code) => unbind.mutate(code, { onSuccess: () => setShownCodes(null) })}
          />
        </>
      )}
    </section>
  );
}
