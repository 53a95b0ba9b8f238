import type { TShareholderBonusType } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useShareholderBonus } from '../api/dividends-api.ts';
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
            <CardTable
              rowHeader={{
                title: c('period'),
                cell: (item) => `${item.PeriodStart} ~ ${item.PeriodEnd}`,
              }}
              columns={[
                {
                  key: 'siteProfit',
                  title: c('siteProfit'),
                  isNumber: true,
                  cell: (item) => <Money amount={item.SiteProfit} />,
                },
                {
                  key: 'rate',
                  title: c('rate'),
                  isNumber: true,
                  cell: (item) => `${item.RatePercent}%`,
                },
                {
                  key: 'amount',
                  title: c('amount'),
                  isNumber: true,
                  cell: (item) => <Money amount={item.Amount} />,
                },
                {
                  key: 'state',
                  title: c('state'),
                  cell: (item) => t(`agentDividends.states.${dividendStateName(item.State)}`),
                },
              ]}
              rows={data.Items}
              rowKey={(item) => item.Id}
            />
          )}
        </>
      )}
    </section>
  );
}

export const ShareholderLotteryPage = () => <ShareholderBonusPage type="LOTTERY" />;
export const ShareholderExternalPage = () => <ShareholderBonusPage type="EXTERNALGAME" />;
