// The CSV exports over real HTTP: a file Excel opens (BOM, CRLF, header in the visitor's language),
// the same rows as the calls they export, and the file name in each language. The demo clock is set,
// so the NAV date and the file names are the same on every run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { startApi, type ApiServer } from './api-server';

const D = '/v1/fundProduct/detail';
const NAV_EXPORT = `${D}/navHistory/export`;
const DIVIDEND_EXPORT = `${D}/dividendRecord/export`;
const HOLDING_EXPORT = `${D}/portfolioHolding/export`;
const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'] as const;
type Language = (typeof LANGUAGES)[number];
/** Monday 23 November 2026, 10:00 in Hong Kong: the latest NAV is Friday's. */
const CLOCK = { 'X-Demo-Clock': '2026-11-23T02:00:00Z' };
const NAV_DATE = '2026-11-20';

let api: ApiServer;
beforeAll(async () => {
  api = await startApi({ faults: true });
});
afterAll(() => api.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function data(call: string, body: object, language: Language = 'en-US'): Promise<any> {
  const answer = await api.envelope(call, body, { 'Accept-Language': language, ...CLOCK });
  expect(answer.code, `${call}: ${answer.message}`).toBe(0);
  return answer.data;
}

interface CsvFile {
  fileName: string;
  asciiName: string;
  header: string[];
  rows: string[][];
}

/** Downloads a CSV export and checks what every export must be: the type, the attachment, BOM and CRLF. */
async function download(call: string, body: object, language: Language = 'en-US'): Promise<CsvFile> {
  const response = await api.post(call, body, { 'Accept-Language': language, ...CLOCK });
  expect(response.status, `${call} ${JSON.stringify(body)}`).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\w!#$&+.^`|~%-]+$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // every line ends in CRLF
  const [header, ...rows] = parse(text, { bom: true, relax_column_count: false }) as string[][];
  return {
    fileName: decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!),
    asciiName: /filename="([^"]*)"/.exec(disposition)![1]!,
    header: header!,
    rows,
  };
}

/** A value as the CSV has it: plain digits for numbers, nothing for null. */
const cell = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The fund's name in each language, from baseInfo. */
async function fundNames(productCode: string): Promise<Record<Language, string>> {
  const names = await Promise.all(LANGUAGES.map(async (language) => (await data(`${D}/baseInfo`, { productCode }, language)).fundName as string));
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, names[i]])) as Record<Language, string>;
}

describe('NAV history export', () => {
  const range = { productCode: '2800', startDate: '2025-11-20', endDate: '2026-11-20' };

  it('has every row navHistory has for the range, in its order (newest first), with the same figures', async () => {
    const history = await data(`${D}/navHistory`, { ...range, pageSize: 5000 });
    const file = await download(NAV_EXPORT, range);
    expect(history.total).toBeGreaterThan(250);
    expect(file.rows.length).toBe(history.total);
    const expected = history.list.map(
      (row: { date: string; nav: number; changePct: number | null; closePrice: number | null; premiumDiscountPct: number | null }) =>
        [row.date, row.nav, row.changePct, row.closePrice, row.premiumDiscountPct].map(cell),
    );
    expect(file.rows[0]).toEqual(expected[0]);
    expect(file.rows[0]![0]).toBe(NAV_DATE);
    expect(file.rows).toEqual(expected);
    for (const row of file.rows) {
      expect(row[0]).toMatch(DATE);
      for (const value of row.slice(1)) expect(value).toMatch(PLAIN_NUMBER);
    }
  });

  it('names its columns in the visitor’s language, with the closing price only for listed funds', async () => {
    const headers = await Promise.all(LANGUAGES.map(async (language) => (await download(NAV_EXPORT, range, language)).header));
    expect(headers).toEqual([
      ['日期', '每單位資產淨值（HKD）', '變動（%）', '收市價（HKD）', '溢價／折讓（%）'],
      ['日期', '每单位资产净值（HKD）', '变动（%）', '收市价（HKD）', '溢价／折让（%）'],
      ['Date', 'NAV per unit (HKD)', 'Change (%)', 'Closing price (HKD)', 'Premium / discount (%)'],
    ]);
    const unlisted = await download(NAV_EXPORT, { productCode: 'PUB0107', startDate: '2026-01-01' });
    expect(unlisted.header).toEqual(['Date', 'NAV per unit (USD)', 'Change (%)']);
    expect(unlisted.rows.every((row) => row.length === 3)).toBe(true);
  });

  it('names the file after the fund, the table and the range, in each language', async () => {
    const names = await fundNames('2800');
    expect(names['en-US']).toBe('Harbour Hang Seng Index ETF');
    const title = { 'zh-TW': '過往資產淨值', 'zh-CN': '过往资产净值', 'en-US': 'NAV history' };
    for (const language of LANGUAGES) {
      const file = await download(NAV_EXPORT, range, language);
      expect(file.fileName).toBe(`2800 ${names[language]} ${title[language]} 2025-11-20–2026-11-20.csv`);
      expect(file.asciiName).toBe('2800 Harbour Hang Seng Index ETF NAV history 2025-11-20-2026-11-20.csv');
    }
    expect((await download(NAV_EXPORT, range)).fileName).toBe('2800 Harbour Hang Seng Index ETF NAV history 2025-11-20–2026-11-20.csv');
  });

  it('takes navHistory’s defaults: from listing to the latest NAV, named with the dates used', async () => {
    const history = await data(`${D}/navHistory`, { productCode: 'PUB0107', pageSize: 5000 });
    const file = await download(NAV_EXPORT, { productCode: 'PUB0107' });
    expect(history.endDate).toBe(NAV_DATE);
    expect(file.fileName).toBe(`PUB0107 Peakstone Global Technology Fund NAV history ${history.startDate}–${history.endDate}.csv`);
    expect(file.rows.length).toBe(history.total);
    expect(file.rows.at(-1)).toEqual([history.startDate, cell(history.list.at(-1).nav), '']); // no change on the first day
  });

  it('rejects a range as navHistory does, with the same messages, in each language', async () => {
    for (const language of LANGUAGES) {
      for (const body of [
        { productCode: '2800', startDate: '2025-02-01', endDate: '2025-01-01' },
        { productCode: '2800', startDate: '2025-02-30' },
        { productCode: '2800', endDate: 'yesterday' },
      ]) {
        const history = await api.envelope(`${D}/navHistory`, body, { 'Accept-Language': language });
        const exported = await api.envelope(NAV_EXPORT, body, { 'Accept-Language': language });
        expect(exported).toEqual({ code: 40003, message: history.message, data: null });
      }
    }
    const reversed = await api.envelope(NAV_EXPORT, { productCode: '2800', startDate: '2025-02-01', endDate: '2025-01-01' }, { 'Accept-Language': 'en' });
    expect(reversed.message).toBe('The start date 2025-02-01 is after the end date 2025-01-01');
  });
});

