// The search box of a table with `search`: a labelled native search input (Escape empties it).
import { useId } from 'react';
import type { TableSearchState } from './use-table-search';

/** The box; disabled while the rows load (no state yet). */
export function SearchBox({ label, state }: { label: string; state: TableSearchState | undefined }) {
  const id = useId();
  return (
    <div className="table-tool table-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={state?.text ?? ''}
        disabled={!state}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => state?.setText(event.currentTarget.value)}
      />
    </div>
  );
}
