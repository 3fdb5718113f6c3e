// Texts of the demo data in the three languages of the site.

/** A text in Traditional Chinese, Simplified Chinese and English. */
export const L = (tw, cn, en) => ({ 'zh-TW': tw, 'zh-CN': cn, 'en-US': en });

const DAY_MS = 86_400_000;

/** The 'YYYY-MM-DD' date `days` calendar days after (or before, when negative) a 'YYYY-MM-DD' date. */
export const addDays = (date, days) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
