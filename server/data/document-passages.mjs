// Passages shared by several document types (objective, strategy, risks, policies, fees), in three languages.
import { dayOfMonth } from './dividends.mjs';
import { MONTHS, say } from './document-words.mjs';
import { L } from './localized.mjs';

/** @typedef {import('./document-context.mjs').Context} Context */

/** @type {Record<import('./dividends.mjs').Frequency, import('./localized.mjs').Localized>} */
const FREQUENCY_WORDS = {
  MONTHLY: L('每月', '每月', 'monthly'),
  QUARTERLY: L('每季', '每季', 'quarterly'),
  SEMI_ANNUAL: L('每半年', '每半年', 'twice a year'),
  ANNUAL: L('每年', '每年', 'once a year'),
};

/** @type {(fund: import('./funds.mjs').Fund) => boolean} */
const isTracker = (fund) => fund.investmentOrientation === 'PASSIVE' && fund.assetClass !== 'MONEY_MARKET';

/** @param {Context} c */
export function objective(c) {
  const { fund } = c;
  if (fund.assetClass === 'MONEY_MARKET') {
    return say(
      c,
      `本基金旨在透過投資於短期存款及優質貨幣市場工具，爭取與當前貨幣市場利率一致的${c.ccyName}回報，並以保本及流動性為首要考慮。`,
      `本基金旨在通过投资于短期存款及优质货币市场工具，争取与当前货币市场利率一致的${c.ccyName}回报，并以保本及流动性为首要考虑。`,
      `The Fund aims to achieve a return in ${c.ccy} in line with prevailing money-market rates by investing in short-term deposits and high-quality money-market instruments, with capital preservation and liquidity as its primary considerations.`,
    );
  }
  if (fund.assetClass === 'COMMODITY') {
    return say(
      c,
      '本基金旨在提供緊貼黃金價格表現的投資回報（未扣除費用及開支前）。',
      '本基金旨在提供紧贴黄金价格表现的投资回报（未扣除费用及开支前）。',
      'The Fund aims to provide investment results that, before fees and expenses, closely correspond to the performance of the price of gold.',
    );
  }
  if (isTracker(fund)) {
    return say(
      c,
      `本基金旨在提供緊貼${c.index}表現的投資回報（未扣除費用及開支前）。`,
      `本基金旨在提供紧贴${c.index}表现的投资回报（未扣除费用及开支前）。`,
      `The Fund aims to provide investment results that, before fees and expenses, closely correspond to the performance of ${c.index}.`,
    );
  }
  if (fund.investmentOrientation === 'INCOME') {
    return say(
      c,
      `本基金旨在透過主要投資於${c.market}發行人的${c.assets}，提供定期收益及長期資本增長。`,
      `本基金旨在通过主要投资于${c.market}发行人的${c.assets}，提供定期收益及长期资本增长。`,
      `The Fund aims to provide regular income and long-term capital growth by investing mainly in ${c.assets} of issuers in ${c.market}.`,
    );
  }
  if (fund.investmentOrientation === 'GROWTH') {
    return say(
      c,
      `本基金旨在透過主要投資於${c.market}具較高增長潛力的發行人的${c.assets}，達致長期資本增長。`,
      `本基金旨在通过主要投资于${c.market}具较高增长潜力的发行人的${c.assets}，达致长期资本增长。`,
      `The Fund aims to achieve long-term capital growth by investing mainly in ${c.assets} of issuers in ${c.market} with above-average growth prospects.`,
    );
  }
  return say(
    c,
    `本基金旨在透過積極管理主要由${c.market}發行人的${c.assets}組成的投資組合，達致長期資本增長。`,
    `本基金旨在通过积极管理主要由${c.market}发行人的${c.assets}组成的投资组合，达致长期资本增长。`,
    `The Fund aims to achieve long-term capital growth through an actively managed portfolio of ${c.assets} of issuers in ${c.market}.`,
  );
}

