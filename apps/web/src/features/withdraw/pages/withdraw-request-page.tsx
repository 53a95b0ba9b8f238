import { withdrawTypes } from '@lottery/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { MoneySecurityFields } from '../../../shared/ui/money-security-fields.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useCreateWithdrawal, useInitWithdrawData } from '../api/withdraw-api.ts';
import { BindSheet } from '../components/bind-sheet.tsx';
import { RulesSummary } from '../components/rules-summary.tsx';
import { feeOf, parseAmount, thousandthsToAmount } from '../logic/fee.ts';
import { typeKey } from '../logic/label-keys.ts';
import '../styles/withdraw.css';

/** The form's draft survives a reload (never the passwords or codes). */
const draftKey = 'withdraw-draft';
const readDraft = (): { accountId: number | null; amount: string } => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && 'amount' in stored && 'accountId' in stored)
      return stored as { accountId: number | null; amount: string };
  } catch {
    // A damaged draft is no draft.
  }
  return { accountId: null, amount: '' };
};

/**
 * /WithdrawRequest: balance and the turnover still required, where to pay (or bind one), the
 * amount with its fee and what arrives computed as the player types, the fund password and the
 * authenticator code when the account asks for one, then the rules. One Idempotency-Key per
 * attempt: pressing again after no answer resends the same request, never a second withdrawal.
 */
