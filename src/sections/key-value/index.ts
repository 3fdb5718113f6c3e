// The `keyValue` section kind: a record's fields as a description list in one to three columns.
import type { KeyValueSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { FUND, fillIn, fixed } from '../template-words';

export default defineKind<KeyValueSection>({
  name: 'keyValue',
  code: () => import('./key-value-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description: "Labelled values of one record, such as a fund's profile.",
        required: ['fields'],
        properties: {
          columns: {
            title: 'KeyValueColumns',
            description: 'How many label–value columns.',
            type: 'object',
            additionalProperties: false,
            required: [],
            properties: {
              desktop: { description: 'Columns on desktop.', type: 'integer', minimum: 1, maximum: 3 },
              mobile: { description: 'Columns on phones.', type: 'integer', minimum: 1, maximum: 2 },
            },
          },
          fields: { description: 'The lines, in reading order.', type: 'array', items: { $ref: '#/definitions/field' }, minItems: 1 },
        },
      },
    },
    css: 'key-value.css',
    budget: 1_000,
    studio: {
      label: { 'zh-TW': '鍵值面板', 'zh-CN': '键值面板', 'en-US': 'Key-value panel' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'keyValue',
        title: fillIn(2, ['費用一覽', '费用一览', 'Fees at a glance']),
        source: { call: '/v1/fundProduct/detail/tradeFeeStandard', body: FUND },
        fields: [{ key: 'managementFeePct', label: fixed(['管理費', '管理费', 'Management fee']), format: { type: 'percent', scale: 'percent' } }],
      }),
    },
    contract: {
      section: {
        id: 'k',
        kind: 'keyValue',
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        fields: [{ key: 'manager', label: fixed(['基金經理', '基金经理', 'Manager']) }],
      },
      valid: { manager: 'Harbour Asset Management' },
      shows: 'Harbour Asset Management',
      empty: { manager: null },
    },
  },
});
