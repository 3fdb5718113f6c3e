// A fund's dated document facts: its seeded plan (year end, revision day, providers, notices) and timeline.
import { navDate } from './funds.mjs';
import { fundProfile } from './profile.mjs';
import { listingDate } from './series.mjs';
import { distributionPolicy, distributions, weekdayOnOrAfter } from './dividends.mjs';
import { addDays } from './localized.mjs';
import { round, seedOf, seeded } from './random.mjs';
import { MONTHS } from './document-words.mjs';
import { L } from './localized.mjs';

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {'TRUSTEE' | 'AUDITOR' | 'FEE' | 'DOCS' | 'MARKET_MAKER'} NoticeKind */
/** @typedef {{ kind: NoticeKind, afterDays: number, date: string }} Notice A notice of change, dated. */
/** @typedef {ReturnType<typeof timelineOf>} Timeline A fund's dated document facts. */

// Fictional service providers beyond the fund profile's: trustees a fund had before its current one
// (profile.mjs names the current trustee, fees, year end and market makers), and auditors.
const FORMER_TRUSTEES = [
  L('啟德信託有限公司', '启德信托有限公司', 'Kai Tak Trustee Limited'),
  L('獅子山受託人有限公司', '狮子山受托人有限公司', 'Lion Rock Trustees Limited'),
  L('青衣信託服務有限公司', '青衣信托服务有限公司', 'Tsing Yi Trust Services Limited'),
];
const AUDITORS = [
  L('明德會計師事務所', '明德会计师事务所', 'Ming Tak & Co., Certified Public Accountants'),
  L('嘉信會計師行有限公司', '嘉信会计师行有限公司', 'Ka Shun CPA Limited'),
  L('海港核數師事務所', '海港核数师事务所', 'Harbourside Auditors & Co.'),
];

/**
 * What stays fixed for a fund's documents: year end, revision day, providers and notices (seeded).
 * @param {Fund} fund
 */
function documentPlan(fund) {
  const random = seeded(seedOf(`documents-${fund.fundCode}`));
  const facts = fundProfile(fund);
  const yearEndMonth = MONTHS.indexOf(facts.financialYearEnd['en-US'].split(' ')[1]) + 1 || 12;
  const revision = { month: 1 + Math.floor(random() * 12), day: 1 + Math.floor(random() * 28) };
  const auditor = Math.floor(random() * AUDITORS.length);
  /** @type {NoticeKind[]} */
  const kinds = ['TRUSTEE', 'AUDITOR', 'FEE', 'DOCS', ...(fund.fundType === 'ETF' ? /** @type {const} */ (['MARKET_MAKER']) : [])];
  // Each notice kind may happen once, some days after listing; a notice shows once that day has come.
  const notices = kinds.filter(() => random() < 0.45).map((kind) => ({ kind, afterDays: 180 + Math.floor(random() * 3650) }));
  return {
    yearEndMonth,
    revision,
    // [before, after] a change notice; the current trustee is the profile's.
    trustees: [FORMER_TRUSTEES[Math.floor(random() * FORMER_TRUSTEES.length)], facts.trustee],
    auditors: [AUDITORS[auditor], AUDITORS[(auditor + 1) % AUDITORS.length]],
    notices,
    managementFeePct: facts.managementFeePct,
    managementFeeCut: round(0.05 + Math.floor(random() * 4) * 0.05, 2),
    trusteeFeePct: facts.trusteeFeePct,
    marketMaker: facts.marketMakers.at(-1),
  };
}

/**
 * The date a change announced by a notice takes effect: a month later, on a weekday.
 * @type {(noticeDate: string) => string}
 */
export const effectiveDate = (noticeDate) => weekdayOnOrAfter(addDays(noticeDate, 31));

/**
 * The fund's parties on a date: the one before a change until its effective date, the one after it
 * from then on. Without a change the trustee is always the current one (the profile's, as baseInfo says).
 * @param {Timeline} timeline
 * @param {string} date
 */
export function partiesOn(timeline, date) {
  /** @type {(kind: NoticeKind) => boolean} */
  const before = (kind) => timeline.notices.some((notice) => notice.kind === kind && effectiveDate(notice.date) > date);
  /** @type {(kind: NoticeKind) => boolean} */
  const changed = (kind) => timeline.notices.some((notice) => notice.kind === kind && effectiveDate(notice.date) <= date);
  return { trustee: timeline.plan.trustees[before('TRUSTEE') ? 0 : 1], auditor: timeline.plan.auditors[changed('AUDITOR') ? 1 : 0] };
}

/**
 * The fund's dated facts up to asOf: listing, notices with their dates, distributions.
 * @param {Fund} fund
 * @param {Date} now
 */
export function timelineOf(fund, now) {
  const listed = listingDate(fund, now);
  const asOf = navDate(now);
  const plan = documentPlan(fund);
  const notices = plan.notices
    .map((notice) => ({ ...notice, date: weekdayOnOrAfter(addDays(listed, notice.afterDays)) }))
    .filter((notice) => notice.date <= asOf);
  return { fund, now, listed, asOf, plan, notices, distributions: distributions(fund, now), policy: distributionPolicy(fund) };
}
