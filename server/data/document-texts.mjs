// The zh-TW / zh-CN / en-US text of prospectuses, key facts statements, reports and factsheets, as PDF blocks.
import { addDays } from './localized.mjs';
import { fundSeries, lastOnOrBefore } from './series.mjs';
import { monthEnd, money, say, signedPct } from './document-words.mjs';
import { CLOSING, codeRow, dealing, feeRows, objective, policyLong, policyShort, risks, strategy, theFund, yearEndText } from './document-passages.mjs';

/** @typedef {import('./document-context.mjs').Context} Context */

/** @param {Context} c */
export function prospectusBlocks(c) {
  const isPrivate = c.fund.fundType === 'PRI';
  const intro = isPrivate
    ? say(
        c,
        `本私人配售備忘錄乃有關僅向專業投資者私人發售${c.name}（「本基金」）的單位，並非向香港公眾作出的要約。`,
        `本私人配售备忘录乃有关仅向专业投资者私人发售${c.name}（“本基金”）的单位，并非向香港公众作出的要约。`,
        `This Private Placement Memorandum relates to a private offer of units in ${c.name} (the "Fund") to professional investors only; it is not an offer to the public in Hong Kong.`,
      )
    : say(
        c,
        `本基金說明書乃有關${c.name}（「本基金」）單位的發售，本基金由${c.manager}管理。`,
        `本基金说明书乃有关${c.name}（“本基金”）单位的发售，本基金由${c.manager}管理。`,
        `This Prospectus relates to the offer of units in ${c.name} (the "Fund"), managed by ${c.manager}.`,
      );
  return [
    { heading: say(c, '重要資料', '重要资料', 'Important information') },
    {
      paragraph:
        intro +
        say(
          c,
          '閣下如對本文件的內容有任何疑問，應尋求獨立專業的財務意見。投資涉及風險，過往表現並不代表將來的表現。',
          '阁下如对本文件的内容有任何疑问，应寻求独立专业的财务意见。投资涉及风险，过往表现并不代表将来的表现。',
          ' If you are in any doubt about the contents of this document, you should seek independent professional financial advice. Investment involves risks; past performance is not indicative of future performance.',
        ),
    },
    { heading: say(c, '本基金', '本基金', 'The Fund') },
    { paragraph: theFund(c) },
    { heading: say(c, '投資目標及策略', '投资目标及策略', 'Investment objective and strategy') },
    { paragraph: objective(c) },
    { paragraph: strategy(c) },
    { heading: say(c, '風險因素', '风险因素', 'Risk factors') },
    {
      paragraph: say(
        c,
        '投資者在作出投資決定前，應考慮以下主要風險：',
        '投资者在作出投资决定前，应考虑以下主要风险：',
        'Investors should consider the following main risks before investing:',
      ),
    },
    { bullets: risks(c) },
    { heading: say(c, '費用及收費', '费用及收费', 'Fees and charges') },
    { rows: feeRows(c) },
    { heading: say(c, '派息政策', '派息政策', 'Distribution policy') },
    { paragraph: policyLong(c) },
    { heading: say(c, '交易', '交易', 'Dealing') },
    { rows: [codeRow(c), [say(c, '交易頻密程度', '交易频密程度', 'Dealing frequency'), dealing(c)], ['ISIN', c.fund.isin]] },
    { heading: say(c, '有關各方', '有关各方', 'Parties') },
    {
      rows: [
        [say(c, '基金經理', '基金经理', 'Manager'), c.manager],
        [say(c, '受託人', '受托人', 'Trustee'), c.trustee],
        [say(c, '核數師', '核数师', 'Auditor'), c.auditor],
      ],
    },
    { paragraph: CLOSING[c.lang] },
  ];
}

