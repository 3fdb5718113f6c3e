// A screen's tabs: loaded with the code of the sections of a screen that has tabs (screen-code.ts), so
// a screen without them (the fund list) does not run Mantine's tabs before it is interactive.
import { memo, use, useEffect, useRef, type MouseEvent } from 'react';
import { Tabs } from '@mantine/core';
import { useLocation, useRouter, useSearch } from 'wouter';
import type { Section, Tab } from '../manifest/screens.gen';
import { useLabel } from '../i18n/use-label';
import { openTab, shownTabs, type SubjectState } from '../sections/visibility';
import { useKindsReady } from '../sections/kinds-ready';
import { SectionPlaceholderContext, useRenderDay, useRenderPass } from '../runtime/render-pass';
import { SectionGrid } from './section-grid';

/**
 * An open tab's sections. The screen waits for the code of the sections on screen only (the open
 * tab's); another tab's kinds are loaded once the page is idle, and a tab opened before they are in
 * shows its placeholders until they are (mounted afresh on each opening: `keepMounted={false}`).
 */
function TabSections({ sections }: { sections: Section[] }) {
  const ready = useKindsReady(sections, sections);
  const placeholder = use(SectionPlaceholderContext);
  return (
    <SectionPlaceholderContext.Provider value={placeholder || !ready}>
      <SectionGrid sections={sections} />
    </SectionPlaceholderContext.Provider>
  );
}

/** The tabs whose rules hold, with the one the address names open (the first when it names none). */
export const ScreenTabs = memo(function ScreenTabs({ tabs, subject }: { tabs: Tab[]; subject: SubjectState }) {
  const label = useLabel();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const router = useRouter();
  const { staticPass } = useRenderPass();
  const shown = shownTabs(tabs, subject, useRenderDay());
  const open = openTab(shown, new URLSearchParams(search).get('tab'));
  // The open tab in view in its row, which scrolls sideways on a phone: an address naming the last
  // opens with it out of sight to the right otherwise. (The row alone scrolls, never the page.)
  // (A row drawn with its first tab open starts with that tab in view: nothing to measure, and no
  // layout forced while the page hydrates.)
  const list = useRef<HTMLDivElement>(null);
  const mounting = useRef(true);
  const firstOpen = open?.id === shown[0]?.id;
  useEffect(() => {
    const firstDraw = mounting.current;
    mounting.current = false;
    if (firstDraw && firstOpen) return;
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const start = tab.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    const end = start + tab.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, start - (row.clientWidth - tab.offsetWidth) / 2);
  }, [open?.id, firstOpen]);
  if (!open) return null;
  // A tab's address: the screen's own (without `tab`) for the first, which it opens anyway; one page, one address.
  const addressOf = (id: string) => {
    const query = new URLSearchParams(search);
    if (id === shown[0]?.id) query.delete('tab');
    else query.set('tab', id);
    return query.size ? `${location}?${query.toString()}` : location;
  };
  const choose = (id: string | null) => {
    if (!id) return;
    navigate(addressOf(id), { replace: true });
  };
  // Each tab is a link to its own address (a page of its own, prerendered): without JavaScript, or to a
  // new window, it opens there; a plain click opens it here, in place.
  const inPlace = (event: MouseEvent) => {
    if (!event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) event.preventDefault();
  };
  return (
    <Tabs value={open.id} onChange={choose} keepMounted={false} className="screen-tabs">
      <Tabs.List className="screen-tab-list" ref={list}>
        {shown.map((tab) => (
          // Home and End move the focus in Mantine's tab list without opening the tab; the arrow keys open it. Opening on
          // focus makes all four agree (automatic activation, as the ARIA tabs pattern has it).
          <Tabs.Tab
            key={tab.id}
            value={tab.id}
            {...{ component: 'a', href: router.hrefs(addressOf(tab.id), router) }}
            // The page as its HTML draws it has every tab in the Tab order (the arrow keys that move between
            // them need the script); once live, only the open one is, as the ARIA tabs pattern has it.
            tabIndex={staticPass ? 0 : undefined}
            onClick={inPlace}
            onFocus={() => tab.id !== open.id && choose(tab.id)}
          >
            {label(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="md">
          <TabSections sections={tab.sections} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
});
