import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCountOf, Pager } from './pager.tsx';
import { QueryStatus } from './query-status.tsx';
import './paged-result.css';

/** A page of a search: the records, team and active lists count TotalCount, dividends Total. */
type TPage = { Items: readonly unknown[] } & ({ TotalCount: number } | { Total: number });

const totalOf = (page: TPage) => ('TotalCount' in page ? page.TotalCount : page.Total);

/**
 * The states of a paged search around its list: loading, error (with retry, and kept above the
 * list when a later page fails), empty, then the list and the pager. While another page loads the
 * previous one stays, marked busy, so the pager does not jump.
 */
export function PagedResult<T extends TPage>({
  query,
  emptyText,
  page,
  pageSize,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  emptyText: string;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  children(data: T): ReactNode;
}) {
  const { data } = query;
  const retry = () => void query.refetch();
  if (!data)
    return (
      <QueryStatus
        status={query.isError ? 'error' : 'loading'}
        error={query.error}
        onRetry={retry}
      />
    );
  return (
    <>
      {query.isError && <QueryStatus status="error" error={query.error} onRetry={retry} />}
      {data.Items.length === 0 ? (
        <QueryStatus status="empty" emptyText={emptyText} />
      ) : (
        <div className="paged-result" aria-busy={query.isPlaceholderData}>
          {children(data)}
        </div>
      )}
      <Pager page={page} pages={pageCountOf(totalOf(data), pageSize)} onPage={onPage} />
    </>
  );
}
