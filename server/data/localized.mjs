// Texts of the demo data in the three languages of the site.

/** @typedef {'zh-TW' | 'zh-CN' | 'en-US'} Language One of the site's languages (the API's response languages). */
/** @typedef {Record<Language, string>} Localized A text in each of the site's languages. */

/**
 * A text in Traditional Chinese, Simplified Chinese and English.
 * @type {(tw: string, cn: string, en: string) => Localized}
 */
export const L = (tw, cn, en) => ({ 'zh-TW': tw, 'zh-CN': cn, 'en-US': en });

const DAY_MS = 86_400_000;

/**
 * The 'YYYY-MM-DD' date `days` calendar days after (or before, when negative) a 'YYYY-MM-DD' date.
 * @type {(date: string, days: number) => string}
 */
export const addDays = (date, days) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
