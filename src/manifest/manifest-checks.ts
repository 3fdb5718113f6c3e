// Checks a schema cannot express: unique ids and routes, links that lead somewhere, calls that the
// API contract has (with every `{name}` in them filled by a value the contract knows), range
// buttons that fill a parameter of the call, formats whose options need one of two fields, a
// table's tools (download call, searched fields, date range names), and a comparison screen for
// the parts that choose funds to compare.
import type { Format, ScreenManifest, Section, Source, TableSection } from './screens.gen';
import { API_CALLS } from '../api/contract.gen';
import { closest, placeInWords, type Problem } from './manifest-problems';

const CALLS = API_CALLS as readonly string[];

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

/** Every object inside a value with its JSON pointer. */
function* objectsIn(value: unknown, pointer: string): Generator<[Record<string, unknown>, string]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* objectsIn(item, `${pointer}/${i}`);
  } else if (typeof value === 'object' && value !== null) {
    yield [value as Record<string, unknown>, pointer];
    for (const [key, child] of Object.entries(value)) yield* objectsIn(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

type Add = (pointer: string, message: string) => void;

/** The contract's calls a path template can stand for, and the values each `{name}` takes in them. */
function callsMatching(template: string): { calls: string[]; values: Record<string, string[]> } {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')}$`);
  const values: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
  const calls = CALLS.filter((call) => {
    const match = pattern.exec(call);
    if (match) names.forEach((name, i) => values[name]!.push(match[i + 1]!));
    return Boolean(match);
  });
  return { calls, values };
}

/** The call of a source: in the contract, and every `{name}` filled (by pathParams or, for `filledBy`, range buttons) with values it knows. */
function checkSource(add: Add, pointer: string, source: Source, filledBy: Record<string, string[]> = {}) {
  const { call } = source;
  const names = [...call.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) {
    if (!CALLS.includes(call)) {
      const guess = closest(call, CALLS);
      add(`${pointer}/call`, `calls "${call}", which the API contract (docs/api.md) does not have${guess ? `. Did you mean "${guess}"?` : ''}`);
    }
  } else {
    const { calls, values } = callsMatching(call);
    if (!calls.length) {
      add(
        `${pointer}/call`,
        `calls "${call}", which stands for no call of the API contract (docs/api.md); a {name} part must be where the contract has a path parameter`,
      );
      return;
    }
    for (const name of names) {
      const fixed = source.pathParams?.[name];
      const given = filledBy[name] ?? (fixed && fixed.query === undefined && fixed.value !== undefined ? [String(fixed.value)] : undefined);
      if (!fixed && !filledBy[name])
        add(
          `${pointer}/call`,
          `has {${name}} in its path, but nothing fills it: add "pathParams": { "${name}": { "value": … } } (one of ${values[name]!.join(', ')})`,
        );
      for (const value of given ?? []) {
        if (!values[name]!.includes(value))
          add(`${pointer}/pathParams/${name}`, `gives {${name}} the value "${value}", which the contract does not have; allowed: ${values[name]!.join(', ')}`);
      }
    }
  }
  for (const name of Object.keys(source.pathParams ?? {})) {
    if (!names.includes(name)) add(`${pointer}/pathParams/${name}`, `fills {${name}}, which the call "${call}" does not have`);
  }
}

/** Checks a format's options that the schema cannot: a currency from somewhere. */
function checkFormat(add: Add, pointer: string, format: Format) {
  if (format.type === 'currency' && !format.currency && !format.currencyField)
    add(pointer, 'a currency format needs "currency" (such as "HKD") or "currencyField" (the row field holding the code)');
}

/** Address parameters a table already uses (address-state.ts, the search's `q`): a date range may not take them. */
const TABLE_PARAMS = ['page', 'size', 'sort', 'q'];

/** A section's download call (a table's export, a documents section's files): one the contract has. */
function checkDownloadCall(add: Add, base: string, call: string) {
  if (CALLS.includes(call)) return;
  const guess = closest(call, CALLS);
  add(`${base}/download/call`, `downloads with "${call}", which the API contract (docs/api.md) does not have${guess ? `. Did you mean "${guess}"?` : ''}`);
}

/** A table's search and date range: fields of the table, names of their own. */
function checkTableTools(add: Add, base: string, section: TableSection) {
  const { search, dateRange } = section;
  if (search) {
    const keys = section.fields.map((field) => field.key);
    search.fields.forEach((key, i) => {
      if (!keys.includes(key)) add(`${base}/search/fields/${i}`, `searches "${key}", which is not a field of this table; its fields: ${keys.join(', ')}`);
    });
    if (section.paging?.mode === 'server')
      add(
        `${base}/search`,
        'searches the rows in the browser, but the server pages this table (`paging.mode` "server"), so only one page would be searched: use `paging.mode` "client", or no paging',
      );
  }
  if (dateRange) {
    if (dateRange.start === dateRange.end)
      add(`${base}/dateRange/end`, `is "${dateRange.end}", the same name as "start": the first and last day need a name each`);
    for (const end of ['start', 'end'] as const) {
      const name = dateRange[end];
      if (TABLE_PARAMS.includes(name))
        add(
          `${base}/dateRange/${end}`,
          `is "${name}", which the table's address already uses (${TABLE_PARAMS.join(', ')}); choose another name, such as "${end}Date"`,
        );
      if (section.source.body?.[name])
        add(`${base}/source/body/${name}`, `is filled by the table's "dateRange" ("${end}": "${name}"); remove it from the body`);
    }
  }
}

function checkSection(add: Add, route: (pointer: string, path: string) => void, section: Section, base: string) {
  if ('source' in section) {
    const ranges = 'chart' in section ? section.chart.ranges : undefined;
    checkSource(add, `${base}/source`, section.source, ranges ? { [ranges.param]: ranges.options.map((o) => o.value) } : {});
    if (ranges && !ranges.options.some((o) => o.value === ranges.default)) {
      add(`${base}/chart/ranges/default`, `is "${ranges.default}", which is not one of the buttons: ${ranges.options.map((o) => o.value).join(', ')}`);
    }
    if (ranges && !section.source.call.includes(`{${ranges.param}}`))
      add(`${base}/chart/ranges/param`, `names {${ranges.param}}, which the call "${section.source.call}" does not have`);
  }
  if ('fields' in section) {
    for (const [i, key] of duplicates(section.fields, (f) => f.key)) add(`${base}/fields/${i}/key`, `field "${key}" is listed twice in this section`);
    section.fields.forEach((field, f) => {
      if (field.link) route(`${base}/fields/${f}/link/route`, field.link.route);
    });
  }
  if ('download' in section && section.download) checkDownloadCall(add, base, section.download.call);
  if ('search' in section || 'dateRange' in section) checkTableTools(add, base, section);
  if ('links' in section) section.links.forEach((link, i) => route(`${base}/links/${i}/route`, link.route));
  if (section.more) route(`${base}/more/route`, section.more.route);
  if ('note' in section && section.note) {
    const { text, values = {} } = section.note;
    for (const [language, words] of Object.entries(text)) {
      for (const [, name] of words.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
        if (!Object.hasOwn(values, name!))
          add(`${base}/note/text/${language}`, `uses {${name}}, which "values" does not give: add "values": { "${name}": { "key": … } }`);
      }
    }
  }
  if ('filters' in section)
    for (const [i, param] of duplicates(section.filters, (f) => f.param))
      add(`${base}/filters/${i}/param`, `query parameter "${param}" is written by two filters`);
  for (const [object, pointer] of objectsIn(section, base))
    if (
      typeof object.type === 'string' &&
      pointer
        .split('/')
        .pop()
        ?.match(/^(format|yFormat)$/)
    )
      checkFormat(add, pointer, object as unknown as Format);
}

/** Problems in a manifest that already passed schema validation. */
export function checkManifest(file: string, manifest: ScreenManifest): Problem[] {
  const problems: Problem[] = [];
  const add: Add = (pointer, message) => problems.push({ file, pointer, place: placeInWords(manifest, pointer), message });
  const routes = new Set(manifest.screens.map((s) => s.route));
  const route = (pointer: string, target: string) => {
    const path = target.split('?')[0]!;
    if (!routes.has(path)) add(pointer, `links to "${path}", which no screen declares; screens: ${[...routes].join(', ')}`);
  };

  for (const [i, id] of duplicates(manifest.screens, (s) => s.id)) add(`/screens/${i}/id`, `screen id "${id}" is used twice`);
  for (const [i, path] of duplicates(manifest.screens, (s) => s.route)) add(`/screens/${i}/route`, `route "${path}" is used by two screens`);

  const { header, footer } = manifest.site;
  const links = [
    ['/site/header/loginLink', header.loginLink] as const,
    ...(header.links ?? []).map((link, i) => [`/site/header/links/${i}`, link] as const),
    ...footer.links.map((link, i) => [`/site/footer/links/${i}`, link] as const),
  ];
  for (const [pointer, link] of links) if (link.href.startsWith('/')) route(`${pointer}/href`, link.href);
  for (const [i, id] of duplicates(footer.links, (l) => l.id)) add(`/site/footer/links/${i}/id`, `link id "${id}" is used twice`);
  // The tray's Compare button opens this route: a screen must answer it.
  const { compare } = manifest.site;
  if (compare && !routes.has(compare.route))
    add('/site/compare/route', `is "${compare.route}", which no screen declares: the comparison screen must be one of ${[...routes].join(', ')}`);
  /** What a part that chooses funds for the comparison says when the site has no comparison to send them to. */
  const noComparison = (what: string) =>
    `${what}, but the site has no comparison screen: add "compare": { "route": "/compare", "param": "codes" } to "site" (the route of a screen that compares them)`;

  manifest.screens.forEach((screen, s) => {
    const base = `/screens/${s}`;
    if (!screen.sections && !screen.tabs) add(base, 'has neither sections nor tabs: add "sections" or "tabs"');
    if (screen.subject) checkSource(add, `${base}/subject/source`, screen.subject.source);
    if (screen.subject?.compare) {
      if (!compare) add(`${base}/subject/compare`, noComparison('adds the fund to the comparison'));
      // The button puts the fund's code in the comparison's address and its name in the tray.
      const missing = (['codeField', 'titleField'] as const).filter((key) => !screen.subject![key]);
      if (missing.length)
        add(
          `${base}/subject/compare`,
          `adds the fund to the comparison by its code and name, which the subject does not say: add ${missing.map((key) => `"${key}"`).join(' and ')} (such as "fundCode", "fundName")`,
        );
    }
    const placed = [
      ...(screen.sections ?? []).map((section, x) => [section, `${base}/sections/${x}`] as const),
      ...(screen.tabs ?? []).flatMap((tab, t) => tab.sections.map((section, x) => [section, `${base}/tabs/${t}/sections/${x}`] as const)),
      ...(screen.afterTabs ?? []).map((section, x) => [section, `${base}/afterTabs/${x}`] as const),
    ];
    for (const [i, id] of duplicates(placed, ([section]) => section.id)) add(`${placed[i]![1]}/id`, `section id "${id}" is used twice on this screen`);
    for (const [i, id] of duplicates(screen.tabs ?? [], (tab) => tab.id)) add(`${base}/tabs/${i}/id`, `tab id "${id}" is used twice on this screen`);
    const subjectRules = placed.some(([section]) => section.visible?.subject) || (screen.tabs ?? []).some((tab) => tab.visible?.subject);
    if (subjectRules && !screen.subject)
      add(base, 'has `visible` rules on its subject but no "subject": declare where the subject (such as the fund) comes from');
    for (const [section, pointer] of placed) {
      checkSection(add, route, section, pointer);
      if ('compare' in section && section.compare && !compare) add(`${pointer}/compare`, noComparison('has checkboxes that choose funds to compare'));
    }
  });
  return problems;
}
