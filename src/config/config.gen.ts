// Generated from schemas/config.schema.json by scripts/generate.mjs — do not edit; run `npm run generate`.

/**
 * What a deployment changes without a rebuild: where the API is, who may embed the site, how rises and falls are coloured and when the exchange trades.
 */
export interface RuntimeConfig {
  /**
   * Path to this schema, for editors.
   */
  $schema?: string;
  /**
   * Base address of the firm's API: a path on this origin (`/api`) or an absolute http(s) address. Every call is POSTed to this base plus its path.
   */
  commonServersBase: string;
  /**
   * Which colour marks a rise: `green-up` (rises green, falls red) as most Hong Kong sites show them, or `red-up` (rises red, falls green) as mainland-style sites do.
   */
  changeColors?: 'green-up' | 'red-up';
  /**
   * When the exchange trades, in its own time zone: sections with `refresh` during `tradingHours` call again only then (intra-day prices and iNAV). Exchange holidays are not listed: on them a refreshing section calls again and gets the same figures.
   */
  tradingHours?: {
    /**
     * IANA time zone of the exchange.
     */
    timeZone: string;
    /**
     * Trading weekdays, 0 = Sunday … 6 = Saturday.
     *
     * @minItems 1
     */
    days: [number, ...number[]];
    /**
     * Trading sessions of a day, each `["HH:MM", "HH:MM"]` from open to close.
     *
     * @minItems 1
     */
    sessions: [[string, string], ...[string, string][]];
  };
  /**
   * Embedding in partner portals' iframes.
   */
  embed: {
    /**
     * Origins allowed to frame the site and to receive its resize messages: "*" for any, or a list of origins.
     */
    parentOrigins: '*' | [string, ...string[]];
  };
}
