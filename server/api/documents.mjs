// POST /v1/fundProduct/document/list — a fund's documents, newest first, by type, file language and page.
// POST /v1/fundProduct/document/download — one of their files (a PDF), as an attachment.
import { DOCUMENT_TYPES, TYPE_NAMES, documentFile, fileSize, fundDocuments } from '../data/documents.mjs';
import { CODES, FileReply, RequestError } from './envelope.mjs';
import { fundOf } from './product.mjs';
import { choiceField, intField, stringField } from './request-fields.mjs';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */

/**
 * A document as the list shows it, in the request's language, with each file's real size.
 * @param {import('../data/funds.mjs').Fund} fund
 * @param {import('../data/documents.mjs').Entry} entry
 * @param {import('./envelope.mjs').Language} language
 * @param {Date} now
 */
function listItem(fund, entry, language, now) {
  return {
    documentId: entry.documentId,
    type: entry.type,
    typeName: TYPE_NAMES[entry.type][language],
    name: entry.name[language],
    date: entry.date,
    languages: entry.languages,
    attachments: entry.files.map(({ fileId, fileName, language: fileLanguage }) => ({
      fileId,
      fileName,
      language: fileLanguage,
      sizeBytes: fileSize(fund, fileId, now),
    })),
  };
}

/** The languages documents are published in, the values of the list's `language` filter. */
const FILE_LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'];

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function documentList(body, { language, now }) {
  const fund = fundOf(body, language);
  const type = choiceField(body, 'type', DOCUMENT_TYPES, language);
  const fileLanguage = choiceField(body, 'language', FILE_LANGUAGES, language);
  const pageNum = intField(body, 'pageNum', { min: 1, max: 100000, fallback: 1 });
  const pageSize = intField(body, 'pageSize', { min: 1, max: 100, fallback: 20 });
  const matching = fundDocuments(fund, now).list.filter(
    (entry) => (!type || entry.type === type) && (!fileLanguage || entry.files.some((file) => file.language === fileLanguage)),
  );
  const start = (pageNum - 1) * pageSize;
  return { total: matching.length, list: matching.slice(start, start + pageSize).map((entry) => listItem(fund, entry, language, now)) };
}

const UNKNOWN_FILE = {
  'zh-TW': '找不到此文件，文件或已更新，請重新整理文件列表',
  'zh-CN': '找不到此文件，文件或已更新，请刷新文件列表',
  'en-US': 'No such document file; it may have been replaced, so refresh the document list',
};

/**
 * The file's bytes; a fileId is looked up among the listed files, never used as a path.
 * @param {Body} body
 * @param {CallContext} context
 */
export function documentDownload(body, { language, now }) {
  const fileId = stringField(body, 'fileId', { maxLength: 100 });
  if (fileId === undefined || fileId === '') throw new RequestError(CODES.BAD_FIELD, 'Field "fileId" is required');
  const file = documentFile(fileId, now);
  if (!file) throw new RequestError(CODES.UNKNOWN_FILE, UNKNOWN_FILE[language], 404);
  return new FileReply({ bytes: file.bytes, contentType: 'application/pdf', fileName: file.fileName });
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  '/v1/fundProduct/document/list': { handler: documentList, field: 'data' },
  '/v1/fundProduct/document/download': { handler: documentDownload, field: 'file' },
};
