// Which documents a fund has published by a date: types, names, dates, languages and file ids.
import { dayOfMonth, weekdayOnOrAfter, weekdayOnOrBefore } from './dividends.mjs';
import { addDays } from './localized.mjs';
import { longDate, longMonth, monthEnd } from './document-words.mjs';
import { L } from './localized.mjs';
import { factsheetBlocks, kfsBlocks, prospectusBlocks, reportBlocks } from './document-texts.mjs';
import { announcementBlocks, noticeBlocks } from './document-notice-texts.mjs';

/** @typedef {import('./localized.mjs').Language} Language */
/** @typedef {import('./localized.mjs').Localized} Localized */
/** @typedef {import('./document-timeline.mjs').Timeline} Timeline */
/** @typedef {'PROSPECTUS' | 'KFS' | 'ANNUAL_REPORT' | 'INTERIM_REPORT' | 'FACTSHEET' | 'ANNOUNCEMENT' | 'NOTICE'} DocumentType */
/**
 * The fields of a document particular to its type: a report's or factsheet's period, an
 * announcement's distribution, a notice's notice.
 * @typedef {object} DocumentFields
 * @property {string} slug
 * @property {string} stamp
 * @property {string} date
 * @property {Localized} name
 * @property {(c: import('./document-context.mjs').Context) => import('./pdf.mjs').Block[]} build
 * @property {string} [periodStart]
 * @property {string} [periodEnd]
 * @property {import('./dividends.mjs').Distribution} [distribution]
 * @property {import('./document-timeline.mjs').Notice} [notice]
 */
/** @typedef {{ type: DocumentType, languages: Language[] } & DocumentFields} CatalogueDocument A document a fund has published. */

/**
 * Document type codes, in the order documents of one date are listed.
 * @type {DocumentType[]}
 */
export const DOCUMENT_TYPES = ['PROSPECTUS', 'KFS', 'ANNUAL_REPORT', 'INTERIM_REPORT', 'FACTSHEET', 'ANNOUNCEMENT', 'NOTICE'];

/** @type {Record<DocumentType, Localized>} */
export const TYPE_NAMES = {
  PROSPECTUS: L('基金說明書', '基金说明书', 'Prospectus'),
  KFS: L('產品資料概要', '产品资料概要', 'Product Key Facts Statement'),
  ANNUAL_REPORT: L('年報', '年报', 'Annual report'),
  INTERIM_REPORT: L('中期報告', '中期报告', 'Interim report'),
  FACTSHEET: L('基金月報', '基金月报', 'Monthly factsheet'),
  ANNOUNCEMENT: L('公告', '公告', 'Announcement'),
  NOTICE: L('通告', '通告', 'Notice'),
};

/** The languages documents can be published in, in display order, and their file-name suffixes. */
/** @type {Language[]} */
const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'];
/** @type {Record<Language, string>} */
const SUFFIX = { 'zh-TW': 'tc', 'zh-CN': 'sc', 'en-US': 'en' };

// Issuers that also publish in Simplified Chinese (as do all funds investing in Mainland China).
const SIMPLIFIED_ISSUERS = new Set(['JDE', 'SRV']);

/** @type {Record<import('./document-timeline.mjs').NoticeKind, Localized>} */
const NOTICE_NAMES = {
  TRUSTEE: L('更換受託人通告', '更换受托人通告', 'Notice of change of trustee'),
  AUDITOR: L('更換核數師通告', '更换核数师通告', 'Notice of change of auditor'),
  FEE: L('調低管理費通告', '调低管理费通告', 'Notice of reduction of management fee'),
  MARKET_MAKER: L('委任新增莊家通告', '委任新增庄家通告', 'Notice of appointment of an additional market maker'),
  DOCS: L('修訂組成文件及銷售文件通告', '修订组成文件及销售文件通告', 'Notice of amendments to the constitutive and offering documents'),
};

/**
 * The languages a fund's documents are published in; reports only in Traditional Chinese and English.
 * @param {import('./funds.mjs').Fund} fund
 * @param {DocumentType} type
 */
function languagesOf(fund, type) {
  const simplified = fund.investmentArea === 'CN' || SIMPLIFIED_ISSUERS.has(fund.issuer);
  return LANGUAGES.filter((lang) => lang !== 'zh-CN' || (simplified && type !== 'ANNUAL_REPORT' && type !== 'INTERIM_REPORT'));
}

/**
 * Every document of the fund published by asOf (unsorted): { type, slug, stamp, date, name, build, ... }.
 * @param {Timeline} timeline
 */