/** @param {Context} c */
export function kfsBlocks(c) {
  return [
    {
      paragraph: say(
        c,
        `本概要提供${c.name}的重要資料，是銷售文件的一部分，並應與基金說明書一併閱讀。閣下不應單憑本概要投資於本產品。`,
        `本概要提供${c.name}的重要资料，是销售文件的一部分，并应与基金说明书一并阅读。阁下不应单凭本概要投资于本产品。`,
        `This statement provides you with key information about ${c.name}. It is part of the offering document and should be read together with the Prospectus. You should not invest in this product based on this statement alone.`,
      ),
    },
    { heading: say(c, '資料便覽', '资料便览', 'Quick facts') },
    {
      rows: [
        codeRow(c),
        [say(c, '基金經理', '基金经理', 'Manager'), c.manager],
        [say(c, '受託人', '受托人', 'Trustee'), c.trustee],
        [say(c, '全年經常性開支比率', '全年经常性开支比率', 'Ongoing charges over a year'), `${c.fund.expenseRatio}%`],
        [say(c, '交易頻密程度', '交易频密程度', 'Dealing frequency'), dealing(c)],
        [say(c, '基礎貨幣', '基础货币', 'Base currency'), `${c.ccy} (${c.ccyName})`],
        [say(c, '派息政策', '派息政策', 'Distribution policy'), policyShort(c)],
        [say(c, '財政年度終結日', '财政年度终结日', 'Financial year end'), yearEndText(c)],
        ['ISIN', c.fund.isin],
      ],
    },
    { heading: say(c, '本基金是甚麼產品？', '本基金是什么产品？', 'What is this product?') },
    { paragraph: theFund(c) },
    { heading: say(c, '目標及投資策略', '目标及投资策略', 'Objectives and investment strategy') },
    { paragraph: objective(c) },
    { paragraph: strategy(c) },
    { heading: say(c, '本基金有哪些主要風險？', '本基金有哪些主要风险？', 'What are the key risks?') },
    { bullets: risks(c) },
    { heading: say(c, '本基金有否提供保證？', '本基金有否提供保证？', 'Is there any guarantee?') },
    {
      paragraph: say(
        c,
        '本基金並不提供任何保證。閣下未必能取回投資本金。',
        '本基金并不提供任何保证。阁下未必能取回投资本金。',
        'This Fund does not have any guarantees. You may not get back the amount of money you invest.',
      ),
    },
    { heading: say(c, '投資本基金涉及哪些費用及收費？', '投资本基金涉及哪些费用及收费？', 'What are the fees and charges?') },
    { rows: feeRows(c) },
    { heading: say(c, '其他資料', '其他资料', 'Additional information') },
    {
      paragraph: say(
        c,
        '每單位資產淨值會於每個交易日在基金經理網站公布。本基金的過往表現資料及過去12個月的派息組成資料可向基金經理索取。',
        '每单位资产净值会于每个交易日在基金经理网站公布。本基金的过往表现资料及过去12个月的派息组成资料可向基金经理索取。',
        "The net asset value per unit is published on the Manager's website every dealing day. The Fund's past performance and the composition of its distributions over the last 12 months are available from the Manager on request.",
      ),
    },
    { paragraph: CLOSING[c.lang] },
  ];
}

/**
 * NAV per unit at the start and end of a period (the start is the first NAV for a period that began before listing).
 * @param {Context} c
 * @param {string} start
 * @param {string} end
 */
function periodNavs(c, start, end) {
  const { points } = fundSeries(c.fund, c.timeline.now);
  const from = Math.max(0, lastOnOrBefore(points, start));
  const to = lastOnOrBefore(points, end);
  return { from: points[from], to: points[to], fromLaunch: points[0].date > start };
}

