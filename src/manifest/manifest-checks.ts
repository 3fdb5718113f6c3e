// Checks a schema cannot express: unique ids and routes, links that lead somewhere, and calls
// that the API contract has.
import type { ScreenManifest } from './screens.gen';
import { API_CALLS } from '../api/contract.gen';
import { closest, placeInWords, type Problem } from './manifest-problems';

function duplicates<T>(items: readonly T[], keyOf: (item: T) => string): Array<[index: number, key: string]> {
  const seen = new Set<string>();
  return items.flatMap((item, index): Array<[number, string]> => {
    const key = keyOf(item);
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [[index, key]];
  });
}

/** Problems in a manifest that already passed schema validation. */
export function checkManifest(file: string, manifest: ScreenManifest): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string) =>
    problems.push({ file, pointer, place: placeInWords(manifest, pointer), message });
  const routes = new Set(manifest.screens.map((s) => s.route));
  const checkRoute = (pointer: string, route: string) => {
    const path = route.split('?')[0]!;
    if (!routes.has(path)) add(pointer, `links to "${path}", which no screen declares; screens: ${[...routes].join(', ')}`);
  };

  for (const [i, id] of duplicates(manifest.screens, (s) => s.id)) add(`/screens/${i}/id`, `screen id "${id}" is used twice`);
  for (const [i, route] of duplicates(manifest.screens, (s) => s.route)) add(`/screens/${i}/route`, `route "${route}" is used by two screens`);

  const { header, footer } = manifest.site;
  const links = [
    ['/site/header/loginLink', header.loginLink] as const,
    ...(header.links ?? []).map((link, i) => [`/site/header/links/${i}`, link] as const),
    ...footer.links.map((link, i) => [`/site/footer/links/${i}`, link] as const),
  ];
  for (const [pointer, link] of links) if (link.href.startsWith('/')) checkRoute(`${pointer}/href`, link.href);
  for (const [i, id] of duplicates(footer.links, (l) => l.id)) add(`/site/footer/links/${i}/id`, `link id "${id}" is used twice`);

  manifest.screens.forEach((screen, s) => {
    for (const [i, id] of duplicates(screen.sections, (x) => x.id)) add(`/screens/${s}/sections/${i}/id`, `section id "${id}" is used twice on this screen`);
    screen.sections.forEach((section, x) => {
      const base = `/screens/${s}/sections/${x}`;
      const call = section.source.call;
      if (!(API_CALLS as readonly string[]).includes(call)) {
        const guess = closest(call, API_CALLS);
        add(`${base}/source/call`, `calls "${call}", which the API contract (docs/api.md) does not have${guess ? `. Did you mean "${guess}"?` : ''}; calls: ${API_CALLS.join(', ')}`);
      }
      for (const [i, key] of duplicates(section.fields, (f) => f.key)) add(`${base}/fields/${i}/key`, `field "${key}" is listed twice in this section`);
      section.fields.forEach((field, f) => {
        if (field.link) checkRoute(`${base}/fields/${f}/link/route`, field.link.route);
      });
    });
  });
  return problems;
}
