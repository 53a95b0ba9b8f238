import { activePeriods } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteCalendarDateOf, useSiteTimeZone } from '../../../shared/format/site-time.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { useActiveAccounts } from '../api/team-calls.ts';
import { teamPageSize } from '../api/team-members.ts';
import '../styles/agent-team.css';

type TPeriod = (typeof activePeriods)[number];

/**
 * /ActiveAccount: the team's members active in a site day, week or month (placed a bet or logged
 * in), counted per level against the level's size, and listed.
 */
export default function ActiveAccountPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TPeriod>('day');
  const [date, setDate] = useState('');
  // No date asks for the period holding today: the field shows which day that is, in site time.
  const timeZone = useSiteTimeZone((state) => state.timeZone);
  const [today] = useState(() => Date.now());
  const [page, setPage] = useState(1);
  const active = useActiveAccounts({
    Period: period,
    ...(date && { Date: date }),
    PageIndex: page,
    PageSize: teamPageSize,
  });
  const data = active.data;
  return (
    <section className="team-page" aria-labelledby="active-account-title">
      <h1 id="active-account-title">{t('agentTeam.active.title')}</h1>
      <div className="form-rows">
        <FormRow label={t('agentTeam.active.period')}>
          <select
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as TPeriod);
              setPage(1);
            }}
          >
            {activePeriods.map((value) => (
              <option key={value} value={value}>
                {t(`agentTeam.active.periods.${value}`)}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow label={t('agentTeam.active.date')}>
          <input
            type="date"
            value={date || siteCalendarDateOf(today, timeZone)}
            onChange={(event) => {
              setDate(event.target.value);
              setPage(1);
            }}
          />
        </FormRow>
      </div>
      <p className="muted team-message">{t('agentTeam.active.rule')}</p>
      {data && (
        <>
          <p className="team-message">
            {t('agentTeam.active.range', { from: data.From, to: data.To })} ·{' '}
            <strong>{t('agentTeam.active.total', { count: data.Total })}</strong>
          </p>
          <dl className="team-levels">
            {data.Levels.map((level) => (
              <div key={level.Depth}>
                <dt>{t('agentTeam.active.level', { depth: level.Depth })}</dt>
                <dd>
                  {t('agentTeam.active.levelCount', {
                    active: level.Active,
                    members: level.Members,
                  })}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <PagedResult
        query={active}
        emptyText={t('agentTeam.active.empty')}
        page={page}
        pageSize={teamPageSize}
        onPage={setPage}
      >
        {(result) => (
          <CardTable
            rowHeader={{
              title: t('agentTeam.columns.member'),
              cell: (item) => (
                <>
                  {item.LoginId}{' '}
                  <small className="muted">{t('agentTeam.level', { depth: item.Depth })}</small>
                </>
              ),
            }}
            columns={[
              {
                key: 'role',
                title: t('agentTeam.columns.role'),
                cell: (item) => t(`agentTeam.roles.${item.Role}`),
              },
              {
                key: 'bet',
                title: t('agentTeam.active.bet'),
                cell: (item) => (item.Bet ? '✓' : '–'),
              },
              {
                key: 'login',
                title: t('agentTeam.active.login'),
                cell: (item) => (item.LoggedIn ? '✓' : '–'),
              },
              {
                key: 'turnover',
                title: t('agentTeam.columns.turnover'),
                isNumber: true,
                cell: (item) => <Money amount={item.Turnover} />,
              },
            ]}
            rows={result.Items}
            rowKey={(item) => item.UserId}
          />
        )}
      </PagedResult>
    </section>
  );
}