export function catalogue(timeline) {
  const { fund, listed, asOf, plan } = timeline;
  /** @type {CatalogueDocument[]} */
  const documents = [];
  /** @type {(type: DocumentType, fields: DocumentFields) => number} */
  const add = (type, fields) => documents.push({ type, languages: languagesOf(fund, type), ...fields });

  // The offering documents: the latest yearly revision, or the version issued two weeks before listing.
  const thisYear = dayOfMonth(Number(asOf.slice(0, 4)), plan.revision.month, plan.revision.day);
  const lastRevision = weekdayOnOrBefore(thisYear <= asOf ? thisYear : addDays(thisYear, -365));
  const offering = /** @type {string} */ ([lastRevision, weekdayOnOrBefore(addDays(listed, -14))].sort().at(-1));
  const isPrivate = fund.fundType === 'PRI';
  add('PROSPECTUS', {
    slug: isPrivate ? 'PPM' : 'PROSPECTUS',
    stamp: offering.slice(0, 7),
    date: offering,
    name: isPrivate ? L('私人配售備忘錄', '私人配售备忘录', 'Private Placement Memorandum') : TYPE_NAMES.PROSPECTUS,
    build: prospectusBlocks,
  });
  // Only funds offered to the public have a key facts statement.
  if (!isPrivate) add('KFS', { slug: 'KFS', stamp: offering.slice(0, 7), date: offering, name: TYPE_NAMES.KFS, build: kfsBlocks });

  // Reports: annual within four months of the year end, interim within two months of the half-year end.
  // The first accounts run to the second year end when the first would come within six months of listing.
  const firstYear = Number(listed.slice(0, 4)) - 1;
  for (let year = firstYear; year <= Number(asOf.slice(0, 4)); year++) {
    const yearEnd = dayOfMonth(year, plan.yearEndMonth, 31);
    const published = weekdayOnOrBefore(dayOfMonth(year, plan.yearEndMonth + 4, 28));
    if (yearEnd >= addDays(listed, 182) && published <= asOf) {
      const first = monthEnd(yearEnd, -12) < addDays(listed, 182);
      const from = (/** @type {Language} */ lang) => longDate(lang, listed);
      const to = (/** @type {Language} */ lang) => longDate(lang, yearEnd);
      add('ANNUAL_REPORT', {
        slug: 'AR',
        stamp: yearEnd.slice(0, 7),
        date: published,
        periodEnd: yearEnd,
        periodStart: first ? addDays(listed, -1) : monthEnd(yearEnd, -12),
        name: first
          ? L(
              `由${from('zh-TW')}至${to('zh-TW')}止期間之年報`,
              `由${from('zh-CN')}至${to('zh-CN')}止期间年报`,
              `Annual report for the period from ${from('en-US')} to ${to('en-US')}`,
            )
          : L(`截至${to('zh-TW')}止年度之年報`, `截至${to('zh-CN')}止年度年报`, `Annual report for the year ended ${to('en-US')}`),
        build: reportBlocks,
      });
    }
    const halfYearEnd = monthEnd(yearEnd, -6);
    const halfPublished = weekdayOnOrBefore(dayOfMonth(year, plan.yearEndMonth - 6 + 2, 25));
    if (halfYearEnd >= addDays(listed, 91) && halfPublished <= asOf) {
      add('INTERIM_REPORT', {
        slug: 'IR',
        stamp: halfYearEnd.slice(0, 7),
        date: halfPublished,
        periodEnd: halfYearEnd,
        periodStart: monthEnd(halfYearEnd, -6),
        name: L(
          `截至${longDate('zh-TW', halfYearEnd)}止六個月之中期報告`,
          `截至${longDate('zh-CN', halfYearEnd)}止六个月中期报告`,
          `Interim report for the six months ended ${longDate('en-US', halfYearEnd)}`,
        ),
        build: reportBlocks,
      });
    }
  }

  // Factsheets: the last twelve months, each out on the tenth of the next month.
  const factsheets = [];
  for (let offset = -13; offset <= 0; offset++) {
    const end = monthEnd(asOf, offset);
    const published = weekdayOnOrAfter(addDays(end, 10));
    if (end >= listed && published <= asOf) factsheets.push({ end, published });
  }
  for (const { end, published } of factsheets.slice(-12)) {
    add('FACTSHEET', {
      slug: 'FS',
      stamp: end.slice(0, 7),
      date: published,
      periodEnd: end,
      name: L(`基金月報（${longMonth('zh-TW', end)}）`, `基金月报（${longMonth('zh-CN', end)}）`, `Factsheet — ${longMonth('en-US', end)}`),
      build: factsheetBlocks,
    });
  }

  for (const distribution of timeline.distributions) {
    const ex = distribution.exDate;
    add('ANNOUNCEMENT', {
      slug: 'DIST',
      stamp: ex,
      date: distribution.announcementDate,
      distribution,
      name: L(
        `派息公告（除息日：${longDate('zh-TW', ex)}）`,
        `派息公告（除息日：${longDate('zh-CN', ex)}）`,
        `Announcement of distribution (ex-dividend date ${longDate('en-US', ex)})`,
      ),
      build: announcementBlocks,
    });
  }
  for (const notice of timeline.notices) {
    add('NOTICE', {
      slug: `NOTICE-${notice.kind.replace('_', '-')}`,
      stamp: notice.date,
      date: notice.date,
      notice,
      name: NOTICE_NAMES[notice.kind],
      build: noticeBlocks,
    });
  }
  return documents;
}

/**
 * One published document with its files: ids, names and the way to write each file.
 * @param {Timeline} timeline
 * @param {CatalogueDocument} document
 */
export function entryOf(timeline, document) {
  const documentId = `${timeline.fund.fundCode}_${document.slug}_${document.stamp}`;
  const files = document.languages.map((language) => ({
    fileId: `${documentId}_${SUFFIX[language]}`,
    fileName: `${documentId}_${SUFFIX[language]}.pdf`,
    language,
  }));
  return { ...document, documentId, files };
}
