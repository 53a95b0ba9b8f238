import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar.tsx';
import { useUrlFilters } from './use-url-filters.ts';

afterEach(cleanup);

const names = ['loginId', 'action'] as const;

function Screen() {
  const filters = useUrlFilters(names);
  const location = useLocation();
  return (
    <>
      <FilterBar
        fields={[
          { name: 'loginId', label: 'Administrator', kind: 'text' },
          {
            name: 'action',
            label: 'Action',
            kind: 'select',
            options: [
              { value: '', label: 'any' },
              { value: 'admins.create', label: 'create' },
            ],
          },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      <button type="button" onClick={() => filters.setPage(filters.page + 1)}>
        next page
      </button>
      <output data-testid="address">{location.search}</output>
      <output data-testid="page">{filters.page}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/audit', element: <Screen /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByTestId('address').textContent;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('FilterBar with useUrlFilters', () => {
  it('reads the filters in force from the address (a reload keeps them)', () => {
    renderAt('/audit?loginId=adminops&action=admins.create&page=3');
    expect(field('Administrator').value).toBe('adminops');
    expect(field('Action').value).toBe('admins.create');
    expect(screen.getByTestId('page').textContent).toBe('3');
  });

  it('typing is a draft; Search writes it to the address and goes back to page 1', () => {
    renderAt('/audit?page=4');
    fireEvent.change(field('Administrator'), { target: { value: ' adminrisk ' } });
    expect(address()).toBe('?page=4');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(address()).toBe('?loginId=adminrisk');
    expect(screen.getByTestId('page').textContent).toBe('1');
  });

  it('Enter in a field searches too', () => {
    renderAt('/audit');
    fireEvent.change(field('Action'), { target: { value: 'admins.create' } });
    fireEvent.submit(field('Action').closest('form')!);
    expect(address()).toBe('?action=admins.create');
  });

  it('paging keeps the filters; Reset clears filters and page', () => {
    renderAt('/audit?loginId=adminops');
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(address()).toBe('?loginId=adminops&page=2');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(address()).toBe('');
    expect(field('Administrator').value).toBe('');
  });

  it('Back brings the earlier filters into the fields', async () => {
    const router = renderAt('/audit?loginId=first');
    fireEvent.change(field('Administrator'), { target: { value: 'second' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(address()).toBe('?loginId=second');
    await act(() => router.navigate(-1));
    expect(address()).toBe('?loginId=first');
    expect(field('Administrator').value).toBe('first');
  });
});