/** @param {Context} c */
export function reportBlocks(c) {
  const { periodStart, periodEnd, type } = /** @type {{ periodStart: string, periodEnd: string, type: string }} */ (c.document); // a report's document has its period
  const annual = type === 'ANNUAL_REPORT';
  const { from, to, fromLaunch } = periodNavs(c, periodStart, periodEnd);
  const change = (to.nav / from.nav - 1) * 100;
  const paid = c.timeline.distributions.filter((d) => d.exDate > periodStart && d.exDate <= periodEnd);
  const paidTotal = paid.reduce((sum, d) => sum + d.amountPerUnit, 0);
  const end = c.date(periodEnd);
  const period = fromLaunch
    ? say(c, `由${c.listed}（推出日）至${end}止期間`, `由${c.listed}（推出日）至${end}止期间`, `period from ${c.listed} (launch) to ${end}`)
    : annual
      ? say(c, `截至${end}止年度`, `截至${end}止年度`, `year ended ${end}`)
      : say(c, `截至${end}止六個月`, `截至${end}止六个月`, `six months ended ${end}`);
  const nav = (/** @type {{ nav: number }} */ point) => money(c.ccy, point.nav);
  const up = change >= 0;
  return [
    { heading: say(c, '基金經理報告', '基金经理报告', "Manager's report") },
    {
      paragraph: say(
        c,
        `${period}內，本基金的每單位資產淨值由${nav(from)}變動至${nav(to)}，變幅為${signedPct(change)}（已計及派息再投資）。`,
        `${period}内，本基金的每单位资产净值由${nav(from)}变动至${nav(to)}，变幅为${signedPct(change)}（已计及派息再投资）。`,
        `Over the ${period}, the net asset value per unit moved from ${nav(from)} to ${nav(to)}, a change of ${signedPct(change)} with distributions reinvested.`,
      ),
    },
    {
      paragraph: up
        ? say(
            c,
            '期內市場氣氛大致向好。基金經理按投資目標維持投資組合全面投資，現金主要用作應付交易及開支。',
            '期内市场气氛大致向好。基金经理按投资目标维持投资组合全面投资，现金主要用作应付交易及开支。',
            'Markets were broadly supportive over the period. The Manager kept the portfolio fully invested in line with the investment objective, holding cash mainly to meet dealing and expenses.',
          )
        : say(
            c,
            '期內市場波動並錄得跌幅。基金經理按投資目標維持投資組合的投資，並無改變本基金的投資策略。',
            '期内市场波动并录得跌幅。基金经理按投资目标维持投资组合的投资，并无改变本基金的投资策略。',
            "Markets were volatile and fell over the period. The Manager kept the portfolio invested in line with the investment objective and made no change to the Fund's strategy.",
          ),
    },
    { heading: say(c, '主要數據', '主要数据', 'Key figures') },
    {
      rows: [
        [
          say(
            c,
            `期初每單位資產淨值（${c.date(from.date)}）`,
            `期初每单位资产净值（${c.date(from.date)}）`,
            `NAV per unit at the start (${c.date(from.date)})`,
          ),
          nav(from),
        ],
        [
          say(c, `期末每單位資產淨值（${c.date(to.date)}）`, `期末每单位资产净值（${c.date(to.date)}）`, `NAV per unit at the end (${c.date(to.date)})`),
          nav(to),
        ],
        [say(c, '期內變幅', '期内变幅', 'Change over the period'), signedPct(change)],
        [
          say(c, '期內每單位派息總額', '期内每单位派息总额', 'Distributions per unit in the period'),
          paid.length
            ? `${money(c.ccy, paidTotal)}${say(c, `（共${paid.length}次）`, `（共${paid.length}次）`, ` (${paid.length} distribution${paid.length > 1 ? 's' : ''})`)}`
            : say(c, '無', '无', 'None'),
        ],
        [say(c, '全年經常性開支比率', '全年经常性开支比率', 'Ongoing charges over a year'), `${c.fund.expenseRatio}%`],
        [say(c, '受託人', '受托人', 'Trustee'), c.trustee],
        [say(c, '核數師', '核数师', 'Auditor'), c.auditor],
      ],
    },
    annual ? { heading: say(c, '核數師意見', '核数师意见', "Auditor's opinion") } : { heading: say(c, '審閱', '审阅', 'Review') },
    {
      paragraph: annual
        ? say(
            c,
            `${c.auditor}認為，財務報表真實而公平地反映本基金於${end}的財務狀況及截至該日止期間的財務表現。`,
            `${c.auditor}认为，财务报表真实而公平地反映本基金于${end}的财务状况及截至该日止期间的财务表现。`,
            `In the opinion of ${c.auditor}, the financial statements give a true and fair view of the financial position of the Fund as at ${end} and of its financial performance for the period then ended.`,
          )
        : say(
            c,
            '中期財務報表未經審核，並已由基金經理審閱。',
            '中期财务报表未经审核，并已由基金经理审阅。',
            'The interim financial statements are unaudited and have been reviewed by the Manager.',
          ),
    },
    { paragraph: CLOSING[c.lang] },
  ];
}

