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
export interface FundCompareRequest {
  /**
   * The funds to compare, by product code (`fundCode` of the list), in the order to show them: 1 to 4 codes, as the compare page's address has them (`?codes=2800,2808`). Codes are trimmed, blank ones and repeats dropped (the first kept); none left, or more than 4 different codes, is error 40002.
   */
  productCodes: string[];
}

/**
 * The funds compared.
 */
export interface FundCompareResponse {
  /**
   * The chart period asked for.
   */
  period: '1M' | '3M' | '6M' | 'YTD' | '1Y' | '3Y' | '5Y' | '10Y' | 'ALL';
  /**
   * The latest NAV date among the funds, which the figures run to; null when no code asked for is known.
   */
  asOf: string | null;
  /**
   * The codes asked for that no fund has, in the order asked; they are left out of every other part.
   */
  unknownCodes: string[];
  /**
   * The known funds, in the order asked.
   *
   * Items: A fund's facts and figures.
   */
  funds: {
    /**
     * The fund's product code, as asked for.
     */
    fundCode: string;
    /**
     * The fund's name, as baseInfo gives it.
     */
    fundName: string;
    /**
     * Fund type code (dictionary `fundType`), as baseInfo gives it.
     */
    fundType: string;
    /**
     * Asset class code (dictionary `assetClass`), as baseInfo gives it.
     */
    assetClass: string;
    /**
     * The manager, as baseInfo gives it (`manager`).
     */
    issuer: string | null;
    /**
     * Base currency, ISO 4217: the currency of the NAV, the fund size and the distributions.
     */
    currency: string;
    /**
     * The listing (inception) date the returns count from.
     */
    inceptionDate: string;
    /**
     * The fund's size in millions of its base currency, as the fund list gives it (`assetSizeM`).
     */
    fundSizeM: number | null;
    /**
     * The NAV date of the fund size.
     */
    fundSizeAsOf: string | null;
    /**
     * Management fee, % a year, as tradeFeeStandard gives it.
     */
    managementFeePct: number | null;
    /**
     * Ongoing charges, % a year: the fund list's `expenseRatio`, tradeFeeStandard's `ongoingChargesPct`.
     */
    ongoingChargesPct: number | null;
    /**
     * The distribution policy, as baseInfo gives it.
     */
    distributionPolicy: string;
    /**
     * The index the fund tracks or is measured against, as baseInfo gives it (`underlyingIndex`); null when it has none.
     */
    benchmark: string | null;
    /**
     * Whether the fund is an equity fund: only those are compared for holdings overlap.
     */
    isEquity: boolean;
    /**
     * Cumulative returns (NAV to NAV, distributions reinvested), in per cent, as performance/cumulative gives the fund's.
     */
    cumulative: {
      /**
       * Return over 1M, in per cent.
       */
      '1M': number | null;
      /**
       * Return over 3M, in per cent.
       */
      '3M': number | null;
      /**
       * Return over 6M, in per cent.
       */
      '6M': number | null;
      /**
       * Return over YTD, in per cent.
       */
      YTD: number | null;
      /**
       * Return over 1Y, in per cent.
       */
      '1Y': number | null;
      /**
       * Return over 3Y, in per cent.
       */
      '3Y': number | null;
      /**
       * Return over 5Y, in per cent.
       */
      '5Y': number | null;
      /**
       * Return over 10Y, in per cent.
       */
      '10Y': number | null;
      /**
       * Return since listing, in per cent.
       */
      sinceListing: number | null;
    };
    /**
     * Annualised returns, in per cent, as performance/annualised gives the fund's.
     */
    annualised: {
      /**
       * Annualised return over 1Y, in per cent.
       */
      '1Y': number | null;
      /**
       * Annualised return over 3Y, in per cent.
       */
      '3Y': number | null;
      /**
       * Annualised return over 5Y, in per cent.
       */
      '5Y': number | null;
      /**
       * Annualised return over 10Y, in per cent.
       */
      '10Y': number | null;
      /**
       * Annualised return since listing, in per cent.
       */
      sinceListing: number | null;
    };
    /**
     * Volatility: the annualised standard deviation (sample, × √252) of the daily NAV returns over the period back from `asOf`, in per cent.
     */
    volatility: {
      /**
       * Volatility over 1Y, in per cent.
       */
      '1Y': number | null;
      /**
       * Volatility over 3Y, in per cent.
       */
      '3Y': number | null;
      /**
       * Volatility over 5Y, in per cent.
       */
      '5Y': number | null;
    };
    /**
     * Tracking error: the annualised standard deviation (sample, × √252) of the daily fund return less the index's over the period back from `asOf`, in per cent (1Y is trackingMetrics' `trackingError`).
     */
    trackingError: {
      /**
       * Tracking error over 1Y, in per cent.
       */
      '1Y': number | null;
      /**
       * Tracking error over 3Y, in per cent.
       */
      '3Y': number | null;
    };
    /**
     * Why a figure above is null, keyed by its dotted path (`cumulative.10Y`, `volatility.5Y`, `benchmark`, `fundSizeM`): exactly the null figures have one. `young`: under 6 months since listing (no return or risk figure at all); `shortHistory`: listed less long than the period; `noBenchmark`: the fund has no index; `notReported`: the figure is missing from the data.
     */
    reasons: {
      [k: string]: 'young' | 'shortHistory' | 'noBenchmark' | 'notReported';
    };
  }[];
  /**
   * Calendar-year returns, a row per year, newest first: the last 10 years before `asOf`'s year in which a fund old enough to show returns existed (none when every fund is under 6 months old).
   *
   * Items: A year's returns.
   */
  calendarYears: {
    /**
     * The year.
     */
    label: string;
    /**
     * Fund code → the fund's return in the year (NAV to NAV), in per cent, as performance/calendarYear gives it. Every fund of `funds` has one (take the columns' order from `funds`).
     */
    values: {
      [k: string]: number | null;
    };
    /**
     * Fund code → why its value is null (exactly the null values have one). `young`: the fund is under 6 months old (every year); `shortHistory`: a year before its listing; `partialYear`: its listing year, counted from listing, so not a full year's return.
     */
    reasons: {
      [k: string]: 'young' | 'shortHistory' | 'partialYear';
    };
  }[];
  /**
   * Distributions per unit by calendar year (of the ex-dividend date), a row for each of the 5 years up to `asOf`'s, newest first.
   *
   * Items: A year's distributions.
   */
  dividends: {
    /**
     * The year.
     */
    label: string;
    /**
     * Fund code → the total distribution per unit with its ex-dividend date in the year, in the fund's base currency (`currency`); 0 for a distributing fund that paid nothing in the year. Every fund of `funds` has one (take the columns' order from `funds`).
     */
    values: {
      [k: string]: number | null;
    };
    /**
     * Fund code → why its value is null (exactly the null values have one). `noDistributions`: the fund does not distribute; `shortHistory`: a year before its listing.
     */
    reasons: {
      [k: string]: 'noDistributions' | 'shortHistory';
    };
  }[];
  /**
   * How many distributions, in the rows of `dividends`.
   *
   * Items: A year's number of distributions.
   */
  dividendCounts: {
    /**
     * The year.
     */
    label: string;
    /**
     * Fund code → how many distributions had their ex-dividend date in the year. Every fund of `funds` has one (take the columns' order from `funds`).
     */
    values: {
      [k: string]: number | null;
    };
    /**
     * Fund code → why its value is null (exactly the null values have one). As in `dividends`.
     */
    reasons: {
      [k: string]: 'noDistributions' | 'shortHistory';
    };
  }[];
  /**
   * How much the equity funds' portfolios hold in common, from their holdings on `asOf` (cash left out).
   */
  overlap: {
    /**
     * The equity funds compared for overlap, in the order of `funds`.
     */
    equityFunds: string[];
    /**
     * A row per equity fund: the share of its portfolio held in common with each other equity fund. Symmetric. Empty with fewer than two equity funds.
     *
     * Items: An equity fund's overlap with the others.
     */
    pairs: {
      /**
       * The fund's name.
       */
      label: string;
      /**
       * The fund's product code.
       */
      code: string;
      /**
       * Fund code → the sum, over the securities both funds hold, of the smaller of their two weights, in per cent (0 to 100). Every fund of `funds` has one (take the columns' order from `funds`).
       */
      values: {
        [k: string]: number | null;
      };
      /**
       * Fund code → why its value is null (exactly the null values have one). `self`: the fund itself; `notEquity`: not an equity fund.
       */
      reasons: {
        [k: string]: 'self' | 'notEquity';
      };
    }[];
    /**
     * The 10 securities held by at least two of the equity funds with the largest weights summed over them, largest first (none with fewer than two equity funds).
     *
     * Items: A security held in common.
     */
    holdings: {
      /**
       * The security's name.
       */
      label: string;
      /**
       * The security's code (its ticker, as portfolioHolding gives it).
       */
      code: string;
      /**
       * Fund code → the security's weight in the fund, in per cent. Every fund of `funds` has one (take the columns' order from `funds`).
       */
      values: {
        [k: string]: number | null;
      };
      /**
       * Fund code → why its value is null (exactly the null values have one). `notHeld`: the equity fund does not hold it; `notEquity`: not an equity fund.
       */
      reasons: {
        [k: string]: 'notHeld' | 'notEquity';
      };
    }[];
  };
  /**
   * The performance chart: each fund's NAV rebased to 100 on a start date the funds share. Funds under 6 months old are left out (`excluded`).
   */
  trend: {
    /**
     * The date every series is 100 on: the period's start as performanceTrend has it (the last close on or before it), or the youngest charted fund's listing date when that is later (so ALL runs from it); null when no fund is charted.
     */
    startDate: string | null;
    /**
     * A row a trading day (periods up to a year), or a row a week, its last close (3Y, 5Y, 10Y and ALL: a chart shows no more, and the answer is a fifth the size). The first and last rows are always there.
     */
    step: 'day' | 'week';
    /**
     * The charted funds, in the order of `funds`.
     *
     * Items: A line of the chart.
     */
    series: {
      /**
       * The line's field in the rows of `list`: `f` and the fund code.
       */
      key: string;
      /**
       * The fund's product code.
       */
      code: string;
      /**
       * The fund's name.
       */
      name: string;
    }[];
    /**
     * A row per date from `startDate` to `asOf` on which a charted fund has a NAV, oldest first: `date`, and for each line's `key` its NAV ÷ its NAV on `startDate` × 100 (2 decimals); a fund without a NAV on the date has no field.
     *
     * Items: A date's points.
     */
    list: {
      /**
       * The NAV date.
       */
      date: string;
      /**
       * A line's rebased NAV.
       *
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^f[A-Za-z0-9_]+$".
       */
      [k: string]: number | string;
    }[];
    /**
     * The funds left out of the chart, in the order of `funds`.
     *
     * Items: A fund left out.
     */
    excluded: {
      /**
       * The fund's product code.
       */
      code: string;
      /**
       * `young`: under 6 months since listing, so its returns may not be shown.
       */
      reason: 'young';
    }[];
  };
}

