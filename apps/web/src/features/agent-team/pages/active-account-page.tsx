import { activePeriods } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveAccounts } from '../api/team-calls.ts';
import { Money } from '../components/money.tsx';
import { PagedList, teamPageSize } from '../components/paged-list.tsx';
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
      <div className="team-filters">
        <label className="team-field">
          <span>{t('agentTeam.active.period')}</span>
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
        </label>
        <label className="team-field">
          <span>{t('agentTeam.active.date')}</span>
          <input
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setPage(1);
            }}
          />
        </label>
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
      <PagedList
        query={active}
        emptyText={t('agentTeam.active.empty')}
        page={page}
        onPage={setPage}
      >
        {(result) => (
          <div className="team-table-wrap">
            <table className="team-table">
              <thead>
                <tr>
                  <th scope="col">{t('agentTeam.columns.member')}</th>
                  <th scope="col">{t('agentTeam.columns.role')}</th>
                  <th scope="col">{t('agentTeam.active.bet')}</th>
                  <th scope="col">{t('agentTeam.active.login')}</th>
                  <th scope="col" className="is-number">
                    {t('agentTeam.columns.turnover')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.Items.map((item) => (
                  <tr key={item.UserId}>
                    <th scope="row">
                      {item.LoginId}{' '}
                      <small className="muted">{t('agentTeam.level', { depth: item.Depth })}</small>
                    </th>
                    <td data-label={t('agentTeam.columns.role')}>
                      {t(`agentTeam.roles.${item.Role}`)}
                    </td>
                    <td data-label={t('agentTeam.active.bet')}>{item.Bet ? '✓' : '–'}</td>
                    <td data-label={t('agentTeam.active.login')}>{item.LoggedIn ? '✓' : '–'}</td>
                    <td data-label={t('agentTeam.columns.turnover')} className="is-number">
                      <Money amount={item.Turnover} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </section>
  );
}
