// Generated from schemas/config.schema.json by scripts/generate.mjs — do not edit; run `npm run generate`.

/**
 * What a deployment changes without a rebuild: where the API is, who may embed the site and how rises and falls are coloured.
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
   * Embedding in partner portals' iframes.
   */
  embed: {
    /**
     * Origins allowed to frame the site and to receive its resize messages: "*" for any, or a list of origins.
     */
    parentOrigins: '*' | [string, ...string[]];
  };
}
