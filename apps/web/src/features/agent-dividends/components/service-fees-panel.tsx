import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useServiceFees, useSetServiceFee } from '../api/dividends-api.ts';
import { feeStateName, periodKindName } from '../logic/state-names.ts';

/**
 * Agent service fees: what my member agents pay me per period (set or changed here), what I pay
 * my upline, and the fees charged, newest first.
 */
export function ServiceFeesPanel() {
  const { t } = useTranslation();
  const fees = useServiceFees();
  const save = useSetServiceFee();
  const [member, setMember] = useState('');
  const [amount, setAmount] = useState('');
  const [periodKind, setPeriodKind] = useState<1 | 2>(2);
  const [message, setMessage] = useState('');
  const kind = (value: number) => t(`agentDividends.periodKinds.${periodKindName(value)}`);
  const { data } = fees;
  return (
    <section className="div-panel" aria-labelledby="div-fees-title">
      <h2 id="div-fees-title">{t('agentDividends.bonus.feesTitle')}</h2>
      <form
        className="form-rows"
        onSubmit={(event) => {
          event.preventDefault();
          setMessage('');
          save.mutate(
            { Member: member.trim(), Amount: amount, PeriodKind: periodKind },
            {
              onSuccess: () => setMessage(t('agentDividends.bonus.feeSaved')),
              onError: (error) =>
                setMessage(
                  (error instanceof ApiError && error.body?.Message) || t('common.loadError'),
                ),
            },
          );
        }}
      >
        <FormRow label={t('agentDividends.bonus.feeMember')}>
          <input
            required
            maxLength={32}
            value={member}
            onChange={(event) => setMember(event.target.value)}
          />
        </FormRow>
        <FormRow label={t('agentDividends.bonus.feeAmount')}>
          <input
            required
            inputMode="decimal"
            pattern="\d+(\.\d{1,3})?"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormRow>
        <FormRow label={t('agentDividends.bonus.feePeriod')}>
          <select
            value={periodKind}
            onChange={(event) => setPeriodKind(Number(event.target.value) as 1 | 2)}
          >
            <option value={1}>{kind(1)}</option>
            <option value={2}>{kind(2)}</option>
          </select>
        </FormRow>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('agentDividends.bonus.feeSave')}
        </button>
      </form>
      {message && (
        <p className="div-message" role="status">
          {message}
        </p>
      )}
      {!data ? (
        <QueryStatus
          status={fees.isError ? 'error' : 'loading'}
          error={fees.error}
          onRetry={() => void fees.refetch()}
        />
      ) : (
        <>
          {data.MyAgreement && (
            <p className="div-message">
              {t('agentDividends.bonus.myAgreement', {
                amount: data.MyAgreement.Amount,
                kind: kind(data.MyAgreement.PeriodKind),
              })}
            </p>
          )}
          {data.Agreements.length > 0 && (
            <>
              <h3>{t('agentDividends.bonus.feeAgreements')}</h3>
              <ul>
                {data.Agreements.map((agreement) => (
                  <li key={agreement.LoginId}>
                    {agreement.LoginId} · <Money amount={agreement.Amount} /> /{' '}
                    {kind(agreement.PeriodKind)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3>{t('agentDividends.bonus.feeRecords')}</h3>
          {data.Records.length === 0 ? (
            <QueryStatus status="empty" emptyText={t('agentDividends.bonus.feeEmpty')} />
          ) : (
            <ul>
              {data.Records.map((record) => (
                <li key={record.Id}>
                  {record.PeriodStart} ~ {record.PeriodEnd} · {record.PayerLoginId} →{' '}
                  {record.ReceiverLoginId} · <Money amount={record.Amount} /> ·{' '}
                  <span className={`div-fee-state is-${record.State}`}>
                    {t(`agentDividends.feeStates.${feeStateName(record.State)}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
