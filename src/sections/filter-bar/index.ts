// The `filterBar` section kind: filters that write the page's query string for the sections below.
import type { FilterBarSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { filterBarKind } from './filter-bar-kind';
import { fillIn, fixed } from '../template-words';

export default defineKind<FilterBarSection>({
  name: 'filterBar',
  code: filterBarKind,
  liveOnly: true,
  details: KIND_DETAILS && {
    schema: {
      section: {
        description: "Filters that write the page's query string (so a filtered page can be shared), for the sections below to read.",
        required: ['filters'],
        properties: {
          filters: {
            description: 'The filters, in order. Each writes its query parameter; sections read it through `{"query": …}` in their source.',
            type: 'array',
            items: { $ref: '#/definitions/filter' },
            minItems: 1,
          },
        },
      },
      definitions: {
        filter: {
          title: 'Filter',
          description: 'One filter.',
          type: 'object',
          additionalProperties: false,
          required: ['param', 'control', 'label'],
          properties: {
            param: {
              description: 'The query parameter it writes (two for a range: `<param>Min` and `<param>Max`).',
              type: 'string',
              pattern: '^[A-Za-z][A-Za-z0-9]*$',
              examples: ['type', 'issuer', 'expenseRatio'],
            },
            control: {
              description:
                '`segmented`: one of a few; `select`: one of many; `multiSelect`: several; `range`: a typed minimum and maximum; `search`: free text.',
              enum: ['segmented', 'select', 'multiSelect', 'range', 'search'],
            },
            label: { $ref: '#/definitions/label' },
            dictType: { description: 'Options from this dictionary of `/common/dictType`.', type: 'string', minLength: 1 },
            options: {
              description: 'Fixed options, when no dictionary gives them.',
              type: 'array',
              items: {
                title: 'FilterOption',
                description: 'One option.',
                type: 'object',
                additionalProperties: false,
                required: ['value', 'label'],
                properties: { value: { description: 'The value written.', type: 'string', minLength: 1 }, label: { $ref: '#/definitions/label' } },
              },
              minItems: 1,
            },
            unit: { $ref: '#/definitions/label', description: 'The unit of a range, shown by its inputs (such as % or M).' },
            default: { description: 'The value when the address has none (not written to it).', type: 'string' },
          },
        },
      },
    },
    css: 'filter-bar.css',
    budget: 4_800,
    studio: {
      label: { 'zh-TW': '篩選列', 'zh-CN': '筛选栏', 'en-US': 'Filter bar' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'filterBar',
        filters: [
          {
            param: 'type',
            control: 'segmented',
            label: fillIn(2, ['基金類型', '基金类型', 'Fund type']),
            options: [
              { value: 'ALL', label: fixed(['全部', '全部', 'All']) },
              { value: 'ETF', label: fixed(['交易所買賣基金', '交易所买卖基金', 'ETF']) },
            ],
          },
        ],
      }),
    },
    contract: {
      section: { id: 'f', kind: 'filterBar', filters: [{ param: 'keyword', control: 'search', label: fixed(['搜尋', '搜索', 'Search']) }] },
      shows: 'Search',
    },
  },
});
