// The filter bar: its controls and a reset button; on phones in a drawer (a modal dialog from the
// side) opened by a "Filters" button that counts the active filters.
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { FilterBarSection } from '../../manifest/screens.gen';
import { FilterControl } from './filter-control';
import { activeCount, cleanupUpdates, resetUpdates } from './filter-query';
import { useKnownOptions } from '../filter-params';
import { useFilterQuery } from './use-filter-query';
import { useMobileLayout } from '../../stores/viewport';
import { isFramed } from '../../embed/framing';
import { warmComboboxes } from './select-filter';

function FilterIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M2 4h12M4.5 8h7M7 12h2" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
    </svg>
  );
}

/** The bar; `placeholder` draws it unusable, at its real size (the skeleton while the section waits). */
export function FilterBarView({ section, placeholder = false }: { section: FilterBarSection; placeholder?: boolean }) {
  const { t } = useTranslation();
  const { query, write } = useFilterQuery();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Phones get a drawer; in a partner's frame (as tall as the page, so a drawer pinned to the frame
  // could open out of the visitor's sight) the filters fold open in place instead.
  const drawer = useMobileLayout() && !isFramed();
  const closeDrawer = () => dialog.current?.close();
  // The drawer's controls are drawn when it first opens, not with the page: a phone's first load
  // does not build filters it does not show. Their code loads while the browser is idle, so the
  // first open shows the real controls at once.
  const [drawerDrawn, setDrawerDrawn] = useState(false);
  useEffect(() => (drawer && !placeholder ? warmComboboxes() : undefined), [drawer, placeholder]);
  const openDrawer = () => {
    flushSync(() => setDrawerDrawn(true));
    dialog.current?.showModal();
  };
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
  const panel = (
    <div id={panelId} className="filter-bar-panel" data-open={drawer || open}>
      {section.filters.map((filter) => (
        <FilterControl key={filter.param} filter={filter} query={query} write={write} disabled={placeholder} />
      ))}
      <Button variant="subtle" className="filter-bar-reset" onClick={() => write(resetUpdates(section.filters))} disabled={placeholder || count === 0}>
        {t('filterBar.reset')}
      </Button>
    </div>
  );
  return (
    <div className="filter-bar" role="search" aria-label={t('filterBar.label')}>
      <Button
        variant="default"
        className="filter-bar-toggle"
        leftSection={<FilterIcon />}
        aria-expanded={drawer ? undefined : open}
        aria-controls={drawer ? undefined : panelId}
        aria-haspopup={drawer ? 'dialog' : undefined}
        onClick={() => (drawer ? openDrawer() : setOpen((value) => !value))}
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
      {drawer ? (
        // A click on the backdrop lands on the dialog itself (its content fills the box): it closes the drawer.
        <dialog ref={dialog} className="filter-drawer" aria-labelledby={titleId} onClick={(event) => event.target === event.currentTarget && closeDrawer()}>
          <div className="filter-drawer-header">
            <h2 id={titleId} className="filter-drawer-title">
              {t('filterBar.toggle')}
              {count > 0 ? <span className="filter-bar-count">{count}</span> : null}
            </h2>
            <Button variant="subtle" color="gray" className="filter-drawer-close" onClick={closeDrawer}>
              <CloseIcon />
              <VisuallyHidden>{t('filterBar.close')}</VisuallyHidden>
            </Button>
          </div>
          <div className="filter-drawer-body">{drawerDrawn ? panel : null}</div>
          <div className="filter-drawer-footer">
            <Button fullWidth onClick={closeDrawer}>
              {t('filterBar.showResults')}
            </Button>
          </div>
        </dialog>
      ) : (
        panel
      )}
    </div>
  );
}
