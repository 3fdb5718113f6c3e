// The date range of a table with `dateRange`: two native date inputs that write the address
// (`?startDate=…&endDate=…`, named as the body fields). A start after the end is said inline and never
// written, so the table keeps its rows; values in the address that cannot be used are dropped from it.
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import type { TableDateRange } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { ADDRESS } from '../address-state';
import { addressRange, EARLIEST_DAY, isDay, LATEST_DAY, writeRange } from '../date-range';

type End = 'start' | 'end';
type Draft = Record<End, string>;

/** Whether both days are complete and the start is after the end. */
export function draftReversed(draft: Draft): boolean {
  return isDay(draft.start) && isDay(draft.end) && draft.start > draft.end;
}

/** The two inputs in a fieldset; `inAddress` tables also drop their page when the range changes. */
export function DateRangeInputs({ spec, inAddress, disabled = false }: { spec: TableDateRange; inAddress: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  const label = useLabel();
  const id = useId();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { range, unusable } = addressRange(spec, new URLSearchParams(search));
  const go = (query: string, replace = false) => navigate(query ? `${location}?${query}` : location, { replace });

  useEffect(() => {
    if (!unusable) return;
    const query = writeRange(search, spec, { start: undefined, end: undefined });
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [unusable, search, spec, location, navigate]);

  // What the inputs show: the range in use, until the visitor types another.
  const shown: Draft = { start: range.start ?? '', end: range.end ?? '' };
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(`${shown.start}/${shown.end}`);
  if (`${shown.start}/${shown.end}` !== seen) {
    setSeen(`${shown.start}/${shown.end}`);
    setDraft(shown);
  }
  const reversed = draftReversed(draft);

  const commit = (next: Draft) => {
    if (next.start === shown.start && next.end === shown.end) return;
    go(writeRange(search, spec, { start: next.start || undefined, end: next.end || undefined }, inAddress ? ADDRESS.page : undefined));
  };
  const change = (end: End, value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    // A day half typed (or an empty input, until it loses focus) is not a range yet.
    if (!isDay(value) || !(next.start === '' || isDay(next.start)) || !(next.end === '' || isDay(next.end)) || draftReversed(next)) return;
    commit(next);
  };
  // Emptied: that end goes back to its default. Left half typed: it shows the day in use again.
  const blur = (end: End) => {
    if (draft[end] === '' && !draftReversed(draft)) commit(draft);
    else if (draft[end] !== '' && !isDay(draft[end])) setDraft((current) => ({ ...current, [end]: shown[end] }));
  };

  const errorId = `${id}-error`;
  const input = (end: End, text: string) => (
    <div className="table-tool-field">
      <label htmlFor={`${id}-${end}`}>{text}</label>
      <input
        id={`${id}-${end}`}
        type="date"
        min={EARLIEST_DAY}
        max={LATEST_DAY}
        value={draft[end]}
        disabled={disabled}
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? errorId : undefined}
        onChange={(event) => change(end, event.currentTarget.value)}
        onBlur={() => blur(end)}
      />
    </div>
  );
  // The message is a line of the tools of its own (below them), so that nothing beside the dates moves.
  return (
    <>
      <fieldset className="table-tool table-range">
        <legend className="visually-hidden">{spec.label ? label(spec.label) : t('table.dateRange')}</legend>
        <div className="table-range-fields">
          {input('start', t('table.startDate'))}
          <span className="table-range-dash" aria-hidden="true">
            –
          </span>
          {input('end', t('table.endDate'))}
        </div>
      </fieldset>
      {reversed ? (
        <p id={errorId} role="alert" className="table-range-error">
          {t('table.rangeReversed')}
        </p>
      ) : null}
    </>
  );
}
