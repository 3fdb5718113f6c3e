// The context a document's text is written from: the fund's names, parties and wording in one language.
import { DICTIONARIES } from './dictionaries.mjs';
import { longDate, say } from './document-words.mjs';
import { L } from './localized.mjs';
import { partiesOn } from './document-timeline.mjs';

/** @typedef {import('./localized.mjs').Language} Language */
/** @typedef {import('./localized.mjs').Localized} Localized */
/**
 * Everything a document's text needs about the fund, in one language (see contextOf).
 * @typedef {object} Context
 * @property {Language} lang
 * @property {import('./document-timeline.mjs').Timeline} timeline
 * @property {import('./document-catalogue.mjs').CatalogueDocument} document
 * @property {import('./funds.mjs').Fund} fund
 * @property {import('./dividends.mjs').Policy | null} policy
 * @property {string} name
 * @property {string} manager
 * @property {string} trustee
 * @property {string} auditor
 * @property {import('./funds.mjs').Currency} ccy
 * @property {string} ccyName
 * @property {string} listed
 * @property {string} index
 * @property {string} assets
 * @property {string} market
 * @property {(value: string) => string} date a date in words
 * @property {string} colon
 */

/** @type {Record<import('./funds.mjs').AssetClass, Localized>} */
const ASSETS = {
  EQUITY: L('股票', '股票', 'equities'),
  BOND: L('債券', '债券', 'bonds'),
  REIT: L('房地產投資信託基金', '房地产投资信托基金', 'real estate investment trusts'),
  MULTI_ASSET: L('股票、債券及現金', '股票、债券及现金', 'equities, bonds and cash'),
  MONEY_MARKET: L('短期存款及優質貨幣市場工具', '短期存款及优质货币市场工具', 'short-term deposits and high-quality money-market instruments'),
  COMMODITY: L('黃金', '黄金', 'gold'),
};
/** @type {Record<import('./funds.mjs').Area, Localized>} */
const MARKETS = {
  HK: L('香港', '香港', 'Hong Kong'),
  CN: L('中國內地', '中国内地', 'Mainland China'),
  US: L('美國', '美国', 'the United States'),
  JP: L('日本', '日本', 'Japan'),
  APAC: L('亞太區', '亚太区', 'the Asia-Pacific region'),
  GLOBAL: L('全球', '全球', 'markets worldwide'),
};
const CURRENCY_NAMES = Object.fromEntries(DICTIONARIES.currency.map(({ value, label }) => [value, label]));

/**
 * Everything a document's text needs about the fund, in one language, as on the document's date.
 * @param {import('./document-timeline.mjs').Timeline} timeline
 * @param {import('./document-catalogue.mjs').CatalogueDocument} document
 * @param {Language} lang
 * @returns {Context}
 */
export function contextOf(timeline, document, lang) {
  const { fund, policy } = timeline;
  const parties = partiesOn(timeline, document.date);
  const theme = fund.theme[lang];
  const isIndex = /(Index|指數|指数)$/.test(theme);
  return {
    lang,
    timeline,
    document,
    fund,
    policy,
    name: fund.fundName[lang],
    manager: say({ lang }, `${fund.issuerName[lang]}有限公司`, `${fund.issuerName[lang]}有限公司`, `${fund.issuerName[lang]} Limited`),
    trustee: parties.trustee[lang],
    auditor: parties.auditor[lang],
    ccy: fund.baseCurrency,
    ccyName: CURRENCY_NAMES[fund.baseCurrency][lang],
    listed: longDate(lang, timeline.listed),
    index: say({ lang }, isIndex ? theme : `${theme}指數`, isIndex ? theme : `${theme}指数`, isIndex ? `the ${theme}` : `the ${theme} Index`),
    assets: ASSETS[fund.assetClass][lang],
    market: MARKETS[fund.investmentArea][lang],
    date: (value) => longDate(lang, value),
    colon: lang === 'en-US' ? ': ' : '：',
  };
}
