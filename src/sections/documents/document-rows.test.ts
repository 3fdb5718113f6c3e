import { describe, expect, it } from 'vitest';
import type { DocumentDownload, Field } from '../../manifest/screens.gen';
import { attachmentsOf, cardFieldsOf, pageCount, rowsOf, rowsOnPage, titleFieldOf } from './document-rows';

const download: DocumentDownload = { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' };
const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });

describe('document rows', () => {
  it('keeps only objects from the data', () => {
    expect(rowsOf({ value: [{ name: 'a' }, null, 3, ['x'], { name: 'b' }], total: 2 })).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(rowsOf({ value: { list: [] }, total: undefined })).toEqual([]);
  });

  it('reads each file with its id, language, name and size, and leaves out files without an id', () => {
    const row = {
      attachments: [
        { fileId: '2800_FS_tc', fileName: '2800_FS_tc.pdf', language: 'zh-TW', sizeBytes: 7726 },
        { fileName: 'no-id.pdf', language: 'en-US' },
        { fileId: '', language: 'en-US' },
        'junk',
        { fileId: 42, language: 'en-US', sizeBytes: 'big' },
      ],
    };
    expect(attachmentsOf(row, download)).toEqual([
      { id: '2800_FS_tc', language: 'zh-TW', fileName: '2800_FS_tc.pdf', sizeBytes: 7726 },
      { id: '42', language: 'en-US', fileName: undefined, sizeBytes: undefined },
    ]);
  });

  it('has no files when the field is missing or no list, and no language without a languageField', () => {
    expect(attachmentsOf({}, download)).toEqual([]);
    expect(attachmentsOf({ attachments: 'x' }, download)).toEqual([]);
    const withoutLanguage = { ...download, languageField: undefined };
    expect(attachmentsOf({ attachments: [{ fileId: 'f', language: 'en-US' }] }, withoutLanguage)[0]!.language).toBeUndefined();
  });

  it('slices a page when paging here, and shows all rows when the server paged', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(rowsOnPage(rows, true, 3, 10)).toEqual([20, 21, 22, 23, 24]);
    expect(rowsOnPage(rows, false, 3, 10)).toHaveLength(25);
    expect(pageCount(71, 10)).toBe(8);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('names a document by the card title field, else the first, and lists the other visible fields on cards', () => {
    const fields: [Field, ...Field[]] = [
      { key: 'typeName', label: label('Type') },
      { key: 'name', label: label('Document'), card: 'title' },
      { key: 'date', label: label('Date'), format: { type: 'date' } },
      { key: 'internal', label: label('Internal'), card: 'hidden' },
    ];
    expect(titleFieldOf(fields).key).toBe('name');
    expect(cardFieldsOf(fields).map((field) => field.key)).toEqual(['typeName', 'date']);
    expect(titleFieldOf([fields[0]]).key).toBe('typeName');
  });
});
