// A fund's identity, trading codes and fees: baseInfo, tradeInfo, tradeFeeStandard.
import { countersOf } from '../data/funds.mjs';
import { DISTRIBUTION_POLICY, fundProfile } from '../data/profile.mjs';
import { distributionPolicy } from '../data/dividends.mjs';
import { fundOf } from './product.mjs';

const DETAIL = '/v1/fundProduct/detail';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */
/** @typedef {import('./envelope.mjs').Language} Language */
/** @typedef {import('../data/funds.mjs').Fund} Fund */
/** @typedef {import('../data/profile.mjs').Profile} Profile */

/**
 * The fund's objective and strategy as a small HTML fragment (the client sanitises it).
 * @param {Fund} fund
 * @param {Profile} profile
 * @param {Language} language
 */
function objectiveHtml(fund, profile, language) {
  const index = profile.index[language];
  const tracks = profile.indexRole === 'UNDERLYING';
  const text = {
    'zh-TW': tracks
      ? [
          `本基金的投資目標是提供在扣除費用及開支前與<strong>${index}</strong>表現緊密相關的投資回報。`,
          '基金經理主要採用全面複製策略，按指數比重直接投資於指數成份證券。',
        ]
      : [
          `本基金的投資目標是透過主動管理的投資組合，達致長期資本增值，並以<strong>${index}</strong>作為表現基準。`,
          '基金經理按基本因素研究選股，並控制組合的風險。',
        ],
    'zh-CN': tracks
      ? [
          `本基金的投资目标是提供在扣除费用及开支前与<strong>${index}</strong>表现紧密相关的投资回报。`,
          '基金经理主要采用全面复制策略，按指数比重直接投资于指数成份证券。',
        ]
      : [
          `本基金的投资目标是透过主动管理的投资组合，达致长期资本增值，并以<strong>${index}</strong>作为表现基准。`,
          '基金经理按基本因素研究选股，并控制组合的风险。',
        ],
    'en-US': tracks
      ? [
          `The fund aims to provide investment results that, before fees and expenses, closely correspond to the performance of the <strong>${index}</strong>.`,
          'The Manager primarily uses a full replication strategy, investing directly in the index constituents in their index weights.',
        ]
      : [
          `The fund aims to achieve long-term capital growth through an actively managed portfolio, measured against the <strong>${index}</strong>.`,
          'The Manager selects securities on fundamental research and controls the portfolio’s risk.',
        ],
  }[language];
  return text.map((paragraph) => `<p>${paragraph}</p>`).join('');
}

/**
 * The manager's introduction as a small HTML fragment.
 * @param {Profile} profile
 * @param {Language} language
 */
function managerHtml(profile, language) {
  const name = profile.manager[language];
  return {
    'zh-TW': `<p><strong>${name}</strong>是一家在香港註冊、持有證監會第1、4及9類牌照的資產管理公司（示範資料）。</p>`,
    'zh-CN': `<p><strong>${name}</strong>是一家在香港注册、持有证监会第1、4及9类牌照的资产管理公司（示范资料）。</p>`,
    'en-US': `<p><strong>${name}</strong> is an asset manager incorporated in Hong Kong and licensed by the SFC for Type 1, 4 and 9 regulated activities (demo data).</p>`,
  }[language];
}

/**
 * Whether the fund's distribution policy allows paying out of capital: the funds that may top up a
 * period's income with capital (Hong Kong makes them disclose it); never a fund that does not distribute.
 * @type {(fund: Fund) => boolean}
 */
