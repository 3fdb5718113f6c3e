// The zh-TW / zh-CN / en-US text of distribution announcements and notices of change, as PDF blocks.
import { dayOfMonth } from './dividends.mjs';
import { round } from './random.mjs';
import { money, say } from './document-words.mjs';
import { effectiveDate } from './document-timeline.mjs';
import { CAPITAL_RISK, CLOSING } from './document-passages.mjs';

/** @typedef {import('./document-context.mjs').Context} Context */

/** @param {Context} c */
export function announcementBlocks(c) {
  const d = /** @type {import('./dividends.mjs').Distribution} */ (c.document.distribution); // an announcement's document has one
  return [
    {
      paragraph: say(
        c,
        `${c.manager}（作為${c.name}（「本基金」）的基金經理）宣布，將向於記錄日期名列單位持有人名冊的單位持有人派發以下股息。`,
        `${c.manager}（作为${c.name}（“本基金”）的基金经理）宣布，将向于记录日期名列单位持有人名册的单位持有人派发以下股息。`,
        `${c.manager}, as the Manager of ${c.name} (the "Fund"), announces the following distribution to unitholders whose names are on the register of unitholders on the record date.`,
      ),
    },
    { heading: say(c, '派息詳情', '派息详情', 'Distribution details') },
    {
      rows: [
        [say(c, '每單位派息', '每单位派息', 'Distribution per unit'), money(d.currency, d.amountPerUnit)],
        [say(c, '除息日', '除息日', 'Ex-dividend date'), c.date(d.exDate)],
        [say(c, '記錄日期', '记录日期', 'Record date'), c.date(d.recordDate)],
        [say(c, '派付日期', '派付日期', 'Payment date'), c.date(d.payableDate)],
        [say(c, '派息來源：可分派收入淨額', '派息来源：可分派收入净额', 'Paid out of net distributable income'), `${d.fromIncomePct.toFixed(2)}%`],
        [say(c, '派息來源：資本', '派息来源：资本', 'Paid out of capital'), `${d.fromCapitalPct.toFixed(2)}%`],
      ],
    },
    ...(d.fromCapitalPct > 0 ? [{ paragraph: CAPITAL_RISK[c.lang] }] : []),
    {
      paragraph: say(
        c,
        '派息並無保證。單位持有人應注意，派息並不代表正回報；每單位資產淨值將於除息日下跌約相當於派息的金額。',
        '派息并无保证。单位持有人应注意，派息并不代表正回报；每单位资产净值将于除息日下跌约相当于派息的金额。',
        'Distributions are not guaranteed. Unitholders should note that a distribution does not mean a positive return: the net asset value per unit falls by about the amount of the distribution on the ex-dividend date.',
      ),
    },
    { paragraph: CLOSING[c.lang] },
  ];
}

