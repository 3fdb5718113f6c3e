// What the Add menu inserts: a valid skeleton of each section kind, a column, a tab and a chart,
// after the examples of docs/screens.md. `@@n:text@@` marks the places to fill in, in order (the id,
// then the three labels); the editor turns them into fields that Tab moves between.

export type SectionKind = 'table' | 'keyValue' | 'metrics' | 'chart' | 'richText' | 'documents' | 'notice' | 'filterBar' | 'links';

/** The kinds the Add menu offers, each with the key of its name in the studio's texts (locales/*.json › kinds). */
export const SECTION_KINDS: { kind: SectionKind; label: `kinds.${SectionKind}` }[] = [
  { kind: 'table', label: 'kinds.table' },
  { kind: 'keyValue', label: 'kinds.keyValue' },
  { kind: 'metrics', label: 'kinds.metrics' },
  { kind: 'chart', label: 'kinds.chart' },
  { kind: 'richText', label: 'kinds.richText' },
  { kind: 'documents', label: 'kinds.documents' },
  { kind: 'notice', label: 'kinds.notice' },
  { kind: 'filterBar', label: 'kinds.filterBar' },
  { kind: 'links', label: 'kinds.links' },
];

/** Three labels to fill in, starting at field `first`. */
const label = (first: number, words: [string, string, string]) => ({
  'zh-TW': `@@${first}:${words[0]}@@`,
  'zh-CN': `@@${first + 1}:${words[1]}@@`,
  'en-US': `@@${first + 2}:${words[2]}@@`,
});
/** A label that is not one of the three to fill in (a skeleton's second label). */
const fixed = (words: [string, string, string]) => ({ 'zh-TW': words[0], 'zh-CN': words[1], 'en-US': words[2] });

const FUND = { productCode: { query: 'code' } };
const TITLE: [string, string, string] = ['新欄目', '新栏目', 'New section'];

/**
 * A section of `kind` with id `id`. `fundScreen`: the screen is about a fund (it has a subject), so
 * the section reads the fund's calls; the fund list reads the list call.
 */
export function sectionSkeleton(kind: SectionKind, id: string, fundScreen: boolean): Record<string, unknown> {
  const head = { id: `@@1:${id}@@`, kind };
  switch (kind) {
    case 'table':
      return fundScreen
        ? {
            ...head,
            title: label(2, TITLE),
            source: { call: '/v1/fundProduct/detail/tradeInfo', body: FUND, dataPath: 'list' },
            rowKey: 'tradingCurrency',
            fields: [
              { key: 'tradingCurrency', label: fixed(['交易貨幣', '交易货币', 'Trading currency']) },
              { key: 'stockCode', label: fixed(['股份代號', '股份代号', 'Stock code']) },
            ],
          }
        : {
            ...head,
            title: label(2, TITLE),
            source: { call: '/v1/fundProduct/list', body: {}, dataPath: 'list', totalPath: 'total' },
            rowKey: 'fundCode',
            paging: { mode: 'server', pageSize: 10 },
            fields: [
              { key: 'fundCode', label: fixed(['基金代號', '基金代号', 'Fund code']) },
              { key: 'fundName', label: fixed(['基金名稱', '基金名称', 'Fund name']) },
            ],
          };
    case 'keyValue':
      return {
        ...head,
        title: label(2, ['費用一覽', '费用一览', 'Fees at a glance']),
        source: { call: '/v1/fundProduct/detail/tradeFeeStandard', body: FUND },
        fields: [{ key: 'managementFeePct', label: fixed(['管理費', '管理费', 'Management fee']), format: { type: 'percent', scale: 'percent' } }],
      };
    case 'metrics':
      return {
        ...head,
        source: { call: '/v1/fundProduct/detail/assetValue', body: FUND },
        items: [
          {
            key: 'totalNav',
            label: label(2, ['基金資產淨值', '基金资产净值', 'Fund size']),
            format: { type: 'compact', decimals: 2, currencyField: 'currency' },
          },
        ],
      };
    case 'chart':
      return {
        ...head,
        title: label(2, ['表現走勢', '表现走势', 'Performance']),
        caption: fixed(['基金與指數的累積表現', '基金与指数的累积表现', 'Cumulative performance of the fund and its index']),
        source: { call: '/v1/fundProduct/detail/performanceTrend/{period}', body: FUND, dataPath: 'list' },
        chart: {
          type: 'line',
          x: { key: 'date', label: fixed(['日期', '日期', 'Date']), format: { type: 'date' } },
          series: [
            { key: 'fundPct', label: fixed(['基金', '基金', 'Fund']) },
            { key: 'indexPct', label: fixed(['指數', '指数', 'Index']) },
          ],
          yFormat: { type: 'percent', scale: 'percent' },
          ranges: {
            param: 'period',
            default: '1Y',
            options: [
              { value: '1M', label: fixed(['1個月', '1个月', '1M']) },
              { value: '1Y', label: fixed(['1年', '1年', '1Y']) },
            ],
          },
          zoom: true,
        },
      };
    case 'richText':
      return {
        ...head,
        title: label(2, ['基金經理簡介', '基金经理简介', 'About the manager']),
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        field: 'managerIntroductionHtml',
      };
    case 'documents':
      return {
        ...head,
        title: label(2, ['基金文件', '基金文件', 'Documents']),
        source: { call: '/v1/fundProduct/document/list', body: FUND, dataPath: 'list', totalPath: 'total' },
        paging: { mode: 'server', pageSize: 10 },
        download: { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' },
        fields: [
          { key: 'name', label: fixed(['文件', '文件', 'Document']), card: 'title' },
          { key: 'date', label: fixed(['日期', '日期', 'Date']), format: { type: 'date' } },
        ],
      };
    case 'notice':
      return { ...head, tone: 'info', text: label(2, ['新通告', '新通告', 'New notice']) };
    case 'filterBar':
      return {
        ...head,
        filters: [
          {
            param: 'type',
            control: 'segmented',
            label: label(2, ['基金類型', '基金类型', 'Fund type']),
            options: [
              { value: 'ALL', label: fixed(['全部', '全部', 'All']) },
              { value: 'ETF', label: fixed(['交易所買賣基金', '交易所买卖基金', 'ETF']) },
            ],
          },
        ],
      };
    case 'links':
      return { ...head, links: [{ label: label(2, ['返回基金詳情', '返回基金详情', "Back to the fund's page"]), route: '/details', keep: ['code'] }] };
  }
}

/** A column (a field of a table, key-value panel or documents). */
export const fieldSkeleton = (key: string) => ({ key: `@@1:${key}@@`, label: label(2, ['新欄位', '新栏位', 'New column']) });

/** A tab, with a notice to replace. */
export const tabSkeleton = (id: string) => ({
  id: `@@1:${id}@@`,
  label: label(2, ['新分頁', '新分页', 'New tab']),
  sections: [{ id: `${id}Notice`, kind: 'notice', tone: 'info', text: fixed(['此分頁的內容', '此分页的内容', 'What this tab shows']) }],
});
