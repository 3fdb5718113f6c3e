// Words for the kinds' studio templates and contract fixtures (define-kind.ts `details`): read by
// the tools only, so none of it is in the site's bundles.
import type { Words } from './define-kind';

/** Three labels to fill in, starting at field `first` of the editor's `@@n:text@@` places. */
export const fillIn = (first: number, words: [string, string, string]): Words => ({
  'zh-TW': `@@${first}:${words[0]}@@`,
  'zh-CN': `@@${first + 1}:${words[1]}@@`,
  'en-US': `@@${first + 2}:${words[2]}@@`,
});

/** A label as it is, in the three languages. */
export const fixed = (words: [string, string, string]): Words => ({ 'zh-TW': words[0], 'zh-CN': words[1], 'en-US': words[2] });

/** The body of a call about the fund of the page. */
export const FUND = { productCode: { query: 'code' } };

/** A comparison's call: the funds of the address's `codes`, the tables' period (the chart's first). */
export const COMPARED = {
  call: '/v1/fundProduct/compare/{period}',
  body: { productCodes: { query: 'codes', list: true } },
  dataPath: '',
  pathParams: { period: { value: '1Y' } },
};

/** The fund list's search, as a fund picker asks it. */
export const FUND_FINDER = { call: '/v1/fundProduct/list', keyword: 'keyword', dataPath: 'list', code: 'fundCode', name: 'fundName' };

/** A new section's title. */
export const TITLE: [string, string, string] = ['新欄目', '新栏目', 'New section'];