/**
 * Request body.
 */
export interface FundAssetValueRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The fund's size at the latest NAV.
 */
export interface FundAssetValueResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The NAV date.
   */
  asOf: string;
  /**
   * Base currency, ISO 4217.
   */
  currency: string;
  /**
   * NAV per unit, in the base currency.
   */
  navPerUnit: number;
  /**
   * Units in issue.
   */
  unitsIssued: number;
  /**
   * Total NAV, in the base currency.
   */
  totalNav: number;
  /**
   * Total NAV, in HKD.
   */
  totalNavHkd: number;
}

/**
 * Request body.
 */
export interface FundBaseInfoRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The fund's profile, text in the request's language.
 */
export interface FundBaseInfoResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The fund's name.
   */
  fundName: string;
  /**
   * ETF, PUB (public fund) or PRI (private fund).
   */
  fundType: 'ETF' | 'PUB' | 'PRI';
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
   * The manager.
   */
  manager: string;
  /**
   * The trustee.
   */
  trustee: string;
  /**
   * The custodian.
   */
  custodian: string;
  /**
   * The exchange the fund is listed on; null for unlisted funds.
   */
  listingExchange: string | null;
  /**
   * The listing exchange's IANA time zone (times of prices are in it); null for unlisted funds.
   */
  exchangeTimeZone: string | null;
  /**
   * The date the fund was established.
   */
  establishmentDate: string;
  /**
   * The listing date (ETFs) or inception date (unlisted funds).
   */
  listingDate: string;
  /**
   * The legal structure and domicile.
   */
  structure: string;
  /**
   * Base currency, ISO 4217.
   */
  baseCurrency: string;
  /**
   * The index the fund tracks (`indexRole` UNDERLYING) or is measured against (BENCHMARK).
   */
  underlyingIndex: string;
  /**
   * UNDERLYING for index-tracking funds, BENCHMARK for the others.
   */
  indexRole: 'UNDERLYING' | 'BENCHMARK';
  /**
   * The index provider.
   */
  indexProvider: string;
  /**
   * Total return, net total return or price return.
   */
  indexType: string;
  /**
   * The day the financial year ends, in words.
   */
  financialYearEnd: string;
  /**
   * The distribution policy, in words.
   */
  distributionPolicy: string;
  /**
   * Whether the distribution policy allows paying distributions out of capital (or effectively out of capital), which Hong Kong funds must disclose: true for every fund whose dividend record has a distribution paid partly out of capital (`fromCapitalPct` > 0), and for a fund that may but has not yet done so; false for a fund that pays out of net distributable income only and for a fund that does not distribute. `distributionPolicy` says the same in words.
   */
  distributionFromCapital: boolean;
  /**
   * Participating dealers (ETFs; empty for unlisted funds).
   *
   * Items: A participating dealer.
   */
  participatingDealers: string[];
  /**
   * Market makers (ETFs; empty for unlisted funds).
   *
   * Items: A market maker.
   */
  marketMakers: string[];
  /**
   * Investment objective and strategy: an HTML fragment (p, strong, em, ul, li, a) that the client sanitises before showing.
   */
  objectiveHtml: string;
  /**
   * The manager's introduction: an HTML fragment, sanitised by the client.
   */
  managerIntroductionHtml: string;
}

