import type { ZDashboardFigures, ZDashboardResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { epochMsToSiteWallClock, useSiteTime } from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { useDashboard } from './dashboard-api.ts';
import { dashboardTexts } from './dashboard-texts.ts';
import { FigureChart } from './figure-chart.tsx';
import './dashboard.css';

type TDashboard = z.output<typeof ZDashboardResponse>;
type TFigures = z.output<typeof ZDashboardFigures>;
type TGameRow = TDashboard['ByGame'][number];
type TTexts = ReturnType<typeof dashboardTexts.useTexts>;

const colors = { turnover: '#2f6fde', prize: '#e08a1e', ggr: '#2a9d5b' };

/** Players and sessions online; a figure of the answering instance alone says so, visibly. */
function onlineItems(online: TDashboard['PlayersOnline'], texts: TTexts) {
  const label = (text: string) => <span title={texts.onlineNote}>{text}</span>;
  return [
    { label: label(texts.playersOnline), value: online.Players },
    { label: label(texts.online), value: online.Sessions },
    ...(online.Scope === 'instance'
      ? [{ label: texts.onlineScope, value: texts.onlineInstanceOnly }]
      : []),
  ];
}

/** /admin/dashboard: today and a range of site dates (the last 7 by default), with charts. */
export default function DashboardPage() {
  const texts = dashboardTexts.useTexts();
  const filters = useUrlFilters(['StartDate', 'EndDate'] as const);
  const dashboard = useDashboard(filters.values);
  return (
    <section>
      <header className="page-head">
        <h1>{texts.title}</h1>
      </header>
      <FilterBar
        fields={[
          { name: 'StartDate', label: texts.from, kind: 'text', placeholder: 'YYYY-MM-DD' },
          { name: 'EndDate', label: texts.to, kind: 'text', placeholder: 'YYYY-MM-DD' },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      {dashboard.error ? (
        <ErrorNotice error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <DashboardBody data={dashboard.data} />
      ) : (
        <p aria-busy="true">…</p>
      )}
    </section>
  );
}

function DashboardBody({ data }: { data: TDashboard }) {
  const texts = dashboardTexts.useTexts();
  const time = useSiteTime();
  const byHour = useMemo(
    () => ({
      labels: data.TodayByHour.map((hour) =>
        epochMsToSiteWallClock(hour.HourStart, time.timeZone).slice(11, 16),
      ),
      series: [
        {
          label: texts.turnover,
          values: data.TodayByHour.map((h) => h.Turnover),
          color: colors.turnover,
        },
        { label: texts.ggr, values: data.TodayByHour.map((h) => h.Ggr), color: colors.ggr },
      ],
    }),
    [data, texts, time.timeZone],
  );
  const byDay = useMemo(
    () => ({
      labels: data.ByDay.map((day) => day.Date),
      series: [
        {
          label: texts.turnover,
          values: data.ByDay.map((d) => d.Turnover),
          color: colors.turnover,
        },
        { label: texts.prize, values: data.ByDay.map((d) => d.Prize), color: colors.prize },
        { label: texts.ggr, values: data.ByDay.map((d) => d.Ggr), color: colors.ggr },
      ],
    }),
    [data, texts],
  );
  const byGame = useMemo(
    () => ({
      labels: data.ByGame.map((game) => game.GameName),
      series: [
        {
          label: texts.turnover,
          values: data.ByGame.map((g) => g.Turnover),
          color: colors.turnover,
        },
        { label: texts.ggr, values: data.ByGame.map((g) => g.Ggr), color: colors.ggr },
      ],
    }),
    [data, texts],
  );
  const queueName = (queue: string) => texts.queues[queue as keyof typeof texts.queues] ?? queue;
  const gameColumns: ColumnDef<TGameRow>[] = [
    { header: texts.game, accessorKey: 'GameName' },
    { header: texts.tickets, accessorKey: 'Tickets' },
    { header: texts.turnover, cell: ({ row }) => <Money amount={row.original.Turnover} /> },
    { header: texts.prize, cell: ({ row }) => <Money amount={row.original.Prize} /> },
    { header: texts.rebate, cell: ({ row }) => <Money amount={row.original.Rebate} /> },
    { header: texts.ggr, cell: ({ row }) => <Money amount={row.original.Ggr} /> },
    { header: texts.profit, cell: ({ row }) => <Money amount={row.original.Profit} /> },
  ];
  return (
    <>
      <div className="figure-cards">
        <FiguresPanel title={fill(texts.today, { date: data.TodayDate })} figures={data.Today} />
        <FiguresPanel
          title={fill(texts.range, { from: data.StartDate, to: data.EndDate })}
          figures={data.Range}
        />
        <DetailPanel
          title={texts.pending}
          items={[
            ...onlineItems(data.PlayersOnline, texts),
            ...(data.Pending.length === 0
              ? [{ label: texts.pending, value: texts.noPending }]
              : data.Pending.map((queue) => ({
                  label: queueName(queue.Queue),
                  value: queue.Count,
                }))),
          ]}
        />
      </div>
      <div className="chart-grid">
        <div className="chart-panel">
          <h2>{texts.byHour}</h2>
          <FigureChart label={texts.byHour} kind="bar" {...byHour} />
        </div>
        <div className="chart-panel">
          <h2>{texts.byDay}</h2>
          <FigureChart label={texts.byDay} kind="line" {...byDay} />
        </div>
        <div className="chart-panel">
          <h2>{texts.byGame}</h2>
          <FigureChart label={texts.byGame} kind="bar" isHorizontal {...byGame} />
        </div>
      </div>
      <DataTable
        label={texts.byGame}
        columns={gameColumns}
        rows={data.ByGame}
        rowId={(row) => String(row.GameId)}
      />
    </>
  );
}

function FiguresPanel({ title, figures }: { title: string; figures: TFigures }) {
  const texts = dashboardTexts.useTexts();
  return (
    <DetailPanel
      title={title}
      items={[
        { label: texts.turnover, value: <Money amount={figures.Turnover} /> },
        { label: texts.prize, value: <Money amount={figures.Prize} /> },
        { label: texts.rebate, value: <Money amount={figures.Rebate} /> },
        { label: texts.ggr, value: <Money amount={figures.Ggr} /> },
        { label: texts.profit, value: <Money amount={figures.Profit} /> },
        { label: texts.tickets, value: figures.Tickets },
        { label: texts.active, value: figures.ActivePlayers },
        { label: texts.newPlayers, value: figures.NewPlayers },
      ]}
    />
  );
}
