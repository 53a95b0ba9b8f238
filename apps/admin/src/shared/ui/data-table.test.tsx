import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { DataTable } from './data-table.tsx';

afterEach(cleanup);

interface TRow {
  id: number;
  loginId: string;
}
const columns: ColumnDef<TRow, string>[] = [
  { header: 'Login ID', accessorKey: 'loginId' },
  { header: 'Id', accessorFn: (row) => String(row.id), id: 'id' },
];
const rows: TRow[] = [
  { id: 1, loginId: 'adminowner' },
  { id: 2, loginId: 'adminops' },
];
const base = { label: 'Administrators', columns, rowId: (row: TRow) => String(row.id) };

describe('DataTable', () => {
  it('shows its rows under the column headers', () => {
    render(<DataTable {...base} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Administrators' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Login ID', 'Id']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('adminops');
  });

  it('loading, empty and error states', () => {
    const { rerender } = render(<DataTable {...base} rows={undefined} isLoading />);
    expect(screen.getByRole('table').textContent).toContain('加载中');
    rerender(<DataTable {...base} rows={[]} emptyText="没有管理员" />);
    expect(screen.getByRole('table').textContent).toContain('没有管理员');
    const onRetry = vi.fn();
    const error = new ApiError('http', 403, { Code: 6003, Message: '没有权限' }, '/api/x');
    rerender(<DataTable {...base} rows={undefined} error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('没有权限');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('rows open by click and by Enter on the focused row', () => {
    const onRowClick = vi.fn();
    render(<DataTable {...base} rows={rows} onRowClick={onRowClick} />);
    const [, first, second] = screen.getAllByRole('row');
    fireEvent.click(first!);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(second!.tabIndex).toBe(0);
    fireEvent.keyDown(second!, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
  });

  it('pages by the server total: previous disabled on page 1, next asks for page 2', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable {...base} rows={rows} paging={{ page: 1, pageSize: 2, total: 5, onPageChange }} />,
    );
    expect(screen.getByText('第 1 / 3 页，共 5 条')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
