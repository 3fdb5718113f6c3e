// The `chart` section kind: a line, bar, pie or donut chart of rows from a call, with its data as a table.
import type { ChartSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { FUND, fillIn, fixed } from '../template-words';

export default defineKind<ChartSection>({
  name: 'chart',
  code: () => import('./chart-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description: 'A line, bar, pie or donut chart of rows from a call (ECharts, loaded only when the chart is on screen).',
        required: ['chart'],
        properties: {
          caption: { $ref: '#/definitions/label', description: 'What the chart shows, read by screen readers; a table of its data is offered too.' },
          chart: { $ref: '#/definitions/chartSpec' },
        },
      },
      definitions: {
        chartSpec: {
          title: 'ChartSpec',
          description: 'What the chart draws.',
          type: 'object',
          additionalProperties: false,
          required: ['type', 'x', 'series'],
          properties: {
            type: {
              description: "`line` and `bar` draw series over `x`; `pie` and `donut` draw one series' share per row (`x` names the slices).",
              enum: ['line', 'bar', 'pie', 'donut'],
            },
            x: { $ref: '#/definitions/field', description: 'The x axis (line, bar) or the slice names (pie, donut).' },
            series: {
              description: 'The values drawn: one line or bar per entry; pie and donut take the first.',
              type: 'array',
              items: { $ref: '#/definitions/chartSeries' },
              minItems: 1,
            },
            seriesFrom: { $ref: '#/definitions/chartSeriesFrom' },
            yFormat: { $ref: '#/definitions/format', description: 'How the y axis and tooltips show values.' },
            ranges: { $ref: '#/definitions/chartRanges' },
            zoom: { description: 'Let the visitor zoom into a time series (slider and pinch).', type: 'boolean' },
            height: { description: 'Height in pixels.', type: 'integer', minimum: 160, maximum: 800, default: 320 },
          },
        },
        chartRanges: {
          title: 'ChartRanges',
          description: "Buttons that choose the period: each fills the source's `{param}` path parameter.",
          type: 'object',
          additionalProperties: false,
          required: ['param', 'options', 'default'],
          properties: {
            param: { description: 'The path parameter the buttons fill.', type: 'string', minLength: 1, examples: ['period'] },
            options: {
              description: 'The buttons, in order.',
              type: 'array',
              items: {
                title: 'RangeOption',
                description: 'One button.',
                type: 'object',
                additionalProperties: false,
                required: ['value', 'label'],
                properties: { value: { description: "The parameter's value.", type: 'string', minLength: 1 }, label: { $ref: '#/definitions/label' } },
              },
              minItems: 2,
            },
            default: { description: 'The value chosen at first.', type: 'string', minLength: 1 },
          },
        },
        chartSeriesFrom: {
          title: 'ChartSeriesFrom',
          description:
            "Series the answer names, such as one line per fund of a comparison. The value at the source's `dataPath` is then an object: its rows at `rows`, its series at `list`, each with a key (the rows' field with its values) and a name. Each takes its format and fill from the first of `series`.",
          type: 'object',
          additionalProperties: false,
          required: ['list', 'key', 'label', 'rows'],
          properties: {
            list: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', description: 'Where the series are in the value.', examples: ['series'] },
            key: { type: 'string', pattern: '^[A-Za-z0-9_]+$', description: "A series' field naming the rows' field with its values.", examples: ['key'] },
            label: { type: 'string', pattern: '^[A-Za-z0-9_]+$', description: "A series' field with its name, in the page's language.", examples: ['name'] },
            rows: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', description: 'Where the rows are in the value.', examples: ['list'] },
          },
        },
        chartSeries: {
          title: 'ChartSeries',
          description: 'One series.',
          type: 'object',
          additionalProperties: false,
          required: ['key', 'label'],
          properties: {
            key: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', description: 'The row field with the values.' },
            label: { $ref: '#/definitions/label', description: "The series' name in the legend and tooltip." },
            format: { $ref: '#/definitions/format' },
            area: { description: 'Fill under a line.', type: 'boolean' },
          },
        },
      },
    },
    css: 'chart.css',
    budget: 9_500,
    studio: {
      label: { 'zh-TW': '圖表', 'zh-CN': '图表', 'en-US': 'Chart' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'chart',
        title: fillIn(2, ['表現走勢', '表现走势', 'Performance']),
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
      }),
    },
    contract: {
      section: {
        id: 'c',
        kind: 'chart',
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        chart: {
          type: 'line',
          x: { key: 'date', label: fixed(['日期', '日期', 'Date']) },
          series: [{ key: 'nav', label: fixed(['資產淨值', '资产净值', 'NAV']) }],
        },
      },
      valid: [
        { date: '2026-11-19', nav: 1.25 },
        { date: '2026-11-20', nav: 2.5 },
      ],
      press: 'Show data as a table',
      shows: '2026-11-20',
      empty: [],
    },
  },
});
