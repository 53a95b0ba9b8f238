import { transferPointTypes, type TAgentTransferKind } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { MoneySecurityFields } from '../../../shared/ui/money-security-fields.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useMakeTransfer, useTransferInit } from '../api/transfer-api.ts';
import { isValidAmount } from '../logic/transfer-amount.ts';

/**
 * The transfer form of the /AgentTransfer screen and of /Player's row dialog: the caller's
 * balance, the kinds its privileges allow (only those), the member (fixed when the dialog names
 * one), the type for a transfer point, the amount, the fund password and the authenticator code
 * when the account's flag asks for one. One Idempotency-Key per attempt: pressing again after no
 * answer resends the same request, never a second transfer. Refusals show the server's message
 * in the page's language (SPEC §8 transfer results).
 */
export function TransferForm({ member }: { member?: string }) {
  const { t, i18n } = useTranslation();
  const init = useTransferInit();
  const make = useMakeTransfer();
  const [kind, setKind] = useState<TAgentTransferKind | null>(null);
  const [type, setType] = useState<number>(transferPointTypes[0]);
  const [loginId, setLoginId] = useState(member ?? '');
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [code, setCode] = useState('');
  const attempt = useAttemptKey();
  const [done, setDone] = useState<string | null>(null);

  const data = init.data;
  if (!data)
    return (
      <QueryStatus
        status={init.isError ? 'error' : 'loading'}
        error={init.error}
        onRetry={() => void init.refetch()}
      />
    );
  const money = (value: number) => formatAmount(value, i18n.language);
  const chosenKind = kind ?? data.Kinds[0];
  if (!chosenKind)
    return <p className="transfer-note is-warn">{t('agentTransfers.transfer.noKinds')}</p>;
  const amountOk = isValidAmount(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amountOk) return;
    setDone(null);
    make.mutate(
      {
        key: attempt.key,
        body: {
          Kind: chosenKind,
          ...(chosenKind === 'TransferPoint' ? { Type: type } : {}),
          LoginId: loginId.trim(),
          ReceiverName: name.trim(),
          Amount: amount.trim(),
          FundPassword: fundPassword,
          ...(data.SecondFactorRequired ? { SecondFactorCode: code } : {}),
        },
      },
      {
        onSuccess: (result) => {
          setDone(
            t('agentTransfers.transfer.done', {
              member: result.ReceiverLoginId,
              amount: money(result.Amount),
              balance: money(result.Balance),
            }),
          );
          setAmount('');
          setFundPassword('');
          setCode('');
          attempt.renew();
        },
        onError: attempt.settle,
      },
    );
  };

  return (
    <form className="transfer-form" onSubmit={submit}>
      <dl className="transfer-summary">
        <dt>{t('agentTransfers.transfer.balance')}</dt>
        <dd className="transfer-big" data-testid="transfer-balance">
          {money(data.Balance)}
        </dd>
      </dl>
      {!data.FundPasswordSet && (
        <p className="transfer-note is-warn">
          {t('agentTransfers.transfer.fundPasswordFirst')}{' '}
          <Link to={paths.accountPassword.getHref()}>{t('shell.nav.accountPassword')}</Link>
        </p>
      )}
      <fieldset className="transfer-kinds">
        <legend>{t('agentTransfers.transfer.kind')}</legend>
        {data.Kinds.map((candidate) => (
          <label key={candidate} className="transfer-choice">
            <input
              type="radio"
              name="transfer-kind"
              checked={candidate === chosenKind}
              onChange={() => setKind(candidate)}
            />
            <span>
              {t(`agentTransfers.transfer.kinds.${candidate}`)}
              <small className="muted">
                {' '}
                · {t(`agentTransfers.transfer.kindHints.${candidate}`)}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      {chosenKind === 'TransferPoint' && (
        <FormRow label={t('agentTransfers.transfer.type')}>
          <select value={type} onChange={(event) => setType(Number(event.target.value))}>
            {transferPointTypes.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`agentTransfers.transfer.types.${candidate}`)}
              </option>
            ))}
          </select>
        </FormRow>
      )}
      <FormRow label={t('agentTransfers.transfer.loginId')}>
        <input
          value={loginId}
          autoComplete="off"
          readOnly={member !== undefined}
          onChange={(event) => setLoginId(event.target.value)}
          required
        />
      </FormRow>
      <FormRow
        label={t('agentTransfers.transfer.receiverName')}
        hint={t('agentTransfers.transfer.receiverNameHint')}
      >
        <input
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          required
        />
      </FormRow>
      <FormRow label={t('agentTransfers.transfer.amount')}>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={amount !== '' && !amountOk}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
      </FormRow>
      {amount !== '' && !amountOk && (
        <p className="form-error">{t('agentTransfers.transfer.invalidAmount')}</p>
      )}
      <MoneySecurityFields
        fundPassword={fundPassword}
        onFundPassword={setFundPassword}
        secondFactor={data.SecondFactorRequired ? { code, onCode: setCode } : null}
      />
      {make.error && (
        <p className="form-error" role="alert">
          {(make.error instanceof ApiError && make.error.body?.Message) || t('common.loadError')}
        </p>
      )}
      {done && (
        <p className="transfer-note is-ok" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="button primary" disabled={make.isPending || !amountOk}>
        {make.isPending
          ? t('agentTransfers.transfer.submitting')
          : t('agentTransfers.transfer.submit')}
      </button>
    </form>
  );
}
