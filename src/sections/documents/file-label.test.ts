import { describe, expect, it } from 'vitest';
import { fileKind, fileLabel, formatFileSize } from './file-label';

const names: Record<string, string> = { 'zh-TW': '繁體', 'zh-CN': '简体', 'en-US': 'English' };
const languageName = (tag: string) => names[tag];

describe('file labels', () => {
  it('words sizes in bytes, whole kilobytes and megabytes with one decimal', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(6041)).toBe('6 KB');
    expect(formatFileSize(1100)).toBe('1 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatFileSize(1500)).toBe('1 KB');
  });

  it('takes the kind from the extension', () => {
    expect(fileKind('2800_FS_2026-10_en.pdf')).toBe('PDF');
    expect(fileKind('report')).toBeUndefined();
    expect(fileKind(undefined)).toBeUndefined();
  });

  it('labels a file by its language and kind, with its size apart', () => {
    expect(fileLabel({ id: 'a', language: 'en-US', fileName: 'a.pdf', sizeBytes: 6041 }, languageName, 'File')).toEqual({ main: 'English PDF', size: '6 KB' });
    expect(fileLabel({ id: 'a', language: 'zh-TW', fileName: undefined, sizeBytes: undefined }, languageName, 'File')).toEqual({
      main: '繁體',
      size: undefined,
    });
  });

  it('falls back to an unknown language code, the file name, then a generic word', () => {
    expect(fileLabel({ id: 'a', language: 'ja-JP', fileName: 'a.pdf', sizeBytes: undefined }, languageName, 'File').main).toBe('ja-JP PDF');
    expect(fileLabel({ id: 'a', language: undefined, fileName: 'a.pdf', sizeBytes: undefined }, languageName, 'File').main).toBe('a.pdf');
    expect(fileLabel({ id: 'a', language: undefined, fileName: undefined, sizeBytes: 10 }, languageName, 'File')).toEqual({ main: 'File', size: '10 B' });
  });
});
