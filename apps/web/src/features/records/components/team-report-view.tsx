import { maxAgentTeamReportDays } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { Pager, pageCountOf } from '../../../shared/ui/pager.tsx';
import { useTeamReport, type TTeamFigures } from '../api/get-team-report.ts';
import { rangeProblemOf, type TDateRange } from '../logic/site-date.ts';
import { Money } from './money.tsx';

const pageSize = 20;
const moneyColumns = ['Turnover', 'Prize', 'Rebate', 'DailyPay', 'Dividend', 'Profit'] as const;

/** The figure cells of one row, in the order of moneyColumns. */
function FigureCells({ figures }: { figures: TTeamFigures }) {
  const { t } = useTranslation();
  return (
    <>
      {moneyColumns.map((name) => (
        <td key={name} className="is-number" data-label={t(`agentReport.columns.${name}`)}>
          <Money amount={figures[name]} isSigned={name === 'Profit'} />
        </td>
      ))}
    </>
  );
}

function FigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      {moneyColumns.map((name) => (
        <th key={name} scope="col" className="is-number">
          {t(`agentReport.columns.${name}`)}
        </th>
      ))}
    </>
  );
}

/**
 * The agent's team over the page's dates: the total, the direct members (each with its whole
 * team's figures; an agent member opens its own team, and the path above leads back), the
 * levels below and the days. The server refuses any account outside the caller's team.
 */
export default function TeamReportView({ range }: { range: TDateRange }) {
  const { t } = useTranslation();
  // The drill-down path below the caller: [] is the caller's own team.
  const [path, setPath] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const focus = path.at(-1);
  const isRangeValid = rangeProblemOf(range, maxAgentTeamReportDays) === null;
  const report = useTeamReport(
    {
      StartDate: range.from,
      EndDate: range.to,
      ...(focus ? { LoginId: focus } : {}),
      PageIndex: page,
      PageSize: pageSize,
    },
    isRangeValid,
  );
  const goTo = (next: string[]) => {
    setPath(next);
    setPage(1);
  };

  if (!isRangeValid) return null;
  const data = report.data;
  return (
    <div className="team-report" aria-busy={report.isFetching}>
      <nav aria-label={t('agentReport.path')} className="team-report-path">
        <ol>
          <li>
            {path.length === 0 ? (
              <span aria-current="page">{t('agentReport.mine')}</span>
            ) : (
              <button type="button" className="text-button" onClick={() => goTo([])}>
                {t('agentReport.mine')}
              </button>
            )}
          </li>
          {path.map((loginId, i) => (
            <li key={loginId}>
              {i === path.length - 1 ? (
                <span aria-current="page">{loginId}</span>
              ) : (
                <button
                  type="button"
                  className="text-button"
                  onClick={() => goTo(path.slice(0, i + 1))}
                >
                  {loginId}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {!data ? (
        <QueryStatus
          status={report.isError ? 'error' : 'loading'}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          {report.isError ? (
            <QueryStatus
              status="error"
              error={report.error}
              onRetry={() => void report.refetch()}
            />
          ) : null}
          {data.Level > 0 ? (
            <p className="team-report-focus">
              {data.LoginId}: {t('agentReport.levelOf', { level: data.Level })}
            </p>
          ) : null}
          <dl className="records-summary">
            {(['Turnover', 'Prize', 'Rebate', 'DailyPay', 'Dividend', 'Profit'] as const).map(
              (name) => (
                <div key={name}>
                  <dt>{t(`agentReport.columns.${name}`)}</dt>
                  <dd>
                    <Money amount={data.Total[name]} isSigned={name === 'Profit'} />
                  </dd>
                </div>
              ),
            )}
          </dl>
          {data.Total.Tickets === 0 && data.Total.DailyPay === 0 && data.Total.Dividend === 0 ? (
            <QueryStatus status="empty" emptyText={t('agentReport.empty')} />
          ) : null}
          <div className="records-table-wrap">
            <table className="records-table">
              <caption className="records-caption">{t('agentReport.members')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('agentReport.columns.member')}</th>
                  <th scope="col" className="is-number">
                    {t('agentReport.columns.teamSize')}
                  </th>
                  <FigureHeaders />
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    {data.LoginId} ({t('agentReport.self')})
                  </th>
                  <td className="is-number" data-label={t('agentReport.columns.teamSize')}>
                    1
                  </td>
                  <FigureCells figures={data.Self} />
                </tr>
                {data.Members.map((member) => (
                  <tr key={member.LoginId}>
                    <th scope="row">
                      {member.IsAgent ? (
                        <button
                          type="button"
                          className="text-button"
                          aria-label={t('agentReport.drill', { name: member.LoginId })}
                          onClick={() => goTo([...path, member.LoginId])}
                        >
                          {member.LoginId}
                        </button>
                      ) : (
                        member.LoginId
                      )}
                      {member.IsAgent ? (
                        <span className="team-report-tag"> {t('agentReport.agent')}</span>
                      ) : null}
                    </th>
                    <td className="is-number" data-label={t('agentReport.columns.teamSize')}>
                      {member.TeamSize}
                    </td>
                    <FigureCells figures={member} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.TotalCount === 0 ? <p>{t('agentReport.noMembers')}</p> : null}
          <Pager page={page} pages={pageCountOf(data.TotalCount, pageSize)} onPage={setPage} />
          <div className="records-table-wrap">
            <table className="records-table">
              <caption className="records-caption">{t('agentReport.levels')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('agentReport.columns.level')}</th>
                  <th scope="col" className="is-number">
                    {t('agentReport.columns.members')}
                  </th>
                  <FigureHeaders />
                </tr>
              </thead>
              <tbody>
                {data.Levels.map((level) => (
                  <tr key={level.Level}>
                    <th scope="row">
                      {level.Level === 0
                        ? t('agentReport.self')
                        : t('agentReport.levelName', { level: level.Level })}
                    </th>
                    <td className="is-number" data-label={t('agentReport.columns.members')}>
                      {level.Members}
                    </td>
                    <FigureCells figures={level} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="records-total">
                  <th scope="row">{t('agentReport.total')}</th>
                  <td className="is-number" data-label={t('agentReport.columns.members')}>
                    {data.Levels.reduce((n, level) => n + level.Members, 0)}
                  </td>
                  <FigureCells figures={data.Total} />
                </tr>
              </tfoot>
            </table>
          </div>
          {data.Days.length > 0 ? (
            <div className="records-table-wrap">
              <table className="records-table">
                <caption className="records-caption">{t('agentReport.days')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agentReport.columns.date')}</th>
                    <FigureHeaders />
                  </tr>
                </thead>
                <tbody>
                  {data.Days.map((day) => (
                    <tr key={day.Date}>
                      <th scope="row">{day.Date}</th>
                      <FigureCells figures={day} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
