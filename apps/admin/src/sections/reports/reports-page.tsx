import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { epochMsToSiteWallClock, useSiteTime } from '../../shared/format/site-time.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { FilterBar, type TFilterField } from '../../shared/ui/filter-bar.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { downloadCsv } from './reports-api.ts';
import { reportsTexts } from './reports-texts.ts';
import { reportsPath } from './section.ts';
import { GameReport, PlayerReport, TeamReport } from './report-tables.tsx';
import './reports.css';

const filterNames = ['StartDate', 'EndDate', 'AgentLoginId', 'LoginId'] as const;
type TFilterName = (typeof filterNames)[number];

/** /admin/reports/<games|teams|players>: a range of site dates (yesterday by default). */
export default function ReportsPage() {
  const texts = reportsTexts.useTexts();
  return (
    <section>
      <header className="page-head">
        <h1>{texts.title}</h1>
      </header>
      <nav className="tab-list" aria-label={texts.title}>
        <NavLink to={`/${reportsPath}/games`}>{texts.tabs.games}</NavLink>
        <NavLink to={`/${reportsPath}/teams`}>{texts.tabs.teams}</NavLink>
        <NavLink to={`/${reportsPath}/players`}>{texts.tabs.players}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to="games" replace />} />
        <Route path="games" element={<ReportTab table="Games" />} />
        <Route path="teams" element={<ReportTab table="AgentTeams" />} />
        <Route path="players" element={<ReportTab table="Players" />} />
      </Routes>
    </section>
  );
}

function ReportTab({ table }: { table: 'Games' | 'AgentTeams' | 'Players' }) {
  const texts = reportsTexts.useTexts();
  const { i18n } = useTranslation();
  const time = useSiteTime();
  const canExport = usePermissions().has('reports.export');
  const filters = useUrlFilters(filterNames);
  const [exportState, setExportState] = useState<{ busy: boolean; error?: unknown }>({
    busy: false,
  });
  const yesterday = epochMsToSiteWallClock(Date.now() - 86_400_000, time.timeZone).slice(0, 10);
  const range = {
    StartDate: filters.values.StartDate || yesterday,
    EndDate: filters.values.EndDate || yesterday,
  };
  const extra =
    table === 'AgentTeams'
      ? { AgentLoginId: filters.values.AgentLoginId }
      : table === 'Players'
        ? { LoginId: filters.values.LoginId }
        : {};
  const query = { ...range, ...extra };
  const fields: TFilterField<TFilterName>[] = [
    { name: 'StartDate', label: texts.from, kind: 'text', placeholder: yesterday },
    { name: 'EndDate', label: texts.to, kind: 'text', placeholder: yesterday },
    ...(table === 'AgentTeams'
      ? [{ name: 'AgentLoginId' as const, label: texts.agent, kind: 'text' as const }]
      : []),
    ...(table === 'Players'
      ? [{ name: 'LoginId' as const, label: texts.loginId, kind: 'text' as const }]
      : []),
  ];
  async function exportCsv() {
    setExportState({ busy: true });
    try {
      await downloadCsv(table, query, i18n.language);
      setExportState({ busy: false });
    } catch (error) {
      setExportState({ busy: false, error });
    }
  }
  return (
    <>
      <FilterBar fields={fields} values={filters.values} onApply={filters.apply} />
      <p className="form-hint">{texts.rule}</p>
      {canExport && (
        <div className="page-actions">
          <button type="button" disabled={exportState.busy} onClick={() => void exportCsv()}>
            {exportState.busy ? texts.exporting : texts.export}
          </button>
        </div>
      )}
      {exportState.error !== undefined && <ErrorNotice error={exportState.error} />}
      {table === 'Games' && <GameReport query={query} />}
      {table === 'AgentTeams' && (
        <TeamReport query={query} page={filters.page} onPage={filters.setPage} />
      )}
      {table === 'Players' && (
        <PlayerReport query={query} page={filters.page} onPage={filters.setPage} />
      )}
    </>
  );
}
