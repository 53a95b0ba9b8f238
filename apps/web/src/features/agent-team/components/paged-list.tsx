import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCountOf, Pager } from '../../../shared/ui/pager.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';

/** Rows per page of the team lists. */
export const teamPageSize = 20;

/**
 * A paged team list's states around it: loading, error (with retry, kept above the list when a
 * later page fails), empty, then the list and the pager; the previous page stays, marked busy,
 * while the next loads.
 */
export function PagedList<T extends { Items: readonly unknown[]; TotalCount: number }>({
  query,
  emptyText,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  emptyText: string;
  page: number;
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
        <div className="team-result" aria-busy={query.isPlaceholderData}>
          {children(data)}
        </div>
      )}
      <Pager page={page} pages={pageCountOf(data.TotalCount, teamPageSize)} onPage={onPage} />
    </>
  );
}
