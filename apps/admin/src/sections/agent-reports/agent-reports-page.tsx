import type { ZAgentTeamReportResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { epochMsToSiteWallClock, useSiteTime } from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { FilterBar, type TFilterField } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { downloadTeamCsv, useAgentTeamReport } from './agent-reports-api.ts';
import { agentReportsTexts } from './agent-reports-texts.ts';

type TReport = z.output<typeof ZAgentTeamReportResponse>;
type TFigures = TReport['Total'];
type TMember = TReport['Members'][number];
type TLevel = TReport['Levels'][number];

const filterNames = ['StartDate', 'EndDate', 'AgentLoginId', 'LoginId'] as const;
type TFilterName = (typeof filterNames)[number];
const pageSize = 20;
const figureKeys = ['Turnover', 'Prize', 'Rebate', 'DailyPay', 'Dividend', 'Profit'] as const;

function useFigureColumns<TRow extends TFigures>(): ColumnDef<TRow>[] {
  const texts = agentReportsTexts.useTexts();
  const headers = {
    Turnover: texts.columns.turnover,
    Prize: texts.columns.prize,
    Rebate: texts.columns.rebate,
    DailyPay: texts.columns.dailyPay,
    Dividend: texts.columns.dividend,
    Profit: texts.columns.profit,
  };
  return [
    { id: 'Tickets', header: texts.columns.tickets, cell: ({ row }) => row.original.Tickets },
    ...figureKeys.map(
      (key) =>
        ({
          id: key,
          header: headers[key],
          cell: ({ row }) => <Money amount={row.original[key]} />,
        }) satisfies ColumnDef<TRow>,
    ),
  ];
}

/**
 * /admin/agent-reports: any agent's team over site dates (yesterday by default): the total, its
 * direct members each with its team (an agent member opens its own team), and its levels.
 */
export default function AgentReportsPage() {
  const texts = agentReportsTexts.useTexts();
  const { i18n } = useTranslation();
  const time = useSiteTime();
  const canExport = usePermissions().has('reports.export');
  const filters = useUrlFilters(filterNames);
  const [exportState, setExportState] = useState<{ busy: boolean; error?: unknown }>({
    busy: false,
  });
  const yesterday = epochMsToSiteWallClock(Date.now() - 86_400_000, time.timeZone).slice(0, 10);
  const query = {
    StartDate: filters.values.StartDate || yesterday,
    EndDate: filters.values.EndDate || yesterday,
    AgentLoginId: filters.values.AgentLoginId,
    LoginId: filters.values.LoginId,
  };
  const report = useAgentTeamReport({ ...query, PageIndex: filters.page, PageSize: pageSize });
  const fields: TFilterField<TFilterName>[] = [
    { name: 'StartDate', label: texts.from, kind: 'text', placeholder: yesterday },
    { name: 'EndDate', label: texts.to, kind: 'text', placeholder: yesterday },
    { name: 'AgentLoginId', label: texts.agent, kind: 'text' },
    { name: 'LoginId', label: texts.member, kind: 'text' },
  ];
  const openTeam = (loginId: string) => filters.apply({ ...filters.values, LoginId: loginId });
  const memberColumns: ColumnDef<TMember>[] = [
    { header: texts.columns.member, accessorKey: 'LoginId' },
    { header: texts.columns.teamSize, accessorKey: 'TeamSize' },
    ...useFigureColumns<TMember>(),
    {
      id: 'open',
      header: '',
      cell: ({ row }) =>
        row.original.IsAgent ? (
          <button type="button" onClick={() => openTeam(row.original.LoginId)}>
            {texts.open}
          </button>
        ) : null,
    },
  ];
  const levelColumns: ColumnDef<TLevel>[] = [
    {
      header: texts.columns.level,
      cell: ({ row }) =>
        row.original.Level === 0
          ? texts.self
          : fill(texts.levelName, { level: row.original.Level }),
    },
    { header: texts.columns.accounts, accessorKey: 'Members' },
    ...useFigureColumns<TLevel>(),
  ];

  async function exportCsv() {
    setExportState({ busy: true });
    try {
      await downloadTeamCsv(query, i18n.language);
      setExportState({ busy: false });
    } catch (error) {
      setExportState({ busy: false, error });
    }
  }

  const data = report.data;
  return (
    <section>
      <header className="page-head">
        <h1>{texts.title}</h1>
      </header>
      <FilterBar fields={fields} values={filters.values} onApply={filters.apply} />
      <p className="form-hint">{texts.rule}</p>
      {!query.AgentLoginId ? (
        <p>{texts.needAgent}</p>
      ) : (
        <>
          {canExport && (
            <div className="page-actions">
              <button type="button" disabled={exportState.busy} onClick={() => void exportCsv()}>
                {exportState.busy ? texts.exporting : texts.export}
              </button>
            </div>
          )}
          {exportState.error !== undefined && <ErrorNotice error={exportState.error} />}
          {data && (
            <DetailPanel
              title={`${fill(texts.focus, { name: data.LoginId, level: data.Level })}: ${texts.totals}`}
              items={[
                { label: texts.columns.tickets, value: data.Total.Tickets },
                ...figureKeys.map((key) => ({
                  label: figureLabel(texts, key),
                  value: <Money amount={data.Total[key]} />,
                })),
              ]}
            />
          )}
          <DataTable
            label={texts.members}
            columns={memberColumns}
            rows={data?.Members}
            rowId={(row) => row.LoginId}
            isLoading={report.isFetching}
            error={report.error}
            paging={{
              page: filters.page,
              pageSize,
              total: data?.TotalCount ?? 0,
              onPageChange: filters.setPage,
            }}
          />
          <DataTable
            label={texts.levels}
            columns={levelColumns}
            rows={data?.Levels}
            rowId={(row) => String(row.Level)}
            isLoading={report.isFetching}
          />
        </>
      )}
    </section>
  );
}

function figureLabel(
  texts: ReturnType<typeof agentReportsTexts.useTexts>,
  key: (typeof figureKeys)[number],
) {
  return {
    Turnover: texts.columns.turnover,
    Prize: texts.columns.prize,
    Rebate: texts.columns.rebate,
    DailyPay: texts.columns.dailyPay,
    Dividend: texts.columns.dividend,
    Profit: texts.columns.profit,
  }[key];
}
