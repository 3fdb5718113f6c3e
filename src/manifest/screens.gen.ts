// Generated from schemas/screens.schema.json by scripts/generate.mjs — do not edit; run `npm run generate`.

/**
 * A name unique among its siblings: letters, digits and dashes, starting with a letter.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "id".
 */
export type Id = string;
/**
 * One value: `{"value": …}` sends a fixed value; `{"query": "code"}` sends the page's query parameter (or `default` when the address has none).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "bodyValue".
 */
export type BodyValue = BodyValue1 & BodyValue2;
export type BodyValue1 = {
  [k: string]: unknown;
};
/**
 * Keep only rows whose field is (or is not) one of the values.
 */
export type RowFilter = {
  [k: string]: unknown;
} & {
  /**
   * The row field.
   */
  field: string;
  /**
   * Values to keep.
   *
   * @minItems 1
   */
  in?: [string | number | boolean, ...(string | number | boolean)[]];
  /**
   * Values to drop.
   *
   * @minItems 1
   */
  notIn?: [string | number | boolean, ...(string | number | boolean)[]];
};
/**
 * One block of a screen. Its `kind` decides which other properties it takes: table, keyValue, metrics, chart, richText, documents, notice, filterBar, links, comparison or fundPicker.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "section".
 */
export type Section =
  | TableSection
  | KeyValueSection
  | MetricsSection
  | ChartSection
  | RichTextSection
  | DocumentsSection
  | NoticeSection
  | FilterBarSection
  | LinksSection
  | ComparisonSection
  | FundPickerSection;
/**
 * A rule on a field of the screen's subject: one of `in`, `notIn`, `olderThanMonths` or `youngerThanMonths`.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "subjectRule".
 */
export type SubjectRule = SubjectRule1 & SubjectRule2;
export type SubjectRule1 = {
  [k: string]: unknown;
};
/**
 * How a value is shown. `type` decides which options it takes.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "format".
 */
export type Format =
  | TextFormat
  | NumberFormat
  | PercentFormat
  | ChangeFormat
  | CurrencyFormat
  | CompactFormat
  | DateFormat
  | DateTimeFormat
  | DictFormat
  | EnumFormat
  | LinkFormat
  | ListFormat;
/**
 * How a value is shown. `type` decides which options it takes.
 */
export type Format1 =
  | TextFormat
  | NumberFormat
  | PercentFormat
  | ChangeFormat
  | CurrencyFormat
  | CompactFormat
  | DateFormat
  | DateTimeFormat
  | DictFormat
  | EnumFormat
  | LinkFormat
  | ListFormat;
/**
 * A name unique among its siblings: letters, digits and dashes, starting with a letter.
 */
export type Id1 = string;

/**
 * Declares the whole site: header and footer links, every route's screen, its tabs and each tab's sections, each section's data, fields, labels and formats. Edit this file to add, remove or re-label screens, tabs, sections, columns, chart series and links.
 */
export interface ScreenManifest {
  /**
   * Path to this schema, so editors autocomplete and flag mistakes.
   */
  $schema?: string;
  /**
   * Manifest format version: 2. A version-1 file still loads (it is migrated on the fly, and `npm run migrate-screens` rewrites it).
   */
  version: 2;
  site: Site;
  /**
   * One entry per route of the site.
   *
   * @minItems 1
   */
  screens: [Screen, ...Screen[]];
}
/**
 * What every screen shares: the site's name, its header and its footer.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "site".
 */
export interface Site {
  name: Label;
  description?: Label1;
  /**
   * The header on every screen.
   */
  header: {
    loginLink: Link;
    /**
     * Further links in the header.
     */
    links?: Link1[];
  };
  /**
   * The footer on every screen.
   */
  footer: {
    /**
     * Footer links, in order.
     */
    links: Link1[];
    copyright: Label3;
    notice?: Label4;
  };
  compare?: SiteCompare;
}
/**
 * The site's name, shown in the header and the page title.
 */