/** @param {Context} c */
export function factsheetBlocks(c) {
  const end = /** @type {string} */ (c.document.periodEnd); // a factsheet's document has its period
  const { points } = fundSeries(c.fund, c.timeline.now);
  const at = lastOnOrBefore(points, end);
  const returnOver = (/** @type {number} */ months) => {
    const from = lastOnOrBefore(points, monthEnd(end, -months));
    return from < 0 ? say(c, '不適用', '不适用', 'n/a') : signedPct((points[at].nav / points[from].nav - 1) * 100);
  };
  const young = addDays(c.timeline.listed, 182) > end; // Hong Kong: no performance for a fund under six months old
  const latest = c.timeline.distributions.find((d) => d.exDate <= end);
  const blocks = [
    { heading: say(c, '投資目標', '投资目标', 'Investment objective') },
    { paragraph: objective(c) },
    { heading: say(c, '基金資料', '基金资料', 'Key facts') },
    {
      rows: [
        [say(c, '每單位資產淨值', '每单位资产净值', 'NAV per unit'), money(c.ccy, points[at].nav)],
        codeRow(c),
        [
          say(
            c,
            c.fund.fundType === 'ETF' ? '上市日期' : '成立日期',
            c.fund.fundType === 'ETF' ? '上市日期' : '成立日期',
            c.fund.fundType === 'ETF' ? 'Listing date' : 'Launch date',
          ),
          c.listed,
        ],
        [say(c, '基金經理', '基金经理', 'Manager'), c.manager],
        [say(c, '全年經常性開支比率', '全年经常性开支比率', 'Ongoing charges over a year'), `${c.fund.expenseRatio}%`],
        [say(c, '派息政策', '派息政策', 'Distribution policy'), policyShort(c)],
      ],
    },
    { heading: say(c, '累積表現', '累积表现', 'Cumulative performance') },
  ];
  if (young) {
    blocks.push({
      paragraph: say(
        c,
        '成立少於六個月的基金不會顯示表現資料。',
        '成立少于六个月的基金不会显示表现资料。',
        'Performance is not shown for a fund with less than six months of history.',
      ),
    });
  } else {
    blocks.push(
      {
        paragraph: say(
          c,
          `以${c.ccyName}計算，資產淨值對資產淨值，派息再投資。`,
          `以${c.ccyName}计算，资产净值对资产净值，派息再投资。`,
          `In ${c.ccy}, NAV to NAV, with distributions reinvested.`,
        ),
      },
      {
        rows: [
          [say(c, '1個月', '1个月', '1 month'), returnOver(1)],
          [say(c, '3個月', '3个月', '3 months'), returnOver(3)],
          [say(c, '1年', '1年', '1 year'), returnOver(12)],
          [say(c, '自推出以來', '自推出以来', 'Since launch'), signedPct((points[at].nav / points[0].nav - 1) * 100)],
        ],
      },
    );
  }
  if (latest) {
    blocks.push(
      { heading: say(c, '最近派息', '最近派息', 'Latest distribution') },
      {
        rows: [
          [say(c, '每單位派息', '每单位派息', 'Distribution per unit'), money(c.ccy, latest.amountPerUnit)],
          [say(c, '除息日', '除息日', 'Ex-dividend date'), c.date(latest.exDate)],
          [say(c, '年化派息率', '年化派息率', 'Annualised yield'), `${latest.annualisedYieldPct.toFixed(2)}%`],
        ],
      },
    );
  }
  blocks.push({ paragraph: CLOSING[c.lang] });
  return blocks;
}
