// The `documents` section kind: a list of documents, each with a download button per file.
import type { DocumentsSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { FUND, fillIn, fixed } from '../template-words';

export default defineKind<DocumentsSection>({
  name: 'documents',
  code: () => import('./documents-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        sourced: true,
        description: 'A list of documents, each with a download button per file (language).',
        required: ['download', 'fields'],
        properties: {
          download: {
            title: 'DocumentDownload',
            description: "How a document's files download.",
            type: 'object',
            additionalProperties: false,
            required: ['call', 'attachmentsField', 'idField'],
            properties: {
              call: { description: 'The download call.', type: 'string', pattern: '^/[A-Za-z0-9/_-]+$', examples: ['/v1/fundProduct/document/download'] },
              attachmentsField: {
                type: 'string',
                pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
                description: 'The row field with the list of files.',
                examples: ['attachments'],
              },
              idField: {
                type: 'string',
                pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
                description: "The file's id field, sent as the body field of the same name.",
                examples: ['fileId'],
              },
              languageField: {
                type: 'string',
                pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$',
                description: "The file's language field: it labels the button.",
                examples: ['language'],
              },
            },
          },
          fields: {
            description: 'The columns shown for each document, besides its download buttons.',
            type: 'array',
            items: { $ref: '#/definitions/field' },
            minItems: 1,
          },
          paging: {
            title: 'Paging',
            description: 'How rows are paged.',
            type: 'object',
            additionalProperties: false,
            required: ['mode', 'pageSize'],
            properties: {
              mode: {
                description: '`server`: the call receives pageNum and pageSize; `client`: all rows are fetched and paged here.',
                enum: ['server', 'client'],
              },
              pageSize: { description: 'Rows per page.', type: 'integer', minimum: 1, maximum: 200 },
            },
          },
        },
      },
    },
    css: 'documents.css',
    budget: 3_200,
    studio: {
      label: { 'zh-TW': '文件', 'zh-CN': '文件', 'en-US': 'Documents' },
      template: (id) => ({
        id: `@@1:${id}@@`,
        kind: 'documents',
        title: fillIn(2, ['基金文件', '基金文件', 'Documents']),
        source: { call: '/v1/fundProduct/document/list', body: FUND, dataPath: 'list', totalPath: 'total' },
        paging: { mode: 'server', pageSize: 10 },
        download: { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' },
        fields: [
          { key: 'name', label: fixed(['文件', '文件', 'Document']), card: 'title' },
          { key: 'date', label: fixed(['日期', '日期', 'Date']), format: { type: 'date' } },
        ],
      }),
    },
    contract: {
      section: {
        id: 'd',
        kind: 'documents',
        source: { call: '/v1/fundProduct/detail/baseInfo', body: FUND },
        download: { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' },
        fields: [{ key: 'name', label: fixed(['文件', '文件', 'Document']) }],
      },
      valid: [{ name: 'Product Key Facts', attachments: [{ fileId: 'a', fileName: 'a.pdf', language: 'en-US', sizeBytes: 1000 }] }],
      shows: 'Product Key Facts',
      empty: [],
    },
  },
});