/**
 * Request body.
 */
export interface DividendRecordRequest {
  /**
   * The fund's code (`fundCode` in the fund list).
   */
  productCode: string;
  /**
   * Keeps only the distributions whose ex-dividend date falls in this calendar year; all years when absent.
   */
  year?: number;
}

/**
 * The fund's distributions.
 */
export interface DividendRecordResponse {
  /**
   * How many distributions are in the list.
   */
  total: number;
  /**
   * Every distribution, newest ex-dividend date first.
   *
   * Items: One distribution.
   */
  list: {
    /**
     * Ex-dividend date: units bought on or after it do not receive this distribution.
     */
    exDate: string;
    /**
     * Record date: holders on the register at its close receive the distribution (one business day after the ex-dividend date).
     */
    recordDate: string;
    /**
     * Payment date: 10 to 20 days after the ex-dividend date; it may be after the NAV date for the latest distribution.
     */
    payableDate: string;
    /**
     * The date the distribution was announced (the date of its announcement in the fund's documents).
     */
    announcementDate: string;
    /**
     * Currency of the amount: the fund's base currency, ISO 4217.
     */
    currency: string;
    /**
     * How often the fund distributes: monthly, quarterly, twice a year or once a year.
     */
    frequency: 'MONTHLY' | 'QUARTERLY' | 'SEMI_ANNUAL' | 'ANNUAL';
    /**
     * Distribution per unit, in `currency`, 4 decimals.
     */
    amountPerUnit: number;
    /**
     * NAV per unit on the ex-dividend date, in `currency`, 4 decimals.
     */
    exDateNav: number;
    /**
     * Annualised distribution yield in per cent (3.25 means 3.25 %): [(1 + amountPerUnit ÷ exDateNav) ^ distributions a year] − 1, the formula Hong Kong funds disclose.
     */
    annualisedYieldPct: number;
    /**
     * Share of the distribution paid out of net distributable income, in per cent; adds up to 100 with `fromCapitalPct`.
     */
    fromIncomePct: number;
    /**
     * Share of the distribution paid out of capital, in per cent (a return of part of the investor's original investment); adds up to 100 with `fromIncomePct`.
     */
    fromCapitalPct: number;
  }[];
}

/**
 * Request body.
 */
export interface DividendRecordExportRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The file: `Content-Type: text/csv; charset=utf-8`, `Content-Disposition: attachment` with the name in ASCII (`filename=`, from the English name) and in UTF-8 (`filename*=UTF-8''…`, RFC 5987). The CSV is UTF-8 with a byte-order mark (so that Excel reads Chinese), CRLF line ends, a header row in the request's language, numbers as plain digits (no grouping, `.` for decimals), dates as `YYYY-MM-DD` and an empty cell where the call's field is null. Columns: ex-dividend date, record date, payment date, announcement date, currency, frequency (in words), amount per unit, NAV per unit on the ex-dividend date, annualised yield (%), share from net distributable income (%), share from capital (%).
 */
export type DividendRecordExportResponse = string;

/**
 * Request body.
 */
export interface FundMarketInfoRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The quote.
 */
export interface FundMarketInfoResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * Whether the fund is listed; for unlisted funds every market field is null.
   */
  listed: boolean;
  /**
   * The exchange's state at the time of the request: PRE_OPEN, OPEN, LUNCH_BREAK or CLOSED (weekends and after 16:00); null for unlisted funds.
   */
  marketStatus: 'PRE_OPEN' | 'OPEN' | 'LUNCH_BREAK' | 'CLOSED' | null;
  /**
   * The exchange's IANA time zone.
   */
  exchangeTimeZone: string | null;
  /**
   * The session the figures are from: today's during and after trading hours, the latest one before the open and at weekends.
   */
  tradingDate: string | null;
  /**
   * The counter's trading currency, ISO 4217.
   */
  tradingCurrency: string | null;
  /**
   * The counter's stock code.
   */
  stockCode: string | null;
  /**
   * Last traded price. In the counter's trading currency; null for unlisted funds.
   */
  lastPrice: number | null;
  /**
   * The previous session's closing price. In the counter's trading currency; null for unlisted funds.
   */
  previousClose: number | null;
  /**
   * Last price minus previous close.
   */
  change: number | null;
  /**
   * Change on the previous close, in per cent.
   */
  changePct: number | null;
  /**
   * The session's highest price. In the counter's trading currency; null for unlisted funds.
   */
  dayHigh: number | null;
  /**
   * The session's lowest price. In the counter's trading currency; null for unlisted funds.
   */
  dayLow: number | null;
  /**
   * Units traded in the session.
   */
  volume: number | null;
  /**
   * Value traded in the session, in the trading currency.
   */
  turnover: number | null;
  /**
   * When the last price was struck: ISO 8601 with the exchange's offset.
   */
  priceTime: string | null;
  /**
   * Intra-day estimated NAV per unit, in the trading currency; updated every 15 seconds in trading hours.
   */
  iNav: number | null;
  /**
   * When the iNAV was estimated: ISO 8601 with the exchange's offset.
   */
  iNavTime: string | null;
  /**
   * iNAV change since the session's start, in per cent.
   */
  iNavChangePct: number | null;
  /**
   * Last price over iNAV minus 1, in per cent (positive: premium).
   */
  premiumDiscountPct: number | null;
  /**
   * The same figures for every counter (HKD first); empty for unlisted funds.
   *
   * Items: One counter's quote.
   */
  counters: {
    /**
     * The counter's trading currency, ISO 4217.
     */
    tradingCurrency: string | null;
    /**
     * The counter's stock code.
     */
    stockCode: string | null;
    /**
     * Last traded price. In the counter's trading currency; null for unlisted funds.
     */
    lastPrice: number | null;
    /**
     * The previous session's closing price. In the counter's trading currency; null for unlisted funds.
     */
    previousClose: number | null;
    /**
     * Last price minus previous close.
     */
    change: number | null;
    /**
     * Change on the previous close, in per cent.
     */
    changePct: number | null;
    /**
     * The session's highest price. In the counter's trading currency; null for unlisted funds.
     */
    dayHigh: number | null;
    /**
     * The session's lowest price. In the counter's trading currency; null for unlisted funds.
     */
    dayLow: number | null;
    /**
     * Units traded in the session.
     */
    volume: number | null;
    /**
     * Value traded in the session, in the trading currency.
     */
    turnover: number | null;
    /**
     * When the last price was struck: ISO 8601 with the exchange's offset.
     */
    priceTime: string | null;
    /**
     * Intra-day estimated NAV per unit, in the trading currency; updated every 15 seconds in trading hours.
     */
    iNav: number | null;
    /**
     * When the iNAV was estimated: ISO 8601 with the exchange's offset.
     */
    iNavTime: string | null;
    /**
     * iNAV change since the session's start, in per cent.
     */
    iNavChangePct: number | null;
    /**
     * Last price over iNAV minus 1, in per cent (positive: premium).
     */
    premiumDiscountPct: number | null;
  }[];
}

