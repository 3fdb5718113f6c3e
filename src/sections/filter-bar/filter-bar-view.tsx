// The filter bar: its controls and a reset button; on phones folded behind a "Filters" button that
// counts the active filters.
import { useEffect, useId, useState } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterBarSection } from '../../manifest/screens.gen';
import { FilterControl } from './filter-control';
import { activeCount, cleanupUpdates, resetUpdates } from './filter-query';
import { useKnownOptions } from '../filter-params';
import { useFilterQuery } from './use-filter-query';

function FilterIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M2 4h12M4.5 8h7M7 12h2" />
    </svg>
  );
}

/** The bar; `placeholder` draws it unusable, at its real size (the skeleton while the section waits). */
export function FilterBarView({ section, placeholder = false }: { section: FilterBarSection; placeholder?: boolean }) {
  const { t } = useTranslation();
  const { query, write } = useFilterQuery();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeCount(section.filters, query);
  const known = useKnownOptions();
  const { filters } = section;
  // A shared or typed address with values the filters cannot use is cleaned up, not an error; this
  // replaces the history entry (Back does not return to the broken address).
  useEffect(() => {
    if (placeholder) return;
    const updates = cleanupUpdates(filters, query, known);
    if (Object.keys(updates).length) write(updates, { replace: true });
  }, [placeholder, filters, query, known, write]);
  return (
    <div className="filter-bar" role="search" aria-label={t('filterBar.label')}>
      <Button
        variant="default"
        className="filter-bar-toggle"
        leftSection={<FilterIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={placeholder}
      >
        {t('filterBar.toggle')}
        {count > 0 ? (
          <>
            <span className="filter-bar-count" aria-hidden="true">
              {count}
            </span>
            <VisuallyHidden>{t('filterBar.active', { count })}</VisuallyHidden>
          </>
        ) : null}
      </Button>
      <div id={panelId} className="filter-bar-panel" data-open={open}>
        {section.filters.map((filter) => (
          <FilterControl key={filter.param} filter={filter} query={query} write={write} disabled={placeholder} />
        ))}
        <Button variant="subtle" className="filter-bar-reset" onClick={() => write(resetUpdates(section.filters))} disabled={placeholder || count === 0}>
          {t('filterBar.reset')}
        </Button>
      </div>
    </div>
  );
}
