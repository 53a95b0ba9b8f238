import { maxAgentTeamReportDays } from '@lottery/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, type TCardColumn } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { Pager, pageCountOf } from '../../../shared/ui/pager.tsx';
import { useTeamReport, type TTeamFigures } from '../api/get-team-report.ts';
import { rangeProblemOf, type TDateRange } from '../logic/site-date.ts';

const pageSize = 20;
const moneyColumns = ['Turnover', 'Prize', 'Rebate', 'DailyPay', 'Dividend', 'Profit'] as const;

/** A row of the report's tables: who or what, a count (team size, members) and the figures. */
interface TReportRow {
  key: string;
  label: ReactNode;
  count?: number;
  figures: TTeamFigures;
}

function useFigureColumns(): TCardColumn<TReportRow>[] {
  const { t } = useTranslation();
  return moneyColumns.map((name) => ({
    key: name,
    title: t(`agentReport.columns.${name}`),
    isNumber: true,
    cell: (row) => <Money amount={row.figures[name]} isSigned={name === 'Profit'} />,
  }));
}

const labelColumn = (title: string) => ({ title, cell: (row: TReportRow) => row.label });
const countColumn = (title: string): TCardColumn<TReportRow> => ({
  key: 'count',
  title,
  isNumber: true,
  cell: (row) => row.count,
});
const rowKey = (row: TReportRow) => row.key;

/**
 * The agent's team over the page's dates: the total, the direct members (each with its whole
 * team's figures; an agent member opens its own team, and the path above leads back), the
 * levels below and the days. The server refuses any account outside the caller's team.
 */
export default function TeamReportView({ range }: { range: TDateRange }) {
  const { t } = useTranslation();
  const figureColumns = useFigureColumns();
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
          <CardTable
            caption={t('agentReport.members')}
            rowHeader={labelColumn(t('agentReport.columns.member'))}
            columns={[countColumn(t('agentReport.columns.teamSize')), ...figureColumns]}
            rows={[
              {
                key: data.LoginId,
                label: `${data.LoginId} (${t('agentReport.self')})`,
                count: 1,
                figures: data.Self,
              },
              ...data.Members.map((member) => ({
                key: member.LoginId,
                label: (
                  <>
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
                  </>
                ),
                count: member.TeamSize,
                figures: member,
              })),
            ]}
            rowKey={rowKey}
          />
          {data.TotalCount === 0 ? <p>{t('agentReport.noMembers')}</p> : null}
          <Pager page={page} pages={pageCountOf(data.TotalCount, pageSize)} onPage={setPage} />
          <CardTable
            caption={t('agentReport.levels')}
            rowHeader={labelColumn(t('agentReport.columns.level'))}
            columns={[countColumn(t('agentReport.columns.members')), ...figureColumns]}
            rows={data.Levels.map((level) => ({
              key: String(level.Level),
              label:
                level.Level === 0
                  ? t('agentReport.self')
                  : t('agentReport.levelName', { level: level.Level }),
              count: level.Members,
              figures: level,
            }))}
            rowKey={rowKey}
            footer={{
              key: 'total',
              label: t('agentReport.total'),
              count: data.Levels.reduce((n, level) => n + level.Members, 0),
              figures: data.Total,
            }}
          />
          {data.Days.length > 0 ? (
            <CardTable
              caption={t('agentReport.days')}
              rowHeader={labelColumn(t('agentReport.columns.date'))}
              columns={figureColumns}
              rows={data.Days.map((day) => ({
                key: day.Date,
                label: day.Date,
                figures: day,
              }))}
              rowKey={rowKey}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
