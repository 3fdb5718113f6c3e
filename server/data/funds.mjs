// The demo fund universe: deterministic, in three languages. Every name says it is demo data
// through the site's footer notice; the issuers are fictional.
import { L } from './localized.mjs';
import { between, round, seedOf, seeded } from './random.mjs';

/** @typedef {import('./localized.mjs').Language} Language */
/** @typedef {import('./localized.mjs').Localized} Localized */
/** @typedef {'ETF' | 'PUB' | 'PRI'} FundType Exchange-traded, public (unlisted) or private. */
/** @typedef {'HKD' | 'CNY' | 'USD'} Currency A base or trading currency. */
/** @typedef {'EQUITY' | 'BOND' | 'MONEY_MARKET' | 'COMMODITY' | 'REIT' | 'MULTI_ASSET'} AssetClass */
/** @typedef {'HK' | 'CN' | 'US' | 'JP' | 'APAC' | 'GLOBAL'} Area An investment area. */
/** @typedef {'PASSIVE' | 'ACTIVE' | 'INCOME' | 'GROWTH'} Orientation An investment orientation. */

/**
 * A demo fund (see makeFund).
 * @typedef {object} Fund
 * @property {string} fundCode
 * @property {Localized} fundName
 * @property {string} isin
 * @property {string | null} stockCode
 * @property {FundType} fundType
 * @property {string} issuer the issuer's id
 * @property {Localized} issuerName
 * @property {Localized} theme
 * @property {boolean} broad
 * @property {AssetClass} assetClass
 * @property {Area} investmentArea
 * @property {Orientation} investmentOrientation
 * @property {Currency} baseCurrency
 * @property {number} nav
 * @property {number} expenseRatio
 * @property {number} assetSizeM
 * @property {string | null} hkdCounter
 * @property {string | null} cnyCounter
 * @property {string | null} usdCounter
 */

/**
 * A theme: name parts, asset class, area, orientation, and the range its NAV starts in.
 * @typedef {{ name: Localized, assetClass: AssetClass, area: Area, orientation: Orientation, nav: [number, number], broad?: boolean }} Theme
 */

/** @type {{ id: string, name: Localized, brand: Localized }[]} */
export const ISSUERS = [
  { id: 'HBR', name: L('港灣資產管理', '港湾资产管理', 'Harbour Asset Management'), brand: L('港灣', '港湾', 'Harbour') },
  { id: 'PKS', name: L('峰石投資', '峰石投资', 'Peakstone Investments'), brand: L('峰石', '峰石', 'Peakstone') },
  { id: 'JDE', name: L('翡翠基金管理', '翡翠基金管理', 'Jade Fund Management'), brand: L('翡翠', '翡翠', 'Jade') },
  { id: 'LTS', name: L('燈塔資本', '灯塔资本', 'Lighthouse Capital'), brand: L('燈塔', '灯塔', 'Lighthouse') },
  { id: 'BMB', name: L('竹林資產', '竹林资产', 'Bamboo Grove Asset'), brand: L('竹林', '竹林', 'Bamboo Grove') },
  { id: 'SRV', name: L('銀河灣投資', '银河湾投资', 'Silver River Investments'), brand: L('銀河灣', '银河湾', 'Silver River') },
];

