import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters and the page number kept in the address (`?action=x&page=2`): a reload, a bookmark or
 * a link to a colleague shows the same rows, and Back steps through earlier searches.
 */
export function useUrlFilters<TName extends string>(names: readonly TName[]) {
  const [params, setParams] = useSearchParams();
  const key = names.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the values read; params changes identity on every navigation
  const values = useMemo(() => readValues(params, names), [key]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** New filter values; the page goes back to 1, as the old page number means nothing now. */
  const apply = useCallback(
    (next: Partial<Record<TName, string>>) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const name of names) {
          const value = next[name]?.trim() ?? '';
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        updated.delete('page');
        return updated;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names is a constant list per screen
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (nextPage <= 1) updated.delete('page');
        else updated.set('page', String(nextPage));
        return updated;
      }),
    [setParams],
  );

  return { values, page, apply, setPage };
}

function readValues<TName extends string>(params: URLSearchParams, names: readonly TName[]) {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    TName,
    string
  >;
}
