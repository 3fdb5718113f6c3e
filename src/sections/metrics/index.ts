// The `metrics` section kind: headline figures of one record (NAV, change, iNAV, premium/discount) as tiles.
import type { MetricsSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { FUND, fillIn, fixed } from '../template-words';

export default defineKind<MetricsSection>({
  name: 'metrics',
  code: () => import('./metrics-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description: 'Headline figures of one record, such as NAV, change, iNAV and premium or discount.',
        required: ['items'],
        properties: {
          variants: {
            title: 'Variants',
            description:
              "When the record holds several versions of its figures (a fund's trading counters: HKD, CNY, USD), a switch between them above the tiles; the chosen one is in the address (`param`). One version shows as a plain label.",
            type: 'object',
            additionalProperties: false,
            required: ['path', 'key', 'param', 'label'],
            properties: {
              path: {
                description: 'Where the list of versions is in the record.',
                type: 'string',
                pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
                examples: ['counters'],
              },
              key: {
                description: 'The field that names a version (its value goes into the address).',
                type: 'string',
                pattern: '^[A-Za-z0-9_]+$',
                examples: ['tradingCurrency'],
              },
              show: {
                description: "The fields a version's button shows, joined by a space (the `key` when absent).",
                type: 'array',
                items: { type: 'string', pattern: '^[A-Za-z0-9_]+$' },
                minItems: 1,
                maxItems: 3,
                examples: [['tradingCurrency', 'stockCode']],
              },
              param: { description: 'The query parameter that keeps the choice.', type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', examples: ['counter'] },
              label: { $ref: '#/definitions/label', description: "What the switch chooses, for screen readers (such as 'Trading counter')." },
            },
          },
          items: { description: 'The figures, left to right.', type: 'array', items: { $ref: '#/definitions/metric' }, minItems: 1 },
        },
      },
      definitions: {
        metric: {
          title: 'Metric',
          description: 'One headline figure, with an optional smaller line under it (a change, a time stamp).',
          type: 'object',
          additionalProperties: false,
          required: ['key', 'label'],
          properties: {
            key: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', description: "The record's field." },
            label: { $ref: '#/definitions/label', description: "The figure's label." },
            format: { $ref: '#/definitions/format' },
            sub: { description: 'Smaller values under the figure.', type: 'array', items: { $ref: '#/definitions/subValue' }, maxItems: 3 },
          },
        },
        subValue: {
          title: 'SubValue',
          description: 'A small value under a metric.',
          type: 'object',
          additionalProperties: false,
          required: ['key'],
          properties: {
            key: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', description: "The record's field." },
            format: { $ref: '#/definitions/format' },
            label: { $ref: '#/definitions/label', description: 'Text before the value.' },
          },
        },
      },
    },
    css: 'metrics.css',
    budget: 2_000,
    studio: {
      label: { 'zh-TW': '指標（重點數字）', 'zh-CN': '指标（重点数字）', 'en-US': 'Metrics (headline figures)' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'metrics',
        source: { call: '/v1/fundProduct/detail/assetValue', body: FUND },
        items: [
          {
            key: 'totalNav',
            label: fillIn(2, ['基金資產淨值', '基金资产净值', 'Fund size']),
            format: { type: 'compact', decimals: 2, currencyField: 'currency' },
          },
        ],
      }),
    },
    contract: {
      section: {
        id: 'm',
        kind: 'metrics',
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        items: [{ key: 'nav', label: fixed(['資產淨值', '资产净值', 'NAV']), format: { type: 'number', decimals: 4 } }],
      },
      valid: { nav: 27.8318 },
      shows: '27.8318',
      empty: { nav: null },
    },
  },
});