describe('distribution export', () => {
  it('has every distribution record, newest first, with the header in each language', async () => {
    const record = await data(`${D}/dividendRecord`, { productCode: '2879' });
    const files = await Promise.all(LANGUAGES.map((language) => download(DIVIDEND_EXPORT, { productCode: '2879' }, language)));
    expect(files.map((file) => file.header)).toEqual([
      [
        '除息日',
        '記錄日',
        '派息日',
        '公告日',
        '貨幣',
        '派息頻率',
        '每單位派息',
        '除息日每單位資產淨值',
        '年度化派息率（%）',
        '來自可分派收入淨額（%）',
        '來自資本（%）',
      ],
      [
        '除息日',
        '记录日',
        '派息日',
        '公告日',
        '货币',
        '派息频率',
        '每单位派息',
        '除息日每单位资产净值',
        '年度化派息率（%）',
        '来自可分派收入净额（%）',
        '来自资本（%）',
      ],
      [
        'Ex-dividend date',
        'Record date',
        'Payment date',
        'Announcement date',
        'Currency',
        'Frequency',
        'Amount per unit',
        'NAV per unit on the ex-dividend date',
        'Annualised yield (%)',
        'From net distributable income (%)',
        'From capital (%)',
      ],
    ]);
    const english = files[2]!;
    expect(record.total).toBeGreaterThan(12);
    expect(english.rows.length).toBe(record.total);
    const frequency = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', SEMI_ANNUAL: 'Semi-annual', ANNUAL: 'Annual' } as Record<string, string>;
    expect(english.rows).toEqual(
      record.list.map((r: Record<string, string | number>) =>
        [
          r.exDate,
          r.recordDate,
          r.payableDate,
          r.announcementDate,
          r.currency,
          frequency[r.frequency as string],
          r.amountPerUnit,
          r.exDateNav,
          r.annualisedYieldPct,
          r.fromIncomePct,
          r.fromCapitalPct,
        ].map((v) => cell(v as string | number)),
      ),
    );
    expect(english.rows.some((row) => Number(row[10]) > 0)).toBe(true); // 2879 pays partly out of capital at times
    expect(files[0]!.rows[0]![5]).toBe('每月');
    for (const row of english.rows) {
      for (const value of row.slice(0, 4)) expect(value).toMatch(DATE);
      for (const value of row.slice(6)) expect(value).toMatch(PLAIN_NUMBER);
    }
  });

  it('names the file after the fund in each language; a fund that does not pay gets the header alone', async () => {
    const names = await fundNames('2879');
    const title = { 'zh-TW': '派息紀錄', 'zh-CN': '派息纪录', 'en-US': 'Distributions' };
    for (const language of LANGUAGES) {
      const file = await download(DIVIDEND_EXPORT, { productCode: '2879' }, language);
      expect(file.fileName).toBe(`2879 ${names[language]} ${title[language]}.csv`);
      expect(file.asciiName).toBe('2879 Silver River China Government Bond ETF Distributions.csv');
    }
    expect((await data(`${D}/dividendRecord`, { productCode: '2884' })).total).toBe(0);
    const none = await download(DIVIDEND_EXPORT, { productCode: '2884' });
    expect(none.header).toHaveLength(11);
    expect(none.rows).toEqual([]);
  });
});