/** @param {Context} c */
export function strategy(c) {
  const { fund } = c;
  if (fund.assetClass === 'MONEY_MARKET') {
    return say(
      c,
      '本基金將最少70%的資產淨值投資於短期存款及貨幣市場工具，其加權平均屆滿期不超過60日。',
      '本基金将最少70%的资产净值投资于短期存款及货币市场工具，其加权平均到期期限不超过60日。',
      'The Fund invests at least 70% of its net asset value in short-term deposits and money-market instruments, with a weighted average maturity of no more than 60 days.',
    );
  }
  if (fund.assetClass === 'COMMODITY') {
    return say(
      c,
      '本基金投資於在香港託管的金條，並可為現金管理目的使用黃金期貨。',
      '本基金投资于在香港托管的金条，并可为现金管理目的使用黄金期货。',
      'The Fund invests in gold bullion held in custody in Hong Kong and may use gold futures for cash management.',
    );
  }
  if (isTracker(fund)) {
    return say(
      c,
      '基金經理主要採用全面複製策略，按與指數大致相同的比重投資於指數的絕大部分成份證券；在全面複製並不具效率時，或會採用代表性抽樣策略。',
      '基金经理主要采用全面复制策略，按与指数大致相同的比重投资于指数的绝大部分成份证券；在全面复制并不具效率时，或会采用代表性抽样策略。',
      'The Manager mainly uses a full-replication strategy, investing in substantially all the constituents of the index in broadly the same weights; it may use a representative-sampling strategy when full replication is not efficient.',
    );
  }
  return say(
    c,
    '基金經理結合由下而上的基本因素研究及由上而下的經濟周期分析挑選證券，並可將最多30%的資產淨值投資於主要投資範圍以外。',
    '基金经理结合由下而上的基本面研究及由上而下的经济周期分析挑选证券，并可将最多30%的资产净值投资于主要投资范围以外。',
    "The Manager selects securities through bottom-up fundamental research combined with a top-down view of the economic cycle, and may invest up to 30% of the net asset value outside the Fund's main focus.",
  );
}

/** @type {Record<import('./funds.mjs').AssetClass, import('./localized.mjs').Localized>} */
const ASSET_RISKS = {
  EQUITY: L(
    '股票市場風險：本基金投資的股票須承受一般市場風險，其價值可能因投資情緒、政治及經濟狀況以及發行人的特定因素而波動。',
    '股票市场风险：本基金投资的股票须承受一般市场风险，其价值可能因投资情绪、政治及经济状况以及发行人的特定因素而波动。',
    "Equity market risk: the Fund's investments in equities are subject to general market risks, and their value may fluctuate with investment sentiment, political and economic conditions and issuer-specific factors.",
  ),
  BOND: L(
    '利率及信貸風險：債券價格會於利率上升時下跌，而發行人或未能支付利息或償還本金。',
    '利率及信贷风险：债券价格会于利率上升时下跌，而发行人或未能支付利息或偿还本金。',
    'Interest-rate and credit risk: bond prices fall when interest rates rise, and an issuer may fail to pay interest or repay principal.',
  ),
  REIT: L(
    '房地產風險：房地產投資信託基金的價值受物業價值、租金收入及利率影響，本基金並不直接投資於房地產。',
    '房地产风险：房地产投资信托基金的价值受物业价值、租金收入及利率影响，本基金并不直接投资于房地产。',
    'Real estate risk: the value of REITs depends on property values, rental income and interest rates; the Fund does not invest in real estate directly.',
  ),
  MONEY_MARKET: L(
    '購買本基金的單位並不等同於將資金存放於銀行或接受存款公司，本基金並不受香港金融管理局監管。',
    '购买本基金的单位并不等同于将资金存放于银行或接受存款公司，本基金并不受香港金融管理局监管。',
    'Buying units of the Fund is not the same as placing money on deposit with a bank or deposit-taking company, and the Fund is not supervised by the Hong Kong Monetary Authority.',
  ),
  COMMODITY: L(
    '黃金價格風險：黃金價格可能大幅波動，並受利率、匯率變動及供求影響。',
    '黄金价格风险：黄金价格可能大幅波动，并受利率、汇率变动及供求影响。',
    'Gold price risk: the price of gold can be volatile and is affected by interest rates, currency movements and supply and demand.',
  ),
  MULTI_ASSET: L(
    '資產配置風險：本基金的表現取決於股票、債券及現金之間的配置，而有關配置策略未必能達致預期效果。',
    '资产配置风险：本基金的表现取决于股票、债券及现金之间的配置，而有关配置策略未必能达致预期效果。',
    "Asset allocation risk: the Fund's performance depends on how it allocates between equities, bonds and cash, and the allocation may not achieve the desired result.",
  ),
};

export const CAPITAL_RISK = L(
  '從資本中支付派息：基金經理可從資本中支付派息，此舉相當於退回或提取閣下部分原有投資，並可能導致每單位資產淨值即時減少。',
  '从资本中支付派息：基金经理可从资本中支付派息，此举相当于退回或提取阁下部分原有投资，并可能导致每单位资产净值即时减少。',
  'Distributions out of capital: the Manager may pay distributions out of capital, which amounts to a return or withdrawal of part of your original investment and may reduce the net asset value per unit at once.',
);

