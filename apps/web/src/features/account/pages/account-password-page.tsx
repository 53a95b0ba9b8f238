import type { TSecurityCenterData } from '@lottery/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import { changeFundPassword, changeLoginPassword, setFundPassword } from '../api/account-calls.ts';
import { useSecurityCenter } from '../api/security-center.ts';
import { Field } from '../components/field.tsx';
import { FormStatus } from '../components/form-status.tsx';
import { useAccountAction } from '../components/use-account-action.ts';
import '../styles/account.css';

type TTab = 'login' | 'fund';

/** The new password twice: the mismatch is said before anything is sent. */
function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const isMismatch = confirm !== '' && password !== confirm;
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    isMismatch,
    isReady: password !== '' && password === confirm,
  };
}

/** The new password and its confirmation, the mismatch shown on the second. */
function NewPasswordFields(props: {
  next: ReturnType<typeof useNewPassword>;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  const { next } = props;
  return (
    <>
      <Field
        label={props.label}
        type="password"
        autoComplete="new-password"
        value={next.password}
        onChange={(e) => next.setPassword(e.target.value)}
      />
      <Field
        label={props.confirmLabel}
        type="password"
        autoComplete="new-password"
        value={next.confirm}
        error={next.isMismatch ? t('account.common.mismatch') : null}
        onChange={(e) => next.setConfirm(e.target.value)}
      />
    </>
  );
}

function SecondFactorField(props: {
  isAsked: boolean;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  if (!props.isAsked) return null;
  return (
    <Field
      label={t('account.common.totpCode')}
      hint={t('account.common.totpHint')}
      autoComplete="one-time-code"
      inputMode="text"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

function LoginPasswordForm({ data }: { data: TSecurityCenterData }) {
  const { t } = useTranslation();
  const [old, setOld] = useState('');
  const [code, setCode] = useState('');
  const next = useNewPassword();
  const action = useAccountAction(changeLoginPassword);
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate({
      OldPassword: old,
      NewPassword: next.password,
      ...(code.trim() ? { TotpCode: code.trim() } : {}),
    });
  }
  return (
    <form className="card form account-card" onSubmit={submit} noValidate>
      <Field
        label={t('account.password.oldPassword')}
        type="password"
        autoComplete="current-password"
        value={old}
        onChange={(e) => setOld(e.target.value)}
      />
      <NewPasswordFields
        next={next}
        label={t('account.password.newPassword')}
        confirmLabel={t('account.password.confirmPassword')}
      />
      <SecondFactorField
        isAsked={data.SecondFactorFor.PasswordChange}
        value={code}
        onChange={setCode}
      />
      <FormStatus
        error={action.errorText}
        success={action.isSuccess ? t('account.password.changedLogin') : null}
      />
      <button className="button primary" disabled={!old || !next.isReady || action.isPending}>
        {t('account.password.changeLogin')}
      </button>
    </form>
  );
}

/** Keyed by HasFundPassword: setting the first one turns the form into the change form. */
function FundPasswordForm({ data, onSaved }: { data: TSecurityCenterData; onSaved(): void }) {
  const { t } = useTranslation();
  // Changing proves the old fund password; resetting a forgotten one, the login password.
  const [isReset, setIsReset] = useState(!data.HasFundPassword);
  const [proof, setProof] = useState('');
  const [code, setCode] = useState('');
  const next = useNewPassword();
  const set = useAccountAction(setFundPassword);
  const change = useAccountAction(changeFundPassword);
  const action = data.HasFundPassword ? change : set;
  const isAsked = isReset ? data.SecondFactorFor.Reset : data.SecondFactorFor.FundPasswordChange;
  function submit(event: FormEvent) {
    event.preventDefault();
    const onSuccess = () => {
      onSaved();
      setProof('');
      setCode('');
      next.setPassword('');
      next.setConfirm('');
    };
    if (!data.HasFundPassword) {
      set.mutate({ LoginPassword: proof, FundPassword: next.password }, { onSuccess });
      return;
    }
    change.mutate(
      {
        ...(isReset ? { LoginPassword: proof } : { OldFundPassword: proof }),
        NewFundPassword: next.password,
        ...(isAsked && code.trim() ? { TotpCode: code.trim() } : {}),
      },
      { onSuccess },
    );
  }
  return (
    <form className="card form account-card" onSubmit={submit} noValidate>
      <p className="muted">{t('account.password.fundIntro')}</p>
      <p className="account-value">
        {t('account.password.fundTab')}:{' '}
        {data.HasFundPassword ? t('account.common.set') : t('account.common.notSet')}
      </p>
      <Field
        label={isReset ? t('account.common.loginPassword') : t('account.password.oldFund')}
        type="password"
        autoComplete="current-password"
        value={proof}
        onChange={(e) => setProof(e.target.value)}
      />
      {data.HasFundPassword && (
        <button
          type="button"
          className="link account-switch"
          onClick={() => {
            setIsReset(!isReset);
            setProof('');
          }}
        >
          {isReset ? t('account.password.rememberFund') : t('account.password.forgotFund')}
        </button>
      )}
      <NewPasswordFields
        next={next}
        label={t('account.password.newFund')}
        confirmLabel={t('account.password.confirmFund')}
      />
      <SecondFactorField
        isAsked={data.HasFundPassword && isAsked}
        value={code}
        onChange={setCode}
      />
      <FormStatus error={action.errorText} />
      <button className="button primary" disabled={!proof || !next.isReady || action.isPending}>
        {data.HasFundPassword ? t('account.password.changeFund') : t('account.password.setFund')}
      </button>
    </form>
  );
}

/** /AccountPassword: the login password and the fund password, a tab each (?tab= keeps it). */
export default function AccountPasswordPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const prefix = useId();
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'fund' ? 'fund' : 'login';
  const center = useSecurityCenter();
  // Outside the form, which remounts once the first fund password is set.
  const [isFundSaved, setIsFundSaved] = useState(false);
  const tabs = [
    { id: 'login', label: t('account.password.loginTab') },
    { id: 'fund', label: t('account.password.fundTab') },
  ];
  return (
    <section className="page-column account-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('account.password.title')}</h1>
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
        label={t('account.password.tabs')}
        prefix={prefix}
      />
      <div id={tabPanelIdOf(prefix)} role="tabpanel" aria-labelledby={tabIdOf(prefix, tab)}>
        {!center.data ? (
          <QueryStatus
            status={center.isError ? 'error' : 'loading'}
            error={center.error}
            onRetry={() => void center.refetch()}
          />
        ) : tab === 'login' ? (
          <LoginPasswordForm data={center.data} />
        ) : (
          <>
            <FundPasswordForm
              key={String(center.data.HasFundPassword)}
              data={center.data}
              onSaved={() => setIsFundSaved(true)}
            />
            <FormStatus
              error={null}
              success={isFundSaved ? t('account.password.savedFund') : null}
            />
          </>
        )}
      </div>
    </section>
  );
}
