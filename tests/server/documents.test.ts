// Fund documents over real HTTP: the list honours its schema, every listed file downloads as the PDF
// it claims to be, and file ids that are not listed (or are paths) get a clean error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAjv } from '../../scripts/lib/ajv.mjs';
import { startApi, type ApiServer } from './api-server';

interface Attachment {
  fileId: string;
  fileName: string;
  language: string;
  sizeBytes: number;
}
interface DocumentItem {
  documentId: string;
  type: string;
  typeName: string;
  name: string;
  date: string;
  languages: string[];
  attachments: Attachment[];
}
interface Page {
  total: number;
  list: DocumentItem[];
}

const LIST = '/v1/fundProduct/document/list';
const DOWNLOAD = '/v1/fundProduct/document/download';
const ajv = createAjv();
const validList = ajv.compile(JSON.parse(readFileSync('schemas/api/document-list.schema.json', 'utf8')).definitions.response);

let api: ApiServer;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A page of a fund's documents; fails the test unless the call succeeds within its schema. */
async function documents(body: object, language = 'en-US'): Promise<Page> {
  const answer = await api.envelope<Page>(LIST, body, { 'Accept-Language': language });
  expect(answer.code, answer.message).toBe(0);
  expect(validList(answer.data), ajv.errorsText(validList.errors)).toBe(true);
  return answer.data;
}

/** Every document of a fund, all pages. */
async function allDocuments(productCode: string, language = 'en-US'): Promise<DocumentItem[]> {
  const first = await documents({ productCode, pageSize: 100 }, language);
  const pages = Math.ceil(first.total / 100);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => documents({ productCode, pageSize: 100, pageNum: i + 2 }, language)));
  return [first, ...rest].flatMap((page) => page.list);
}