/** @param {Context} c */
export function risks(c) {
  const { fund } = c;
  const list = [
    say(
      c,
      '投資風險：本基金的投資組合價值可能下跌，閣下可能損失大部分或全部投資。',
      '投资风险：本基金的投资组合价值可能下跌，阁下可能损失大部分或全部投资。',
      "Investment risk: the value of the Fund's portfolio may fall, and you may lose a substantial part or all of your investment.",
    ),
    ASSET_RISKS[fund.assetClass][c.lang],
  ];
  if (fund.investmentArea !== 'GLOBAL') {
    list.push(
      say(
        c,
        `集中風險：本基金的投資集中於${c.market}，其價值可能較投資基礎廣泛的基金更為波動。`,
        `集中风险：本基金的投资集中于${c.market}，其价值可能较投资基础广泛的基金更为波动。`,
        `Concentration risk: the Fund's investments are concentrated in ${c.market}, and its value may be more volatile than that of a broadly based fund.`,
      ),
    );
  }
  if (fund.baseCurrency !== 'HKD') {
    list.push(
      say(
        c,
        `貨幣風險：本基金的基礎貨幣為${c.ccyName}，以港元為參考貨幣的投資者須承受匯率變動風險。`,
        `货币风险：本基金的基础货币为${c.ccyName}，以港元为参考货币的投资者须承受汇率变动风险。`,
        `Currency risk: the Fund's base currency is the ${c.ccyName}; investors whose reference currency is the Hong Kong dollar are exposed to exchange-rate movements.`,
      ),
    );
  }
  if (isTracker(fund)) {
    list.push(
      say(
        c,
        '追蹤誤差風險：由於費用、開支及複製策略等因素，本基金的回報可能偏離指數的回報。',
        '追踪误差风险：由于费用、开支及复制策略等因素，本基金的回报可能偏离指数的回报。',
        "Tracking error risk: because of fees, expenses and the replication strategy, the Fund's return may deviate from that of the index.",
      ),
    );
  }
  if (fund.fundType === 'ETF') {
    list.push(
      say(
        c,
        '買賣風險：單位在聯交所的成交價可能有別於每單位資產淨值，單位或會以溢價或折讓買賣。',
        '买卖风险：单位在联交所的成交价可能有别于每单位资产净值，单位或会以溢价或折让买卖。',
        'Trading risk: the price of units on the Stock Exchange may differ from the net asset value per unit, and units may trade at a premium or a discount.',
      ),
    );
  }
  if (c.policy?.fromCapitalChance) list.push(CAPITAL_RISK[c.lang]);
  return list;
}

/**
 * What kind of fund it is, with its listing or launch, in a sentence or two.
 * @param {Context} c
 */
export function theFund(c) {
  const { fund } = c;
  if (fund.fundType === 'ETF') {
    const tracker = isTracker(fund);
    return say(
      c,
      `本基金為根據香港法律以單位信託形式成立的${tracker ? '指數追蹤' : '主動型'}交易所買賣基金，其單位於香港聯合交易所上市，股份代號為${fund.stockCode}，並於${c.listed}首次上市。本基金的基礎貨幣為${c.ccyName}。`,
      `本基金为根据香港法律以单位信托形式成立的${tracker ? '指数追踪' : '主动型'}交易所买卖基金，其单位于香港联合交易所上市，股份代号为${fund.stockCode}，并于${c.listed}首次上市。本基金的基础货币为${c.ccyName}。`,
      `The Fund is ${tracker ? 'an index-tracking' : 'an actively managed'} exchange-traded fund constituted as a unit trust under Hong Kong law. Its units are listed on The Stock Exchange of Hong Kong under stock code ${fund.stockCode} and were first listed on ${c.listed}. The Fund's base currency is the ${c.ccyName}.`,
    );
  }
  if (fund.fundType === 'PUB') {
    return say(
      c,
      `本基金為根據香港法律成立並向香港公眾發售的單位信託基金，於${c.listed}推出，單位於每個交易日按資產淨值發行及贖回。本基金的基礎貨幣為${c.ccyName}。`,
      `本基金为根据香港法律成立并向香港公众发售的单位信托基金，于${c.listed}推出，单位于每个交易日按资产净值发行及赎回。本基金的基础货币为${c.ccyName}。`,
      `The Fund is a unit trust constituted under Hong Kong law and offered to the public in Hong Kong. It was launched on ${c.listed}; units are issued and redeemed at the net asset value on every dealing day. The Fund's base currency is the ${c.ccyName}.`,
    );
  }
  return say(
    c,
    `本基金為於開曼群島成立的獲豁免有限責任合夥，於${c.listed}推出，只供專業投資者認購，單位每月按資產淨值發行及贖回。本基金的基礎貨幣為${c.ccyName}。`,
    `本基金为于开曼群岛成立的获豁免有限责任合伙，于${c.listed}推出，只供专业投资者认购，单位每月按资产净值发行及赎回。本基金的基础货币为${c.ccyName}。`,
    `The Fund is an exempted limited partnership established in the Cayman Islands, launched on ${c.listed} for professional investors only; units are issued and redeemed monthly at the net asset value. The Fund's base currency is the ${c.ccyName}.`,
  );
}

