// Whether a section or tab shows: rules on the screen's subject (the fund) and on the page's address, checked here.
import dayjs from 'dayjs';
import type { Screen, SubjectRule, Tab, Visibility } from '../manifest/screens.gen';
import { valueAt } from './source';

/** The subject as the renderer knows it: loading, failed, or its record. */
export type SubjectState =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'error'; message: string | undefined; retry: (() => void) | undefined; notFound?: boolean }
  | { status: 'ready'; value: unknown };

function holds(rule: SubjectRule, subject: unknown, today: dayjs.Dayjs): boolean {
  const value = valueAt(subject, rule.field);
  if (rule.in) return rule.in.includes(value as string | number | boolean);
  if (rule.notIn) return !rule.notIn.includes(value as string | number | boolean);
  if (rule.olderThanMonths !== undefined) {
    const date = typeof value === 'string' ? dayjs(value) : undefined;
    return Boolean(date?.isValid() && !date.add(rule.olderThanMonths, 'month').isAfter(today, 'day'));
  }
  if (rule.youngerThanMonths !== undefined) {
    const date = typeof value === 'string' ? dayjs(value) : undefined;
    return Boolean(date?.isValid() && date.add(rule.youngerThanMonths, 'month').isAfter(today, 'day'));
  }
  return true;
}

/** Whether the address has every query parameter the rules name (`visible.query`), each with a value. */
export const queryHolds = (visible: Visibility | undefined, query: URLSearchParams): boolean => !visible?.query?.some((name) => !query.get(name));

/**
 * 'show', 'hide', or 'wait' while the subject its rules read is loading. When the subject failed,
 * the rules cannot be read and the section shows (its own call reports what is wrong). `query`: the
 * page's address, for `visible.query` (none: those rules are not read).
 */
export function visibilityOf(visible: Visibility | undefined, subject: SubjectState, today = dayjs(), query?: URLSearchParams): 'show' | 'hide' | 'wait' {
  if (query && !queryHolds(visible, query)) return 'hide';
  const rules = visible?.subject;
  if (!rules?.length || subject.status === 'none' || subject.status === 'error') return 'show';
  if (subject.status === 'pending') return 'wait';
  return rules.every((rule) => holds(rule, subject.value, today)) ? 'show' : 'hide';
}

/** The tabs whose rules hold, or wait for the subject. */
export const shownTabs = (tabs: readonly Tab[], subject: SubjectState, today = dayjs()): Tab[] =>
  tabs.filter((tab) => visibilityOf(tab.visible, subject, today) !== 'hide');

/** The open tab of those shown: the one the address asks for (`?tab=`), else the first. */
export const openTab = (shown: readonly Tab[], asked: string | null): Tab | undefined => shown.find((tab) => tab.id === asked) ?? shown[0];

/**
 * The tab an address opens by naming it (`?tab=`), when that is not the tab the screen opens anyway
 * (its first shown): a page of its own, named in the page's title.
 */
export function openedTab(screen: Screen, subject: SubjectState, asked: string | null, today = dayjs()): Tab | undefined {
  if (!screen.tabs?.length || !asked) return undefined;
  const shown = shownTabs(screen.tabs, subject, today);
  const open = openTab(shown, asked);
  return open && open !== shown[0] ? open : undefined;
}