/** @param {Context} c */
export function noticeBlocks(c) {
  const { notice } = /** @type {{ notice: import('./document-timeline.mjs').Notice }} */ (c.document); // a notice's document has one
  const effective = c.date(effectiveDate(notice.date));
  const { trustees, auditors, yearEndMonth, managementFeePct: fee, managementFeeCut, marketMaker } = c.timeline.plan;
  const nextYearEnd = c.date(dayOfMonth(Number(notice.date.slice(0, 4)) + (Number(notice.date.slice(5, 7)) > yearEndMonth ? 1 : 0), yearEndMonth, 31));
  // Only the notice's own kind is written (a market-maker notice needs a listed fund's market maker).
  /** @type {Record<import('./document-timeline.mjs').NoticeKind, () => string[]>} */
  const bodies = {
    TRUSTEE: () => [
      say(
        c,
        `基金經理及${trustees[0][c.lang]}（「退任受託人」）謹此通知，退任受託人將退任${c.name}（「本基金」）的受託人，並由${trustees[1][c.lang]}自${effective}（「生效日期」）起獲委任為新受託人。`,
        `基金经理及${trustees[0][c.lang]}（“退任受托人”）谨此通知，退任受托人将退任${c.name}（“本基金”）的受托人，并由${trustees[1][c.lang]}自${effective}（“生效日期”）起获委任为新受托人。`,
        `The Manager and ${trustees[0][c.lang]} (the "Retiring Trustee") give notice that the Retiring Trustee will retire as trustee of ${c.name} (the "Fund"), and that ${trustees[1][c.lang]} will be appointed as the new trustee with effect from ${effective} (the "Effective Date").`,
      ),
      say(
        c,
        '是項變更不會影響本基金的投資目標或費用，本基金的管理方式亦不會有任何改變。是項變更的費用將由基金經理承擔。',
        '是项变更不会影响本基金的投资目标或费用，本基金的管理方式亦不会有任何改变。是项变更的费用将由基金经理承担。',
        'The change will not affect the investment objective or the fees of the Fund, nor the way the Fund is managed. The costs of the change will be borne by the Manager.',
      ),
    ],
    AUDITOR: () => [
      say(
        c,
        `基金經理謹此通知，${auditors[0][c.lang]}將退任${c.name}（「本基金」）的核數師，並由${auditors[1][c.lang]}自截至${nextYearEnd}止財政年度起獲委任為本基金的核數師。`,
        `基金经理谨此通知，${auditors[0][c.lang]}将退任${c.name}（“本基金”）的核数师，并由${auditors[1][c.lang]}自截至${nextYearEnd}止财政年度起获委任为本基金的核数师。`,
        `The Manager gives notice that ${auditors[0][c.lang]} will retire as auditor of ${c.name} (the "Fund"), and that ${auditors[1][c.lang]} will be appointed as the Fund's auditor from the financial year ending ${nextYearEnd}.`,
      ),
      say(
        c,
        '是項變更不會影響本基金的投資目標、費用或管理方式。',
        '是项变更不会影响本基金的投资目标、费用或管理方式。',
        'The change will not affect the investment objective, the fees or the way the Fund is managed.',
      ),
    ],
    FEE: () => [
      say(
        c,
        `基金經理謹此通知，${c.name}（「本基金」）的管理費將由每年資產淨值的${round(fee + managementFeeCut, 2)}%調低至${fee}%，自${effective}起生效。`,
        `基金经理谨此通知，${c.name}（“本基金”）的管理费将由每年资产净值的${round(fee + managementFeeCut, 2)}%调低至${fee}%，自${effective}起生效。`,
        `The Manager gives notice that the management fee of ${c.name} (the "Fund") will be reduced from ${round(fee + managementFeeCut, 2)}% to ${fee}% a year of the net asset value with effect from ${effective}.`,
      ),
      say(
        c,
        '是項調整將降低本基金的經常性開支。單位持有人無須採取任何行動。',
        '是项调整将降低本基金的经常性开支。单位持有人无须采取任何行动。',
        "The reduction will lower the Fund's ongoing charges. Unitholders need not take any action.",
      ),
    ],
    MARKET_MAKER: () => [
      say(
        c,
        `基金經理謹此通知，${/** @type {import('./localized.mjs').Localized} */ (marketMaker)[c.lang]}已獲委任為${c.name}（「本基金」）於香港聯合交易所買賣的單位（股份代號：${c.fund.stockCode}）的新增莊家，自${effective}起生效。`,
        `基金经理谨此通知，${/** @type {import('./localized.mjs').Localized} */ (marketMaker)[c.lang]}已获委任为${c.name}（“本基金”）于香港联合交易所买卖的单位（股份代号：${c.fund.stockCode}）的新增庄家，自${effective}起生效。`,
        `The Manager gives notice that ${/** @type {import('./localized.mjs').Localized} */ (marketMaker)[c.lang]} has been appointed as an additional market maker for the units of ${c.name} (the "Fund") traded on The Stock Exchange of Hong Kong under stock code ${c.fund.stockCode}, with effect from ${effective}.`,
      ),
      say(
        c,
        '本基金現有最少兩名莊家，有助使單位的成交價貼近其資產淨值。',
        '本基金现有最少两名庄家，有助使单位的成交价贴近其资产净值。',
        'The Fund now has at least two market makers, which helps to keep the trading price of units close to their net asset value.',
      ),
    ],
    DOCS: () => [
      say(
        c,
        `基金經理謹此通知，${c.name}（「本基金」）的組成文件及銷售文件已作修訂，自${effective}起生效。有關修訂反映最新的監管規定、經加強的風險披露及有關本基金各方的最新資料。`,
        `基金经理谨此通知，${c.name}（“本基金”）的组成文件及销售文件已作修订，自${effective}起生效。有关修订反映最新的监管规定、经加强的风险披露及有关本基金各方的最新资料。`,
        `The Manager gives notice of amendments to the constitutive documents and the offering documents of ${c.name} (the "Fund") with effect from ${effective}. The amendments reflect updated regulatory requirements, enhanced risk disclosures and updated information on the parties to the Fund.`,
      ),
      say(
        c,
        '有關修訂不會改變本基金的投資目標或風險概況，亦不會對單位持有人的權利或利益造成重大損害。經修訂的文件可於基金經理網站查閱。',
        '有关修订不会改变本基金的投资目标或风险概况，亦不会对单位持有人的权利或利益造成重大损害。经修订的文件可于基金经理网站查阅。',
        "The amendments do not change the investment objective or the risk profile of the Fund and do not materially prejudice unitholders' rights or interests. The revised documents are available on the Manager's website.",
      ),
    ],
  };
  const body = bodies[notice.kind]();
  return [
    ...body.map((paragraph) => ({ paragraph })),
    {
      paragraph: say(
        c,
        '單位持有人如有任何疑問，可於辦公時間內聯絡基金經理。',
        '单位持有人如有任何疑问，可于办公时间内联络基金经理。',
        'Unitholders who have any questions may contact the Manager during office hours.',
      ),
    },
    { paragraph: say(c, `承基金經理命：${c.manager}`, `承基金经理命：${c.manager}`, `By order of the Manager, ${c.manager}`) },
    { paragraph: CLOSING[c.lang] },
  ];
}
