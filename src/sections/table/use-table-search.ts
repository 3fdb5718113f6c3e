// The search text of a table with `search`: what the box shows at once, and what filters the rows
// ~200 ms after the last key. In the address as `q` when the table keeps its state there, else here.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TableSection } from '../../manifest/screens.gen';
import { ADDRESS } from '../address-state';

/** The address parameter of the search of an `inAddress` table. */
export const SEARCH_PARAM = 'q';

/** How long after the last key the rows are filtered. */
export const SEARCH_DEBOUNCE_MS = 200;

/** A table's search, as its box and its rows see it. */
export interface TableSearchState {
  /** What the box shows, as typed. */
  text: string;
  /** Types into the box; the rows follow after SEARCH_DEBOUNCE_MS. */
  setText: (text: string) => void;
  /** The search the rows are filtered by (trimmed). */
  applied: string;
  /** Empties the box and shows every row at once. */
  clear: () => void;
}

/** The search state of the table, or undefined when it has no `search`. A new search starts at page 1. */
export function useTableSearch(section: TableSection, setPage: (page: number) => void): TableSearchState | undefined {
  const inAddress = section.inAddress === true;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [local, setLocal] = useState('');
  const applied = inAddress ? (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim() : local;
  const [text, setTextNow] = useState(applied);
  // The address may change without the box (Back, a link): the box then shows the address's search.
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== text.trim()) setTextNow(applied);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    const next = value.trim();
    if (!inAddress) {
      setLocal(next);
      setPage(1);
      return;
    }
    const params = new URLSearchParams(search);
    if (next) params.set(SEARCH_PARAM, next);
    else params.delete(SEARCH_PARAM);
    params.delete(ADDRESS.page);
    const query = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
    // Replaced, not pushed: Back should not step through every word typed.
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  if (!section.search) return undefined;
  return {
    text,
    applied,
    setText: (value) => {
      setTextNow(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
    },
    clear: () => {
      clearTimeout(timer.current);
      setTextNow('');
      apply('');
    },
  };
}