// Each theme: name parts, asset class, area, orientation, and the range its NAV starts in.
/** @type {Theme[]} */
const THEMES = [
  { name: L('恒生指數', '恒生指数', 'Hang Seng Index'), assetClass: 'EQUITY', area: 'HK', orientation: 'PASSIVE', nav: [18, 28] },
  { name: L('恒生科技指數', '恒生科技指数', 'Hang Seng TECH Index'), assetClass: 'EQUITY', area: 'HK', orientation: 'PASSIVE', nav: [4, 9] },
  { name: L('中國企業指數', '中国企业指数', 'China Enterprises Index'), assetClass: 'EQUITY', area: 'CN', orientation: 'PASSIVE', nav: [7, 12] },
  { name: L('滬深300指數', '沪深300指数', 'CSI 300 Index'), assetClass: 'EQUITY', area: 'CN', orientation: 'PASSIVE', nav: [30, 45] },
  { name: L('美國500指數', '美国500指数', 'US 500 Index'), assetClass: 'EQUITY', area: 'US', orientation: 'PASSIVE', nav: [60, 120] },
  { name: L('納斯達克100指數', '纳斯达克100指数', 'Nasdaq-100 Index'), assetClass: 'EQUITY', area: 'US', orientation: 'PASSIVE', nav: [40, 95] },
  { name: L('亞洲高股息', '亚洲高股息', 'Asia High Dividend'), assetClass: 'EQUITY', area: 'APAC', orientation: 'INCOME', nav: [9, 14] },
  { name: L('全球科技', '全球科技', 'Global Technology'), assetClass: 'EQUITY', area: 'GLOBAL', orientation: 'GROWTH', nav: [12, 30] },
  { name: L('日本股票', '日本股票', 'Japan Equity'), assetClass: 'EQUITY', area: 'JP', orientation: 'ACTIVE', nav: [10, 18] },
  { name: L('美國國庫債券', '美国国库债券', 'US Treasury Bond'), assetClass: 'BOND', area: 'US', orientation: 'INCOME', nav: [9, 11] },
  { name: L('亞洲投資級債券', '亚洲投资级债券', 'Asia Investment Grade Bond'), assetClass: 'BOND', area: 'APAC', orientation: 'INCOME', nav: [8, 11] },
  { name: L('中國政府債券', '中国政府债券', 'China Government Bond'), assetClass: 'BOND', area: 'CN', orientation: 'PASSIVE', nav: [95, 110] },
  { name: L('港元貨幣市場', '港元货币市场', 'HKD Money Market'), assetClass: 'MONEY_MARKET', area: 'HK', orientation: 'PASSIVE', nav: [10, 10.6] },
  { name: L('美元貨幣市場', '美元货币市场', 'USD Money Market'), assetClass: 'MONEY_MARKET', area: 'US', orientation: 'PASSIVE', nav: [100, 106] },
  { name: L('黃金', '黄金', 'Gold'), assetClass: 'COMMODITY', area: 'GLOBAL', orientation: 'PASSIVE', nav: [14, 24] },
  { name: L('亞洲房地產信託', '亚洲房地产信托', 'Asia REIT'), assetClass: 'REIT', area: 'APAC', orientation: 'INCOME', nav: [6, 10] },
  { name: L('環球均衡', '环球均衡', 'Global Balanced'), assetClass: 'MULTI_ASSET', area: 'GLOBAL', orientation: 'ACTIVE', nav: [10, 15] },
  { name: L('亞洲增長', '亚洲增长', 'Asia Growth'), assetClass: 'EQUITY', area: 'APAC', orientation: 'GROWTH', nav: [11, 20] },
  {
    name: L('環球股票指數', '环球股票指数', 'All-World Equity Index'),
    assetClass: 'EQUITY',
    area: 'GLOBAL',
    orientation: 'PASSIVE',
    nav: [20, 40],
    broad: true,
  },
];

/** @type {Record<FundType, Localized>} */
const TYPE_SUFFIX = { ETF: L('ETF', 'ETF', 'ETF'), PUB: L('基金', '基金', 'Fund'), PRI: L('私募基金', '私募基金', 'Private Fund') };
/** @type {Record<Area, Currency>} */
const CURRENCY_BY_AREA = { HK: 'HKD', CN: 'CNY', US: 'USD', JP: 'USD', APAC: 'USD', GLOBAL: 'USD' };
/** @type {Record<FundType, string>} */
const ISIN_PREFIX = { ETF: 'HK', PUB: 'HK', PRI: 'KY' };

/** @param {string} body */
function isinCheckDigit(body) {
  const digits = [...body].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  });
  return String((10 - (sum % 10)) % 10);
}