/**
 * Request body.
 */
export interface FundNavHistoryRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
  /**
   * First date, inclusive, `YYYY-MM-DD`; absent: the listing date. Not a real date, or after `endDate`: error 40003.
   */
  startDate?: string;
  /**
   * Last date, inclusive, `YYYY-MM-DD`; absent: the latest NAV date.
   */
  endDate?: string;
  /**
   * Page number, from 1.
   */
  pageNum?: number;
  /**
   * Rows per page, 1 to 5000.
   */
  pageSize?: number;
}

/**
 * The page of NAVs.
 */
export interface FundNavHistoryResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * Base currency, ISO 4217.
   */
  currency: string;
  /**
   * The range's first date, as applied.
   */
  startDate: string;
  /**
   * The range's last date, as applied.
   */
  endDate: string;
  /**
   * Dealing days in the range, on all pages.
   */
  total: number;
  /**
   * The NAVs on the requested page, newest first.
   *
   * Items: One dealing day.
   */
  list: {
    /**
     * The dealing day.
     */
    date: string;
    /**
     * NAV per unit, in the base currency.
     */
    nav: number;
    /**
     * Change on the previous NAV, in per cent; null on the first day.
     */
    changePct: number | null;
    /**
     * Closing market price (ETFs); null for unlisted funds.
     */
    closePrice: number | null;
    /**
     * Closing price over NAV minus 1, in per cent (ETFs); null for unlisted funds.
     */
    premiumDiscountPct: number | null;
  }[];
}

/**
 * Request body.
 */
export interface FundNavHistoryExportRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
  /**
   * First date, inclusive, `YYYY-MM-DD`; absent: the listing date. Not a real date, or after `endDate`: error 40003.
   */
  startDate?: string;
  /**
   * Last date, inclusive, `YYYY-MM-DD`; absent: the latest NAV date.
   */
  endDate?: string;
}

/**
 * The file: `Content-Type: text/csv; charset=utf-8`, `Content-Disposition: attachment` with the name in ASCII (`filename=`, from the English name) and in UTF-8 (`filename*=UTF-8''…`, RFC 5987). The CSV is UTF-8 with a byte-order mark (so that Excel reads Chinese), CRLF line ends, a header row in the request's language, numbers as plain digits (no grouping, `.` for decimals), dates as `YYYY-MM-DD` and an empty cell where the call's field is null. Columns: date, NAV per unit (base currency, in the header), change on the previous NAV (%), and for listed funds (ETFs) only the closing price (base currency) and the premium or discount (%).
 */
export type FundNavHistoryExportResponse = string;

/**
 * Request body.
 */
export interface FundNetValueRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The latest NAV.
 */
export interface FundNetValueResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The date the NAV is struck for.
   */
  navDate: string;
  /**
   * Base currency, ISO 4217.
   */
  currency: string;
  /**
   * NAV per unit, in the base currency.
   */
  nav: number;
  /**
   * The NAV before it.
   */
  previousNav: number;
  /**
   * NAV minus the previous NAV.
   */
  change: number;
  /**
   * Change on the previous NAV, in per cent.
   */
  changePct: number;
  /**
   * The NAV per unit in the base currency and each trading currency, at fixed demo exchange rates.
   *
   * @minItems 1
   *
   * Items: The NAV in one currency.
   */
  navs: [
    {
      /**
       * ISO 4217.
       */
      currency: string;
      /**
       * NAV per unit in that currency.
       */
      nav: number;
    },
    ...{
      /**
       * ISO 4217.
       */
      currency: string;
      /**
       * NAV per unit in that currency.
       */
      nav: number;
    }[]
  ];
}

/**
 * Request body.
 */
export interface FundPerformanceRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The returns.
 */
export interface FundPerformanceResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The table asked for.
   */
  kind: 'cumulative' | 'annualised' | 'calendarYear';
  /**
   * The NAV date the returns run to.
   */
  asOf: string;
  /**
   * The listing (inception) date.
   */
  listingDate: string;
  /**
   * True when the fund is under 6 months old: `list` is empty and the page says why.
   */
  tooYoung: boolean;
  /**
   * Base currency, ISO 4217.
   */
  currency: string;
  /**
   * cumulative, annualised: a FUND row and an INDEX row with a column per period. calendarYear: a row per year, newest first.
   *
   * Items: One row.
   */
  list: {
    /**
     * FUND for the fund's NAV, INDEX for its index or benchmark.
     */
    series?: 'FUND' | 'INDEX';
    /**
     * What the row measures, in words: the fund's NAV, or the index's name.
     */
    name?: string;
    /**
     * The calendar year (calendarYear only).
     */
    year?: number;
    /**
     * Return over 1M, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '1M'?: number | null;
    /**
     * Return over 3M, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '3M'?: number | null;
    /**
     * Return over 6M, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '6M'?: number | null;
    /**
     * Return over YTD, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    YTD?: number | null;
    /**
     * Return over 1Y, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '1Y'?: number | null;
    /**
     * Return over 3Y, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '3Y'?: number | null;
    /**
     * Return over 5Y, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '5Y'?: number | null;
    /**
     * Return over 10Y, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    '10Y'?: number | null;
    /**
     * Return over since listing, in per cent; null where the history is shorter, or the period does not belong to the table (annualised has 1Y, 3Y, 5Y, 10Y and since listing).
     */
    sinceListing?: number | null;
    /**
     * The fund's return in the year, in per cent (calendarYear only).
     */
    fund?: number | null;
    /**
     * The index's return in the year, in per cent (calendarYear only).
     */
    index?: number | null;
    /**
     * True for the listing year, counted from listing (calendarYear only).
     */
    partial?: boolean;
  }[];
}

