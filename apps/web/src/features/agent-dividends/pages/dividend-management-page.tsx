import { dividendRecordStates, type TDividendRecordView } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { dividendPageSize, useDividendAction, useMemberDividends } from '../api/dividends-api.ts';
import { DividendTable } from '../components/dividend-table.tsx';
import '../styles/agent-dividends.css';

const payable: readonly number[] = [
  dividendRecordStates.waiting,
  dividendRecordStates.walletNotEnough,
  dividendRecordStates.offPlatformRequested,
];

/**
 * /DividendManagement: the dividends the agent pays its direct members, newest period first
 * (?member=<loginId> for one member, as /Player's "dividend" action opens it). A record the job
 * could not pay (the wallet was short) is paid here, or settled off the platform.
 */
export default function DividendManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const member = params.get('member') ?? '';
  const [draft, setDraft] = useState(member);
  const [page, setPage] = useState(1);
  const records = useMemberDividends({ ...(member && { Member: member }), Page: page });
  const act = useDividendAction();
  const [message, setMessage] = useState('');
  const run = (action: 'pay' | 'request', record: TDividendRecordView) => {
    setMessage('');
    act.mutate(
      { action, id: record.Id },
      {
        onSuccess: () =>
          setMessage(
            action === 'pay'
              ? t('agentDividends.management.paid', { amount: record.Amount })
              : t('agentDividends.management.requested'),
          ),
        onError: (error) =>
          setMessage((error instanceof ApiError && error.body?.Message) || t('common.loadError')),
      },
    );
  };
  return (
    <section className="div-page" aria-labelledby="div-management-title">
      <h1 id="div-management-title">{t('agentDividends.management.title')}</h1>
      <form
        className="form-rows"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setParams(draft.trim() ? { member: draft.trim() } : {});
        }}
      >
        <FormRow label={t('agentDividends.management.memberFilter')}>
          <input
            type="search"
            value={draft}
            maxLength={32}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormRow>
        <button type="submit" className="button">
          {t('agentDividends.management.apply')}
        </button>
        {member && (
          <button
            type="button"
            className="text-button"
            onClick={() => {
              setDraft('');
              setParams({});
            }}
          >
            {t('agentDividends.management.showAll')}
          </button>
        )}
      </form>
      {message && (
        <p className="div-message" role="status">
          {message}
        </p>
      )}
      <PagedResult
        query={records}
        emptyText={t('agentDividends.management.empty')}
        page={page}
        pageSize={dividendPageSize}
        onPage={setPage}
      >
        {(data) => (
          <DividendTable
            items={data.Items}
            who="member"
            actions={(record) =>
              payable.includes(record.State) && (
                <>
                  <button
                    type="button"
                    className="button"
                    disabled={act.isPending}
                    onClick={() => run('pay', record)}
                  >
                    {t('agentDividends.management.pay')}
                  </button>
                  {record.State !== dividendRecordStates.offPlatformRequested && (
                    <button
                      type="button"
                      className="text-button"
                      disabled={act.isPending}
                      onClick={() => run('request', record)}
                    >
                      {t('agentDividends.management.requestOffPlatform')}
                    </button>
                  )}
                </>
              )
            }
          />
        )}
      </PagedResult>
    </section>
  );
}
