// The `fundPicker` section kind: the funds of a comparison, kept in the address (`?codes=`): each
// removable, and a search to add one, up to a number.
import type { FundPickerSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { COMPARED, FUND_FINDER, fixed } from '../template-words';

const FIELD = '^[A-Za-z0-9_]+$';
const PATH = '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$';

export default defineKind<FundPickerSection>({
  name: 'fundPicker',
  code: () => import('./fund-picker-kind'),
  liveOnly: true,
  details: KIND_DETAILS && {
    schema: {
      section: {
        description:
          "The funds a screen compares, held in the address's query parameter `param` as codes joined by commas (so Back works and a shared link opens the same comparison): each named and removable, and a search that adds one, up to `max`.",
        required: ['param', 'finder', 'names'],
        properties: {
          param: { description: 'The query parameter with the codes.', type: 'string', pattern: FIELD, examples: ['codes'] },
          max: { description: 'How many funds at most.', type: 'integer', minimum: 2, maximum: 4, default: 4 },
          finder: {
            title: 'FundPickerFinder',
            description: 'The search that finds a fund to add: a call answering the funds whose name or code holds the words typed.',
            type: 'object',
            additionalProperties: false,
            required: ['call', 'keyword', 'dataPath', 'code', 'name'],
            properties: {
              call: { description: 'The call of the contract.', type: 'string', pattern: '^/', examples: ['/v1/fundProduct/list'] },
              keyword: { description: "The request's field with the words typed.", type: 'string', pattern: FIELD, examples: ['keyword'] },
              pageSize: { description: 'How many funds the list offers; sent as `pageSize`.', type: 'integer', minimum: 3, maximum: 50, default: 10 },
              dataPath: { description: 'Where the funds are in the answer.', type: 'string', pattern: PATH, examples: ['list'] },
              code: { description: "A fund's field with its code.", type: 'string', pattern: FIELD, examples: ['fundCode'] },
              name: { description: "A fund's field with its name.", type: 'string', pattern: FIELD, examples: ['fundName'] },
            },
          },
          names: {
            title: 'FundPickerNames',
            description:
              "Where the chosen funds' names come from: the comparison's own call (the same `source` as its sections, so no call more is made), its funds' records, and the codes it does not know.",
            type: 'object',
            additionalProperties: false,
            required: ['source', 'list', 'code', 'name'],
            properties: {
              source: { $ref: '#/definitions/source' },
              list: { description: "Where the funds' records are in the answer.", type: 'string', pattern: PATH, examples: ['funds'] },
              code: { description: "A record's field with the code.", type: 'string', pattern: FIELD, examples: ['fundCode'] },
              name: { description: "A record's field with the name.", type: 'string', pattern: FIELD, examples: ['fundName'] },
              unknown: { description: 'Where the codes the call does not know are in the answer.', type: 'string', pattern: PATH, examples: ['unknownCodes'] },
            },
          },
          intro: { $ref: '#/definitions/label', description: 'What shows while no fund is chosen.' },
        },
      },
    },
    css: 'fund-picker.css',
    budget: 2_500,
    studio: {
      label: { 'zh-TW': '基金選擇器', 'zh-CN': '基金选择器', 'en-US': 'Fund picker' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'fundPicker',
        param: 'codes',
        max: 4,
        finder: FUND_FINDER,
        names: {
          source: COMPARED,
          list: 'funds',
          code: 'fundCode',
          name: 'fundName',
          unknown: 'unknownCodes',
        },
      }),
    },
    contract: {
      section: {
        id: 'p',
        kind: 'fundPicker',
        param: 'codes',
        finder: FUND_FINDER,
        names: {
          source: COMPARED,
          list: 'funds',
          code: 'fundCode',
          name: 'fundName',
        },
        intro: fixed(['請選擇基金。', '请选择基金。', 'Choose funds to compare.']),
      },
      shows: 'Choose funds to compare.',
    },
  },
});