/**
 * Request body.
 */
export interface FundPerformanceTrendRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The series.
 */
export interface FundPerformanceTrendResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The period asked for.
   */
  period: '1M' | '3M' | '6M' | 'YTD' | '1Y' | '3Y' | '5Y' | '10Y' | 'ALL';
  /**
   * The last date.
   */
  asOf: string;
  /**
   * The first date: the last NAV on or before the period's start, or listing.
   */
  startDate: string;
  /**
   * Base currency, ISO 4217.
   */
  currency: string;
  /**
   * The index's name.
   */
  indexName: string;
  /**
   * True under 6 months since listing: the returns are null (levels are still given).
   */
  tooYoung: boolean;
  /**
   * One point per dealing day, oldest first.
   *
   * @minItems 1
   *
   * Items: One day.
   */
  list: [
    {
      /**
       * The dealing day.
       */
      date: string;
      /**
       * NAV per unit, in the base currency.
       */
      nav: number;
      /**
       * The index level.
       */
      index: number;
      /**
       * The fund's cumulative return from `startDate`, in per cent.
       */
      fundPct: number | null;
      /**
       * The index's cumulative return from `startDate`, in per cent.
       */
      indexPct: number | null;
    },
    ...{
      /**
       * The dealing day.
       */
      date: string;
      /**
       * NAV per unit, in the base currency.
       */
      nav: number;
      /**
       * The index level.
       */
      index: number;
      /**
       * The fund's cumulative return from `startDate`, in per cent.
       */
      fundPct: number | null;
      /**
       * The index's cumulative return from `startDate`, in per cent.
       */
      indexPct: number | null;
    }[]
  ];
}

/**
 * Request body.
 */
export interface PortfolioDistributeRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * One breakdown of the portfolio on the NAV date.
 */
export interface PortfolioDistributeResponse {
  /**
   * The NAV date the holdings are reported for.
   */
  asOf: string;
  /**
   * The breakdown, as asked for in the path.
   */
  kind: 'sector' | 'country' | 'assetClass';
  /**
   * The groups, largest weight first; a group whose weight rounds to 0.00 is left out.
   *
   * Items: One group.
   */
  list: {
    /**
     * The group's code, as in the holdings: `sector`, `country` (ISO 3166-1 alpha-2) or `assetClass`.
     */
    code: string;
    /**
     * The group's name in the requested language.
     */
    name: string;
    /**
     * The group's share of the total NAV, in per cent to 2 decimals; the list adds up to exactly 100.00 (the rounding remainder is on the largest group).
     */
    weightPct: number;
  }[];
}

/**
 * Request body.
 */
export interface PortfolioHoldingRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The fund's holdings on the NAV date.
 */
export interface PortfolioHoldingResponse {
  /**
   * The NAV date the holdings are reported for.
   */
  asOf: string;
  /**
   * How many lines `list` has, the cash line included.
   */
  total: number;
  /**
   * Every holding, largest weight first; the last line is cash and others.
   *
   * Items: One holding.
   */
  list: {
    /**
     * The holding's name in the requested language: a company (non-Chinese companies keep their own name in every language), a bond (issuer, coupon, maturity as DD/MM/YYYY), a deposit, certificate or bill, gold bullion, a fund, or cash and others.
     */
    name: string;
    /**
     * Exchange ticker with a Bloomberg-style exchange suffix (`AAPL US`, `700 HK`, `600519 CH`, `6501 JT`), or an ISIN for bonds, bills and certificates of deposit; null for time deposits, gold and cash.
     */
    ticker: string | null;
    /**
     * Sector code: a GICS sector for stocks and REITs, the issuer type for bonds and money-market instruments, `PRECIOUS_METALS`, `FUNDS` or `CASH`.
     */
    sector:
      | 'INFORMATION_TECHNOLOGY'
      | 'COMMUNICATION_SERVICES'
      | 'CONSUMER_DISCRETIONARY'
      | 'CONSUMER_STAPLES'
      | 'ENERGY'
      | 'FINANCIALS'
      | 'HEALTH_CARE'
      | 'INDUSTRIALS'
      | 'MATERIALS'
      | 'REAL_ESTATE'
      | 'UTILITIES'
      | 'GOVERNMENT'
      | 'GOVERNMENT_RELATED'
      | 'CORPORATE'
      | 'DEPOSITS'
      | 'CERTIFICATES_OF_DEPOSIT'
      | 'PRECIOUS_METALS'
      | 'FUNDS'
      | 'CASH';
    /**
     * The sector's name in the requested language.
     */
    sectorName: string;
    /**
     * ISO 3166-1 alpha-2 code of the issuer's country (of the vault for gold, of the fund's base currency for cash).
     */
    country:
      | 'US'
      | 'HK'
      | 'CN'
      | 'TW'
      | 'JP'
      | 'KR'
      | 'IN'
      | 'ID'
      | 'PH'
      | 'AU'
      | 'SG'
      | 'GB'
      | 'IE'
      | 'FR'
      | 'DE'
      | 'CH'
      | 'NL'
      | 'ES'
      | 'IT'
      | 'SE'
      | 'DK'
      | 'CA'
      | 'BM'
      | 'BR'
      | 'MX'
      | 'ZA';
    /**
     * The country's name in the requested language.
     */
    countryName: string;
    /**
     * The holding's asset class.
     */
    assetClass: 'EQUITY' | 'BOND' | 'MONEY_MARKET' | 'COMMODITY' | 'REIT' | 'FUND' | 'CASH';
    /**
     * The asset class's name in the requested language.
     */
    assetClassName: string;
    /**
     * Share of the fund's total NAV, in per cent to 4 decimals (market value ÷ total NAV; the rounding remainder is on the cash line).
     */
    weightPct: number;
    /**
     * Price in HKD, to 4 decimals: of one share or fund unit; of one unit of nominal for bonds and money-market instruments (clean price as a fraction of par × the currency's HKD rate); of one troy ounce for gold; of one unit of the fund's base currency for the cash line.
     */
    priceHkd: number;
    /**
     * Shares or units held: whole shares for stocks, REITs and funds; whole units of nominal, in the instrument's currency, for bonds and money-market instruments; troy ounces for gold; the amount in the fund's base currency, to the cent, for the cash line.
     */
    shares: number;
    /**
     * Market value, in HKD to the cent: shares × priceHkd (for the cash line, what the other lines leave of the total NAV).
     */
    marketValueHkd: number;
  }[];
}

