import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardTable } from './card-table.tsx';

afterEach(cleanup);

interface TRow {
  name: string;
  amount: number;
}

const renderTable = (footer?: TRow) =>
  render(
    <CardTable<TRow>
      caption="By game"
      rowHeader={{ title: 'Game', cell: (row) => row.name }}
      columns={[
        { key: 'amount', title: 'Amount', isNumber: true, cell: (row) => row.amount },
        {
          key: 'actions',
          title: 'Actions',
          isActions: true,
          isTitleHidden: true,
          cell: (row) => <button type="button">Open {row.name}</button>,
        },
      ]}
      rows={[
        { name: 'Lotto', amount: 12 },
        { name: 'Keno', amount: 3 },
      ]}
      rowKey={(row) => row.name}
      {...(footer && { footer })}
    />,
  );

describe('CardTable', () => {
  it('names each row by its header cell and captions every other cell but the buttons', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'By game' });
    const row = screen.getByRole('rowheader', { name: 'Keno' }).closest('tr')!;
    expect(within(row).getByText('3').getAttribute('data-label')).toBe('Amount');
    expect(within(row).getByText('3').className).toBe('is-number');
    const actions = within(row).getByRole('button', { name: 'Open Keno' }).closest('td')!;
    expect(actions.hasAttribute('data-label')).toBe(false);
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(table.querySelector('tfoot')).toBeNull();
  });

  it('puts the total row in the foot, by the same columns', () => {
    renderTable({ name: 'Total', amount: 15 });
    const foot = screen.getByRole('table').querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(within(foot).getByText('15').getAttribute('data-label')).toBe('Amount');
  });
});