export default function WithdrawRequestPage() {
  const { t, i18n } = useTranslation();
  const init = useInitWithdrawData();
  const create = useCreateWithdrawal();
  const [draft, setDraft] = useState(readDraft);
  const [fundPassword, setFundPassword] = useState('');
  const [code, setCode] = useState('');
  // ?bind=1: sent here to bind a card (a deposit channel requires one), the form opens at once.
  const [params] = useSearchParams();
  const [isBinding, setIsBinding] = useState(() => params.get('bind') === '1');
  const attempt = useAttemptKey();
  const [doneOrder, setDoneOrder] = useState<string | null>(null);

  useEffect(() => sessionStorage.setItem(draftKey, JSON.stringify(draft)), [draft]);

  const data = init.data;
  if (!data)
    return (
      <section className="withdraw-page">
        <h1>{t('withdraw.request.title')}</h1>
        <QueryStatus
          status={init.isError ? 'error' : 'loading'}
          error={init.error}
          onRetry={() => void init.refetch()}
        />
      </section>
    );

  const money = (amount: number) => formatAmount(amount, i18n.language);
  const account =
    data.Accounts.find((candidate) => candidate.Id === draft.accountId) ?? data.Accounts[0];
  const amount = parseAmount(draft.amount);
  const fee =
    amount === null || !account
      ? null
      : feeOf(data.Rules, account.Type === withdrawTypes.usdt, amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account || amount === null) return;
    create.mutate(
      {
        key: attempt.key,
        body: {
          PayoutAccountId: account.Id,
          Amount: draft.amount.trim(),
          FundPassword: fundPassword,
          ...(data.SecondFactorRequired ? { SecondFactorCode: code } : {}),
        },
      },
      {
        onSuccess: (withdrawal) => {
          setDoneOrder(withdrawal.OrderNo);
          setDraft({ accountId: account.Id, amount: '' });
          setFundPassword('');
          setCode('');
          attempt.renew();
        },
        onError: attempt.settle,
      },
    );
  };

  return (
    <section className="withdraw-page" aria-labelledby="withdraw-title">
      <h1 id="withdraw-title">{t('withdraw.request.title')}</h1>
      <dl className="withdraw-summary">
        <div>
          <dt>{t('withdraw.request.balance')}</dt>
          <dd className="withdraw-big">{money(data.Balance)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.request.turnoverRemaining')}</dt>
          <dd>{money(data.TurnoverRemaining)}</dd>
        </div>
      </dl>
      <p className={data.TurnoverRemaining > 0 ? 'withdraw-note is-warn' : 'withdraw-note'}>
        {data.TurnoverRemaining > 0
          ? t('withdraw.request.turnoverNote', { amount: money(data.TurnoverRemaining) })
          : t('withdraw.request.turnoverDone')}
      </p>
      {!data.FundPasswordSet && (
        <p className="withdraw-note is-warn">
          {t('withdraw.request.fundPasswordFirst')}{' '}
          <Link to={paths.accountPassword.getHref()}>{t('withdraw.request.setFundPassword')}</Link>
        </p>
      )}
      {doneOrder && (
        <p className="withdraw-note is-ok" role="status">
          {t('withdraw.request.done', { orderNo: doneOrder })}{' '}
          <Link to={paths.withdrawRecord.getHref()}>{t('withdraw.request.records')}</Link>
        </p>
      )}

      {isBinding ? (
        <>
          {!data.RealNameSet && (
            <p className="withdraw-note is-warn">
              {t('withdraw.request.realNameFirst')}{' '}
              <Link to={paths.accountInfo.getHref()}>{t('withdraw.request.setRealName')}</Link>
            </p>
          )}
          <BindSheet
            needsSecondFactor={data.SecondFactorRequired}
            onDone={(id) => {
              setDraft((current) => ({ ...current, accountId: id }));
              setIsBinding(false);
            }}
            onCancel={() => setIsBinding(false)}
          />
        </>
      ) : (
        <form className="withdraw-form" onSubmit={submit}>
          <fieldset className="withdraw-accounts">
            <legend>{t('withdraw.request.account')}</legend>
            {data.Accounts.length === 0 && (
              <p className="muted">{t('withdraw.request.noAccounts')}</p>
            )}
            {data.Accounts.map((candidate) => (
              <label key={candidate.Id} className="withdraw-account">
                <input
                  type="radio"
                  name="account"
                  checked={candidate.Id === account?.Id}
                  onChange={() => setDraft((current) => ({ ...current, accountId: candidate.Id }))}
                />
                <span>
                  {t(typeKey(candidate.Type))} · {candidate.Provider} {candidate.MaskedNumber}
                </span>
              </label>
            ))}
            <button type="button" className="button" onClick={() => setIsBinding(true)}>
              {t('withdraw.request.bindNew')}
            </button>
          </fieldset>
          <FormRow label={t('withdraw.request.amount')}>
            <input
              inputMode="decimal"
              autoComplete="off"
              value={draft.amount}
              aria-invalid={draft.amount !== '' && amount === null}
              onChange={(event) =>
                setDraft((current) => ({ ...current, amount: event.target.value }))
              }
            />
          </FormRow>
          {draft.amount !== '' && amount === null && (
            <p className="form-error">{t('withdraw.request.invalidAmount')}</p>
          )}
          {amount !== null && fee !== null && (
            <dl className="withdraw-preview" aria-live="polite">
              <div>
                <dt>{t('withdraw.request.fee')}</dt>
                <dd>{money(thousandthsToAmount(fee))}</dd>
              </div>
              <div>
                <dt>{t('withdraw.request.debited')}</dt>
                <dd>{money(thousandthsToAmount(amount + fee))}</dd>
              </div>
              <div>
                <dt>{t('withdraw.request.arrives')}</dt>
                <dd className="withdraw-big">{money(thousandthsToAmount(amount))}</dd>
              </div>
            </dl>
          )}
          <MoneySecurityFields
            fundPassword={fundPassword}
            onFundPassword={setFundPassword}
            secondFactor={data.SecondFactorRequired ? { code, onCode: setCode } : null}
          />
          {create.error && (
            <p className="form-error" role="alert">
              {(create.error instanceof ApiError && create.error.body?.Message) ||
                t('common.loadError')}
            </p>
          )}
          <button
            type="submit"
            className="button primary"
            disabled={create.isPending || !account || amount === null}
          >
            {create.isPending ? t('withdraw.request.submitting') : t('withdraw.request.submit')}
          </button>
          {!account && <p className="muted">{t('withdraw.request.chooseAccount')}</p>}
        </form>
      )}
      <RulesSummary data={data} />
      <Link to={paths.withdrawRecord.getHref()}>{t('withdraw.request.records')}</Link>
    </section>
  );
}
