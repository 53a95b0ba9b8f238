import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { showWarning } from '../../../shared/dialogs/dialogs-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import {
  useAgreements,
  useSetDailyPay,
  type TAgreementView,
  type TRateView,
} from '../api/contracts-api.ts';
import { errorText } from '../logic/error-text.ts';
import '../styles/agent-contracts.css';
import { payTypeKey } from '../logic/label-keys.ts';

function RateList({ agreement }: { agreement: TAgreementView }) {
  const { t } = useTranslation();
  return (
    <dl className="agreement-rates">
      {agreement.Rates.map((rate) => (
        <div key={rate.PayType}>
          <dt>{t(payTypeKey(rate.PayType))}</dt>
          <dd>{rate.Rate}%</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's rates per type the agent may set, each bounded by the agent's limit. */
function SetRatesForm({
  member,
  current,
  limits,
}: {
  member: string;
  current: TRateView[];
  limits: TRateView[];
}) {
  const { t } = useTranslation();
  const save = useSetDailyPay();
  const [saved, setSaved] = useState(false);
  const [drafts, setDrafts] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      limits.map((limit) => [
        limit.PayType,
        String(current.find((rate) => rate.PayType === limit.PayType)?.Rate ?? 0),
      ]),
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      {
        Member: member,
        Rates: limits.map((limit) => ({
          PayType: limit.PayType,
          Rate: Number(drafts[limit.PayType] ?? 0),
        })),
      },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => void showWarning(errorText(error, t('common.loadError'))),
      },
    );
  };
  if (limits.length === 0) return <p className="muted">{t('agentContracts.agreement.noKinds')}</p>;
  return (
    <form className="agreement-form" onSubmit={submit}>
      {limits.map((limit) => (
        <label key={limit.PayType} className="contract-field">
          <span>
            {t(payTypeKey(limit.PayType))} (%){' '}
            <small className="muted">
              {t('agentContracts.agreement.limit', { rate: limit.Rate })}
            </small>
          </span>
          <input
            inputMode="decimal"
            name={`pay-${limit.PayType}`}
            value={drafts[limit.PayType] ?? ''}
            onChange={(e) => setDrafts({ ...drafts, [limit.PayType]: e.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="button primary" disabled={save.isPending}>
        {t('agentContracts.agreement.save')}
      </button>
      {saved && <p role="status">{t('agentContracts.agreement.saved')}</p>}
    </form>
  );
}

/**
 * /TradeAgreement: my daily pay agreement (the rates my agent set); with `?member=<loginId>` an
 * agent sets that direct member's rates, within its own limits.
 */
export default function TradeAgreementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const member = params.get('member');
  const agreements = useAgreements(member);
  const data = agreements.data;
  const isAgent = useSessionStore((state) => state.session?.isAgent ?? false);
  return (
    <section className="contract-page" aria-labelledby="agreement-title">
      <h1 id="agreement-title">
        {member === null
          ? t('agentContracts.agreement.title')
          : t('agentContracts.agreement.memberTitle', { member })}
      </h1>
      {!data ? (
        <QueryStatus
          status={agreements.isError ? 'error' : 'loading'}
          error={agreements.error}
          onRetry={() => void agreements.refetch()}
        />
      ) : (
        <>
          {data.Member && (
            <SetRatesForm
              key={data.Member.MemberLoginId}
              member={data.Member.MemberLoginId}
              current={data.Member.Rates}
              limits={data.Limits}
            />
          )}
          <h2>{t('agentContracts.agreement.mine')}</h2>
          {data.Mine.Rates.length === 0 ? (
            <QueryStatus status="empty" emptyText={t('agentContracts.agreement.noneMine')} />
          ) : (
            <>
              <p className="contract-meta">
                {t('agentContracts.agreement.setBy', { agent: data.Mine.AgentLoginId })}
              </p>
              <RateList agreement={data.Mine} />
            </>
          )}
        </>
      )}
      {member === null && isAgent && (
        <p className="contract-meta">
          <Link to={paths.player.getHref()}>{t('agentContracts.agreement.setHint')}</Link>
        </p>
      )}
      <Link to={paths.tradeAgreementCurrency.getHref()}>
        {t('agentContracts.agreement.records')}
      </Link>
    </section>
  );
}
