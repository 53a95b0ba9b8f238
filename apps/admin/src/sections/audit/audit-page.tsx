import type { TAdminAuditEntry } from '@lottery/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  siteWallClockToEpochMs,
  siteZoneLabel,
  useSiteTime,
} from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { roleLabel } from '../../shared/session/role-label.ts';
import { CursorPager } from '../../shared/ui/cursor-pager.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { useAuditPage } from './api/list-audit.ts';
import { auditTexts } from './audit-texts.ts';
import { AuditEntryDialog } from './components/audit-entry-dialog.tsx';
import { useAdminFilterField } from './components/use-admin-filter-field.ts';

const filterNames = ['admin', 'action', 'targetType', 'targetId', 'from', 'to', 'cursor'] as const;
const column = createColumnHelper<TAdminAuditEntry>();

/** A site wall-clock filter as the ISO instant the API takes; a bad one is left out. */
function instantOf(text: string, timeZone: string): string | undefined {
  const epochMs = text ? siteWallClockToEpochMs(text, timeZone) : null;
  return epochMs === null ? undefined : new Date(epochMs).toISOString();
}

/**
 * /admin/audit: every administrator change, newest first, filtered by administrator, action,
 * target and a time range typed in site time; the filters and the page live in the address.
 */
export default function AuditPage() {
  const texts = auditTexts.useTexts();
  const time = useSiteTime();
  const language = currentLanguage();
  const filters = useUrlFilters(filterNames);
  const [opened, setOpened] = useState<TAdminAuditEntry | null>(null);
  const adminField = useAdminFilterField();
  const { values } = filters;
  const page = useAuditPage({
    ...(Number(values.admin) > 0 ? { AdminId: Number(values.admin) } : {}),
    ...(values.action ? { Action: values.action } : {}),
    ...(values.targetType ? { TargetType: values.targetType } : {}),
    ...(values.targetId ? { TargetId: values.targetId } : {}),
    ...(instantOf(values.from, time.timeZone)
      ? { From: instantOf(values.from, time.timeZone) }
      : {}),
    ...(instantOf(values.to, time.timeZone) ? { To: instantOf(values.to, time.timeZone) } : {}),
    ...(values.cursor ? { Cursor: values.cursor } : {}),
    Limit: 50,
  });
  const zone = siteZoneLabel(Date.now(), time.timeZone);

  const columns = [
    column.accessor('At', {
      header: texts.columns.at,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('LoginId', { header: texts.columns.admin }),
    column.accessor('RoleName', {
      header: texts.columns.role,
      cell: (cell) => roleLabel(cell.getValue(), language),
    }),
    column.accessor('Action', {
      header: texts.columns.action,
      cell: (cell) => <code>{cell.getValue()}</code>,
    }),
    column.display({
      id: 'target',
      header: texts.columns.target,
      cell: (cell) => `${cell.row.original.TargetType} ${cell.row.original.TargetId}`,
    }),
    column.accessor('Ip', { header: texts.columns.ip, cell: (cell) => cell.getValue() ?? '—' }),
  ];

  return (
    <>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <FilterBar
        fields={[
          adminField,
          { name: 'action', label: texts.filters.action, kind: 'text', placeholder: 'games.' },
          { name: 'targetType', label: texts.filters.targetType, kind: 'text' },
          { name: 'targetId', label: texts.filters.targetId, kind: 'text' },
          { name: 'from', label: fill(texts.filters.from, { zone }), kind: 'datetime' },
          { name: 'to', label: fill(texts.filters.to, { zone }), kind: 'datetime' },
        ]}
        values={values}
        onApply={(next) => filters.apply({ ...next, cursor: '' })}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        rows={page.data?.Entries}
        rowId={(entry) => entry.Id}
        isLoading={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        onRowClick={setOpened}
      />
      <CursorPager
        label={texts.title}
        cursor={values.cursor}
        nextCursor={page.data?.NextCursor ?? null}
        onCursor={(cursor) => filters.apply({ ...values, cursor })}
      />
      {opened && <AuditEntryDialog entry={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
