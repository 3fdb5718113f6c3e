// The `table` section kind: rows from a call as a table (cards at phone width), sorted, paged, searched and exported.
import type { TableSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { tableKind } from './table-kind';
import { FUND, TITLE, fillIn, fixed } from '../template-words';

export default defineKind<TableSection>({
  name: 'table',
  code: tableKind,
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description: 'A table of rows from a call; one column per field. On phones each row becomes a card of the same fields.',
        required: ['fields'],
        properties: {
          caption: { $ref: '#/definitions/label', description: 'What the table lists, read by screen readers.' },
          rowKey: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', description: 'The row field that identifies a row.' },
          paging: {
            title: 'Paging',
            description: 'How rows are paged.',
            type: 'object',
            additionalProperties: false,
            required: ['mode', 'pageSize'],
            properties: {
              mode: {
                description: '`server`: the call receives pageNum and pageSize; `client`: all rows are fetched and paged here.',
                enum: ['server', 'client'],
              },
              pageSize: { description: 'Rows per page.', type: 'integer', minimum: 1, maximum: 200 },
              sizes: {
                description: 'Page sizes the visitor may choose; `pageSize` is the first choice.',
                type: 'array',
                items: { type: 'integer', minimum: 1, maximum: 200 },
                minItems: 2,
                maxItems: 6,
                uniqueItems: true,
                examples: [[10, 20, 50]],
              },
            },
          },
          sort: { $ref: '#/definitions/sortRule', description: 'The order before the visitor sorts (sortable columns).' },
          skeletonRows: {
            description:
              "How many placeholder rows show while the rows load: as many as the call usually returns, so nothing below moves when they arrive. Without it, a page's worth when paged (at most 20), else 10.",
            type: 'integer',
            minimum: 1,
            maximum: 50,
          },
          virtualize: {
            description: 'Show every row in a scrolling box this many pixels high, drawing only the visible rows (for thousands of rows, instead of paging).',
            type: 'integer',
            minimum: 200,
            maximum: 2000,
          },
          fields: { description: 'The columns, left to right.', type: 'array', items: { $ref: '#/definitions/field' }, minItems: 1 },
          inAddress: {
            description:
              "Keep the table's page, page size and sort in the address (`page`, `size`, `sort=<field>:<asc|desc>`): a copied link opens the same view, and Back and Forward step through the changes. Values the table cannot use are dropped from the address.",
            type: 'boolean',
          },
          download: {
            title: 'TableDownload',
            description:
              "A 'Download CSV' button above the table: it POSTs the table's request body (the same fields its own call gets, with the date range, without page, page size and sort) to `call` and saves the file the server answers, under the name the server gives.",
            type: 'object',
            additionalProperties: false,
            required: ['call'],
            properties: {
              call: {
                description: 'The export call of the API contract (docs/api.md) that answers the file.',
                type: 'string',
                pattern: '^/[A-Za-z0-9_/-]+$',
                examples: ['/v1/fundProduct/detail/navHistory/export'],
              },
              label: { $ref: '#/definitions/label', description: "The button's text; 'Download CSV' in the visitor's language when absent." },
            },
          },
          search: {
            title: 'TableSearch',
            description:
              'A search box above the table that keeps the rows whose listed fields, as shown, contain what is typed (ignoring case, accents and full-width letters). Only for tables that have all their rows here (`paging.mode` `client`, or no paging). Kept in the address as `q` when `inAddress` is true.',
            type: 'object',
            additionalProperties: false,
            required: ['fields'],
            properties: {
              fields: {
                description: "The keys of this table's fields to search in.",
                type: 'array',
                items: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$' },
                minItems: 1,
                uniqueItems: true,
                examples: [['name', 'ticker']],
              },
              label: { $ref: '#/definitions/label', description: "The search box's label; 'Search' in the visitor's language when absent." },
            },
          },
          compare: {
            title: 'TableCompare',
            description:
              "A first column of checkboxes (on phones, one on each card) that choose rows' funds for the comparison (the site's `compare`), up to its `max`.",
            type: 'object',
            additionalProperties: false,
            required: ['codeField', 'nameField'],
            properties: {
              codeField: {
                description: "The row field with the fund's code, which goes into the comparison's address.",
                type: 'string',
                pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
                examples: ['fundCode'],
              },
              nameField: {
                description: "The row field with the fund's name, shown in the comparison's tray and read by screen readers beside each checkbox.",
                type: 'string',
                pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
                examples: ['fundName'],
              },
            },
          },
          dateRange: {
            title: 'TableDateRange',
            description:
              'Two date inputs above the table (first and last day). Their dates go into the request body as `start` and `end` (YYYY-MM-DD) and into the address under the same names, so a copied link opens the same range. A start after the end is not sent: the inputs say so and the table keeps its rows.',
            type: 'object',
            additionalProperties: false,
            required: ['start', 'end', 'default'],
            properties: {
              start: {
                description: 'The name of the first day in the request body and in the address.',
                type: 'string',
                pattern: '^[A-Za-z][A-Za-z0-9_]*$',
                examples: ['startDate'],
              },
              end: {
                description: 'The name of the last day in the request body and in the address.',
                type: 'string',
                pattern: '^[A-Za-z][A-Za-z0-9_]*$',
                examples: ['endDate'],
              },
              default: {
                description:
                  'The range shown before the visitor chooses one, ending today: the last `3M`, `6M`, `1Y`, `3Y` or `5Y`, `YTD` (from 1 January) or `ALL` (no first day).',
                enum: ['3M', '6M', 'YTD', '1Y', '3Y', '5Y', 'ALL'],
              },
              label: {
                $ref: '#/definitions/label',
                description: "What the two dates choose, for the group's heading; 'Date range' in the visitor's language when absent.",
              },
            },
          },
        },
      },
    },
    css: 'table.css',
    budget: 10_000,
    studio: {
      label: { 'zh-TW': '表格', 'zh-CN': '表格', 'en-US': 'Table' },
      template: (id, fundScreen) =>
        fundScreen
          ? {
              id: `@@1:${id}@@`,
              kind: 'table',
              title: fillIn(2, TITLE),
              source: { call: '/v1/fundProduct/detail/tradeInfo', body: FUND, dataPath: 'list' },
              rowKey: 'tradingCurrency',
              fields: [
                { key: 'tradingCurrency', label: fixed(['交易貨幣', '交易货币', 'Trading currency']) },
                { key: 'stockCode', label: fixed(['股份代號', '股份代号', 'Stock code']) },
              ],
            }
          : {
              id: `@@1:${id}@@`,
              kind: 'table',
              title: fillIn(2, TITLE),
              source: { call: '/v1/fundProduct/list', body: {}, dataPath: 'list', totalPath: 'total' },
              rowKey: 'fundCode',
              paging: { mode: 'server', pageSize: 10 },
              fields: [
                { key: 'fundCode', label: fixed(['基金代號', '基金代号', 'Fund code']) },
                { key: 'fundName', label: fixed(['基金名稱', '基金名称', 'Fund name']) },
              ],
            },
    },
    contract: {
      section: {
        id: 't',
        kind: 'table',
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        fields: [
          { key: 'name', label: fixed(['名稱', '名称', 'Name']) },
          { key: 'nav', label: fixed(['資產淨值', '资产净值', 'NAV']), format: { type: 'number', decimals: 2 } },
        ],
      },
      valid: [{ name: 'Harbour ETF', nav: 12.5 }],
      shows: 'Harbour ETF',
      empty: [],
    },
  },
});
