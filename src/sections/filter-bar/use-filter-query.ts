// The page's query string as the filter bar reads and writes it: each change is a history entry, so Back undoes it.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefWith, PAGE_PARAM, withParams, type ParamUpdates } from './filter-query';

/** The current parameters, and `write` to change some of them (and drop the page number). */
export function useFilterQuery(): { query: URLSearchParams; write: (updates: ParamUpdates, options?: { replace?: boolean }) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  // A debounced write may run after another filter changed the address: it must build on the latest one.
  const latest = useRef({ search, location });
  useEffect(() => {
    latest.current = { search, location };
  }, [search, location]);
  const write = useCallback(
    (updates: ParamUpdates, { replace = false }: { replace?: boolean } = {}) => {
      const { search: current, location: path } = latest.current;
      const next = withParams(current, updates);
      const unchanged = next === withParams(current, {}) && !new URLSearchParams(current).has(PAGE_PARAM);
      if (unchanged) return;
      latest.current = { search: next, location: path };
      navigate(hrefWith(path, next), { replace });
    },
    [navigate],
  );
  return { query, write };
}
