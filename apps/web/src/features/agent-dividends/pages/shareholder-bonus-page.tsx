import type { TShareholderBonusType } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useShareholderBonus } from '../api/dividends-api.ts';
import { Money } from '../components/money.tsx';
import { dividendStateName, periodKindName } from '../logic/state-names.ts';
import '../styles/agent-dividends.css';

/**
 * /ShareHolderBonusManagementLottery and /ShareHolderBonusManagementExternal: the rule an
 * administrator set (its text and rate) and the periods paid, newest first.
 */
export function ShareholderBonusPage({ type }: { type: TShareholderBonusType }) {
  const { t } = useTranslation();
  const bonus = useShareholderBonus(type);
  const title = t(
    type === 'LOTTERY'
      ? 'agentDividends.shareholder.titleLottery'
      : 'agentDividends.shareholder.titleExternal',
  );
  const { data } = bonus;
  const c = (key: 'period' | 'siteProfit' | 'rate' | 'amount' | 'state') =>
    t(`agentDividends.columns.${key}`);
  return (
    <section className="div-page" aria-labelledby="div-shareholder-title">
      <h1 id="div-shareholder-title">{title}</h1>
      {!data ? (
        <QueryStatus
          status={bonus.isError ? 'error' : 'loading'}
          error={bonus.error}
          onRetry={() => void bonus.refetch()}
        />
      ) : (
        <>
          <section className="div-panel" aria-labelledby="div-shareholder-rule">
            <h2 id="div-shareholder-rule">{t('agentDividends.shareholder.rule')}</h2>
            {data.Rule ? (
              <>
                <p className="div-message">
                  {t('agentDividends.shareholder.rate', {
                    rate: data.Rule.RatePercent,
                    kind: t(`agentDividends.periodKinds.${periodKindName(data.Rule.PeriodKind)}`),
                  })}
                </p>
                {data.Rule.Content && <p className="div-rule">{data.Rule.Content}</p>}
              </>
            ) : (
              <p className="muted div-message">{t('agentDividends.shareholder.noRule')}</p>
            )}
          </section>
          {data.Items.length === 0 ? (
            <QueryStatus status="empty" emptyText={t('agentDividends.shareholder.empty')} />
          ) : (
            <div className="div-table-wrap">
              <table className="div-table">
                <thead>
                  <tr>
                    <th scope="col">{c('period')}</th>
                    <th scope="col" className="is-number">
                      {c('siteProfit')}
                    </th>
                    <th scope="col" className="is-number">
                      {c('rate')}
                    </th>
                    <th scope="col" className="is-number">
                      {c('amount')}
                    </th>
                    <th scope="col">{c('state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.Items.map((item) => (
                    <tr key={item.Id}>
                      <th scope="row">
                        {item.PeriodStart} ~ {item.PeriodEnd}
                      </th>
                      <td data-label={c('siteProfit')} className="is-number">
                        <Money amount={item.SiteProfit} />
                      </td>
                      <td data-label={c('rate')} className="is-number">
                        {item.RatePercent}%
                      </td>
                      <td data-label={c('amount')} className="is-number">
                        <Money amount={item.Amount} />
                      </td>
                      <td data-label={c('state')}>
                        {t(`agentDividends.states.${dividendStateName(item.State)}`)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

export const ShareholderLotteryPage = () => <ShareholderBonusPage type="LOTTERY" />;
export const ShareholderExternalPage = () => <ShareholderBonusPage type="EXTERNALGAME" />;
