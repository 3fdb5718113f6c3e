// Generated from schemas/api/ by scripts/generate.mjs — do not edit; run `npm run generate`.

/**
 * Request body.
 */
export interface CommonDictTypeRequest {
  /**
   * The dictionaries wanted; all when absent.
   */
  dictTypes?: string[];
}

/**
 * Dictionary name → its entries, in order.
 */
export interface CommonDictTypeResponse {
  /**
   * Items: One dictionary entry.
   */
  [k: string]: {
    /**
     * The code sent and received in other calls.
     */
    value: string;
    /**
     * Its label in the requested language.
     */
    label: string;
  }[];
}

/**
 * Request body.
 */
export interface FundProductListRequest {
  /**
   * Page number, from 1.
   */
  pageNum?: number;
  /**
   * Rows per page, 1 to 200.
   */
  pageSize?: number;
  /**
   * Fund type filter.
   */
  type?: 'ALL' | 'ETF' | 'PUB' | 'PRI';
  /**
   * Matches fund names in all three languages, fund code, stock code and ISIN, case-insensitively.
   */
  keyword?: string;
  /**
   * Issuer codes (dictionary `issuer`). Any of the listed codes matches; empty or absent means all. A single code may be sent as a string.
   *
   * @maxItems 20
   */
  issuer?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | string;
  /**
   * Asset class codes (dictionary `assetClass`). Any of the listed codes matches; empty or absent means all. A single code may be sent as a string.
   *
   * @maxItems 20
   */
  assetClass?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | string;
  /**
   * Investment area codes (dictionary `investmentArea`). Any of the listed codes matches; empty or absent means all. A single code may be sent as a string.
   *
   * @maxItems 20
   */
  investmentArea?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | string;
  /**
   * Investment orientation codes (dictionary `investmentOrientation`). Any of the listed codes matches; empty or absent means all. A single code may be sent as a string.
   *
   * @maxItems 20
   */
  investmentOrientation?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | string;
  /**
   * Lowest expense ratio (ongoing charges), in per cent a year, inclusive.
   */
  expenseRatioMin?: number;
  /**
   * Highest expense ratio, in per cent a year, inclusive; not below `expenseRatioMin` (error 40003).
   */
  expenseRatioMax?: number;
  /**
   * Smallest fund size, in millions of the base currency, inclusive.
   */
  assetSizeMMin?: number;
  /**
   * Largest fund size, in millions of the base currency, inclusive; not below `assetSizeMMin` (error 40003).
   */
  assetSizeMMax?: number;
  /**
   * The field to sort by; names and codes sort by the request language's collation. Absent: the issuer's own order.
   */
  sortField?: 'fundName' | 'fundCode' | 'nav' | 'navChangePct' | 'expenseRatio' | 'assetSizeM';
  /**
   * Sort direction.
   */
  sortOrder?: 'asc' | 'desc';
}

/**
 * The page of funds.
 */
export interface FundProductListResponse {
  /**
   * How many funds match, on all pages.
   */
  total: number;
  /**
   * The funds on the requested page.
   *
   * Items: One fund in the list.
   */
  list: {
    /**
     * The fund's code: the primary stock code for ETFs, an internal code for unlisted funds.
     */
    fundCode: string;
    /**
     * The fund's name in the requested language.
     */
    fundName: string;
    /**
     * ISIN.
     */
    isin: string;
    /**
     * Exchange stock code of the primary counter; null for unlisted funds.
     */
    stockCode: string | null;
    /**
     * ETF, PUB (public fund) or PRI (private fund).
     */
    fundType: 'ETF' | 'PUB' | 'PRI';
    /**
     * Issuer code (dictionary `issuer`).
     */
    issuer: string;
    /**
     * Asset class code (dictionary `assetClass`).
     */
    assetClass: string;
    /**
     * Investment area code (dictionary `investmentArea`).
     */
    investmentArea: string;
    /**
     * Investment orientation code (dictionary `investmentOrientation`).
     */
    investmentOrientation: string;
    /**
     * Base currency, ISO 4217.
     */
    baseCurrency: string;
    /**
     * Latest net asset value per unit, in the base currency.
     */
    nav: number;
    /**
     * Change of the NAV on the previous one, in per cent (1.23 means +1.23 %).
     */
    navChangePct: number;
    /**
     * The date the NAV is struck for.
     */
    navDate: string;
    /**
     * Ongoing charges, in per cent a year.
     */
    expenseRatio: number;
    /**
     * Fund size in millions of the base currency.
     */
    assetSizeM: number;
    /**
     * Stock code of the HKD counter; null if none.
     */
    hkdCounter: string | null;
    /**
     * Stock code of the RMB counter; null if none.
     */
    cnyCounter: string | null;
    /**
     * Stock code of the USD counter; null if none.
     */
    usdCounter: string | null;
  }[];
}

/** Every call of the API contract: its request body, its payload, and the envelope field the payload is in. */
export interface ApiCalls {
  '/common/dictType': { request: CommonDictTypeRequest; response: CommonDictTypeResponse; payload: 'result' };
  '/v1/fundProduct/list': { request: FundProductListRequest; response: FundProductListResponse; payload: 'data' };
}

/** The paths of every call of the API contract. */
export const API_CALLS = ["/common/dictType","/v1/fundProduct/list"] as const;

/** Each call's schema title: the export name of its payload validator in validate-contract.gen.js. */
export const API_CALL_TITLES: Record<keyof ApiCalls, string> = {"/common/dictType":"CommonDictType","/v1/fundProduct/list":"FundProductList"};