export interface Label {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * One sentence about the site, used as the page description for search engines.
 */
export interface Label1 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * The link to the trading platform's login.
 */
export interface Link {
  id: Id;
  label: Label2;
  /**
   * Either a screen route of this site (starting with '/', kept in the visitor's language) or an absolute http(s) address.
   */
  href: string;
}
/**
 * A visible text in all three languages of the site.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "label".
 */
export interface Label2 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A link in the header or footer.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "link".
 */
export interface Link1 {
  id: Id;
  label: Label2;
  /**
   * Either a screen route of this site (starting with '/', kept in the visitor's language) or an absolute http(s) address.
   */
  href: string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label3 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label4 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * The comparison screen the tray opens: funds chosen with a table's `compare` checkboxes or a fund screen's `subject.compare` button are listed in a bar at the bottom of every screen, whose Compare button opens `route` with their codes in `param` (`/compare?codes=2800,2828`).
 */
export interface SiteCompare {
  /**
   * The route of the comparison screen: a screen of this file.
   */
  route: string;
  /**
   * The query parameter that lists the chosen funds' codes, separated by commas.
   */
  param: string;
  /**
   * How many funds a visitor may choose at most.
   */
  max?: number;
}
/**
 * What one route of the site shows: sections, or tabs of sections.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "screen".
 */
export interface Screen {
  id: Id;
  /**
   * The path of the screen, without the language prefix.
   */
  route: string;
  title: Label5;
  subject?: Subject;
  /**
   * The sections of the screen, top to bottom (above the tabs when there are tabs).
   */
  sections?: Section[];
  /**
   * Tabs, each with its sections; the open tab is in the address (`?tab=<id>`), the first one when none is given.
   *
   * @minItems 1
   */
  tabs?: [Tab, ...Tab[]];
  /**
   * Sections below the tabs, the same whichever tab is open (such as a disclaimer).
   */
  afterTabs?: Section[];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label5 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * What the screen is about, such as the fund of a detail screen: its answer names the page (`titleField`) and decides the sections' `visible` rules.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "subject".
 */
export interface Subject {
  source: Source;
  /**
   * The subject's field shown under the screen's title, such as the fund's name.
   */
  titleField?: string;
  /**
   * The subject's field shown beside the screen's title above the name, such as the fund code.
   */
  codeField?: string;
  /**
   * A button beside the screen's title adds the fund to the comparison, or takes it out (the site's `compare`; the fund's code and name are its `codeField` and `titleField`).
   */
  compare?: boolean;
}
/**
 * Where a section's data comes from: a POST call, its path parameters and request body, where the data is in the answer, and optional transforms done here.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "source".
 */
export interface Source {
  /**
   * The call's path under the API base, as in the API contract. `{name}` parts are filled from `pathParams` (a chart's range buttons fill the one they name).
   */
  call: string;
  /**
   * Request body fields, each a fixed value or a value from the page's query string.
   */
  body?: {
    [k: string]: BodyValue;
  };
  /**
   * Where the rows are inside the response's data, as dot-separated keys; empty for the data itself.
   */
  dataPath?: string;
  /**
   * Where the total row count is inside the response's data (server paging).
   */
  totalPath?: string;
  /**
   * Values of the call's `{name}` parts, each fixed or from the page's query string.
   */
  pathParams?: {
    [k: string]: BodyValue;
  };
  transform?: Transform;
  refresh?: Refresh;
}
export interface BodyValue2 {
  /**
   * A fixed value.
   */
  value?: string | number | boolean | null;
  /**
   * The name of a query-string parameter of the page.
   */
  query?: string;
  /**
   * The value when the query parameter is absent.
   */
  default?: string | number | boolean;
  /**
   * Send the query parameter as a list of values (comma-separated in the address).
   */
  list?: boolean;
}
/**
 * What is done to the rows here, after they arrive, in this order: keep matching rows, sort, keep the first `top`.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "transform".
 */
export interface Transform {
  filter?: RowFilter;
  sort?: SortRule;
  /**
   * Keep only the first rows (after sorting).
   */
  top?: number;
}
/**
 * An order of rows.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "sortRule".
 */
export interface SortRule {
  /**
   * The field to sort by.
   */
  field: string;
  /**
   * Ascending or descending.
   */
  order?: 'asc' | 'desc';
}
/**
 * Call again every `seconds` while the page is open: during the exchange's trading hours (`tradingHours` in config.json) or always.
 */
export interface Refresh {
  /**
   * Seconds between calls.
   */
  seconds: number;
  /**
   * `tradingHours` (the default): only while the exchange trades, with one call when it opens; `always`: all the time.
   */
  during?: 'tradingHours' | 'always';
}
/**
 * A table of rows from a call; one column per field. On phones each row becomes a card of the same fields.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "tableSection".
 */
export interface TableSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'table';
  title?: Label6;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  caption?: Label9;
  /**
   * The row field that identifies a row.
   */
  rowKey?: string;
  paging?: Paging;
  sort?: SortRule1;
  /**
   * How many placeholder rows show while the rows load: as many as the call usually returns, so nothing below moves when they arrive. Without it, a page's worth when paged (at most 20), else 10.
   */
  skeletonRows?: number;
  /**
   * Show every row in a scrolling box this many pixels high, drawing only the visible rows (for thousands of rows, instead of paging).
   */
  virtualize?: number;
  /**
   * The columns, left to right.
   *
   * @minItems 1
   */
  fields: [Field, ...Field[]];
  /**
   * Keep the table's page, page size and sort in the address (`page`, `size`, `sort=<field>:<asc|desc>`): a copied link opens the same view, and Back and Forward step through the changes. Values the table cannot use are dropped from the address.
   */
  inAddress?: boolean;
  download?: TableDownload;
  search?: TableSearch;
  compare?: TableCompare;
  dateRange?: TableDateRange;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label6 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * When a section or tab shows. Every rule given must hold. The subject rules read the screen's `subject`; `query` reads the page's address.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "visibility".
 */
export interface Visibility {
  /**
   * Hide the section instead of showing 'No Data' when its data is empty.
   */
  hideWhenEmpty?: boolean;
  /**
   * Rules on the screen's subject; all must hold.
   *
   * @minItems 1
   */
  subject?: [SubjectRule, ...SubjectRule[]];
  /**
   * Query parameters the page's address must have (each with a value), such as the funds of a comparison: without them the section does not show and makes no call.
   *
   * @minItems 1
   *
   * Items: A parameter name.
   */
  query?: [string, ...string[]];
}
export interface SubjectRule2 {
  /**
   * The subject's field.
   */
  field: string;
  /**
   * The field's value is one of these.
   *
   * @minItems 1
   */
  in?: [string | number | boolean, ...(string | number | boolean)[]];
  /**
   * The field's value is none of these.
   *
   * @minItems 1
   */
  notIn?: [string | number | boolean, ...(string | number | boolean)[]];
  /**
   * The field is a date at least this many months ago (Hong Kong rules show no performance before 6 months).
   */
  olderThanMonths?: number;
  /**
   * The field is a date less than this many months ago (for a notice that a fund is too young to show performance).
   */
  youngerThanMonths?: number;
}
/**
 * How wide a section is, in twelfths of the page, on desktop (≥ 992 px) and on phones. Sections flow left to right and wrap.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "layout".
 */
export interface Layout {
  /**
   * Twelfths of the width on desktop.
   */
  desktop?: 3 | 4 | 6 | 8 | 9 | 12;
  /**
   * Twelfths of the width on phones.
   */
  mobile?: 6 | 12;
}
/**
 * A link beside the section's heading to a screen with more of it (such as a sub-detail screen), keeping the query parameters named in `keep`.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "more".
 */
export interface More {
  /**
   * The screen route.
   */
  route: string;
  label: Label2;
  /**
   * Query parameters of this page to carry over, such as `code`.
   */
  keep?: string[];
}
/**
 * A line under the section from its call's answer, such as 'As of {asOf}; NAV to NAV in {currency}, distributions reinvested.': each `{name}` in the text is the answer's field named in `values`, formatted.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "note".
 */
export interface Note {
  text: Label2;
  /**
   * The text's `{name}` parts: the field of the answer's data (dot-separated keys) and its format.
   */
  values?: {
    [k: string]: {
      /**
       * The field of the answer's data, as dot-separated keys.
       */
      key: string;
      format?: Format;
    };
  };
}
/**
 * The value as text.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "textFormat".
 */
export interface TextFormat {
  /**
   * Formatter name.
   */
  type: 'text';
}
/**
 * A number with grouping, in the visitor's language.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "numberFormat".
 */
export interface NumberFormat {
  /**
   * Formatter name.
   */
  type: 'number';
  /**
   * Digits after the decimal point.
   */
  decimals?: number;
  suffix?: Label7;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label7 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A percentage. `scale` says whether the value is a fraction (0.0123) or already in per cent (1.23).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "percentFormat".
 */
export interface PercentFormat {
  /**
   * Formatter name.
   */
  type: 'percent';
  /**
   * `fraction`: 0.0123 is 1.23 %; `percent`: 1.23 is 1.23 %.
   */
  scale: 'fraction' | 'percent';
  /**
   * Digits after the decimal point.
   */
  decimals?: number;
}
/**
 * A signed change, coloured as a rise or a fall (which colour is which is `changeColors` in config.json): + or − in front, flat when it rounds to zero.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "changeFormat".
 */
export interface ChangeFormat {
  /**
   * Formatter name.
   */
  type: 'change';
  /**
   * `percent`: the value is a percentage (see `scale`); `number`: a plain amount.
   */
  unit: 'percent' | 'number';
  /**
   * `fraction`: 0.0123 is 1.23 %; `percent`: 1.23 is 1.23 %.
   */
  scale?: 'fraction' | 'percent';
  /**
   * Digits after the decimal point.
   */
  decimals?: number;
}
/**
 * An amount of money with its currency code: the currency is fixed (`currency`) or read from a field of the same row (`currencyField`).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "currencyFormat".
 */
export interface CurrencyFormat {
  /**
   * Formatter name.
   */
  type: 'currency';
  /**
   * ISO 4217 code.
   */
  currency?: string;
  /**
   * The row field that holds the currency code.
   */
  currencyField?: string;
  /**
   * Digits after the decimal point.
   */
  decimals?: number;
}
/**
 * A large amount, shortened as the language does: 萬 and 億 in Chinese, K, M and B in English.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "compactFormat".
 */
export interface CompactFormat {
  /**
   * Formatter name.
   */
  type: 'compact';
  /**
   * Digits after the decimal point.
   */
  decimals?: number;
  /**
   * ISO 4217 code written before the amount.
   */
  currency?: string;
  /**
   * The row field that holds the currency code.
   */
  currencyField?: string;
}
/**
 * A date in the visitor's language.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "dateFormat".
 */
export interface DateFormat {
  /**
   * Formatter name.
   */
  type: 'date';
  /**
   * `short`: 2026-11-20 / 20 Nov 2026; `long`: 2026年11月20日 / 20 November 2026; `month`: 2026年11月 / Nov 2026.
   */
  style?: 'short' | 'long' | 'month';
}
/**
 * A date and time in the visitor's language, in the time zone the value carries (exchange time), with its offset.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "dateTimeFormat".
 */
export interface DateTimeFormat {
  /**
   * Formatter name.
   */
  type: 'dateTime';
  /**
   * Show seconds.
   */
  seconds?: boolean;
}
/**
 * A code shown as its label from a dictionary of `/common/dictType`.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "dictFormat".
 */
export interface DictFormat {
  /**
   * Formatter name.
   */
  type: 'dict';
  /**
   * The dictionary.
   */
  dictType: string;
}
/**
 * A code, or true/false, shown as the label given for it; a value with no label shows as it is.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "enumFormat".
 */
export interface EnumFormat {
  /**
   * Formatter name.
   */
  type: 'enum';
  /**
   * Value → label. For true/false use the keys `true` and `false`.
   */
  labels: {
    [k: string]: Label2;
  };
}
/**
 * The value is an address (`http(s)` only; anything else shows as text): a link that opens in a new tab. `text` replaces the address as the visible text.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "linkFormat".
 */
export interface LinkFormat {
  /**
   * Formatter name.
   */
  type: 'link';
  text?: Label8;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label8 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A list of texts, joined with the language's list separator.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "listFormat".
 */
export interface ListFormat {
  /**
   * Formatter name.
   */
  type: 'list';
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label9 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * How rows are paged.
 */
export interface Paging {
  /**
   * `server`: the call receives pageNum and pageSize; `client`: all rows are fetched and paged here.
   */
  mode: 'server' | 'client';
  /**
   * Rows per page.
   */
  pageSize: number;
  /**
   * Page sizes the visitor may choose; `pageSize` is the first choice.
   *
   * @minItems 2
   * @maxItems 6
   */
  sizes?:
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number];
}
/**
 * An order of rows.
 */
export interface SortRule1 {
  /**
   * The field to sort by.
   */
  field: string;
  /**
   * Ascending or descending.
   */
  order?: 'asc' | 'desc';
}
/**
 * One value of a row or record: a table column, a key-value line, a metric, a card line.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  /**
   * The response field, as dot-separated keys.
   */
  key: string;
  label: Label10;
  format?: Format;
  /**
   * Horizontal alignment; numbers read best at `end`.
   */
  align?: 'start' | 'center' | 'end';
  link?: FieldLink;
  /**
   * A table can be sorted by this column (on the server when the table pages there: the call gets `sortField` and `sortOrder`).
   */
  sortable?: boolean;
  /**
   * The column's least width in pixels (tables).
   */
  width?: number;
  /**
   * On phones, a table shows each row as a card: `title` heads it, `hidden` leaves the field out; the rest show as label and value.
   */
  card?: 'title' | 'hidden';
  hint?: Label11;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label10 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * Makes the value a link to a screen of this site.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "fieldLink".
 */
export interface FieldLink {
  /**
   * The screen route.
   */
  route: string;
  /**
   * Query parameters of the link, each taken from a field of the row.
   */
  query?: {
    [k: string]: string;
  };
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label11 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A 'Download CSV' button above the table: it POSTs the table's request body (the same fields its own call gets, with the date range, without page, page size and sort) to `call` and saves the file the server answers, under the name the server gives.
 */
export interface TableDownload {
  /**
   * The export call of the API contract (docs/api.md) that answers the file.
   */
  call: string;
  label?: Label12;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label12 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A search box above the table that keeps the rows whose listed fields, as shown, contain what is typed (ignoring case, accents and full-width letters). Only for tables that have all their rows here (`paging.mode` `client`, or no paging). Kept in the address as `q` when `inAddress` is true.
 */
export interface TableSearch {
  /**
   * The keys of this table's fields to search in.
   *
   * @minItems 1
   */
  fields: [string, ...string[]];
  label?: Label13;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label13 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A first column of checkboxes (on phones, one on each card) that choose rows' funds for the comparison (the site's `compare`), up to its `max`.
 */
export interface TableCompare {
  /**
   * The row field with the fund's code, which goes into the comparison's address.
   */
  codeField: string;
  /**
   * The row field with the fund's name, shown in the comparison's tray and read by screen readers beside each checkbox.
   */
  nameField: string;
}
/**
 * Two date inputs above the table (first and last day). Their dates go into the request body as `start` and `end` (YYYY-MM-DD) and into the address under the same names, so a copied link opens the same range. A start after the end is not sent: the inputs say so and the table keeps its rows.
 */
export interface TableDateRange {
  /**
   * The name of the first day in the request body and in the address.
   */
  start: string;
  /**
   * The name of the last day in the request body and in the address.
   */
  end: string;
  /**
   * The range shown before the visitor chooses one, ending today: the last `3M`, `6M`, `1Y`, `3Y` or `5Y`, `YTD` (from 1 January) or `ALL` (no first day).
   */
  default: '3M' | '6M' | 'YTD' | '1Y' | '3Y' | '5Y' | 'ALL';
  label?: Label14;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label14 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * Labelled values of one record, such as a fund's profile.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "keyValueSection".
 */
export interface KeyValueSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'keyValue';
  title?: Label15;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  columns?: KeyValueColumns;
  /**
   * The lines, in reading order.
   *
   * @minItems 1
   */
  fields: [Field, ...Field[]];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label15 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * How many label–value columns.
 */
export interface KeyValueColumns {
  /**
   * Columns on desktop.
   */
  desktop?: number;
  /**
   * Columns on phones.
   */
  mobile?: number;
}
/**
 * Headline figures of one record, such as NAV, change, iNAV and premium or discount.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "metricsSection".
 */
export interface MetricsSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'metrics';
  title?: Label16;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  variants?: Variants;
  /**
   * The figures, left to right.
   *
   * @minItems 1
   */
  items: [Metric, ...Metric[]];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label16 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * When the record holds several versions of its figures (a fund's trading counters: HKD, CNY, USD), a switch between them above the tiles; the chosen one is in the address (`param`). One version shows as a plain label.
 */
export interface Variants {
  /**
   * Where the list of versions is in the record.
   */
  path: string;
  /**
   * The field that names a version (its value goes into the address).
   */
  key: string;
  /**
   * The fields a version's button shows, joined by a space (the `key` when absent).
   *
   * @minItems 1
   * @maxItems 3
   */
  show?: [string] | [string, string] | [string, string, string];
  /**
   * The query parameter that keeps the choice.
   */
  param: string;
  label: Label17;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label17 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * One headline figure, with an optional smaller line under it (a change, a time stamp).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "metric".
 */
export interface Metric {
  /**
   * The record's field.
   */
  key: string;
  label: Label18;
  format?: Format;
  /**
   * Smaller values under the figure.
   *
   * @maxItems 3
   */
  sub?: [] | [SubValue] | [SubValue, SubValue] | [SubValue, SubValue, SubValue];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label18 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A small value under a metric.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "subValue".
 */
export interface SubValue {
  /**
   * The record's field.
   */
  key: string;
  format?: Format;
  label?: Label19;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label19 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A line, bar, pie or donut chart of rows from a call (ECharts, loaded only when the chart is on screen).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "chartSection".
 */
export interface ChartSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'chart';
  title?: Label20;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  caption?: Label21;
  chart: ChartSpec;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label20 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label21 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * What the chart draws.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "chartSpec".
 */
export interface ChartSpec {
  /**
   * `line` and `bar` draw series over `x`; `pie` and `donut` draw one series' share per row (`x` names the slices).
   */
  type: 'line' | 'bar' | 'pie' | 'donut';
  x: Field1;
  /**
   * The values drawn: one line or bar per entry; pie and donut take the first.
   *
   * @minItems 1
   */
  series: [ChartSeries, ...ChartSeries[]];
  seriesFrom?: ChartSeriesFrom;
  yFormat?: Format1;
  ranges?: ChartRanges;
  /**
   * Let the visitor zoom into a time series (slider and pinch).
   */
  zoom?: boolean;
  /**
   * Height in pixels.
   */
  height?: number;
}
/**
 * One value of a row or record: a table column, a key-value line, a metric, a card line.
 */
export interface Field1 {
  /**
   * The response field, as dot-separated keys.
   */
  key: string;
  label: Label10;
  format?: Format;
  /**
   * Horizontal alignment; numbers read best at `end`.
   */
  align?: 'start' | 'center' | 'end';
  link?: FieldLink;
  /**
   * A table can be sorted by this column (on the server when the table pages there: the call gets `sortField` and `sortOrder`).
   */
  sortable?: boolean;
  /**
   * The column's least width in pixels (tables).
   */
  width?: number;
  /**
   * On phones, a table shows each row as a card: `title` heads it, `hidden` leaves the field out; the rest show as label and value.
   */
  card?: 'title' | 'hidden';
  hint?: Label11;
}
/**
 * One series.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "chartSeries".
 */
export interface ChartSeries {
  /**
   * The row field with the values.
   */
  key: string;
  label: Label22;
  format?: Format;
  /**
   * Fill under a line.
   */
  area?: boolean;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label22 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * Series the answer names, such as one line per fund of a comparison. The value at the source's `dataPath` is then an object: its rows at `rows`, its series at `list`, each with a key (the rows' field with its values) and a name. Each takes its format and fill from the first of `series`.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "chartSeriesFrom".
 */
export interface ChartSeriesFrom {
  /**
   * Where the series are in the value.
   */
  list: string;
  /**
   * A series' field naming the rows' field with its values.
   */
  key: string;
  /**
   * A series' field with its name, in the page's language.
   */
  label: string;
  /**
   * Where the rows are in the value.
   */
  rows: string;
}
/**
 * Buttons that choose the period: each fills the source's `{param}` path parameter.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "chartRanges".
 */
export interface ChartRanges {
  /**
   * The path parameter the buttons fill.
   */
  param: string;
  /**
   * The buttons, in order.
   *
   * @minItems 2
   */
  options: [RangeOption, RangeOption, ...RangeOption[]];
  /**
   * The value chosen at first.
   */
  default: string;
}
/**
 * One button.
 */
export interface RangeOption {
  /**
   * The parameter's value.
   */
  value: string;
  label: Label2;
}
/**
 * HTML text from a call, sanitised before it is shown (only p, strong, em, ul, ol, li, br, a with http(s) links).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "richTextSection".
 */
export interface RichTextSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'richText';
  title?: Label23;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  /**
   * The record's field that holds the HTML.
   */
  field: string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label23 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A list of documents, each with a download button per file (language).
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "documentsSection".
 */
export interface DocumentsSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'documents';
  title?: Label24;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  download: DocumentDownload;
  /**
   * The columns shown for each document, besides its download buttons.
   *
   * @minItems 1
   */
  fields: [Field, ...Field[]];
  paging?: Paging1;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label24 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * How a document's files download.
 */
export interface DocumentDownload {
  /**
   * The download call.
   */
  call: string;
  /**
   * The row field with the list of files.
   */
  attachmentsField: string;
  /**
   * The file's id field, sent as the body field of the same name.
   */
  idField: string;
  /**
   * The file's language field: it labels the button.
   */
  languageField?: string;
}
/**
 * How rows are paged.
 */
export interface Paging1 {
  /**
   * `server`: the call receives pageNum and pageSize; `client`: all rows are fetched and paged here.
   */
  mode: 'server' | 'client';
  /**
   * Rows per page.
   */
  pageSize: number;
}
/**
 * A fixed text, such as a disclaimer.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "noticeSection".
 */
export interface NoticeSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'notice';
  title?: Label25;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  text: Label26;
  /**
   * `info` or `warning`.
   */
  tone?: 'info' | 'warning';
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label25 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label26 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * Filters that write the page's query string (so a filtered page can be shared), for the sections below to read.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "filterBarSection".
 */
export interface FilterBarSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'filterBar';
  title?: Label27;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  /**
   * The filters, in order. Each writes its query parameter; sections read it through `{"query": …}` in their source.
   *
   * @minItems 1
   */
  filters: [Filter, ...Filter[]];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label27 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * One filter.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "filter".
 */
export interface Filter {
  /**
   * The query parameter it writes (two for a range: `<param>Min` and `<param>Max`).
   */
  param: string;
  /**
   * `segmented`: one of a few; `select`: one of many; `multiSelect`: several; `range`: a typed minimum and maximum; `search`: free text.
   */
  control: 'segmented' | 'select' | 'multiSelect' | 'range' | 'search';
  label: Label2;
  /**
   * Options from this dictionary of `/common/dictType`.
   */
  dictType?: string;
  /**
   * Fixed options, when no dictionary gives them.
   *
   * @minItems 1
   */
  options?: [FilterOption, ...FilterOption[]];
  unit?: Label28;
  /**
   * The value when the address has none (not written to it).
   */
  default?: string;
}
/**
 * One option.
 */
export interface FilterOption {
  /**
   * The value written.
   */
  value: string;
  label: Label2;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label28 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * Links to other screens of the site (such as a fund's sub-detail screens), keeping values of this page's query string.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "linksSection".
 */
export interface LinksSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'links';
  title?: Label29;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  /**
   * The links, in order.
   *
   * @minItems 1
   */
  links: [ScreenLink, ...ScreenLink[]];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label29 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A link to a screen.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "screenLink".
 */
export interface ScreenLink {
  label: Label2;
  /**
   * The screen route.
   */
  route: string;
  /**
   * Query parameters of this page to carry over.
   *
   * Items: A parameter name.
   */
  keep?: string[];
}
/**
 * Funds side by side: one column per fund of the answer (`columns`), and rows either declared here (`rows`, each a field of a fund) or named by the answer (`rowsFrom`). A fund without a value shows a dash and the reason the answer gives for it, in the words of `reasons`. On phones the labels stay in place while the funds' columns scroll.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "comparisonSection".
 */
export interface ComparisonSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'comparison';
  title?: Label30;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  note?: Note;
  source: Source;
  columns: ComparisonColumns;
  /**
   * Rows declared here: each reads a field of every fund (`key`, from the fund's record in `columns.list`), formatted by `format`.
   *
   * @minItems 1
   */
  rows?: [Field, ...Field[]];
  rowsFrom?: ComparisonRowsFrom;
  /**
   * The words for each reason the answer may give why a fund has no value (a code such as `young` or `noBenchmark`), shown under the dash. A code not listed shows as "Not available".
   */
  reasons: {
    [k: string]: Label2;
  };
  rowHeader?: Label31;
  whenNoRows?: Label32;
  /**
   * A "Download CSV" button: the table as a CSV file (UTF-8 with a byte-order mark), named `<fileName>-<codes>.csv`.
   */
  csv?: {
    /**
     * The file name's start.
     */
    fileName: string;
    label?: Label33;
  };
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label30 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * The funds compared, one column each.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "comparisonColumns".
 */
export interface ComparisonColumns {
  /**
   * Where the funds' records are in the answer.
   */
  list: string;
  /**
   * A record's field with the fund's code: it heads the column and keys the values of `rowsFrom`.
   */
  key: string;
  /**
   * A record's field with the fund's name.
   */
  label: string;
  /**
   * A record's field with why its values are missing: an object from a row's `key` to a reason's code.
   */
  reasons?: string;
  /**
   * The fund's name links to this screen, with the code as the query parameter `param`.
   */
  link?: {
    /**
     * The screen route.
     */
    route: string;
    /**
     * The query parameter with the code.
     */
    param: string;
  };
}
/**
 * Rows the answer names: a list of items, each with its label, its values by fund code, and the reasons for the values it has not.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "comparisonRowsFrom".
 */
export interface ComparisonRowsFrom {
  /**
   * Where the rows are in the answer.
   */
  list: string;
  /**
   * An item's field with the row's label.
   */
  label?: string;
  /**
   * An item's field with its values: an object from a fund's code to the value.
   */
  values?: string;
  /**
   * An item's field with the reasons: an object from a fund's code to a reason's code.
   */
  reasons?: string;
  format: Format;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label31 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label32 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label33 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * The funds a screen compares, held in the address's query parameter `param` as codes joined by commas (so Back works and a shared link opens the same comparison): each named and removable, and a search that adds one, up to `max`.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "fundPickerSection".
 */
export interface FundPickerSection {
  id: Id;
  /**
   * The section kind.
   */
  kind: 'fundPicker';
  title?: Label34;
  visible?: Visibility;
  layout?: Layout;
  more?: More;
  /**
   * The query parameter with the codes.
   */
  param: string;
  /**
   * How many funds at most.
   */
  max?: number;
  finder: FundPickerFinder;
  names: FundPickerNames;
  intro?: Label35;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label34 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * The search that finds a fund to add: a call answering the funds whose name or code holds the words typed.
 */
export interface FundPickerFinder {
  /**
   * The call of the contract.
   */
  call: string;
  /**
   * The request's field with the words typed.
   */
  keyword: string;
  /**
   * How many funds the list offers; sent as `pageSize`.
   */
  pageSize?: number;
  /**
   * Where the funds are in the answer.
   */
  dataPath: string;
  /**
   * A fund's field with its code.
   */
  code: string;
  /**
   * A fund's field with its name.
   */
  name: string;
}
/**
 * Where the chosen funds' names come from: the comparison's own call (the same `source` as its sections, so no call more is made), its funds' records, and the codes it does not know.
 */
export interface FundPickerNames {
  source: Source;
  /**
   * Where the funds' records are in the answer.
   */
  list: string;
  /**
   * A record's field with the code.
   */
  code: string;
  /**
   * A record's field with the name.
   */
  name: string;
  /**
   * Where the codes the call does not know are in the answer.
   */
  unknown?: string;
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label35 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
/**
 * One tab of a screen.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "tab".
 */
export interface Tab {
  id: Id1;
  label: Label36;
  visible?: Visibility;
  /**
   * The tab's sections, top to bottom.
   */
  sections: Section[];
}
/**
 * A visible text in all three languages of the site.
 */
export interface Label36 {
  /**
   * Traditional Chinese text (the default language).
   */
  'zh-TW': string;
  /**
   * Simplified Chinese text.
   */
  'zh-CN': string;
  /**
   * English text.
   */
  'en-US': string;
}
