// POST /v1/fundProduct/detail/dividendRecord — a fund's distributions, newest first, optionally of one year.
import { distributions } from '../data/dividends.mjs';
import { fundOf } from './product.mjs';
import { intField } from './request-fields.mjs';

/** The fund's distribution records; `year` keeps those whose ex-dividend date falls in it. */
export function dividendRecord(body, { language, now }) {
  const fund = fundOf(body, language);
  const year = intField(body, 'year', { min: 1900, max: 2100, fallback: undefined });
  const records = distributions(fund, now);
  const list = year === undefined ? records : records.filter((record) => record.exDate.startsWith(`${year}-`));
  return { total: list.length, list };
}

export const calls = { '/v1/fundProduct/detail/dividendRecord': { handler: dividendRecord, field: 'data' } };
