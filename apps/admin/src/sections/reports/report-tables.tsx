import type {
  ZGameReportResponse,
  ZPlayerReportResponse,
  ZReportFigures,
  ZTeamReportResponse,
} from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import type { TQuery } from '../../shared/api/client.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useGameReport, usePlayerReport, useTeamReport } from './reports-api.ts';
import { reportsTexts } from './reports-texts.ts';

type TFigures = z.output<typeof ZReportFigures>;
type TGameRow = z.output<typeof ZGameReportResponse>['Rows'][number];
type TTeamRow = z.output<typeof ZTeamReportResponse>['Rows'][number];
type TPlayerRow = z.output<typeof ZPlayerReportResponse>['Rows'][number];
const pageSize = 20;

function useFigureColumns<TRow extends TFigures>(): ColumnDef<TRow>[] {
  const texts = reportsTexts.useTexts();
  const money = (key: 'Turnover' | 'Prize' | 'Rebate' | 'Ggr' | 'Profit', header: string) =>
    ({
      id: key,
      header,
      cell: ({ row }) => <Money amount={row.original[key]} />,
    }) satisfies ColumnDef<TRow>;
  return [
    { id: 'Tickets', header: texts.columns.tickets, cell: ({ row }) => row.original.Tickets },
    money('Turnover', texts.columns.turnover),
    money('Prize', texts.columns.prize),
    money('Rebate', texts.columns.rebate),
    money('Ggr', texts.columns.ggr),
    money('Profit', texts.columns.profit),
  ];
}

function Totals({ figures }: { figures: TFigures | undefined }) {
  const texts = reportsTexts.useTexts();
  if (!figures) return null;
  return (
    <DetailPanel
      title={texts.totals}
      items={[
        { label: texts.columns.tickets, value: figures.Tickets },
        { label: texts.columns.turnover, value: <Money amount={figures.Turnover} /> },
        { label: texts.columns.prize, value: <Money amount={figures.Prize} /> },
        { label: texts.columns.rebate, value: <Money amount={figures.Rebate} /> },
        { label: texts.columns.ggr, value: <Money amount={figures.Ggr} /> },
        { label: texts.columns.profit, value: <Money amount={figures.Profit} /> },
      ]}
    />
  );
}

export function GameReport({ query }: { query: TQuery }) {
  const texts = reportsTexts.useTexts();
  const report = useGameReport(query);
  const columns: ColumnDef<TGameRow>[] = [
    { header: texts.columns.date, accessorKey: 'Date' },
    { header: texts.columns.game, accessorKey: 'GameName' },
    ...useFigureColumns<TGameRow>(),
  ];
  return (
    <>
      <Totals figures={report.data?.Totals} />
      <DataTable
        label={texts.tabs.games}
        columns={columns}
        rows={report.data?.Rows}
        rowId={(row) => `${row.Date}-${row.GameId}`}
        isLoading={report.isFetching}
        error={report.error}
      />
    </>
  );
}

export function TeamReport(props: { query: TQuery; page: number; onPage(page: number): void }) {
  const texts = reportsTexts.useTexts();
  const report = useTeamReport({ ...props.query, PageIndex: props.page, PageSize: pageSize });
  const columns: ColumnDef<TTeamRow>[] = [
    { header: texts.columns.agent, accessorKey: 'AgentLoginId' },
    { header: texts.columns.players, accessorKey: 'Players' },
    ...useFigureColumns<TTeamRow>(),
  ];
  return (
    <DataTable
      label={texts.tabs.teams}
      columns={columns}
      rows={report.data?.Rows}
      rowId={(row) => row.AgentLoginId}
      isLoading={report.isFetching}
      error={report.error}
      paging={{
        page: props.page,
        pageSize,
        total: report.data?.TotalCount ?? 0,
        onPageChange: props.onPage,
      }}
    />
  );
}

export function PlayerReport(props: { query: TQuery; page: number; onPage(page: number): void }) {
  const texts = reportsTexts.useTexts();
  const report = usePlayerReport({ ...props.query, PageIndex: props.page, PageSize: pageSize });
  const columns: ColumnDef<TPlayerRow>[] = [
    { header: texts.columns.player, accessorKey: 'LoginId' },
    { header: texts.columns.nickName, accessorKey: 'NickName' },
    { header: texts.columns.agent, cell: ({ row }) => row.original.AgentLoginId ?? '—' },
    ...useFigureColumns<TPlayerRow>(),
  ];
  return (
    <>
      <Totals figures={report.data?.Totals} />
      <DataTable
        label={texts.tabs.players}
        columns={columns}
        rows={report.data?.Rows}
        rowId={(row) => row.LoginId}
        isLoading={report.isFetching}
        error={report.error}
        paging={{
          page: props.page,
          pageSize,
          total: report.data?.TotalCount ?? 0,
          onPageChange: props.onPage,
        }}
      />
    </>
  );
}
