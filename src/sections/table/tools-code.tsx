// A table's tools (table-tools.tsx: its date range, search box and CSV download), whose code loads
// on demand, once: a screen loads it with its kinds' code when a table on screen has tools (the
// kind's `prepare`), so the fund list, whose table has none, does not run it before it is interactive.
import { Suspense } from 'react';
import type { TableSection } from '../../manifest/screens.gen';
import { onDemand } from '../../runtime/load-chunk';
import type { TableToolsProps } from './table-tools';

const toolsCode = onDemand(() => import('./table-tools'));

/** Whether the table has anything above it. */
export function hasTools(section: Pick<TableSection, 'download' | 'search' | 'dateRange'>): boolean {
  return Boolean(section.download || section.search || section.dateRange);
}

/** Loads the tools of a table that has them; undefined for one that has none. */
export const loadTableTools = (section: TableSection): Promise<unknown> | undefined => (hasTools(section) ? toolsCode.load() : undefined);

function LoadedTools(props: TableToolsProps) {
  const { TableTools: Tools } = toolsCode.useCode();
  return <Tools {...props} />;
}

/**
 * The tools the table declares, or nothing. A table drawn without its screen having prepared them (a
 * section shown later by a rule, say) has an empty row of tools until their code is in; nothing
 * else waits for it.
 */
export function TableTools(props: TableToolsProps) {
  if (!hasTools(props.section)) return null;
  return (
    <Suspense fallback={<div className="table-tools" aria-hidden="true" />}>
      <LoadedTools {...props} />
    </Suspense>
  );
}
