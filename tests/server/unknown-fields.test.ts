// Request bodies are closed, as every request schema in schemas/api/ says (`additionalProperties:
// false`): a field a call's schema does not list is refused with 40002, in the request's language,
// naming the field and the closest known one (check-config's rule), or listing the known fields.
// (That every documented example request is still answered is contract.test.ts's.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from '../../scripts/lib/api-contract.mjs';
import { CALLS } from '../../server/api/router.mjs';
import { startApi, type ApiServer } from './api-server';

type Call = Awaited<ReturnType<typeof readContract>>[number];

let api: ApiServer;
let contract: Call[];

beforeAll(async () => {
  contract = await readContract(process.cwd());
  api = await startApi();
});
afterAll(() => api.close());

const LIST = '/v1/fundProduct/list';
const fieldsOf = (call: Call) => Object.keys(call.request.properties ?? {});
const language = (tag: string) => ({ 'Accept-Language': tag });

describe('unknown request fields', () => {
  it('are told apart by each call’s request schema, which is closed', () => {
    for (const call of contract) {
      expect(call.request.additionalProperties, `${call.file}: the request is closed`).toBe(false);
      expect(CALLS[call.call as keyof typeof CALLS]!.requestFields, call.call).toEqual(fieldsOf(call));
    }
  });

  it('are refused with 40002 (HTTP 200), naming the field and the closest known one, in three languages', async () => {
    const body = { tpye: 'ETF' };
    const answers = {
      'zh-TW': '未知欄位「tpye」；您是否指「type」？',
      'zh-CN': '未知字段“tpye”；您是否指“type”？',
      'en-US': 'Unknown field "tpye"; did you mean "type"?',
    };
    for (const [tag, message] of Object.entries(answers)) {
      const response = await api.post(LIST, body, language(tag));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: 40002, message, data: null });
    }
  });

  it('are refused on every call, the closest field named (a plural, a case slip)', async () => {
    for (const call of contract) {
      const [first] = fieldsOf(call);
      const [example] = call.request.examples as Record<string, unknown>[];
      for (const typo of [`${first}s`, first!.toUpperCase()]) {
        const answer = await api.envelope(call.call, { ...example, [typo]: 1 }, language('en-US'));
        expect(answer, `${call.call} ${typo}`).toMatchObject({ code: 40002, message: `Unknown field "${typo}"; did you mean "${first}"?` });
      }
    }
  });

  it('list the known fields when none is close, in three languages', async () => {
    for (const call of contract) {
      const answer = await api.envelope(call.call, { zzz: 1 }, language('en-US'));
      expect(answer, call.call).toMatchObject({ code: 40002, message: `Unknown field "zzz"; the known fields are ${fieldsOf(call).join(', ')}` });
    }
    const codes = '/v1/fundProduct/detail/netValue';
    expect(await api.envelope(codes, { zzz: '2800' }, language('zh-TW'))).toMatchObject({ code: 40002, message: '未知欄位「zzz」；已知欄位：productCode' });
    expect(await api.envelope(codes, { zzz: '2800' }, language('zh-CN'))).toMatchObject({ code: 40002, message: '未知字段“zzz”；已知字段：productCode' });
  });

  it('name the known field a longer or shorter name holds', async () => {
    // Four edits from "type", too many for a typo, but it holds the field's name.
    expect(await api.envelope(LIST, { fundType: 'ETF' }, language('en-US'))).toMatchObject({
      code: 40002,
      message: 'Unknown field "fundType"; did you mean "type"?',
    });
    expect(await api.envelope('/v1/fundProduct/detail/netValue', { code: '2800' }, language('zh-TW'))).toMatchObject({
      code: 40002,
      message: '未知欄位「code」；您是否指「productCode」？',
    });
  });

  it('are refused whatever their value and whatever else the body holds, before the other fields are read', async () => {
    for (const value of [null, '', 0, false, [], {}]) {
      expect(await api.envelope(LIST, { type: 'ETF', pageSiz: value }, language('en-US')), JSON.stringify(value)).toMatchObject({
        code: 40002,
        message: 'Unknown field "pageSiz"; did you mean "pageSize"?',
      });
    }
    // An unknown product code (40401) or a bad value (40002 on pageNum) would be told after the unknown field.
    expect(await api.envelope('/v1/fundProduct/detail/baseInfo', { productCode: 'NOPE', productCod: 'NOPE' }, language('en-US'))).toMatchObject({
      code: 40002,
      message: 'Unknown field "productCod"; did you mean "productCode"?',
    });
    expect(await api.envelope(LIST, { pageNum: 'x', sortfield: 'nav' }, language('en-US'))).toMatchObject({
      code: 40002,
      message: 'Unknown field "sortfield"; did you mean "sortField"?',
    });
    // Names that are properties of every object are fields like any other.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const answer = await api.post(LIST, `{"${name}": 1}`, language('en-US'));
      expect(await answer.json(), name).toMatchObject({ code: 40002, message: expect.stringMatching(new RegExp(`^Unknown field "${name}"; `)) });
    }
  });

  it('are refused by the file calls with an error envelope, not a file', async () => {
    for (const call of contract.filter((c) => c.payload === 'file')) {
      const response = await api.post(call.call, { ...(call.request.examples as object[])[0], sortField: 'nav' }, language('en-US'));
      expect(response.headers.get('Content-Type'), call.call).toMatch(/^application\/json/);
      expect(await response.json(), call.call).toMatchObject({ code: 40002, message: expect.stringMatching(/^Unknown field "sortField"; /) });
    }
  });

  it('show at most 40 characters of a long field name', async () => {
    const name = 'x'.repeat(5000);
    const answer = await api.envelope(LIST, { [name]: 1 }, language('en-US'));
    expect(answer.code).toBe(40002);
    expect(answer.message).toMatch(new RegExp(`^Unknown field "${'x'.repeat(39)}…"; the known fields are `));
  });
});
