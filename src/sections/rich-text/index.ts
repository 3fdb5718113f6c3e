// The `richText` section kind: an HTML fragment from a call, sanitised (DOMPurify, loaded near the screen) and shown.
import type { RichTextSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { FUND, fillIn } from '../template-words';

export default defineKind<RichTextSection>({
  name: 'richText',
  code: () => import('./rich-text-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description: 'HTML text from a call, sanitised before it is shown (only p, strong, em, ul, ol, li, br, a with http(s) links).',
        required: ['field'],
        properties: {
          field: {
            type: 'string',
            pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
            description: "The record's field that holds the HTML.",
            examples: ['objectiveHtml'],
          },
        },
      },
    },
    css: 'rich-text.css',
    budget: 1_600,
    studio: {
      label: { 'zh-TW': '格式化文字', 'zh-CN': '富文本', 'en-US': 'Rich text' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'richText',
        title: fillIn(2, ['基金經理簡介', '基金经理简介', 'About the manager']),
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        field: 'managerIntroductionHtml',
      }),
    },
    contract: {
      section: { id: 'r', kind: 'richText', source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND }, field: 'objectiveHtml' },
      valid: { objectiveHtml: '<p>Aims to track</p>' },
      shows: 'Aims to track',
      empty: { objectiveHtml: '' },
    },
  },
});
