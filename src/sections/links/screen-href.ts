// The address of a screen link: its route plus the kept query parameters of the current page.
import type { ScreenLink } from '../../manifest/screens.gen';

/** `route?kept=…`, keeping each `keep` parameter the current query has (in `keep` order); the bare route when none. */
export function screenHref(link: ScreenLink, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of link.keep ?? []) {
    const value = current.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${link.route}?${query}` : link.route;
}
