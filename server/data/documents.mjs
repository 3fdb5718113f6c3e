// The documents a Hong Kong fund house publishes for each demo fund — prospectus, key facts
// statement, annual and interim reports, monthly factsheets, distribution announcements and notices —
// each as real PDF files in the languages it is published in. The list is seeded per fund and only
// shows what was published by the NAV date; the PDFs are written on request from the demo data.
import { FUNDS, navDate } from './funds.mjs';
import { writePdf } from './pdf.mjs';
import { say } from './document-words.mjs';
import { L } from './localized.mjs';
import { timelineOf } from './document-timeline.mjs';
import { DOCUMENT_TYPES, TYPE_NAMES, catalogue, entryOf } from './document-catalogue.mjs';
import { contextOf } from './document-context.mjs';
import { codeRow } from './document-passages.mjs';

export { DOCUMENT_TYPES, TYPE_NAMES };

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {import('./localized.mjs').Language} Language */
/** @typedef {ReturnType<typeof entryOf>} Entry A listed document with its files. */
/** @typedef {Entry['files'][number] & { entry: Entry }} ListedFile A file of a listed document. */
/**
 * A fund's documents of one NAV date (see fundDocuments).
 * @typedef {{ asOf: string, timeline: import('./document-timeline.mjs').Timeline, list: Entry[], files: Map<string, ListedFile>, sizes: Map<string, number> }} FundDocuments
 */

const DEMO_NOTICE = L('示範資料：並非真實的基金文件', '示范数据：并非真实的基金文件', 'Demo data — not a real fund document');

/**
 * The PDF of one document in one language.
 * @param {import('./document-timeline.mjs').Timeline} timeline
 * @param {Entry} entry
 * @param {Language} lang
 */
function render(timeline, entry, lang) {
  const c = contextOf(timeline, entry, lang);
  const meta = [`${say(c, '日期', '日期', 'Date')}${c.colon}${c.date(entry.date)}`, codeRow(c).join(c.colon)];
  if (entry.type === 'FACTSHEET')
    meta.push(`${say(c, '資料截至', '资料截至', 'Data as at')}${c.lang === 'en-US' ? ' ' : ''}${c.date(/** @type {string} */ (entry.periodEnd))}`); // a factsheet has its period
  return writePdf({
    language: lang,
    header: c.manager,
    title: entry.name[lang],
    subtitle: c.name,
    meta,
    notice: DEMO_NOTICE[lang],
    date: entry.date,
    author: c.manager,
    blocks: entry.build(c),
  });
}

const TYPE_ORDER = Object.fromEntries(DOCUMENT_TYPES.map((type, i) => [type, i]));
/** @type {Map<string, FundDocuments>} */
const cache = new Map(); // fundCode → the documents of the latest NAV date asked for

/**
 * The fund's documents published by navDate(now), newest first: { asOf, list, files, sizes }, where
 * `files` maps each fileId to its document and language. Memoised per fund; treat it as read-only.
 * @param {Fund} fund
 * @param {Date} [now]
 * @returns {FundDocuments}
 */
export function fundDocuments(fund, now = new Date()) {
  const asOf = navDate(now);
  const cached = cache.get(fund.fundCode);
  if (cached?.asOf === asOf) return cached;
  const timeline = timelineOf(fund, now);
  const list = catalogue(timeline)
    .map((document) => entryOf(timeline, document))
    .sort((a, b) => b.date.localeCompare(a.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || b.documentId.localeCompare(a.documentId));
  const files = new Map(list.flatMap((entry) => entry.files.map((file) => [file.fileId, { entry, ...file }])));
  const documents = { asOf, timeline, list, files, sizes: new Map() };
  cache.set(fund.fundCode, documents);
  return documents;
}

const FUND_BY_CODE = new Map(FUNDS.map((fund) => [fund.fundCode, fund]));

/**
 * The file with this id, as { bytes, fileName, language }, or undefined when no listed document has it.
 * A file id is a key, never a path: it is looked up in the fund's map of files and nothing else.
 * @param {string} fileId
 * @param {Date} [now]
 */
export function documentFile(fileId, now = new Date()) {
  const fund = FUND_BY_CODE.get(String(fileId).split('_')[0]);
  if (!fund) return undefined;
  const documents = fundDocuments(fund, now);
  const file = documents.files.get(fileId);
  if (!file) return undefined;
  const bytes = render(documents.timeline, file.entry, file.language);
  documents.sizes.set(fileId, bytes.length);
  return { bytes, fileName: file.fileName, language: file.language };
}

/**
 * The size in bytes of a listed file (written once, then remembered for the day).
 * @param {Fund} fund
 * @param {string} fileId
 * @param {Date} [now]
 */
export function fileSize(fund, fileId, now = new Date()) {
  const documents = fundDocuments(fund, now);
  if (!documents.sizes.has(fileId)) {
    const file = /** @type {ListedFile} */ (documents.files.get(fileId)); // a listed file's id
    documents.sizes.set(fileId, render(documents.timeline, file.entry, file.language).length);
  }
  return documents.sizes.get(fileId);
}
