// Shared wording for the fund documents: values in three languages, dates in words, amounts and per-cents.
import { dayOfMonth } from './dividends.mjs';

/**
 * The text for the context's language, from its three versions.
 * @type {(c: { lang: import('./localized.mjs').Language }, tw: string, cn: string, en: string) => string}
 */
export const say = (c, tw, cn, en) => ({ 'zh-TW': tw, 'zh-CN': cn, 'en-US': en })[c.lang];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A 'YYYY-MM-DD' date in words: "30 April 2026" or "2026年4月30日".
 * @param {import('./localized.mjs').Language} lang
 * @param {string} date
 */
export function longDate(lang, date) {
  const [year, month, day] = date.split('-').map(Number);
  return lang === 'en-US' ? `${day} ${MONTHS[month - 1]} ${year}` : `${year}年${month}月${day}日`;
}

/**
 * The month of a date in words: "April 2026" or "2026年4月".
 * @param {import('./localized.mjs').Language} lang
 * @param {string} date
 */
export function longMonth(lang, date) {
  const [year, month] = date.split('-').map(Number);
  return lang === 'en-US' ? `${MONTHS[month - 1]} ${year}` : `${year}年${month}月`;
}

/**
 * The last day of the month `offset` months from a date's month.
 * @type {(date: string, offset?: number) => string}
 */
export const monthEnd = (date, offset = 0) => dayOfMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)) + offset, 31);

/**
 * An amount with its currency, kept on one line: "HKD 0.1234".
 * @type {(currency: string, amount: number) => string}
 */
export const money = (currency, amount) => `${currency}\u00a0${amount.toFixed(4)}`;

/**
 * A per-cent figure with its sign: "+3.25%".
 * @type {(value: number) => string}
 */
export const signedPct = (value) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
