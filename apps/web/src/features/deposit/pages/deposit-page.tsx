import { errorCatalogue } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import {
  createDeposit,
  depositDataQuery,
  depositKey,
  type TDepositData,
} from '../api/deposit-api.ts';
import { ChannelCard } from '../components/channel-card.tsx';
import { quickAmountsOf } from '../components/charge-text.ts';
import { useDepositDraft } from '../components/use-deposit-draft.ts';
import '../styles/deposit.css';

const tabsPrefix = 'deposit-types';
/** The channel takes orders only from players with a bank card bound (7106). */
const noBankCardCode = errorCatalogue.DepositNoBankCard.code;

/**
 * /Deposit: the ways to deposit that apply to the player (tabs), each way's channels with their
 * range, hours and fee or bonus, the amount (quick picks within the range) and, for a bank
 * transfer, the depositor's name; then the order's instructions (/DepositQrcode), or the
 * gateway's page for a redirect. The unfinished order and the turnover still required are shown
 * above. The form is kept for the visit (a reload loses nothing).
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const query = useQuery(depositDataQuery);
  const titleId = useId();
  return (
    <section className="deposit-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('deposit.title')}</h1>
      {query.data ? (
        <DepositForm data={query.data} />
      ) : (
        <QueryStatus
          status={query.isError ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}

function DepositForm({ data }: { data: TDepositData }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const { draft, setDraft, clear } = useDepositDraft();
  const [error, setError] = useState<string | null>(null);
  const [needsCard, setNeedsCard] = useState(false);
  const [isSending, setSending] = useState(false);
  // One key per attempt: a retry of the same tap (a lost answer) is the same order.
  const attempt = useAttemptKey();
  const amountId = useId();
  const nameId = useId();
  const errorId = useId();

  if (data.DepositDisabled)
    return (
      <p className="form-error" role="alert">
        {t('deposit.disabled')}
      </p>
    );
  const type = data.Types.find((entry) => entry.Type === draft.type) ?? data.Types[0];
  const channel =
    type?.Channels.find((entry) => entry.Id === draft.channelId && entry.IsOpen) ??
    type?.Channels.find((entry) => entry.IsOpen);
  const change = (next: Partial<typeof draft>) => {
    attempt.renew();
    setError(null);
    setNeedsCard(false);
    setDraft({ ...draft, ...next });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!channel || isSending) return;
    setSending(true);
    setError(null);
    setNeedsCard(false);
    try {
      const order = await createDeposit(
        {
          ChannelId: channel.Id,
          Amount: Number(draft.amount),
          ...(channel.DepositorNameRequired ? { DepositorName: draft.depositorName.trim() } : {}),
        },
        attempt.key,
      );
      attempt.renew();
      clear();
      await queryClient.invalidateQueries({ queryKey: depositKey });
      await queryClient.invalidateQueries({ queryKey: recordsKey });
      if (order.Instructions?.Kind === 'redirect')
        window.location.assign(order.Instructions.PayUrl);
      else await navigate(paths.depositQrcode.getHref(order.OrderNo));
    } catch (caught) {
      attempt.settle(caught);
      setError((caught instanceof ApiError && caught.body?.Message) || t('records.callFailed'));
      setNeedsCard(caught instanceof ApiError && caught.body?.Code === noBankCardCode);
    } finally {
      setSending(false);
    }
  }

  const { Turnover: turnover, PendingOrder: pending } = data;
  return (
    <>
      {pending && (
        <p className="deposit-pending" role="status">
          {t('deposit.pending', { orderNo: pending.OrderNo, amount: money(pending.Amount) })}{' '}
          <Link to={paths.depositQrcode.getHref(pending.OrderNo)}>{t('deposit.viewPending')}</Link>
        </p>
      )}
      <p className="deposit-turnover muted">
        {turnover.Remaining > 0
          ? t('deposit.turnover', {
              remaining: money(turnover.Remaining),
              achieved: money(turnover.Achieved),
              required: money(turnover.Required),
            })
          : t('deposit.turnoverDone')}
      </p>
      {!type ? (
        <QueryStatus status="empty" emptyText={t('deposit.noChannels')} />
      ) : (
        <>
          <TabList
            tabs={data.Types.map((entry) => ({
              id: String(entry.Type),
              label: t(`deposit.types.${entry.Type}` as 'deposit.types.1'),
            }))}
            selected={String(type.Type)}
            onSelect={(id) => change({ type: Number(id), channelId: null })}
            label={t('deposit.typesLabel')}
            prefix={tabsPrefix}
          />
          <form
            id={tabPanelIdOf(tabsPrefix)}
            role="tabpanel"
            aria-labelledby={tabIdOf(tabsPrefix, String(type.Type))}
            className="deposit-form card"
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <fieldset className="deposit-channels">
              <legend>{t('deposit.channels')}</legend>
              {type.Channels.map((entry) => (
                <ChannelCard
                  key={entry.Id}
                  channel={entry}
                  name="deposit-channel"
                  isSelected={entry.Id === channel?.Id}
                  onSelect={() => change({ channelId: entry.Id })}
                />
              ))}
            </fieldset>
            {channel && (
              <>
                <div className="field">
                  <label htmlFor={amountId}>{t('deposit.amount')}</label>
                  <input
                    id={amountId}
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft.amount}
                    placeholder={`${money(channel.MinAmount)} – ${money(channel.MaxAmount)}`}
                    aria-invalid={error !== null}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => change({ amount: event.target.value })}
                  />
                </div>
                <div className="deposit-quick" role="group" aria-label={t('deposit.quickAmounts')}>
                  {quickAmountsOf(channel).map((amount) => (
                    <button
                      key={amount}
                      type="button"
                      className={`button${draft.amount === String(amount) ? ' primary' : ''}`}
                      aria-pressed={draft.amount === String(amount)}
                      onClick={() => change({ amount: String(amount) })}
                    >
                      {amount}
                    </button>
                  ))}
                </div>
                {channel.DepositorNameRequired && (
                  <div className="field">
                    <label htmlFor={nameId}>{t('deposit.depositorName')}</label>
                    <input
                      id={nameId}
                      autoComplete="name"
                      maxLength={40}
                      value={draft.depositorName}
                      onChange={(event) => change({ depositorName: event.target.value })}
                    />
                    <small className="muted">{t('deposit.depositorNameHint')}</small>
                  </div>
                )}
                {error && (
                  <p id={errorId} className="form-error" role="alert">
                    {error}
                    {needsCard && (
                      <>
                        {' '}
                        <Link to={paths.withdrawRequest.getHref({ bind: true })}>
                          {t('deposit.bindCard')}
                        </Link>
                      </>
                    )}
                  </p>
                )}
                <button
                  type="submit"
                  className="button primary deposit-submit"
                  disabled={isSending}
                >
                  {isSending ? t('deposit.submitting') : t('deposit.submit')}
                </button>
              </>
            )}
          </form>
        </>
      )}
    </>
  );
}
