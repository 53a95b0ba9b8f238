import { localStore } from '@lottery/client-kit';
import type { TSecurityCenterData, TUpdateProfileRequest } from '@lottery/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { setRealName, updateProfile } from '../api/account-calls.ts';
import { useSecurityCenter } from '../api/security-center.ts';
import { Field } from '../components/field.tsx';
import { FormStatus } from '../components/form-status.tsx';
import { useAccountAction } from '../components/use-account-action.ts';
import '../styles/account.css';

const profileFields = ['Email', 'Phone', 'QQ', 'WeChat', 'Birthday'] as const;
type TProfileField = (typeof profileFields)[number];
type TProfileForm = Record<TProfileField, string>;

const labelKeys = {
  Email: 'account.info.email',
  Phone: 'account.info.phone',
  QQ: 'account.info.qq',
  WeChat: 'account.info.wechat',
  Birthday: 'account.info.birthday',
} as const satisfies Record<TProfileField, string>;
const inputTypes: Partial<Record<TProfileField, string>> = {
  Email: 'email',
  Phone: 'tel',
  QQ: 'text',
  Birthday: 'date',
};

const savedForm = (data: TSecurityCenterData): TProfileForm => ({
  Email: data.Email ?? '',
  Phone: data.Phone ?? '',
  QQ: data.QQ ?? '',
  WeChat: data.WeChat ?? '',
  Birthday: data.Birthday ?? '',
});

interface TDraft {
  userName: string;
  form: TProfileForm;
}

/** The changed fields only: one left alone is not re-validated (a legacy value stays). */
function changesOf(form: TProfileForm, saved: TProfileForm): TUpdateProfileRequest {
  const changed = profileFields.filter((field) => form[field].trim() !== saved[field]);
  return Object.fromEntries(changed.map((field) => [field, form[field].trim()]));
}

function RealNameSection({ realName }: { realName: string | null }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const action = useAccountAction(setRealName);
  if (realName)
    return (
      <section className="card account-card">
        <h2>{t('account.info.realName')}</h2>
        <p className="account-value">{realName}</p>
        <p className="muted">{t('account.info.realNameHint')}</p>
      </section>
    );
  return (
    <form
      className="card form account-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isConfirming) setIsConfirming(true);
        else action.mutate(name.trim(), { onSettled: () => setIsConfirming(false) });
      }}
    >
      <h2>{t('account.info.realName')}</h2>
      <Field
        label={t('account.info.realName')}
        hint={t('account.info.realNameHint')}
        value={name}
        autoComplete="name"
        maxLength={30}
        onChange={(e) => {
          setName(e.target.value);
          setIsConfirming(false);
        }}
      />
      {isConfirming && (
        <p role="status" className="account-confirm">
          {t('account.info.confirmRealName', { name: name.trim() })}
        </p>
      )}
      <FormStatus error={action.errorText} />
      <button className="button primary" disabled={!name.trim() || action.isPending}>
        {t('account.info.setRealName')}
      </button>
    </form>
  );
}

function ProfileForm({ data }: { data: TSecurityCenterData }) {
  const { t } = useTranslation();
  const userName = useUserInfo((state) => state.userName);
  const saved = savedForm(data);
  // A draft survives a reload; another player's draft on this browser is not theirs.
  const [draft] = useState(() => {
    const stored = localStore.get<TDraft>(storageKeys.accountProfileDraft);
    return stored?.userName === userName ? stored.form : null;
  });
  const [form, setForm] = useState<TProfileForm>(draft ?? saved);
  const action = useAccountAction(updateProfile);
  const changes = changesOf(form, saved);
  const hasChanges = Object.keys(changes).length > 0;
  function edit(field: TProfileField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    action.reset();
    localStore.set(storageKeys.accountProfileDraft, { userName, form: next } satisfies TDraft);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate(changes, {
      onSuccess: () => localStore.remove(storageKeys.accountProfileDraft),
    });
  }
  return (
    <form className="card form account-card" onSubmit={submit} noValidate>
      {draft && hasChanges && !action.isSuccess && (
        <p className="muted" role="status">
          {t('account.info.draftKept')}
        </p>
      )}
      {profileFields.map((field) => (
        <Field
          key={field}
          label={t(labelKeys[field])}
          name={field}
          type={inputTypes[field] ?? 'text'}
          value={form[field]}
          onChange={(e) => edit(field, e.target.value)}
        />
      ))}
      <FormStatus
        error={action.errorText}
        success={action.isSuccess ? t('account.common.saved') : null}
      />
      <button className="button primary" disabled={!hasChanges || action.isPending}>
        {action.isPending ? t('account.common.saving') : t('account.common.save')}
      </button>
    </form>
  );
}

/** /AccountInfo: the real name (set once) and the contact fields under SPEC §5's rules. */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const center = useSecurityCenter();
  return (
    <section className="page-column account-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('account.info.title')}</h1>
      {!center.data ? (
        <QueryStatus
          status={center.isError ? 'error' : 'loading'}
          error={center.error}
          onRetry={() => void center.refetch()}
        />
      ) : (
        <>
          <RealNameSection realName={center.data.RealName} />
          <ProfileForm data={center.data} />
        </>
      )}
    </section>
  );
}
