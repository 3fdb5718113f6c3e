// The `comparison` section kind: funds side by side, one column each, with rows declared in the
// manifest (a fund's facts, returns, risk) or named by the answer (calendar years, common holdings).
import type { ComparisonSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { COMPARED, fillIn, fixed } from '../template-words';

const PATH = '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$';
const FIELD = '^[A-Za-z0-9_]+$';

export default defineKind<ComparisonSection>({
  name: 'comparison',
  code: () => import('./comparison-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description:
          "Funds side by side: one column per fund of the answer (`columns`), and rows either declared here (`rows`, each a field of a fund) or named by the answer (`rowsFrom`). A fund without a value shows a dash and the reason the answer gives for it, in the words of `reasons`. On phones the labels stay in place while the funds' columns scroll.",
        required: ['columns', 'reasons'],
        properties: {
          columns: { $ref: '#/definitions/comparisonColumns' },
          rows: {
            description: "Rows declared here: each reads a field of every fund (`key`, from the fund's record in `columns.list`), formatted by `format`.",
            type: 'array',
            items: { $ref: '#/definitions/field' },
            minItems: 1,
          },
          rowsFrom: { $ref: '#/definitions/comparisonRowsFrom' },
          reasons: {
            description:
              'The words for each reason the answer may give why a fund has no value (a code such as `young` or `noBenchmark`), shown under the dash. A code not listed shows as "Not available".',
            type: 'object',
            additionalProperties: { $ref: '#/definitions/label' },
            examples: [{ young: { 'zh-TW': '成立未滿六個月', 'zh-CN': '成立未满六个月', 'en-US': 'Less than 6 months old' } }],
          },
          rowHeader: { $ref: '#/definitions/label', description: "The heading of the labels' column (for screen readers and the CSV file)." },
          whenNoRows: {
            $ref: '#/definitions/label',
            description: 'What shows instead of the table when the answer names no rows (`rowsFrom`), such as why no holdings are compared.',
          },
          csv: {
            description: 'A "Download CSV" button: the table as a CSV file (UTF-8 with a byte-order mark), named `<fileName>-<codes>.csv`.',
            type: 'object',
            additionalProperties: false,
            required: ['fileName'],
            properties: {
              fileName: { description: "The file name's start.", type: 'string', pattern: '^[a-z0-9-]+$', examples: ['compare-returns'] },
              label: { $ref: '#/definitions/label', description: 'The button\'s text (default "Download CSV").' },
            },
          },
        },
      },
      definitions: {
        comparisonColumns: {
          title: 'ComparisonColumns',
          description: 'The funds compared, one column each.',
          type: 'object',
          additionalProperties: false,
          required: ['list', 'key', 'label'],
          properties: {
            list: { description: "Where the funds' records are in the answer.", type: 'string', pattern: PATH, examples: ['funds'] },
            key: {
              description: "A record's field with the fund's code: it heads the column and keys the values of `rowsFrom`.",
              type: 'string',
              pattern: FIELD,
              examples: ['fundCode'],
            },
            label: { description: "A record's field with the fund's name.", type: 'string', pattern: FIELD, examples: ['fundName'] },
            reasons: {
              description: "A record's field with why its values are missing: an object from a row's `key` to a reason's code.",
              type: 'string',
              pattern: FIELD,
              default: 'reasons',
            },
            link: {
              description: "The fund's name links to this screen, with the code as the query parameter `param`.",
              type: 'object',
              additionalProperties: false,
              required: ['route', 'param'],
              properties: {
                route: { description: 'The screen route.', type: 'string', pattern: '^/[a-z0-9-]+$', examples: ['/details'] },
                param: { description: 'The query parameter with the code.', type: 'string', pattern: FIELD, examples: ['code'] },
              },
            },
          },
        },
        comparisonRowsFrom: {
          title: 'ComparisonRowsFrom',
          description: 'Rows the answer names: a list of items, each with its label, its values by fund code, and the reasons for the values it has not.',
          type: 'object',
          additionalProperties: false,
          required: ['list', 'format'],
          properties: {
            list: { description: 'Where the rows are in the answer.', type: 'string', pattern: PATH, examples: ['calendarYears'] },
            label: { description: "An item's field with the row's label.", type: 'string', pattern: FIELD, default: 'label' },
            values: {
              description: "An item's field with its values: an object from a fund's code to the value.",
              type: 'string',
              pattern: FIELD,
              default: 'values',
            },
            reasons: {
              description: "An item's field with the reasons: an object from a fund's code to a reason's code.",
              type: 'string',
              pattern: FIELD,
              default: 'reasons',
            },
            format: { $ref: '#/definitions/format' },
          },
        },
      },
    },
    css: 'comparison.css',
    budget: 2_500,
    studio: {
      label: { 'zh-TW': '基金比較表', 'zh-CN': '基金比较表', 'en-US': 'Fund comparison table' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'comparison',
        title: fillIn(2, ['主要資料', '主要资料', 'Key facts']),
        source: COMPARED,
        visible: { query: ['codes'] },
        columns: { list: 'funds', key: 'fundCode', label: 'fundName' },
        rows: [{ key: 'currency', label: fixed(['基礎貨幣', '基础货币', 'Base currency']) }],
        reasons: { notReported: fixed(['未有資料', '未有数据', 'Not reported']) },
      }),
    },
    contract: {
      section: {
        id: 'c',
        kind: 'comparison',
        source: COMPARED,
        columns: { list: 'funds', key: 'fundCode', label: 'fundName' },
        rows: [{ key: 'benchmark', label: fixed(['基準', '基准', 'Benchmark']) }],
        reasons: { noBenchmark: fixed(['沒有基準', '没有基准', 'No benchmark']) },
      },
      valid: {
        funds: [
          { fundCode: '2800', fundName: 'Harbour Hang Seng Index ETF', benchmark: 'Hang Seng Index', reasons: {} },
          { fundCode: '3199', fundName: 'Harbour Money Market ETF', benchmark: null, reasons: { benchmark: 'noBenchmark' } },
        ],
      },
      shows: 'No benchmark',
      empty: { funds: [] },
    },
  },
});