describe('document list', () => {
  it('lists the documents a Hong Kong fund publishes, newest first, within the schema in every language', async () => {
    for (const language of ['zh-TW', 'zh-CN', 'en-US']) {
      const list = await allDocuments('2800', language);
      const dates = list.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const types = new Set(list.map((item) => item.type));
      for (const type of ['PROSPECTUS', 'KFS', 'ANNUAL_REPORT', 'INTERIM_REPORT', 'FACTSHEET', 'NOTICE']) expect(types).toContain(type);
    }
    const kfs = (await documents({ productCode: '2800', type: 'KFS' }, 'zh-TW')).list[0]!;
    expect(kfs).toMatchObject({ typeName: '產品資料概要', name: '產品資料概要' });
    expect((await documents({ productCode: '2800', type: 'KFS' }, 'zh-CN')).list[0]!.typeName).toBe('产品资料概要');
  });

  it('has twelve monthly factsheets for a fund listed years ago', async () => {
    const { total, list } = await documents({ productCode: '2800', type: 'FACTSHEET', pageSize: 50 });
    expect(total).toBe(12);
    expect(new Set(list.map((item) => item.name)).size).toBe(12);
  });

  it('announces every distribution in the dividend record', async () => {
    const dividends = await api.envelope<{ total: number; list: { announcementDate: string }[] }>('/v1/fundProduct/detail/dividendRecord', {
      productCode: '2879',
    });
    const { total, list } = await documents({ productCode: '2879', type: 'ANNOUNCEMENT', pageSize: 100 });
    expect(dividends.data.total).toBeGreaterThan(12);
    expect(total).toBe(dividends.data.total);
    expect(list.map((item) => item.date)).toEqual(dividends.data.list.slice(0, 100).map((record) => record.announcementDate));
    expect(list[0]!.name).toMatch(/^Announcement of distribution \(ex-dividend date \d{1,2} \w+ \d{4}\)$/);
  });

  it('gives a private fund a placement memorandum and no key facts statement', async () => {
    const list = await allDocuments('PRI0109');
    expect(list.find((item) => item.type === 'PROSPECTUS')!.name).toBe('Private Placement Memorandum');
    expect(list.some((item) => item.type === 'KFS')).toBe(false);
  });

  it('has one file per language, some documents in three languages and some in two', async () => {
    const list = await allDocuments('2879');
    for (const item of list) expect(item.attachments.map((file) => file.language)).toEqual(item.languages);
    expect(list.find((item) => item.type === 'KFS')!.languages).toEqual(['zh-TW', 'zh-CN', 'en-US']);
    expect(list.find((item) => item.type === 'ANNUAL_REPORT')!.languages).toEqual(['zh-TW', 'en-US']);
    expect(list.find((item) => item.type === 'KFS')!.attachments.map((file) => file.fileName)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^2879_KFS_\d{4}-\d{2}_sc\.pdf$/)]),
    );
  });

  it('pages and filters', async () => {
    const all = await allDocuments('2879');
    const page = await documents({ productCode: '2879', pageNum: 3, pageSize: 7 });
    expect(page.total).toBe(all.length);
    expect(page.list.map((item) => item.documentId)).toEqual(all.slice(14, 21).map((item) => item.documentId));
    const notices = await documents({ productCode: '2879', type: 'NOTICE' });
    expect(notices.list.every((item) => item.type === 'NOTICE')).toBe(true);
  });

  it('keeps only the documents with a file in the language asked for', async () => {
    const all = await allDocuments('2879');
    for (const language of ['zh-TW', 'zh-CN', 'en-US']) {
      const first = await documents({ productCode: '2879', language, pageSize: 100 });
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(first.total / 100) - 1 }, (_, i) => documents({ productCode: '2879', language, pageSize: 100, pageNum: i + 2 })),
      );
      const list = [first, ...rest].flatMap((page) => page.list);
      expect(list.length).toBe(first.total);
      for (const item of list) {
        expect(item.languages, item.documentId).toContain(language);
        expect(
          item.attachments.map((file) => file.language),
          item.documentId,
        ).toContain(language);
      }
      expect(list.map((item) => item.documentId)).toEqual(all.filter((item) => item.languages.includes(language)).map((item) => item.documentId));
    }
    // Reports are published in Traditional Chinese and English only; the filters combine.
    expect((await documents({ productCode: '2879', type: 'ANNUAL_REPORT', language: 'zh-CN' })).total).toBe(0);
    const english = await documents({ productCode: '2879', type: 'ANNUAL_REPORT', language: 'en-US' });
    expect(english.total).toBeGreaterThan(0);
    expect(english.total).toBe(all.filter((item) => item.type === 'ANNUAL_REPORT').length);
  });

  it('names the language filter and its values when it gets another value, in the visitor’s language', async () => {
    const messages = {
      'zh-TW': (got: string) => `欄位「language」須為以下其中之一：zh-TW、zh-CN、en-US；收到 ${got}`,
      'zh-CN': (got: string) => `字段“language”须为以下其中之一：zh-TW、zh-CN、en-US；收到 ${got}`,
      'en-US': (got: string) => `Field "language" must be one of zh-TW, zh-CN, en-US; got ${got}`,
    };
    for (const [language, message] of Object.entries(messages)) {
      for (const value of ['fr', 'zh-tw', 'zh-HK', 'en', '', 42, ['en-US']]) {
        const answer = await api.envelope(LIST, { productCode: '2800', language: value }, { 'Accept-Language': language });
        expect(answer, JSON.stringify(value)).toEqual({ code: 40002, message: message(JSON.stringify(value)), data: null });
      }
    }
  });

  it('has the document types in the documentType dictionary, named as the list names them', async () => {
    const schema = JSON.parse(readFileSync('schemas/api/document-list.schema.json', 'utf8'));
    const list = await allDocuments('2800');
    for (const language of ['zh-TW', 'zh-CN', 'en-US']) {
      const answer = await api.envelope<never>('/common/dictType', { dictTypes: ['documentType'] }, { 'Accept-Language': language });
      const dictionary = (answer.result as Record<string, { value: string; label: string }[]>).documentType!;
      expect(dictionary.map((entry) => entry.value)).toEqual(schema.definitions.request.properties.type.enum);
      const named = language === 'en-US' ? list : await allDocuments('2800', language);
      for (const item of named) expect(dictionary.find((entry) => entry.value === item.type)?.label).toBe(item.typeName);
      expect(new Set(dictionary.map((entry) => entry.label)).size).toBe(dictionary.length);
    }
    const english = (await api.envelope<never>('/common/dictType', {}, { 'Accept-Language': 'en' })).result as Record<
      string,
      { value: string; label: string }[]
    >;
    expect(english.documentType!.find((entry) => entry.value === 'KFS')!.label).toBe('Product Key Facts Statement');
  });

  it('rejects an unknown fund with 40401 and a bad field with 40002', async () => {
    expect(await api.envelope(LIST, { productCode: 'NOPE' }, { 'Accept-Language': 'en' })).toMatchObject({ code: 40401, data: null });
    expect(await api.envelope(LIST, { productCode: '2800', type: 'MEMO' })).toMatchObject({ code: 40002 });
    expect(await api.envelope(LIST, { productCode: '2800', pageSize: 0 })).toMatchObject({ code: 40002 });
    expect(await api.envelope(LIST, {})).toMatchObject({ code: 40002 });
  });
});

