// Each fund's identity, structure, trading codes and fees: deterministic, in three languages.
import { L } from './localized.mjs';
import { ISSUERS, toHkd } from './funds.mjs';
import { listingDate } from './series.mjs';
import { between, round, seedOf, seeded } from './random.mjs';

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {import('./localized.mjs').Localized} Localized */

const TRUSTEES = [
  L('維港信託有限公司', '维港信托有限公司', 'Victoria Harbour Trustees Limited'),
  L('太平山信託（香港）有限公司', '太平山信托（香港）有限公司', 'Peak Trust (Hong Kong) Limited'),
  L('金鐘受託人有限公司', '金钟受托人有限公司', 'Admiralty Trustee Services Limited'),
];
const CUSTODIANS = [
  L('中環託管銀行', '中环托管银行', 'Central Custody Bank'),
  L('海港證券服務有限公司', '海港证券服务有限公司', 'Harbourside Securities Services Limited'),
];
const BROKERS = [
  L('九龍證券', '九龙证券', 'Kowloon Securities'),
  L('維多利亞資本市場', '维多利亚资本市场', 'Victoria Capital Markets'),
  L('東方匯通證券', '东方汇通证券', 'Oriental Link Securities'),
  L('獅子山經紀', '狮子山经纪', 'Lion Rock Brokerage'),
  L('北角證券', '北角证券', 'North Point Securities'),
  L('大嶼投資銀行', '大屿投资银行', 'Lantau Investment Bank'),
  L('青衣環球市場', '青衣环球市场', 'Tsing Yi Global Markets'),
  L('赤柱莊家服務', '赤柱庄家服务', 'Stanley Market Making'),
];
/** @type {Record<string, Localized>} */
const PROVIDERS = {
  HK: L('恒生指數有限公司', '恒生指数有限公司', 'Hang Seng Indexes Company Limited'),
  CN: L('中證指數有限公司', '中证指数有限公司', 'China Securities Index Co., Ltd.'),
  DEFAULT: L('港灣指數服務', '港湾指数服务', 'Harbour Index Services'),
};
const INDEX_TYPES = {
  TR: L('總回報指數', '总回报指数', 'Total return index'),
  NTR: L('淨總回報指數', '净总回报指数', 'Net total return index'),
  PR: L('價格回報指數', '价格回报指数', 'Price return index'),
};
/** @type {Record<import('./funds.mjs').FundType, Localized>} */
const STRUCTURES = {
  ETF: L(
    '香港註冊單位信託基金，於香港聯合交易所上市的交易所買賣基金',
    '香港注册单位信托基金，于香港联合交易所上市的交易所买卖基金',
    'Hong Kong unit trust; exchange-traded fund listed on the Stock Exchange of Hong Kong',
  ),
  PUB: L('香港註冊開放式單位信託基金（經證監會認可）', '香港注册开放式单位信托基金（经证监会认可）', 'Hong Kong open-ended unit trust (SFC authorised)'),
  PRI: L(
    '開曼群島豁免有限責任合夥（僅供專業投資者）',
    '开曼群岛豁免有限责任合伙（仅供专业投资者）',
    'Cayman Islands exempted limited partnership (professional investors only)',
  ),
};
const YEAR_ENDS = [L('12月31日', '12月31日', '31 December'), L('3月31日', '3月31日', '31 March'), L('6月30日', '6月30日', '30 June')];
/** The distribution policy as baseInfo states it: paying out of capital allowed, paying out of income only, or not paying. */
export const DISTRIBUTION_POLICY = {
  fromCapital: L(
    '基金經理可酌情作出分派，並可從資本中支付；分派或會令每單位資產淨值即時減少。',
    '基金经理可酌情作出分派，并可从资本中支付；分派或会令每单位资产净值即时减少。',
    'The Manager may pay distributions at its discretion, and may pay them out of capital; any distribution may reduce the net asset value per unit at once.',
  ),
  fromIncome: L(
    '基金經理可酌情作出分派，分派只從可分派收入淨額中支付，不會從資本中支付；分派或會令每單位資產淨值即時減少。',
    '基金经理可酌情作出分派，分派只从可分派收入净额中支付，不会从资本中支付；分派或会令每单位资产净值即时减少。',
    'The Manager may pay distributions at its discretion, out of net distributable income only and never out of capital; any distribution may reduce the net asset value per unit at once.',
  ),
  none: L('基金不擬作出分派；收益將再投資。', '基金不拟作出分派；收益将再投资。', 'The fund does not intend to pay distributions; income is reinvested.'),
};

/**
 * Picks `count` distinct entries of a list with a seeded generator.
 * @template T
 * @param {import('./random.mjs').Random} random
 * @param {readonly T[]} list
 * @param {number} count
 * @returns {T[]}
 */
function pick(random, list, count) {
  const pool = [...list];
  const chosen = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}

/**
 * A SEDOL: six characters (no vowels) and the weighted check digit.
 * @param {import('./random.mjs').Random} random
 */
