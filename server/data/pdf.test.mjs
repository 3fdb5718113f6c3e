import { describe, expect, it } from 'vitest';
import { wrap, writePdf } from './pdf.mjs';

const NOTICE = { 'zh-TW': '示範資料：並非真實的基金文件', 'zh-CN': '示范数据：并非真实的基金文件', 'en-US': 'Demo data — not a real fund document' };

/**
 * A small document in a language; `paragraphs` makes it as long as needed.
 * @param {import('./pdf.mjs').Language} language
 * @param {{ title?: string, paragraphs?: number }} [options]
 */
function sample(language, { title = 'Product Key Facts Statement (2026)', paragraphs = 2 } = {}) {
  const text = {
    'zh-TW': '本基金旨在提供緊貼恒生指數表現的投資回報（未扣除費用及開支前）。投資涉及風險，HKD 23.4567 僅供參考。',
    'zh-CN': '本基金旨在提供紧贴恒生指数表现的投资回报（未扣除费用及开支前）。投资涉及风险，HKD 23.4567 仅供参考。',
    'en-US':
      'The Fund aims to provide investment results that closely correspond to the performance of the index (before fees and expenses). Investment involves risks.',
  }[language];
  return writePdf({
    language,
    title,
    subtitle: 'Harbour Hang Seng Index ETF',
    header: 'Harbour Asset Management Limited',
    meta: ['Date: 30 April 2026'],
    notice: NOTICE[language],
    date: '2026-04-30',
    author: 'Harbour Asset Management Limited',
    blocks: [
      { heading: 'Objective' },
      ...Array.from({ length: paragraphs }, () => ({ paragraph: text.repeat(4) })),
      {
        rows: [
          ['Manager', 'Harbour Asset Management Limited'],
          ['Ongoing charges', '0.09%'],
        ],
      },
      { bullets: [text, 'Short'] },
    ],
  });
}

/** The file as text, one character per byte. */
const latin1 = (/** @type {Buffer} */ bytes) => bytes.toString('latin1');

/**
 * The byte offsets listed in the cross-reference table, by object number, and where the table starts.
 * @param {string} text a whole PDF file (which has the table)
 */
function crossReferences(text) {
  const start = Number(/** @type {RegExpExecArray} */ (/startxref\n(\d+)\n%%EOF\n?$/.exec(text))[1]);
  const [, first, count] = /** @type {RegExpExecArray} */ (/^xref\n(\d+) (\d+)\n/.exec(text.slice(start)));
  const entries = text
    .slice(start)
    .split('\n')
    .slice(2, 2 + Number(count));
  return { start, first: Number(first), entries };
}

