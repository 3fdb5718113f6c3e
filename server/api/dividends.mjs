// POST /v1/fundProduct/detail/dividendRecord — a fund's distributions, newest first, optionally of one year.
// POST /v1/fundProduct/detail/dividendRecord/export — all of them as a CSV file.
import { distributions } from '../data/dividends.mjs';
import { L } from '../data/localized.mjs';
import { csvReply } from './csv.mjs';
import { fundOf } from './product.mjs';
import { intField } from './request-fields.mjs';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */

/**
 * The fund's distribution records; `year` keeps those whose ex-dividend date falls in it.
 * @param {Body} body
 * @param {CallContext} context
 */
export function dividendRecord(body, { language, now }) {
  const fund = fundOf(body, language);
  const year = intField(body, 'year', { min: 1900, max: 2100, fallback: undefined });
  const records = distributions(fund, now);
  const list = year === undefined ? records : records.filter((record) => record.exDate.startsWith(`${year}-`));
  return { total: list.length, list };
}

/** @type {Record<import('../data/dividends.mjs').Frequency, import('../data/localized.mjs').Localized>} */
const FREQUENCIES = {
  MONTHLY: L('每月', '每月', 'Monthly'),
  QUARTERLY: L('每季', '每季', 'Quarterly'),
  SEMI_ANNUAL: L('每半年', '每半年', 'Semi-annual'),
  ANNUAL: L('每年', '每年', 'Annual'),
};

/** @type {import('./csv.mjs').Column<import('../data/dividends.mjs').Distribution>[]} */
const COLUMNS = [
  { label: L('除息日', '除息日', 'Ex-dividend date'), value: (record) => record.exDate },
  { label: L('記錄日', '记录日', 'Record date'), value: (record) => record.recordDate },
  { label: L('派息日', '派息日', 'Payment date'), value: (record) => record.payableDate },
  { label: L('公告日', '公告日', 'Announcement date'), value: (record) => record.announcementDate },
  { label: L('貨幣', '货币', 'Currency'), value: (record) => record.currency },
  { label: L('派息頻率', '派息频率', 'Frequency'), value: (record, language) => FREQUENCIES[record.frequency][language] },
  { label: L('每單位派息', '每单位派息', 'Amount per unit'), value: (record) => record.amountPerUnit },
  { label: L('除息日每單位資產淨值', '除息日每单位资产净值', 'NAV per unit on the ex-dividend date'), value: (record) => record.exDateNav },
  { label: L('年度化派息率（%）', '年度化派息率（%）', 'Annualised yield (%)'), value: (record) => record.annualisedYieldPct },
  { label: L('來自可分派收入淨額（%）', '来自可分派收入净额（%）', 'From net distributable income (%)'), value: (record) => record.fromIncomePct },
  { label: L('來自資本（%）', '来自资本（%）', 'From capital (%)'), value: (record) => record.fromCapitalPct },
];

const EXPORT_NAME = L('派息紀錄', '派息纪录', 'Distributions');

/**
 * Every distribution of the fund as a CSV file, newest ex-dividend date first (just the header for a fund that does not pay).
 * @param {Body} body
 * @param {CallContext} context
 */
export function dividendRecordExport(body, { language, now }) {
  const fund = fundOf(body, language);
  const name = (/** @type {import('./envelope.mjs').Language} */ lang) => `${fund.fundCode} ${fund.fundName[lang]} ${EXPORT_NAME[lang]}`;
  return csvReply({ columns: COLUMNS, rows: distributions(fund, now), language, name });
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  '/v1/fundProduct/detail/dividendRecord': { handler: dividendRecord, field: 'data' },
  '/v1/fundProduct/detail/dividendRecord/export': { handler: dividendRecordExport, field: 'file' },
};