/**
 * The distribution policy in a short phrase (for tables).
 * @param {Context} c
 */
export function policyShort(c) {
  if (!c.policy) return say(c, '不擬派息', '不拟派息', 'No distributions');
  const often = FREQUENCY_WORDS[c.policy.frequency][c.lang];
  const capital = c.policy.fromCapitalChance > 0;
  return say(
    c,
    `由基金經理酌情${often}派息${capital ? '；派息或會從資本中支付' : ''}`,
    `由基金经理酌情${often}派息${capital ? '；派息或会从资本中支付' : ''}`,
    `Distributions ${often} at the Manager's discretion${capital ? '; they may be paid out of capital' : ''}`,
  );
}

/**
 * The distribution policy in full (for the prospectus).
 * @param {Context} c
 */
export function policyLong(c) {
  if (!c.policy) {
    return say(
      c,
      '基金經理不擬派息。本基金所賺取的收益將會再作投資，並反映於每單位資產淨值。',
      '基金经理不拟派息。本基金所赚取的收益将会再作投资，并反映于每单位资产净值。',
      'The Manager does not intend to pay distributions. Income earned by the Fund is reinvested and reflected in the net asset value per unit.',
    );
  }
  const { months } = c.policy;
  const zhMonths = months.map((month) => `${month}月`).join('、');
  const enMonths = months.map((month) => MONTHS[month - 1]);
  const inMonths =
    months.length === 12
      ? ['', '', '']
      : [`（於${zhMonths}）`, `（于${zhMonths}）`, ` (in ${enMonths.length > 1 ? `${enMonths.slice(0, -1).join(', ')} and ${enMonths.at(-1)}` : enMonths[0]})`];
  const often = FREQUENCY_WORDS[c.policy.frequency][c.lang];
  const capital = c.policy.fromCapitalChance > 0;
  return say(
    c,
    `基金經理擬酌情${often}派息${inMonths[0]}。派息並無保證${capital ? '，並可能從資本中或實際上從資本中支付' : ''}。`,
    `基金经理拟酌情${often}派息${inMonths[1]}。派息并无保证${capital ? '，并可能从资本中或实际上从资本中支付' : ''}。`,
    `The Manager intends to pay distributions ${often}${inMonths[2]}, at its discretion. Distributions are not guaranteed${capital ? ' and may be paid out of capital or effectively out of capital' : ''}.`,
  );
}

/** @param {Context} c */
export function dealing(c) {
  const { fundType } = c.fund;
  if (fundType === 'ETF')
    return say(
      c,
      '每日（於香港聯合交易所二級市場買賣）',
      '每日（于香港联合交易所二级市场买卖）',
      'Daily, on the secondary market of The Stock Exchange of Hong Kong',
    );
  if (fundType === 'PUB') return say(c, '每個香港營業日', '每个香港营业日', 'Every Hong Kong business day');
  return say(c, '每月最後一個營業日', '每月最后一个营业日', 'The last business day of each month');
}

/**
 * The financial year end as a day of the year: "31 December" or "12月31日".
 * @param {Context} c
 */
export function yearEndText(c) {
  const month = c.timeline.plan.yearEndMonth;
  const day = Number(dayOfMonth(2001, month, 31).slice(8));
  return c.lang === 'en-US' ? `${day} ${MONTHS[month - 1]}` : `${month}月${day}日`;
}

/** @param {Context} c */
export function feeRows(c) {
  const { managementFeePct: management, trusteeFeePct: trustee } = c.timeline.plan;
  return [
    [
      say(c, '管理費', '管理费', 'Management fee'),
      say(c, `每年資產淨值的${management}%`, `每年资产净值的${management}%`, `${management}% a year of the net asset value`),
    ],
    [
      say(c, '受託人費用', '受托人费用', 'Trustee fee'),
      say(c, `每年資產淨值的${trustee}%`, `每年资产净值的${trustee}%`, `${trustee}% a year of the net asset value`),
    ],
    [say(c, '全年經常性開支比率', '全年经常性开支比率', 'Ongoing charges over a year'), `${c.fund.expenseRatio}%`],
  ];
}

/** @type {(c: Context) => [string, string]} */
export const codeRow = (c) =>
  c.fund.stockCode ? [say(c, '股份代號', '股份代号', 'Stock code'), c.fund.stockCode] : [say(c, '基金代號', '基金代码', 'Fund code'), c.fund.fundCode];

export const CLOSING = L(
  '本文件由示範網站產生。文中的基金、基金經理、服務提供者及所有數據均屬虛構，不構成任何要約或投資建議。',
  '本文件由示范网站生成。文中的基金、基金经理、服务提供者及所有数据均属虚构，不构成任何要约或投资建议。',
  'This document was generated for a demonstration website. The fund, its manager, its service providers and every figure in it are fictional; it is not an offer or investment advice.',
);