/** A string as the UTF-16BE hex a CJK font's content stream uses. */
const utf16Hex = (/** @type {string} */ text) =>
  [...text]
    .map((char) => /** @type {number} */ (char.codePointAt(0)).toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase();

describe('writePdf', () => {
  for (const language of /** @type {const} */ (['en-US', 'zh-TW', 'zh-CN'])) {
    it(`writes a well-formed PDF 1.4 file in ${language}: header, objects at their xref offsets, trailer, %%EOF`, () => {
      const text = latin1(sample(language));
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.endsWith('%%EOF\n')).toBe(true);
      const { start, first, entries } = crossReferences(text);
      expect(text.slice(start, start + 4)).toBe('xref');
      expect(first).toBe(0);
      expect(entries[0]).toBe('0000000000 65535 f ');
      entries.slice(1).forEach((entry, i) => {
        expect(entry).toMatch(/^\d{10} 00000 n $/);
        const offset = Number(entry.slice(0, 10));
        expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
      });
      expect(text).toContain(`/Size ${entries.length} /Root 1 0 R`);
    });

    it(`gives every content stream its exact /Length in ${language}`, () => {
      const text = latin1(sample(language));
      const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
      expect(streams.length).toBeGreaterThan(0);
      for (const match of streams) {
        const from = match.index + match[0].length;
        expect(text.slice(from + Number(match[1]), from + Number(match[1]) + 'endstream'.length)).toBe('endstream');
      }
    });
  }

  it('sets English in Helvetica and Helvetica-Bold with WinAnsi encoding, escaping parentheses', () => {
    const text = latin1(sample('en-US'));
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('(Product Key Facts Statement \\(2026\\)) Tj');
    expect(text).toContain('(Demo data \\227 not a real fund document) Tj'); // the em dash is WinAnsi 0x97
  });

  it('sets Traditional Chinese in MSung-Light (CNS1, UniCNS-UCS2-H) with the title as UTF-16BE hex', () => {
    const title = '產品資料概要';
    const text = latin1(sample('zh-TW', { title }));
    expect(text).toContain('/Subtype /Type0 /BaseFont /MSung-Light /Encoding /UniCNS-UCS2-H');
    expect(text).toContain('/Subtype /CIDFontType0 /BaseFont /MSung-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (CNS1) /Supplement 0 >>');
    expect(text).toMatch(/\/Type \/FontDescriptor \/FontName \/MSung-Light/);
    expect(text).toContain(`<${utf16Hex(title)}> Tj`);
    expect(text).toContain(`/Title <FEFF${utf16Hex(title)}>`);
    expect(text).toContain(`<${utf16Hex(NOTICE['zh-TW'])}> Tj`);
    expect(text).not.toContain('Helvetica');
  });

  it('sets Simplified Chinese in STSong-Light (GB1, UniGB-UCS2-H) with the title as UTF-16BE hex', () => {
    const title = '产品资料概要';
    const text = latin1(sample('zh-CN', { title }));
    expect(text).toContain('/Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/Ordering (GB1)');
    expect(text).toContain(`<${utf16Hex(title)}> Tj`);
    expect(text).not.toContain('MSung-Light');
  });

  it('runs long content onto more A4 pages, each with the demo notice and its page number', () => {
    const text = latin1(sample('en-US', { paragraphs: 12 }));
    const count = Number(/** @type {RegExpExecArray} */ (/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text))[1]);
    expect(count).toBeGreaterThan(1);
    expect(text.match(/\/MediaBox \[0 0 595.28 841.89\]/g)).toHaveLength(count);
    expect(text).toContain(`(Page ${count} of ${count}) Tj`);
    expect(/** @type {RegExpMatchArray} */ (text.match(/\(Demo data \\227 not a real fund document\) Tj/g)).length).toBe(count + 1); // under the title and in every footer
  });

  it('writes the same bytes for the same document, dated by the document and not the clock', () => {
    expect(sample('zh-TW').equals(sample('zh-TW'))).toBe(true);
    expect(latin1(sample('en-US'))).toContain("/CreationDate (D:20260430090000+08'00')");
  });
});

describe('wrap', () => {
  const measure = (/** @type {string} */ text) => [...text].length * 10; // 10 points a character

  it('breaks English between words and never exceeds the width', () => {
    const lines = wrap('The quick brown fox jumps over the lazy dog again and again', 100, measure);
    expect(lines.join(' ')).toBe('The quick brown fox jumps over the lazy dog again and again');
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
  });

  it('breaks Chinese between characters but keeps closing punctuation off the start of a line', () => {
    const lines = wrap('本基金旨在提供投資回報，投資涉及風險。閣下可能損失全部投資。', 60, measure);
    expect(lines.join('')).toBe('本基金旨在提供投資回報，投資涉及風險。閣下可能損失全部投資。');
    for (const line of lines) expect('，。、）」'.includes(line[0])).toBe(false);
  });

  it('keeps an amount after a no-break space on one line', () => {
    const lines = wrap('Paid HKD\u00a00.1234 today', 100, measure);
    expect(lines.some((line) => line.includes('HKD\u00a00.1234'))).toBe(true);
  });
});