describe('document download', () => {
  it('answers each listed file with its PDF: type, file name, the listed size, %PDF', async () => {
    const samples = [...(await allDocuments('2879')), ...(await allDocuments('2800'))].filter(
      (item, i, list) => list.findIndex((other) => other.type === item.type) === i,
    );
    expect(samples.length).toBe(7);
    for (const item of samples) {
      for (const file of item.attachments) {
        const response = await api.post(DOWNLOAD, { fileId: file.fileId });
        expect(response.status, file.fileId).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('application/pdf');
        expect(response.headers.get('Content-Disposition')).toContain(`attachment; filename="${file.fileName}"`);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.length, file.fileId).toBe(file.sizeBytes);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = bytes.toString('latin1');
        expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
        if (file.language === 'zh-TW') expect(text).toContain('/BaseFont /MSung-Light');
        if (file.language === 'zh-CN') expect(text).toContain('/BaseFont /STSong-Light');
        if (file.language === 'en-US') expect(text).toContain('(Demo data \\227 not a real fund document) Tj');
      }
    }
  });

  it("downloads the file of the contract's example request", async () => {
    const { examples } = JSON.parse(readFileSync('schemas/api/document-download.schema.json', 'utf8')).definitions.request;
    for (const body of examples) {
      const response = await api.post(DOWNLOAD, body);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(response.headers.get('Content-Disposition')).toContain(`filename="${body.fileId}.pdf"`);
    }
  });

  it('answers an unknown file id with 40410 (HTTP 404) in the visitor’s language, and a path with the same', async () => {
    for (const fileId of ['2800_KFS_1999-01_en', '../../etc/passwd', '/etc/passwd', '2800_KFS_2026-04_en/../../../package.json', 'NOPE_KFS_2026-04_en']) {
      const response = await api.post(DOWNLOAD, { fileId }, { 'Accept-Language': 'en' });
      expect(response.status, fileId).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ code: 40410, message: expect.stringContaining('No such document file'), data: null });
    }
    expect((await api.envelope(DOWNLOAD, { fileId: 'x' }, { 'Accept-Language': 'zh-HK' })).message).toContain('找不到此文件');
  });

  it('names a missing or mistyped file id with 40002', async () => {
    for (const body of [{}, { fileId: '' }, { fileId: 42 }, { fileId: ['2800_KFS_2026-04_en'] }, { fileId: 'x'.repeat(101) }]) {
      expect(await api.envelope(DOWNLOAD, body), JSON.stringify(body)).toMatchObject({ code: 40002, message: expect.stringContaining('fileId') });
    }
  });

  it('names, in each fund’s latest English KFS or prospectus, the trustee the fund page names', async () => {
    for (const productCode of ['2800', '2829', 'PUB0107', 'PRI0109']) {
      const { trustee } = (await api.envelope('/v1/fundProduct/detail/baseInfo', { productCode }, { 'Accept-Language': 'en' })).data;
      const page = await documents({ productCode, type: productCode.startsWith('PRI') ? 'PROSPECTUS' : 'KFS' });
      const english = page.list[0]!.attachments.find((a) => a.language === 'en-US')!;
      const text = Buffer.from(await (await api.post(DOWNLOAD, { fileId: english.fileId })).arrayBuffer()).toString('latin1');
      expect(text, `${productCode}: ${english.fileName}`).toContain(`(${trustee}) Tj`);
    }
  });
});