/**
 * Request body.
 */
export interface PortfolioHoldingExportRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The file: `Content-Type: text/csv; charset=utf-8`, `Content-Disposition: attachment` with the name in ASCII (`filename=`, from the English name) and in UTF-8 (`filename*=UTF-8''…`, RFC 5987). The CSV is UTF-8 with a byte-order mark (so that Excel reads Chinese), CRLF line ends, a header row in the request's language, numbers as plain digits (no grouping, `.` for decimals), dates as `YYYY-MM-DD` and an empty cell where the call's field is null. Columns: name, exchange ticker (empty for bonds, bills, deposits, gold and cash), ISIN (bonds, bills and certificates of deposit), sector, country, asset class (names in the request's language), weighting (%), market price (HKD), shares or nominal held, market value (HKD).
 */
export type PortfolioHoldingExportResponse = string;

/**
 * Request body.
 */
export interface PortfolioOverviewRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The portfolio overview on the NAV date.
 */
export interface PortfolioOverviewResponse {
  /**
   * The NAV date the holdings are reported for.
   */
  asOf: string;
  /**
   * The currency of `totalNav`: always HKD.
   */
  currency: 'HKD';
  /**
   * Total NAV, in HKD: the sum of the holdings' market values (the same figure as `totalNavHkd` of assetValue).
   */
  totalNav: number;
  /**
   * Units in issue.
   */
  unitsIssued: number;
  /**
   * How many holdings the fund has, the cash line not counted.
   */
  constituents: number;
  /**
   * Share of the NAV in securities (every holding but the cash line), in per cent to 2 decimals; securitiesPct + cashPct = 100.
   */
  securitiesPct: number;
  /**
   * Share of the NAV in cash and others, in per cent to 2 decimals.
   */
  cashPct: number;
}

/**
 * Request body.
 */
export interface FundTrackingChartRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The monthly history.
 */
export interface FundTrackingChartResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The latest NAV date.
   */
  asOf: string;
  /**
   * The index's name.
   */
  indexName: string;
  /**
   * One point per month end, oldest first.
   *
   * Items: One month end.
   */
  list: {
    /**
     * The month's last dealing day.
     */
    date: string;
    /**
     * Fund minus index return over the 12 months to the date, in per cent; null in the first year.
     */
    trackingDifference: number | null;
    /**
     * Annualised tracking error over the 12 months to the date, in per cent; null in the first year.
     */
    trackingError: number | null;
  }[];
}

/**
 * Request body.
 */
export interface FundTrackingMetricsRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * Tracking figures, in per cent.
 */
export interface FundTrackingMetricsResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The listing date.
   */
  listingDate: string;
  /**
   * The index's name.
   */
  indexName: string;
  /**
   * The date the figures are as of.
   */
  asOf: string;
  /**
   * Tracking difference of the last calendar year: fund return minus index return, in per cent; null if the fund did not exist all year.
   */
  trackingDifference: number | null;
  /**
   * Tracking error over the last 12 months: annualised standard deviation of daily return differences, in per cent; null under a year.
   */
  trackingError: number | null;
  /**
   * Estimated annual tracking difference: minus the ongoing charges, in per cent.
   */
  estimatedAnnualDifference: number | null;
  /**
   * Average annual tracking difference since listing (annualised fund minus annualised index return), in per cent; null under a year.
   */
  actualDifferenceSinceListing: number | null;
}

/**
 * Request body.
 */
export interface FundTradeFeeStandardRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * Fees and minimums.
 */
export interface FundTradeFeeStandardResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * The currency of the minimums (the base currency), ISO 4217.
   */
  currency: string;
  /**
   * Management fee, in per cent a year.
   */
  managementFeePct: number;
  /**
   * Trustee fee, in per cent a year.
   */
  trusteeFeePct: number;
  /**
   * Ongoing charges over a year (the expense ratio), in per cent.
   */
  ongoingChargesPct: number;
  /**
   * Maximum subscription (initial) charge. In per cent; null where it does not apply (ETFs' secondary market).
   */
  subscriptionFeePct: number | null;
  /**
   * Maximum redemption charge. In per cent; null where it does not apply (ETFs' secondary market).
   */
  redemptionFeePct: number | null;
  /**
   * Maximum switching charge. In per cent; null where it does not apply (ETFs' secondary market).
   */
  switchingFeePct: number | null;
  /**
   * Minimum initial investment. In `currency`; null where it does not apply (ETFs trade in board lots).
   */
  minInitialInvestment: number | null;
  /**
   * Minimum subsequent investment. In `currency`; null where it does not apply (ETFs trade in board lots).
   */
  minSubsequentInvestment: number | null;
  /**
   * Minimum holding. In `currency`; null where it does not apply (ETFs trade in board lots).
   */
  minHolding: number | null;
  /**
   * Minimum redemption. In `currency`; null where it does not apply (ETFs trade in board lots).
   */
  minRedemption: number | null;
  /**
   * What applies to the fees, in words (e.g. the costs of trading an ETF on the exchange).
   */
  note: string;
}

/**
 * Request body.
 */
export interface FundTradeInfoRequest {
  /**
   * The fund's product code (`fundCode` of the list).
   */
  productCode: string;
}

/**
 * The fund's counters.
 */
export interface FundTradeInfoResponse {
  /**
   * The fund's product code, as asked for.
   */
  fundCode: string;
  /**
   * Whether the fund is listed (ETFs).
   */
  listed: boolean;
  /**
   * One row per counter: HKD first, then RMB and USD where the fund has them.
   *
   * @minItems 1
   *
   * Items: One trading counter (ETFs), or the fund's one dealing line (unlisted funds).
   */
  list: [
    {
      /**
       * The counter's trading currency, ISO 4217.
       */
      tradingCurrency: string;
      /**
       * Exchange stock code; null for unlisted funds.
       */
      stockCode: string | null;
      /**
       * Units per board lot; null for unlisted funds.
       */
      boardLot: number | null;
      /**
       * ISIN.
       */
      isin: string;
      /**
       * SEDOL.
       */
      sedol: string;
      /**
       * Refinitiv (Reuters) instrument code; null for unlisted funds.
       */
      reutersCode: string | null;
      /**
       * Bloomberg ticker; null for unlisted funds.
       */
      bloombergCode: string | null;
    },
    ...{
      /**
       * The counter's trading currency, ISO 4217.
       */
      tradingCurrency: string;
      /**
       * Exchange stock code; null for unlisted funds.
       */
      stockCode: string | null;
      /**
       * Units per board lot; null for unlisted funds.
       */
      boardLot: number | null;
      /**
       * ISIN.
       */
      isin: string;
      /**
       * SEDOL.
       */
      sedol: string;
      /**
       * Refinitiv (Reuters) instrument code; null for unlisted funds.
       */
      reutersCode: string | null;
      /**
       * Bloomberg ticker; null for unlisted funds.
       */
      bloombergCode: string | null;
    }[]
  ];
}

