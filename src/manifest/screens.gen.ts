// Generated from schemas/screens.schema.json by scripts/generate.mjs — do not edit; run `npm run generate`.

/**
 * A name unique among its siblings: letters, digits and dashes, starting with a letter.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "id".
 */
export type Id = string;
/**
 * One block of a screen. Its `kind` decides which other properties it takes.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "section".
 */
export type Section = TableSection;
/**
 * One request body field: `{"value": …}` sends a fixed value; `{"query": "code"}` sends the page's query parameter.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "bodyValue".
 */
export type BodyValue = BodyValue1 & BodyValue2;
export type BodyValue1 = {
  [k: string]: unknown;
};
/**
 * How a value is shown. `type` decides which options it takes.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "format".
 */
export type Format = TextFormat | NumberFormat | PercentFormat | DateFormat;

/**
 * Declares the whole site: header and footer links, every route's screen and each screen's sections. Edit this file to add, remove or re-label sections, columns and links.
 */
export interface ScreenManifest {
  /**
   * Path to this schema, so editors autocomplete and flag mistakes.
   */
  $schema?: string;
  /**
   * Manifest format version. Older versions are migrated when the site loads them.
   */
  version: 1;
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
 * What one route of the site shows.
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
  /**
   * The sections of the screen, top to bottom.
   */
  sections: Section[];
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
 * A table of rows from a call; one column per field.
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
  caption?: Label7;
  source: Source;
  /**
   * The row field that identifies a row.
   */
  rowKey?: string;
  /**
   * How rows are paged.
   */
  paging?: {
    /**
     * `server`: the call receives pageNum and pageSize; `client`: all rows are fetched and paged here.
     */
    mode: 'server' | 'client';
    /**
     * Rows per page.
     */
    pageSize: number;
  };
  /**
   * The columns, left to right.
   *
   * @minItems 1
   */
  fields: [Field, ...Field[]];
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
 * Where a section's data comes from: a POST call and the request body built for it.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "source".
 */
export interface Source {
  /**
   * The call's path under the API base, as in the API contract.
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
}
/**
 * One value of a row: a table column.
 *
 * This interface was referenced by `ScreenManifest`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  /**
   * The response field, as dot-separated keys.
   */
  key: string;
  label: Label8;
  format?: Format;
  /**
   * Horizontal alignment; numbers read best at `end`.
   */
  align?: 'start' | 'center' | 'end';
  link?: FieldLink;
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
   * `fraction`: 0.0123 shows 1.23%; `percent`: 1.23 shows 1.23%.
   */
  scale: 'fraction' | 'percent';
  /**
   * Digits after the decimal point.
   */
  decimals?: number;
  /**
   * Show + or − and colour the value as a rise or a fall.
   */
  signed?: boolean;
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
