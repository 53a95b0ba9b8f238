import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { MoneySecurityFields } from '../../../shared/ui/money-security-fields.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { useGrantBonus, useGrantedBonuses, type TGrantBonus } from '../api/dividends-api.ts';
import { ServiceFeesPanel } from '../components/service-fees-panel.tsx';
import '../styles/agent-dividends.css';

const emptyGrant: TGrantBonus = { Member: '', Amount: '', Note: '', FundPassword: '' };

const errorText = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.body?.Message) || fallback;

/**
 * /BonusManagement: bonuses the agent grants team members from its own wallet (with the bonus
 * privilege; fund password; one key per attempt, so a resend never pays twice), the bonuses
 * granted, and the agent service fees agreed with member agents.
 */
export default function BonusManagementPage() {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const allowed = useUserInfo((state) => state.bonusPrivileges?.BonusCreationAllowed ?? false);
  const granted = useGrantedBonuses();
  const grant = useGrantBonus();
  const [form, setForm] = useState(emptyGrant);
  const attempt = useAttemptKey();
  const [message, setMessage] = useState('');
  const change = (key: keyof TGrantBonus) => (value: string) => {
    setForm({ ...form, [key]: value });
    attempt.renew();
  };
  const field = (key: keyof TGrantBonus) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => change(key)(event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    grant.mutate(
      { body: form, key: attempt.key },
      {
        onSuccess: (bonus) => {
          setMessage(
            t('agentDividends.bonus.granted', { member: bonus.LoginId, amount: bonus.Amount }),
          );
          setForm(emptyGrant);
          attempt.renew();
        },
        onError: (error) => {
          setMessage(errorText(error, t('common.loadError')));
          attempt.settle(error);
        },
      },
    );
  };
  return (
    <section className="div-page" aria-labelledby="div-bonus-title">
      <h1 id="div-bonus-title">{t('agentDividends.bonus.title')}</h1>
      <section className="div-panel" aria-labelledby="div-grant-title">
        <h2 id="div-grant-title">{t('agentDividends.bonus.grantTitle')}</h2>
        {allowed ? (
          <form className="form-rows" onSubmit={submit}>
            <FormRow label={t('agentDividends.bonus.member')}>
              <input required maxLength={32} autoComplete="off" {...field('Member')} />
            </FormRow>
            <FormRow label={t('agentDividends.bonus.amount')}>
              <input required inputMode="decimal" pattern="\d+(\.\d{1,3})?" {...field('Amount')} />
            </FormRow>
            <FormRow label={t('agentDividends.bonus.note')}>
              <input maxLength={100} {...field('Note')} />
            </FormRow>
            <MoneySecurityFields
              fundPassword={form.FundPassword}
              onFundPassword={change('FundPassword')}
            />
            <button type="submit" className="button is-primary" disabled={grant.isPending}>
              {t('agentDividends.bonus.grant')}
            </button>
          </form>
        ) : (
          <p className="muted div-message">{t('agentDividends.bonus.notAllowed')}</p>
        )}
        {message && (
          <p className="div-message" role="status">
            {message}
          </p>
        )}
      </section>
      <section className="div-panel" aria-labelledby="div-granted-title">
        <h2 id="div-granted-title">{t('agentDividends.bonus.listTitle')}</h2>
        {!granted.data ? (
          <QueryStatus
            status={granted.isError ? 'error' : 'loading'}
            error={granted.error}
            onRetry={() => void granted.refetch()}
          />
        ) : granted.data.Items.length === 0 ? (
          <QueryStatus status="empty" emptyText={t('agentDividends.bonus.empty')} />
        ) : (
          <ul>
            {granted.data.Items.map((bonus) => (
              <li key={bonus.Id}>
                {siteTime.dateTime(bonus.CreatedAt)} · {bonus.LoginId} ·{' '}
                <Money amount={bonus.Amount} />
                {bonus.Note && ` · ${bonus.Note}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ServiceFeesPanel />
    </section>
  );
}