describe('holdings export', () => {
  it('has every holding in portfolioHolding’s order, the code split into ticker and ISIN', async () => {
    const holding = await data(`${D}/portfolioHolding`, { productCode: '2871' });
    const file = await download(HOLDING_EXPORT, { productCode: '2871' });
    expect(file.header).toEqual([
      'Name',
      'Ticker',
      'ISIN',
      'Sector',
      'Country',
      'Asset class',
      'Weighting (%)',
      'Market price (HKD)',
      'Shares or nominal held',
      'Market value (HKD)',
    ]);
    expect(file.rows.length).toBe(holding.total);
    holding.list.forEach((h: Record<string, string | number | null>, i: number) => {
      const isin = typeof h.ticker === 'string' && /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(h.ticker);
      expect(file.rows[i]).toEqual(
        [
          h.name,
          isin ? null : h.ticker,
          isin ? h.ticker : null,
          h.sectorName,
          h.countryName,
          h.assetClassName,
          h.weightPct,
          h.priceHkd,
          h.shares,
          h.marketValueHkd,
        ].map(cell),
      );
    });
    expect(file.rows.some((row) => row[2] !== '')).toBe(true); // a bond fund's holdings have ISINs
    const equities = await download(HOLDING_EXPORT, { productCode: '2800' });
    expect(equities.rows[0]![1]).toMatch(/ HK$/);
    expect(equities.rows.at(-1)![2]).toBe(''); // the cash line has no code
    for (const row of [...file.rows, ...equities.rows]) for (const value of row.slice(6)) expect(value).toMatch(PLAIN_NUMBER);
    expect(file.rows.reduce((sum, row) => sum + Number(row[6]), 0)).toBeCloseTo(100, 6);
  });

  it('names the columns and the file in each language, with the date the holdings are for', async () => {
    const names = await fundNames('2800');
    const { asOf } = await data(`${D}/portfolioHolding`, { productCode: '2800' });
    expect(asOf).toBe(NAV_DATE);
    const title = { 'zh-TW': '持倉', 'zh-CN': '持仓', 'en-US': 'Holdings' };
    const headers: string[][] = [];
    for (const language of LANGUAGES) {
      const file = await download(HOLDING_EXPORT, { productCode: '2800' }, language);
      expect(file.fileName).toBe(`2800 ${names[language]} ${title[language]} ${asOf}.csv`);
      expect(file.asciiName).toBe(`2800 Harbour Hang Seng Index ETF Holdings ${asOf}.csv`);
      headers.push(file.header);
      const holding = await data(`${D}/portfolioHolding`, { productCode: '2800' }, language);
      expect(file.rows.map((row) => row[0])).toEqual(holding.list.map((h: { name: string }) => h.name));
      expect(file.rows.map((row) => row[3])).toEqual(holding.list.map((h: { sectorName: string }) => h.sectorName));
    }
    expect(headers[0]).toEqual(['名稱', '交易所代號', 'ISIN', '行業', '國家／地區', '資產類別', '比重（%）', '市價（港元）', '持有股數／面值', '市值（港元）']);
    expect(headers[1]).toEqual(['名称', '交易所代号', 'ISIN', '行业', '国家／地区', '资产类别', '比重（%）', '市价（港元）', '持有股数／面值', '市值（港元）']);
  });
});

describe('exports and bad requests', () => {
  it('answers an unknown or missing fund as the other calls do', async () => {
    for (const call of [NAV_EXPORT, DIVIDEND_EXPORT, HOLDING_EXPORT]) {
      const response = await api.post(call, { productCode: 'NOPE' }, { 'Accept-Language': 'en' });
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: 40401, message: 'No fund has the product code "NOPE"', data: null });
      expect((await api.envelope(call, { productCode: 'NOPE' }, { 'Accept-Language': 'zh-HK' })).message).toBe('找不到產品代號為「NOPE」的基金');
      expect(await api.envelope(call, {})).toMatchObject({ code: 40002, message: expect.stringContaining('productCode') });
    }
  });
});
