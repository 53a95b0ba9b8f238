import { useState } from 'react';

/** Rows per page of every paged records search. */
export const recordsPageSize = 20;

/**
 * A paged records search's filters and page: the filters start from `initial` at the page's own
 * now (kept for the date pickers), and every change of them goes back to page 1.
 */
export function usePagedFilters<TFilters>(initial: (nowMs: number) => TFilters) {
  const [nowMs] = useState(() => Date.now());
  const [filters, setFilters] = useState(() => initial(nowMs));
  const [page, setPage] = useState(1);
  const changeFilters = (next: TFilters) => {
    setFilters(next);
    setPage(1);
  };
  return { nowMs, filters, changeFilters, page, setPage };
}