function sedol(random) {
  const alphabet = '0123456789BCDFGHJKLMNPQRSTVWXYZ';
  const body = `B${Array.from({ length: 5 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`;
  const weights = [1, 3, 1, 7, 3, 9];
  const sum = [...body].reduce((total, c, i) => total + weights[i] * (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * The name of the index a fund tracks (passive) or is measured against (others).
 * @param {Fund} fund
 */
export function indexName(fund) {
  const theme = fund.theme;
  if (/Index$/.test(theme['en-US'])) return theme;
  return L(`${theme['zh-TW']}基準指數`, `${theme['zh-CN']}基准指数`, `${theme['en-US']} Benchmark Index`);
}

/**
 * Whether a fund pays distributions (income, bond and REIT funds, Hong Kong and mainland equity funds, and some others).
 * @param {Fund} fund
 */
export function paysDistributions(fund) {
  if (fund.assetClass === 'MONEY_MARKET' || fund.investmentOrientation === 'GROWTH') return false;
  if (fund.investmentOrientation === 'INCOME' || ['BOND', 'REIT'].includes(fund.assetClass)) return true;
  // Hong Kong and mainland equity index funds pay out their dividend income, as the market's large trackers do.
  if (fund.assetClass === 'EQUITY' && ['HK', 'CN'].includes(fund.investmentArea)) return true;
  return seeded(seedOf(`pays-${fund.fundCode}`))() < 0.5;
}

/**
 * A fund's profile in every language (see fundProfile).
 * @typedef {object} Profile
 * @property {Localized} manager
 * @property {Localized} trustee
 * @property {Localized} custodian
 * @property {Localized | null} exchange
 * @property {string | null} exchangeTimeZone
 * @property {string} establishmentDate
 * @property {string} listingDate
 * @property {Localized} structure
 * @property {Localized} index
 * @property {'UNDERLYING' | 'BENCHMARK'} indexRole
 * @property {Localized} indexProvider
 * @property {Localized} indexType
 * @property {Localized} financialYearEnd
 * @property {Localized[]} participatingDealers
 * @property {Localized[]} marketMakers
 * @property {number | null} boardLot
 * @property {string} sedol
 * @property {number} managementFeePct
 * @property {number} trusteeFeePct
 * @property {number | null} subscriptionFeePct
 * @property {number | null} redemptionFeePct
 * @property {number | null} switchingFeePct
 * @property {number | null} minInitialInvestment
 * @property {number | null} minSubsequentInvestment
 * @property {number | null} minHolding
 * @property {number | null} minRedemption
 */

/** @type {Map<string, Profile>} */
const profiles = new Map();

/**
 * The fund's profile in every language: identity, structure, index, dealers, trading codes and fees.
 * @param {Fund} fund
 * @returns {Profile}
 */
export function fundProfile(fund) {
  if (profiles.has(fund.fundCode)) return /** @type {Profile} */ (profiles.get(fund.fundCode));
  const random = seeded(seedOf(`profile-${fund.fundCode}`));
  const listed = fund.fundType === 'ETF';
  const listing = listingDate(fund);
  const established = new Date(Date.parse(listing) - Math.floor(between(random, 7, 60)) * 86_400_000).toISOString().slice(0, 10);
  const passive = fund.investmentOrientation === 'PASSIVE';
  const managementFeePct = round(fund.expenseRatio * between(random, 0.6, 0.85), 2);
  const trusteeFeePct = round(Math.min(fund.expenseRatio - managementFeePct, between(random, 0.03, 0.12)), 2);
  const boardLot = listed ? [50, 100, 200, 500, 1000][Math.floor(random() * 5)] : null;
  /** @type {Profile} */
  const profile = {
    // Every fund's issuer is one of ISSUERS (funds.mjs).
    manager: /** @type {(typeof ISSUERS)[number]} */ (ISSUERS.find((issuer) => issuer.id === fund.issuer)).name,
    trustee: TRUSTEES[Math.floor(random() * TRUSTEES.length)],
    custodian: CUSTODIANS[Math.floor(random() * CUSTODIANS.length)],
    exchange: listed ? L('香港聯合交易所', '香港联合交易所', 'The Stock Exchange of Hong Kong') : null,
    exchangeTimeZone: listed ? 'Asia/Hong_Kong' : null,
    establishmentDate: established,
    listingDate: listing,
    structure: STRUCTURES[fund.fundType],
    index: indexName(fund),
    indexRole: passive ? 'UNDERLYING' : 'BENCHMARK',
    indexProvider: PROVIDERS[fund.investmentArea] ?? PROVIDERS.DEFAULT,
    indexType: INDEX_TYPES[fund.investmentArea === 'US' || fund.investmentArea === 'GLOBAL' ? 'NTR' : fund.assetClass === 'EQUITY' ? 'TR' : 'PR'],
    financialYearEnd: YEAR_ENDS[Math.floor(random() * YEAR_ENDS.length)],
    participatingDealers: listed ? pick(random, BROKERS.slice(0, 6), 3 + Math.floor(random() * 3)) : [],
    marketMakers: listed ? pick(random, BROKERS.slice(3), 2 + Math.floor(random() * 2)) : [],
    boardLot,
    sedol: sedol(random),
    managementFeePct,
    trusteeFeePct,
    subscriptionFeePct: listed ? null : fund.fundType === 'PRI' ? 3 : round(between(random, 1, 5), 1),
    redemptionFeePct: listed ? null : fund.fundType === 'PRI' ? 1 : 0,
    switchingFeePct: listed ? null : 1,
    // Minimums of unlisted funds, in the base currency: round sums in HKD terms.
    minInitialInvestment: listed ? null : fund.fundType === 'PRI' ? toBase(fund, 1_000_000) : toBase(fund, 10_000),
    minSubsequentInvestment: listed ? null : fund.fundType === 'PRI' ? toBase(fund, 100_000) : toBase(fund, 1_000),
    minHolding: listed ? null : fund.fundType === 'PRI' ? toBase(fund, 500_000) : toBase(fund, 5_000),
    minRedemption: listed ? null : toBase(fund, 1_000),
  };
  profiles.set(fund.fundCode, profile);
  return profile;
}

/**
 * An HKD sum as a round amount of the fund's base currency (to the nearest hundred).
 * @type {(fund: Fund, hkd: number) => number}
 */
const toBase = (fund, hkd) => Math.max(100, Math.round(hkd / toHkd(fund, 1) / 100) * 100);
