import { dividendRecordStates } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { dividendPageSize, useDividendAction, useMyDividends } from '../api/dividends-api.ts';
import { DividendTable } from '../components/dividend-table.tsx';
import { periodKindName } from '../logic/state-names.ts';
import '../styles/agent-dividends.css';

/**
 * /ProportionalDividend: the dividends I received, newest period first, and the terms they follow
 * (the site's rule for a top-level agent, my contract with my upline otherwise), read-only. A
 * dividend my upline settled off the platform is confirmed here.
 */
export default function ProportionalDividendPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useMyDividends(page);
  const act = useDividendAction();
  const [message, setMessage] = useState('');
  const terms = mine.data?.Terms;
  return (
    <section className="div-page" aria-labelledby="div-mine-title">
      <h1 id="div-mine-title">{t('agentDividends.mine.title')}</h1>
      {mine.data && (
        <section className="div-panel" aria-labelledby="div-terms-title">
          <h2 id="div-terms-title">
            {t('agentDividends.mine.terms')}
            {terms &&
              ` · ${t(terms.Source === 'Rule' ? 'agentDividends.mine.termsRule' : 'agentDividends.mine.termsContract')}` +
                ` · ${t(`agentDividends.periodKinds.${periodKindName(terms.PeriodKind)}`)}`}
          </h2>
          {terms ? (
            <ul>
              {terms.Tiers.map((tier, index) => (
                <li key={index}>
                  {t('agentDividends.mine.tierLoss')} <Money amount={tier.MinTeamLoss} />,{' '}
                  {t('agentDividends.mine.tierTurnover')} <Money amount={tier.MinTurnover} /> (
                  {t(
                    tier.Either ? 'agentDividends.mine.tierEither' : 'agentDividends.mine.tierBoth',
                  )}
                  ) → <strong>{tier.RatePercent}%</strong>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted div-message">{t('agentDividends.mine.noTerms')}</p>
          )}
        </section>
      )}
      {message && (
        <p className="div-message" role="status">
          {message}
        </p>
      )}
      <PagedResult
        query={mine}
        emptyText={t('agentDividends.mine.empty')}
        page={page}
        pageSize={dividendPageSize}
        onPage={setPage}
      >
        {(data) => (
          <DividendTable
            items={data.Items}
            who="payer"
            actions={(record) =>
              record.State === dividendRecordStates.offPlatformRequested && (
                <button
                  type="button"
                  className="button"
                  disabled={act.isPending}
                  onClick={() =>
                    act.mutate(
                      { action: 'accept', id: record.Id },
                      {
                        onSuccess: () => setMessage(t('agentDividends.mine.accepted')),
                        onError: (error) =>
                          setMessage(
                            (error instanceof ApiError && error.body?.Message) ||
                              t('common.loadError'),
                          ),
                      },
                    )
                  }
                >
                  {t('agentDividends.mine.accept')}
                </button>
              )
            }
          />
        )}
      </PagedResult>
    </section>
  );
}