/**
 * Request body.
 */
export interface DocumentDownloadRequest {
  /**
   * A file's `fileId` from /v1/fundProduct/document/list (`attachments[].fileId`).
   */
  fileId: string;
}

/**
 * The file's bytes, with Content-Type and Content-Disposition (file name) headers.
 */
export type DocumentDownloadResponse = string;

/**
 * Request body.
 */
export interface DocumentListRequest {
  /**
   * The fund's code (`fundCode` in the fund list).
   */
  productCode: string;
  /**
   * Keeps only documents of this type (the codes and names of the `documentType` dictionary of /common/dictType); every type when absent. Another value: error 40002.
   */
  type?: 'PROSPECTUS' | 'KFS' | 'ANNUAL_REPORT' | 'INTERIM_REPORT' | 'FACTSHEET' | 'ANNOUNCEMENT' | 'NOTICE';
  /**
   * Keeps only documents with a file in this language (`languages` contains it); every document when absent. Another value, the empty string included: error 40002, naming the field and the values it takes, in the request's language.
   */
  language?: 'zh-TW' | 'zh-CN' | 'en-US';
  /**
   * Page number, from 1.
   */
  pageNum?: number;
  /**
   * Documents per page, 1 to 100.
   */
  pageSize?: number;
}

/**
 * The page of documents.
 */