export const distributesFromCapital = (fund) => (distributionPolicy(fund)?.fromCapitalChance ?? 0) > 0;

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function baseInfo(body, { language }) {
  const fund = fundOf(body, language);
  const p = fundProfile(fund);
  /** @type {(value: import('../data/localized.mjs').Localized | null) => string | null} */
  const text = (value) => value?.[language] ?? null;
  const fromCapital = distributesFromCapital(fund);
  return {
    fundCode: fund.fundCode,
    fundName: fund.fundName[language],
    fundType: fund.fundType,
    assetClass: fund.assetClass,
    investmentArea: fund.investmentArea,
    investmentOrientation: fund.investmentOrientation,
    manager: text(p.manager),
    trustee: text(p.trustee),
    custodian: text(p.custodian),
    listingExchange: text(p.exchange),
    exchangeTimeZone: p.exchangeTimeZone,
    establishmentDate: p.establishmentDate,
    listingDate: p.listingDate,
    structure: text(p.structure),
    baseCurrency: fund.baseCurrency,
    underlyingIndex: text(p.index),
    indexRole: p.indexRole,
    indexProvider: text(p.indexProvider),
    indexType: text(p.indexType),
    financialYearEnd: text(p.financialYearEnd),
    distributionPolicy: text(DISTRIBUTION_POLICY[!distributionPolicy(fund) ? 'none' : fromCapital ? 'fromCapital' : 'fromIncome']),
    distributionFromCapital: fromCapital,
    participatingDealers: p.participatingDealers.map(text),
    marketMakers: p.marketMakers.map(text),
    objectiveHtml: objectiveHtml(fund, p, language),
    managerIntroductionHtml: managerHtml(p, language),
  };
}

/**
 * A Hong Kong stock code as data vendors write it: no leading zeros, at least four digits.
 * @type {(code: string) => string}
 */
const vendorCode = (code) => code.replace(/^0+/, '').padStart(4, '0');

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function tradeInfo(body, { language }) {
  const fund = fundOf(body, language);
  const p = fundProfile(fund);
  const counters = countersOf(fund);
  const list = counters.length
    ? counters.map(({ currency, stockCode: code }, i) => ({
        tradingCurrency: currency,
        stockCode: code,
        boardLot: p.boardLot,
        isin: fund.isin,
        sedol: i === 0 ? p.sedol : `${p.sedol.slice(0, 6)}${(Number(p.sedol[6]) + i) % 10}`,
        reutersCode: `${vendorCode(code)}.HK`,
        bloombergCode: `${vendorCode(code)} HK Equity`,
      }))
    : [{ tradingCurrency: fund.baseCurrency, stockCode: null, boardLot: null, isin: fund.isin, sedol: p.sedol, reutersCode: null, bloombergCode: null }];
  return { fundCode: fund.fundCode, listed: fund.fundType === 'ETF', list };
}

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function tradeFeeStandard(body, { language }) {
  const fund = fundOf(body, language);
  const p = fundProfile(fund);
  const listed = fund.fundType === 'ETF';
  const note = {
    'zh-TW': listed
      ? '二級市場投資者透過經紀按每手買賣單位在聯交所買賣，須支付經紀佣金、交易徵費、會財局交易徵費及交易費；認購及贖回費不適用。'
      : '認購費及贖回費為最高收費，分銷商可酌情豁免。',
    'zh-CN': listed
      ? '二级市场投资者透过经纪按每手买卖单位在联交所买卖，须支付经纪佣金、交易征费、会财局交易征费及交易费；认购及赎回费不适用。'
      : '认购费及赎回费为最高收费，分销商可酌情豁免。',
    'en-US': listed
      ? 'Secondary-market investors trade on the SEHK in board lots through brokers and pay brokerage, the SFC and AFRC transaction levies and the trading fee; subscription and redemption fees do not apply.'
      : 'Subscription and redemption fees are maximum charges; distributors may waive them.',
  }[language];
  return {
    fundCode: fund.fundCode,
    currency: fund.baseCurrency,
    managementFeePct: p.managementFeePct,
    trusteeFeePct: p.trusteeFeePct,
    ongoingChargesPct: fund.expenseRatio,
    subscriptionFeePct: p.subscriptionFeePct,
    redemptionFeePct: p.redemptionFeePct,
    switchingFeePct: p.switchingFeePct,
    minInitialInvestment: p.minInitialInvestment,
    minSubsequentInvestment: p.minSubsequentInvestment,
    minHolding: p.minHolding,
    minRedemption: p.minRedemption,
    note,
  };
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  [`${DETAIL}/baseInfo`]: { handler: baseInfo, field: 'data' },
  [`${DETAIL}/tradeInfo`]: { handler: tradeInfo, field: 'data' },
  [`${DETAIL}/tradeFeeStandard`]: { handler: tradeFeeStandard, field: 'data' },
};
