// The fund a call is about: every fund call takes `{ "productCode": … }`.
import { FUNDS } from '../data/funds.mjs';
import { CODES, RequestError } from './envelope.mjs';
import { stringField } from './request-fields.mjs';

const BY_CODE = new Map(FUNDS.map((fund) => [fund.fundCode, fund]));

/**
 * The fund with this code, or undefined.
 * @type {(code: string) => import('../data/funds.mjs').Fund | undefined}
 */
export const findFund = (code) => BY_CODE.get(code);

/** @type {Record<import('./envelope.mjs').Language, (code: string) => string>} */
const UNKNOWN = {
  'zh-TW': (code) => `找不到產品代號為「${code}」的基金`,
  'zh-CN': (code) => `找不到产品代码为“${code}”的基金`,
  'en-US': (code) => `No fund has the product code "${code}"`,
};

/**
 * The fund named by `body.productCode`; a missing or mistyped code is a request error, and an
 * unknown one (which a visitor can reach through a link) is told in the request's language.
 * @param {import('./envelope.mjs').Body} body
 * @param {import('./envelope.mjs').Language} [language]
 */
export function fundOf(body, language = 'en-US') {
  const code = stringField(body, 'productCode', { maxLength: 20 });
  if (code === undefined || code === '') throw new RequestError(CODES.BAD_FIELD, 'Field "productCode" is required');
  const fund = BY_CODE.get(code);
  if (!fund) throw new RequestError(CODES.UNKNOWN_PRODUCT, UNKNOWN[language](code));
  return fund;
}