export interface DocumentListResponse {
  /**
   * How many documents match, on all pages.
   */
  total: number;
  /**
   * The documents on the requested page, newest `date` first.
   *
   * Items: One document.
   */
  list: {
    /**
     * The document's id, unique among the fund's documents.
     */
    documentId: string;
    /**
     * Document type: prospectus (or private placement memorandum), product key facts statement, annual report, interim report, monthly factsheet, announcement (of a distribution), notice (of a change to the fund).
     */
    type: 'PROSPECTUS' | 'KFS' | 'ANNUAL_REPORT' | 'INTERIM_REPORT' | 'FACTSHEET' | 'ANNOUNCEMENT' | 'NOTICE';
    /**
     * The type's name in the requested language.
     */
    typeName: string;
    /**
     * The document's title in the requested language.
     */
    name: string;
    /**
     * The date the document was published.
     */
    date: string;
    /**
     * The languages the document is published in (one file each), in the order Traditional Chinese, Simplified Chinese, English.
     *
     * @minItems 1
     *
     * Items: A language code.
     */
    languages: ['zh-TW' | 'zh-CN' | 'en-US', ...('zh-TW' | 'zh-CN' | 'en-US')[]];
    /**
     * The document's files, one per language in `languages`, in the same order.
     *
     * @minItems 1
     *
     * Items: One file: pass its `fileId` to /v1/fundProduct/document/download.
     */
    attachments: [
      {
        /**
         * The file's id for the download call.
         */
        fileId: string;
        /**
         * The file's name, as the download gives it.
         */
        fileName: string;
        /**
         * The language the file is written in.
         */
        language: 'zh-TW' | 'zh-CN' | 'en-US';
        /**
         * The file's size in bytes.
         */
        sizeBytes: number;
      },
      ...{
        /**
         * The file's id for the download call.
         */
        fileId: string;
        /**
         * The file's name, as the download gives it.
         */
        fileName: string;
        /**
         * The language the file is written in.
         */
        language: 'zh-TW' | 'zh-CN' | 'en-US';
        /**
         * The file's size in bytes.
         */
        sizeBytes: number;
      }[]
    ];
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
   * Matches fund names in all three languages, fund code, stock code (of every counter: HKD, RMB and USD) and ISIN, case-insensitively.
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
  '/v1/fundProduct/compare/10Y': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/1M': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/1Y': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/3M': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/3Y': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/5Y': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/6M': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/ALL': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/compare/YTD': { request: FundCompareRequest; response: FundCompareResponse; payload: 'data' };
  '/v1/fundProduct/detail/assetValue': { request: FundAssetValueRequest; response: FundAssetValueResponse; payload: 'data' };
  '/v1/fundProduct/detail/baseInfo': { request: FundBaseInfoRequest; response: FundBaseInfoResponse; payload: 'data' };
  '/v1/fundProduct/detail/dividendRecord': { request: DividendRecordRequest; response: DividendRecordResponse; payload: 'data' };
  '/v1/fundProduct/detail/dividendRecord/export': { request: DividendRecordExportRequest; response: DividendRecordExportResponse; payload: 'file' };
  '/v1/fundProduct/detail/marketInfo': { request: FundMarketInfoRequest; response: FundMarketInfoResponse; payload: 'data' };
  '/v1/fundProduct/detail/navHistory': { request: FundNavHistoryRequest; response: FundNavHistoryResponse; payload: 'data' };
  '/v1/fundProduct/detail/navHistory/export': { request: FundNavHistoryExportRequest; response: FundNavHistoryExportResponse; payload: 'file' };
  '/v1/fundProduct/detail/netValue': { request: FundNetValueRequest; response: FundNetValueResponse; payload: 'data' };
  '/v1/fundProduct/detail/performance/annualised': { request: FundPerformanceRequest; response: FundPerformanceResponse; payload: 'data' };
  '/v1/fundProduct/detail/performance/calendarYear': { request: FundPerformanceRequest; response: FundPerformanceResponse; payload: 'data' };
  '/v1/fundProduct/detail/performance/cumulative': { request: FundPerformanceRequest; response: FundPerformanceResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/10Y': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/1M': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/1Y': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/3M': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/3Y': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/5Y': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/6M': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/ALL': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/performanceTrend/YTD': { request: FundPerformanceTrendRequest; response: FundPerformanceTrendResponse; payload: 'data' };
  '/v1/fundProduct/detail/portfolioDistribute/assetClass': { request: PortfolioDistributeRequest; response: PortfolioDistributeResponse; payload: 'data' };
  '/v1/fundProduct/detail/portfolioDistribute/country': { request: PortfolioDistributeRequest; response: PortfolioDistributeResponse; payload: 'data' };
  '/v1/fundProduct/detail/portfolioDistribute/sector': { request: PortfolioDistributeRequest; response: PortfolioDistributeResponse; payload: 'data' };
  '/v1/fundProduct/detail/portfolioHolding': { request: PortfolioHoldingRequest; response: PortfolioHoldingResponse; payload: 'data' };
  '/v1/fundProduct/detail/portfolioHolding/export': { request: PortfolioHoldingExportRequest; response: PortfolioHoldingExportResponse; payload: 'file' };
  '/v1/fundProduct/detail/portfolioOverview': { request: PortfolioOverviewRequest; response: PortfolioOverviewResponse; payload: 'data' };
  '/v1/fundProduct/detail/trackingChart': { request: FundTrackingChartRequest; response: FundTrackingChartResponse; payload: 'data' };
  '/v1/fundProduct/detail/trackingMetrics': { request: FundTrackingMetricsRequest; response: FundTrackingMetricsResponse; payload: 'data' };
  '/v1/fundProduct/detail/tradeFeeStandard': { request: FundTradeFeeStandardRequest; response: FundTradeFeeStandardResponse; payload: 'data' };
  '/v1/fundProduct/detail/tradeInfo': { request: FundTradeInfoRequest; response: FundTradeInfoResponse; payload: 'data' };
  '/v1/fundProduct/document/download': { request: DocumentDownloadRequest; response: DocumentDownloadResponse; payload: 'file' };
  '/v1/fundProduct/document/list': { request: DocumentListRequest; response: DocumentListResponse; payload: 'data' };
  '/v1/fundProduct/list': { request: FundProductListRequest; response: FundProductListResponse; payload: 'data' };
}

/** The paths of every call of the API contract. */
export const API_CALLS = ["/common/dictType","/v1/fundProduct/compare/10Y","/v1/fundProduct/compare/1M","/v1/fundProduct/compare/1Y","/v1/fundProduct/compare/3M","/v1/fundProduct/compare/3Y","/v1/fundProduct/compare/5Y","/v1/fundProduct/compare/6M","/v1/fundProduct/compare/ALL","/v1/fundProduct/compare/YTD","/v1/fundProduct/detail/assetValue","/v1/fundProduct/detail/baseInfo","/v1/fundProduct/detail/dividendRecord","/v1/fundProduct/detail/dividendRecord/export","/v1/fundProduct/detail/marketInfo","/v1/fundProduct/detail/navHistory","/v1/fundProduct/detail/navHistory/export","/v1/fundProduct/detail/netValue","/v1/fundProduct/detail/performance/annualised","/v1/fundProduct/detail/performance/calendarYear","/v1/fundProduct/detail/performance/cumulative","/v1/fundProduct/detail/performanceTrend/10Y","/v1/fundProduct/detail/performanceTrend/1M","/v1/fundProduct/detail/performanceTrend/1Y","/v1/fundProduct/detail/performanceTrend/3M","/v1/fundProduct/detail/performanceTrend/3Y","/v1/fundProduct/detail/performanceTrend/5Y","/v1/fundProduct/detail/performanceTrend/6M","/v1/fundProduct/detail/performanceTrend/ALL","/v1/fundProduct/detail/performanceTrend/YTD","/v1/fundProduct/detail/portfolioDistribute/assetClass","/v1/fundProduct/detail/portfolioDistribute/country","/v1/fundProduct/detail/portfolioDistribute/sector","/v1/fundProduct/detail/portfolioHolding","/v1/fundProduct/detail/portfolioHolding/export","/v1/fundProduct/detail/portfolioOverview","/v1/fundProduct/detail/trackingChart","/v1/fundProduct/detail/trackingMetrics","/v1/fundProduct/detail/tradeFeeStandard","/v1/fundProduct/detail/tradeInfo","/v1/fundProduct/document/download","/v1/fundProduct/document/list","/v1/fundProduct/list"] as const;

/** Each call's schema title: the export name of its payload validator in validate-contract.gen.js. */
export const API_CALL_TITLES: Record<keyof ApiCalls, string> = {"/common/dictType":"CommonDictType","/v1/fundProduct/compare/10Y":"FundCompare","/v1/fundProduct/compare/1M":"FundCompare","/v1/fundProduct/compare/1Y":"FundCompare","/v1/fundProduct/compare/3M":"FundCompare","/v1/fundProduct/compare/3Y":"FundCompare","/v1/fundProduct/compare/5Y":"FundCompare","/v1/fundProduct/compare/6M":"FundCompare","/v1/fundProduct/compare/ALL":"FundCompare","/v1/fundProduct/compare/YTD":"FundCompare","/v1/fundProduct/detail/assetValue":"FundAssetValue","/v1/fundProduct/detail/baseInfo":"FundBaseInfo","/v1/fundProduct/detail/dividendRecord":"DividendRecord","/v1/fundProduct/detail/dividendRecord/export":"DividendRecordExport","/v1/fundProduct/detail/marketInfo":"FundMarketInfo","/v1/fundProduct/detail/navHistory":"FundNavHistory","/v1/fundProduct/detail/navHistory/export":"FundNavHistoryExport","/v1/fundProduct/detail/netValue":"FundNetValue","/v1/fundProduct/detail/performance/annualised":"FundPerformance","/v1/fundProduct/detail/performance/calendarYear":"FundPerformance","/v1/fundProduct/detail/performance/cumulative":"FundPerformance","/v1/fundProduct/detail/performanceTrend/10Y":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/1M":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/1Y":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/3M":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/3Y":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/5Y":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/6M":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/ALL":"FundPerformanceTrend","/v1/fundProduct/detail/performanceTrend/YTD":"FundPerformanceTrend","/v1/fundProduct/detail/portfolioDistribute/assetClass":"PortfolioDistribute","/v1/fundProduct/detail/portfolioDistribute/country":"PortfolioDistribute","/v1/fundProduct/detail/portfolioDistribute/sector":"PortfolioDistribute","/v1/fundProduct/detail/portfolioHolding":"PortfolioHolding","/v1/fundProduct/detail/portfolioHolding/export":"PortfolioHoldingExport","/v1/fundProduct/detail/portfolioOverview":"PortfolioOverview","/v1/fundProduct/detail/trackingChart":"FundTrackingChart","/v1/fundProduct/detail/trackingMetrics":"FundTrackingMetrics","/v1/fundProduct/detail/tradeFeeStandard":"FundTradeFeeStandard","/v1/fundProduct/detail/tradeInfo":"FundTradeInfo","/v1/fundProduct/document/download":"DocumentDownload","/v1/fundProduct/document/list":"DocumentList","/v1/fundProduct/list":"FundProductList"};
