// The arrow beside a sortable column's label: up, down, or both (not sorted).

/** A 14 px arrow for the direction; decorative (the header's `aria-sort` says the order). */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <svg className="table-sort-icon" data-direction={direction ?? 'none'} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      {direction !== 'desc' ? <path d="M7 2 3.5 6h7z" fill="currentColor" opacity={direction ? 1 : 0.45} /> : null}
      {direction !== 'asc' ? <path d="M7 12 3.5 8h7z" fill="currentColor" opacity={direction ? 1 : 0.45} /> : null}
    </svg>
  );
}
