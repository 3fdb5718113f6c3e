// The page the document's HTML was built for, as the build wrote it in the page
// (`<script type="application/json" id="prerendered">`, data, never run): what the hydrating render
// must draw again (render-pass.ts). Anything of another shape is ignored: the app then draws afresh.

/** The page an HTML file was built for: the address it was rendered at, and what it drew (render-pass.ts). */
export interface Prerendered<Language extends string = string> {
  path: string;
  /** The query the page was rendered with, without `?` (`code=2800` for a fund's page, else empty). */
  search: string;
  language: Language;
  subject?: Record<string, unknown> | undefined;
  builtAt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page the document was built for, in one of `languages`; undefined when it says none or something else. */
export function readPrerendered<Language extends string>(doc: Document, languages: readonly Language[]): Prerendered<Language> | undefined {
  const text = doc.getElementById('prerendered')?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data)) return undefined;
    const { path, search, language, subject, builtAt } = data;
    if (typeof path !== 'string' || typeof search !== 'string' || typeof builtAt !== 'string') return undefined;
    if (!languages.includes(language as Language)) return undefined;
    if (subject !== undefined && !isRecord(subject)) return undefined;
    return { path, search, language: language as Language, subject, builtAt };
  } catch {
    return undefined;
  }
}

/**
 * Whether an address's query asks for what a page built for `built` draws: the same parameters in any
 * order, a `tab` naming the screen's first tab (`firstTab`, which opens anyway) counting as none.
 */
export function sameQuery(search: string, built: string, firstTab: string | undefined): boolean {
  const normal = (query: string) => {
    const params = new URLSearchParams(query);
    if (firstTab !== undefined && params.get('tab') === firstTab && params.getAll('tab').length === 1) params.delete('tab');
    params.sort();
    return params.toString();
  };
  return normal(search) === normal(built);
}
