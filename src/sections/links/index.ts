// The `links` section kind: links to other screens of the site, carrying over chosen query parameters.
import type { LinksSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { fillIn, fixed } from '../template-words';

export default defineKind<LinksSection>({
  name: 'links',
  code: () => import('./links-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        description: "Links to other screens of the site (such as a fund's sub-detail screens), keeping values of this page's query string.",
        required: ['links'],
        properties: {
          links: { description: 'The links, in order.', type: 'array', items: { $ref: '#/definitions/screenLink' }, minItems: 1 },
        },
      },
      definitions: {
        screenLink: {
          title: 'ScreenLink',
          description: 'A link to a screen.',
          type: 'object',
          additionalProperties: false,
          required: ['label', 'route'],
          properties: {
            label: { $ref: '#/definitions/label' },
            route: { description: 'The screen route.', type: 'string', pattern: '^/[a-z0-9-]+$', examples: ['/per-details'] },
            keep: {
              description: 'Query parameters of this page to carry over.',
              type: 'array',
              items: { description: 'A parameter name.', type: 'string', minLength: 1 },
              examples: [['code']],
            },
          },
        },
      },
    },
    css: 'links.css',
    budget: 1_000,
    studio: {
      label: { 'zh-TW': '連結', 'zh-CN': '链接', 'en-US': 'Links' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'links',
        links: [{ label: fillIn(2, ['返回基金詳情', '返回基金详情', "Back to the fund's page"]), route: '/details', keep: ['code'] }],
      }),
    },
    contract: {
      section: { id: 'l', kind: 'links', links: [{ label: fixed(['表現詳情', '表现详情', 'Performance details']), route: '/per-details', keep: ['code'] }] },
      shows: 'Performance details',
    },
  },
});