/**
 * Ongoing charges, % a year, as the market has them: money market cheapest, private funds dearest.
 * @param {FundType} type
 * @param {Theme} theme
 * @returns {[number, number]}
 */
function expenseRange(type, theme) {
  if (theme.assetClass === 'MONEY_MARKET') return [0.05, 0.35];
  if (type === 'PRI') return [1.5, 2.5];
  if (type === 'PUB' || theme.orientation !== 'PASSIVE') return [0.6, 2];
  return [0.05, 0.99];
}

/**
 * @param {number} index
 * @returns {Fund}
 */
function makeFund(index) {
  const random = seeded(seedOf(`fund-${index}`));
  /** @type {FundType} */
  const type = index % 10 < 7 ? 'ETF' : index % 10 < 9 ? 'PUB' : 'PRI';
  const theme = THEMES[index % THEMES.length];
  const issuer = ISSUERS[(index * 7 + Math.floor(index / THEMES.length)) % ISSUERS.length];
  // Listed codes from 2800; 8000–12999 are left out, where the 4-digit codes' RMB and USD counters are.
  const listed = 2800 + index * 7 + (index % 3);
  const stock = type === 'ETF' ? String(listed >= 8000 ? listed + 5000 : listed).padStart(5, '0') : null;
  const code = type === 'ETF' ? `${/** @type {string} */ (stock).replace(/^0+/, '')}` : `${type}${String(100 + index).padStart(4, '0')}`;
  const isinBody = `${ISIN_PREFIX[type]}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
  const currency = CURRENCY_BY_AREA[theme.area];
  const multiCounter = type === 'ETF' && (index % 4 === 0 || theme.area === 'CN');
  const nav = round(between(random, theme.nav[0], theme.nav[1]), 4);
  const fundName = /** @type {Localized} */ (
    Object.fromEntries(
      /** @type {[Language, string][]} */ (Object.entries(issuer.brand)).map(([lang, brand]) => [
        lang,
        `${brand}${lang === 'en-US' ? ' ' : ''}${theme.name[lang]}${lang === 'en-US' ? ' ' : ''}${TYPE_SUFFIX[type][lang]}`,
      ]),
    )
  );
  return {
    fundCode: code,
    fundName,
    isin: `${isinBody}${isinCheckDigit(isinBody)}`,
    stockCode: stock,
    fundType: type,
    issuer: issuer.id,
    issuerName: issuer.name,
    theme: theme.name,
    // A broad-market index fund: thousands of holdings across the world.
    broad: Boolean(theme.broad),
    assetClass: theme.assetClass,
    investmentArea: theme.area,
    investmentOrientation: theme.orientation,
    baseCurrency: currency,
    nav,
    expenseRatio: round(between(random, ...expenseRange(type, theme)), 2),
    assetSizeM: round(between(random, 40, type === 'ETF' ? 48000 : 6000), 1),
    hkdCounter: type === 'ETF' ? stock : null,
    // Hong Kong's convention: the RMB counter is 8 + the code, the USD counter 9 + its last three
    // digits; from code 3800 on, 9 + the code, so that no two counters meet.
    cnyCounter: multiCounter ? `8${code}` : null,
    usdCounter: multiCounter ? `9${Number(code) < 3800 ? code.slice(1) : code}` : null,
  };
}

/** How many demo funds there are: `DEMO_FUNDS` (1 to 10,000; 64 unless set), the same funds at any size. */
export const FUND_COUNT = fundCount(process.env.DEMO_FUNDS);

/**
 * @param {string | undefined} value
 * @returns {number}
 */
export function fundCount(value) {
  if (value === undefined || value === '') return 64;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error(`DEMO_FUNDS is "${value}": give a whole number of funds from 1 to 10000`);
  return count;
}

/** Words that tell apart an issuer's funds on the same theme (index funds, share classes), in order of launch. */
const VARIANTS = [
  L('', '', ''),
  L('精選', '精选', 'Select'),
  L('增強', '增强', 'Enhanced'),
  L('核心', '核心', 'Core'),
  L('優質', '优质', 'Quality'),
  L('動態', '动态', 'Dynamic'),
  L('焦點', '焦点', 'Focus'),
  L('優勢', '优势', 'Advantage'),
  L('收益', '收益', 'Income'),
  L('可持續', '可持续', 'Sustainable'),
];

/**
 * The first `count` demo funds: fund i is the same at any count, and no two share a code or a name
 * (a later fund on the same theme by the same issuer takes a variant's word, then a series number).
 * @param {number} count
 * @returns {Fund[]}
 */
export function makeFunds(count) {
  /** @type {Map<string, number>} */
  const launched = new Map();
  return Array.from({ length: count }, (_, i) => {
    const fund = makeFund(i);
    const name = fund.fundName['en-US'];
    const earlier = launched.get(name) ?? 0;
    launched.set(name, earlier + 1);
    if (!earlier) return fund;
    const variant = /** @type {Localized} */ (VARIANTS[earlier % VARIANTS.length] ?? VARIANTS[0]);
    const series = Math.floor(earlier / VARIANTS.length);
    return { ...fund, fundName: withVariant(fund, variant, series) };
  });
}

/**
 * A fund's name with a variant's word before its type (and a series number after it).
 * @param {Fund} fund
 * @param {Localized} variant
 * @param {number} series
 * @returns {Localized}
 */
function withVariant(fund, variant, series) {
  return /** @type {Localized} */ (
    Object.fromEntries(
      /** @type {[Language, string][]} */ (Object.entries(fund.fundName)).map(([lang, name]) => {
        const suffix = TYPE_SUFFIX[fund.fundType][lang];
        const base = name.slice(0, name.length - suffix.length).trimEnd();
        const space = lang === 'en-US' ? ' ' : '';
        const word = variant[lang] ? `${space}${variant[lang]}` : '';
        const number = series ? `${space || ' '}${series + 1}` : '';
        return [lang, `${base}${word}${space}${suffix}${number}`];
      }),
    )
  );
}

export const FUNDS = makeFunds(FUND_COUNT);

/**
 * The last weekday before `now` in Hong Kong: the date the NAVs are struck for.
 * @param {Date} [now]
 */
export function navDate(now = new Date()) {
  const hk = new Date(now.getTime() + 8 * 3600_000);
  const day = new Date(Date.UTC(hk.getUTCFullYear(), hk.getUTCMonth(), hk.getUTCDate()));
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** @typedef {{ currency: Currency, stockCode: string }} Counter A listed fund's trading counter. */

/**
 * A listed fund's trading counters, the HKD one first: [{ currency, stockCode }]; none for unlisted funds.
 * @type {(fund: Fund) => Counter[]}
 */
export const countersOf = (fund) =>
  /** @type {[Currency, string | null][]} */ ([
    ['HKD', fund.hkdCounter],
    ['CNY', fund.cnyCounter],
    ['USD', fund.usdCounter],
  ])
    .filter(([, code]) => code)
    .map(([currency, stockCode]) => ({ currency, stockCode: /** @type {string} */ (stockCode) }));

/**
 * Hong Kong dollars per unit of each base currency: fixed demo rates, so every figure in HKD is reproducible.
 * @type {Record<Currency, number>}
 */
export const HKD_PER = { HKD: 1, USD: 7.8, CNY: 1.08 };

/**
 * An amount in the fund's base currency, in HKD.
 * @type {(fund: Fund, amount: number) => number}
 */
export const toHkd = (fund, amount) => amount * HKD_PER[fund.baseCurrency];

/**
 * Units in issue (held constant): fund.assetSizeM is the fund's size on the day its NAV was fund.nav (series.mjs NAV_ANCHOR).
 * @type {(fund: Fund) => number}
 */
export const unitsIssued = (fund) => Math.round((fund.assetSizeM * 1e6) / fund.nav);
