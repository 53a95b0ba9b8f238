import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { fill } from '../i18n/define-texts.ts';
import { ErrorNotice } from './error-notice.tsx';
import { uiTexts } from './ui-texts.ts';

/** Server-side paging (STYLE §27): the server pages big tables; the table only shows the page. */
export interface TPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
}

export interface TDataTableProps<TRow> {
  /** Names the table for assistive technology. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own idiom: columns of mixed value types
  columns: ColumnDef<TRow, any>[];
  rows: TRow[] | undefined;
  rowId(row: TRow): string;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  paging?: TPaging;
  /** Opens a row (its detail): by click, or Enter on the focused row. */
  onRowClick?: (row: TRow) => void;
}

/**
 * The one table of the console: TanStack Table column definitions, with loading, empty and error
 * states, server paging and row click. Clickable rows are focusable and open with Enter.
 */
export function DataTable<TRow>(props: TDataTableProps<TRow>) {
  const texts = uiTexts.useTexts();
  const table = useReactTable({
    data: props.rows ?? [],
    columns: props.columns,
    getRowId: props.rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  });
  const columnCount = props.columns.length;
  const onRowKey = (row: TRow) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onRowClick?.(row);
    }
  };

  function body() {
    if (props.error) {
      return (
        <tr>
          <td colSpan={columnCount}>
            <ErrorNotice
              error={props.error}
              {...(props.onRetry ? { onRetry: props.onRetry } : {})}
            />
          </td>
        </tr>
      );
    }
    if (props.isLoading && !props.rows) {
      return (
        <tr>
          <td colSpan={columnCount} className="table-state" aria-busy="true">
            {texts.loading}
          </td>
        </tr>
      );
    }
    const rows = table.getRowModel().rows;
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columnCount} className="table-state">
            {props.emptyText ?? texts.empty}
          </td>
        </tr>
      );
    }
    return rows.map((row) => (
      <tr
        key={row.id}
        {...(props.onRowClick
          ? {
              className: 'clickable',
              tabIndex: 0,
              onClick: () => props.onRowClick?.(row.original),
              onKeyDown: onRowKey(row.original),
            }
          : {})}
      >
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="data-table">
      <div className="table-scroll">
        <table aria-label={props.label} aria-busy={props.isLoading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body()}</tbody>
        </table>
      </div>
      {props.paging && (
        <Pager
          paging={props.paging}
          pageOf={texts.pageOf}
          previous={texts.previous}
          next={texts.next}
        />
      )}
    </div>
  );
}

function Pager({
  paging,
  pageOf,
  previous,
  next,
}: {
  paging: TPaging;
  pageOf: string;
  previous: string;
  next: string;
}) {
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  return (
    <nav
      className="pager"
      aria-label={fill(pageOf, { page: paging.page, pages, total: paging.total })}
    >
      <button
        type="button"
        disabled={paging.page <= 1}
        onClick={() => paging.onPageChange(paging.page - 1)}
      >
        {previous}
      </button>
      <span>{fill(pageOf, { page: paging.page, pages, total: paging.total })}</span>
      <button
        type="button"
        disabled={paging.page >= pages}
        onClick={() => paging.onPageChange(paging.page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
