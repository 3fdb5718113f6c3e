// A small, dependency-free writer of PDF 1.4 files: A4 pages of headed, wrapped text. English is set
// in the standard Helvetica fonts (WinAnsi encoding); Chinese in the Adobe CJK fonts that PDF readers
// supply without embedding (MSung-Light for Traditional, STSong-Light for Simplified), addressed in
// UCS-2. The bytes depend only on the input, so a document is the same file on every run.
import { createHash } from 'node:crypto';

/** @typedef {'zh-TW' | 'zh-CN' | 'en-US'} Language */
/** @typedef {{ heading?: string, paragraph?: string, bullets?: string[], rows?: string[][] }} Block A part of a document's body. */
/**
 * A document to write (see writePdf).
 * @typedef {{ language: Language, title: string, subtitle: string, header: string, meta?: string[], notice: string, date: string, author: string, blocks: Block[] }} PdfDocument
 */

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const BAND = 34; // the brand band across the top of each page
const CONTENT_TOP = PAGE.height - BAND - 44;
const CONTENT_BOTTOM = 72; // above the footer
const NAVY = '0.063 0.2 0.38';
const RED = '0.7 0.1 0.1';
const GREY = '0.35 0.38 0.42';

// Helvetica and Helvetica-Bold advance widths (1/1000 em) of the characters 32–126, from Adobe's AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];
// WinAnsi codes and widths (regular, bold) of the non-ASCII characters the documents use; others print as '?'.
/** @type {Record<string, [number, number, number]>} */
const WIN_ANSI = {
  '€': [0x80, 556, 556],
  '…': [0x85, 1000, 1000],
  '‘': [0x91, 222, 278],
  '’': [0x92, 222, 278],
  '“': [0x93, 333, 500],
  '”': [0x94, 333, 500],
  '•': [0x95, 350, 350],
  '–': [0x96, 556, 556],
  '—': [0x97, 1000, 1000],
  '\u00a0': [0xa0, 278, 278],
  '°': [0xb0, 400, 400],
  '±': [0xb1, 584, 584],
  '·': [0xb7, 278, 278],
  '×': [0xd7, 584, 584],
  '÷': [0xf7, 584, 584],
  é: [0xe9, 556, 556],
};

// The Adobe CJK fonts: descriptor values and the widths of their proportional Latin glyphs (CIDs 1–95,
// which the UCS-2 CMaps give to U+0020–U+007E); every other glyph is 1000 wide (DW).
/** @type {Partial<Record<Language, { name: string, encoding: string, ordering: string, supplement: number, descriptor: string, latin: number[] }>>} */
const CJK_FONTS = {
  'zh-TW': {
    name: 'MSung-Light',
    encoding: 'UniCNS-UCS2-H',
    ordering: 'CNS1',
    supplement: 0,
    descriptor: '/Flags 6 /FontBBox [-160 -249 1015 1071] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93',
    latin: [
      250, 250, 408, 668, 490, 875, 698, 250, 240, 240, 417, 667, 250, 313, 250, 520, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 250, 250, 667, 667, 667,
      396, 921, 677, 615, 719, 760, 625, 552, 771, 802, 354, 354, 781, 604, 927, 750, 823, 563, 823, 729, 542, 698, 771, 729, 948, 771, 677, 635, 344, 520, 344,
      469, 500, 250, 469, 521, 427, 521, 438, 271, 469, 531, 250, 250, 458, 240, 802, 531, 500, 521, 521, 365, 333, 292, 521, 458, 677, 479, 458, 427, 480, 496,
      480, 667,
    ],
  },
  'zh-CN': {
    name: 'STSong-Light',
    encoding: 'UniGB-UCS2-H',
    ordering: 'GB1',
    supplement: 2,
    descriptor: '/Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 737 /StemV 58',
    latin: [
      207, 270, 342, 467, 462, 797, 710, 239, 374, 374, 423, 605, 238, 375, 238, 334, 462, 462, 462, 462, 462, 462, 462, 462, 462, 462, 238, 238, 605, 605, 605,
      344, 748, 684, 560, 695, 739, 563, 511, 729, 793, 318, 312, 666, 526, 896, 758, 772, 544, 772, 628, 465, 607, 753, 711, 972, 647, 620, 607, 374, 333, 374,
      606, 500, 239, 417, 503, 427, 529, 415, 264, 444, 518, 241, 230, 495, 228, 793, 527, 524, 524, 504, 338, 336, 277, 517, 450, 652, 466, 452, 407, 370, 258,
      370, 605,
    ],
  },
};

/** @type {Record<Language, (page: number, pages: number) => string>} */
const PAGE_LABEL = {
  'zh-TW': (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
  'zh-CN': (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  'en-US': (page, pages) => `Page ${page} of ${pages}`,
};

/**
 * A number as PDF writes it: at most 2 decimals, no trailing zeros.
 * @type {(value: number) => string}
 */
const num = (value) => String(Math.round(value * 100) / 100);

/**
 * The text's width in points, in the language's font.
 * @param {string} text
 * @param {number} size
 * @param {boolean | undefined} bold
 * @param {Language} language
 */
function widthOf(text, size, bold, language) {
  const cjk = CJK_FONTS[language];
  let units = 0;
  for (const char of text) {
    const code = /** @type {number} */ (char.codePointAt(0)); // a character of a string has a code point
    if (cjk) units += code >= 32 && code <= 126 ? cjk.latin[code - 32] : code === 0xa0 ? cjk.latin[0] : 1000;
    else if (code >= 32 && code <= 126) units += (bold ? HELVETICA_BOLD : HELVETICA)[code - 32];
    else units += WIN_ANSI[char]?.[bold ? 2 : 1] ?? 556;
  }
  return (units * size) / 1000;
}

/**
 * The text as a PDF string operand: UTF-16BE hex for the CJK fonts, a WinAnsi literal for Helvetica.
 * @param {string} text
 * @param {Language} language
 */
function encode(text, language) {
  if (CJK_FONTS[language]) {
    // The UCS-2 CMaps cover the Basic Multilingual Plane; a no-break space is drawn as a space.
    const units = [...text].map((char) =>
      char === '\u00a0' ? 0x20 : /** @type {number} */ (char.codePointAt(0)) > 0xffff ? 0x3f : /** @type {number} */ (char.codePointAt(0)),
    );
    return `<${units
      .map((unit) => unit.toString(16).padStart(4, '0'))
      .join('')
      .toUpperCase()}>`;
  }
  let literal = '';
  for (const char of text) {
    const code = /** @type {number} */ (char.codePointAt(0));
    const byte = code >= 32 && code <= 126 ? code : (WIN_ANSI[char]?.[0] ?? (code >= 0xa0 && code <= 0xff ? code : 0x3f));
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) literal += `\\${char}`;
    else literal += byte > 126 ? `\\${byte.toString(8).padStart(3, '0')}` : String.fromCharCode(byte);
  }
  return `(${literal})`;
}

const CJK_CHAR = '\\u2e80-\\u9fff\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef';
// Spaces break lines; a no-break space (U+00A0) does not.
const UNITS = new RegExp(`[ \\t\\n]+|[${CJK_CHAR}]|[^ \\t\\n${CJK_CHAR}]+`, 'gu');
const NO_LINE_START = new Set('，。、；：？！）」』》〉】”’,.;:!?)%');
const NO_LINE_END = new Set('（「『《〈【“‘(');

/**
 * The places a line may break: single CJK characters, words and spaces; punctuation stays with its neighbour.
 * @param {string} text
 */
function breakUnits(text) {
  /** @type {string[]} */
  const units = [];
  for (const unit of text.match(UNITS) ?? []) {
    const previous = units.at(-1);
    const glue =
      previous &&
      !/^[ \t\n]/.test(unit) &&
      !/^[ \t\n]/.test(previous) &&
      (NO_LINE_START.has(unit[0]) || NO_LINE_END.has(/** @type {string} */ (previous.at(-1))));
    if (glue) units[units.length - 1] += unit;
    else units.push(unit);
  }
  return units;
}

/**
 * Splits text into lines no wider than `width` (a word wider than a line is cut by character).
 * @param {string} text
 * @param {number} width
 * @param {(text: string) => number} measure
 */
export function wrap(text, width, measure) {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const unit of breakUnits(text)) {
    if (/^[ \t\n]/.test(unit)) {
      if (line) line += ' ';
      continue;
    }
    for (const piece of measure(unit) > width ? [...unit] : [unit]) {
      if (line && measure(line + piece) > width) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += piece;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * Lays the document out: pages of drawing operators (footers are added once the page count is known).
 * @param {PdfDocument} doc
 */
function layout(doc) {
  const { language } = doc;
  /** @type {string[][]} */
  const pages = [];
  // Both set by newPage() before any use (initialised only for the type checker).
  /** @type {string[]} */
  let ops = [];
  let y = CONTENT_TOP;
  const newPage = () => {
    ops = [`${NAVY} rg 0 ${num(PAGE.height - BAND)} ${num(PAGE.width)} ${BAND} re f`];
    text(doc.header, MARGIN, PAGE.height - BAND + 12, 9, { bold: true, color: '1 1 1' });
    pages.push(ops);
    y = CONTENT_TOP;
  };
  /** @typedef {{ bold?: boolean, color?: string }} TextStyle */
  /** @type {(value: string, x: number, at: number, size: number, style?: TextStyle) => void} */
  const text = (value, x, at, size, { bold = false, color = '0 0 0' } = {}) => {
    // The CJK fonts have no bold face: bold is drawn by also stroking the outlines (render mode 2).
    const render = !CJK_FONTS[language] ? '' : bold ? `2 Tr ${num(size * 0.035)} w ${color} RG ` : '0 Tr ';
    ops.push(
      `BT /${bold && !CJK_FONTS[language] ? 'F2' : 'F1'} ${num(size)} Tf ${color} rg ${render}1 0 0 1 ${num(x)} ${num(at)} Tm ${encode(value, language)} Tj ET`,
    );
  };
  /** @type {(size: number, bold?: boolean) => (value: string) => number} */
  const measure = (size, bold) => (value) => widthOf(value, size, bold, language);
  /**
   * Wrapped lines at x within width; moves down, starting a page when the next line would not fit.
   * @type {(value: string, x: number, width: number, size: number, leading: number, style?: TextStyle) => void}
   */
  const lines = (value, x, width, size, leading, style = {}) => {
    for (const line of wrap(value, width, measure(size, style.bold))) {
      if (y - leading < CONTENT_BOTTOM) newPage();
      y -= leading;
      text(line, x, y, size, style);
    }
  };
  newPage();
  lines(doc.title, MARGIN, TEXT_WIDTH, 18, 24, { bold: true, color: NAVY });
  y -= 4;
  lines(doc.subtitle, MARGIN, TEXT_WIDTH, 12, 17, { bold: true });
  for (const meta of doc.meta ?? []) lines(meta, MARGIN, TEXT_WIDTH, 9.5, 14, { color: GREY });
  y -= 10;
  const noticeLines = wrap(doc.notice, TEXT_WIDTH - 16, measure(10.5, true));
  ops.push(`1 0.93 0.93 rg ${MARGIN} ${num(y - 10 - noticeLines.length * 15)} ${num(TEXT_WIDTH)} ${num(noticeLines.length * 15 + 10)} re f`);
  y -= 3;
  lines(doc.notice, MARGIN + 8, TEXT_WIDTH - 16, 10.5, 15, { bold: true, color: RED });
  y -= 16;
  for (const block of doc.blocks) {
    if (block.heading) {
      if (y - 40 < CONTENT_BOTTOM) newPage();
      y -= 8;
      lines(block.heading, MARGIN, TEXT_WIDTH, 12.5, 18, { bold: true, color: NAVY });
      ops.push(`${NAVY} RG 0.6 w ${MARGIN} ${num(y - 4)} m ${num(MARGIN + TEXT_WIDTH)} ${num(y - 4)} l S`);
      y -= 6;
    } else if (block.paragraph) {
      lines(block.paragraph, MARGIN, TEXT_WIDTH, 10, 14.5);
      y -= 6;
    } else if (block.bullets) {
      for (const bullet of block.bullets) {
        if (y - 14.5 < CONTENT_BOTTOM) newPage();
        ops.push(`0 0 0 rg ${MARGIN + 3} ${num(y - 14.5 + 2.6)} 2.6 2.6 re f`);
        lines(bullet, MARGIN + 14, TEXT_WIDTH - 14, 10, 14.5);
        y -= 2;
      }
      y -= 4;
    } else if (block.rows) {
      const split = TEXT_WIDTH * 0.42;
      for (const [label, value] of block.rows) {
        const height = Math.max(wrap(label, split - 10, measure(9.5, true)).length, wrap(value, TEXT_WIDTH - split, measure(9.5)).length) * 13.5 + 6;
        if (y - height < CONTENT_BOTTOM) newPage();
        const top = y;
        lines(label, MARGIN, split - 10, 9.5, 13.5, { bold: true, color: GREY });
        const labelBottom = y;
        y = top;
        lines(value, MARGIN + split, TEXT_WIDTH - split, 9.5, 13.5);
        y = Math.min(y, labelBottom) - 6;
        ops.push(`0.8 0.82 0.85 RG 0.4 w ${MARGIN} ${num(y + 2)} m ${num(MARGIN + TEXT_WIDTH)} ${num(y + 2)} l S`);
      }
      y -= 8;
    }
  }
  pages.forEach((page, i) => {
    ops = page;
    ops.push(`0.8 0.82 0.85 RG 0.5 w ${MARGIN} 52 m ${num(MARGIN + TEXT_WIDTH)} 52 l S`);
    text(doc.notice, MARGIN, 38, 8, { color: RED });
    const label = PAGE_LABEL[language](i + 1, pages.length);
    text(label, MARGIN + TEXT_WIDTH - widthOf(label, 8, false, language), 38, 8, { color: GREY });
  });
  return pages;
}

/**
 * The font objects for a language: [resource dictionary, ...object bodies numbered from `first`].
 * @param {Language} language
 * @param {number} first
 */
function fontObjects(language, first) {
  const cjk = CJK_FONTS[language];
  if (!cjk) {
    return [
      `<< /F1 ${first} 0 R /F2 ${first + 1} 0 R >>`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ];
  }
  return [
    `<< /F1 ${first} 0 R >>`,
    `<< /Type /Font /Subtype /Type0 /BaseFont /${cjk.name} /Encoding /${cjk.encoding} /DescendantFonts [${first + 1} 0 R] >>`,
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${cjk.name} /CIDSystemInfo << /Registry (Adobe) /Ordering (${cjk.ordering}) /Supplement ${cjk.supplement} >> /FontDescriptor ${first + 2} 0 R /DW 1000 /W [1 [${cjk.latin.join(' ')}]] >>`,
    `<< /Type /FontDescriptor /FontName /${cjk.name} ${cjk.descriptor} >>`,
  ];
}

/**
 * A text string for the document information dictionary: UTF-16BE with a byte-order mark, in hex.
 * @type {(text: string) => string}
 */
const infoString = (text) => {
  const units = [...text].map((char) => {
    const code = /** @type {number} */ (char.codePointAt(0)); // a character of a string has a code point
    return (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  });
  return `<FEFF${units.join('').toUpperCase()}>`;
};

/**
 * A PDF 1.4 file (A4) as bytes.
 * @param {PdfDocument} doc
 * `date` ('YYYY-MM-DD') is the document's date, written as its creation date; `notice` is shown under
 * the title and in every footer.
 */
export function writePdf(doc) {
  const pages = layout(doc);
  const [fontResources, ...fonts] = fontObjects(doc.language, 3);
  const firstPage = 3 + fonts.length;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang (${doc.language}) >>`,
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ...fonts,
  ];
  pages.forEach((ops, i) => {
    const stream = `${ops.join('\n')}\n`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE.width)} ${num(PAGE.height)}] /Resources << /Font ${fontResources} /ProcSet [/PDF /Text] >> /Contents ${firstPage + 2 * i + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    );
  });
  const stamp = `D:${doc.date.replaceAll('-', '')}090000+08'00'`;
  objects.push(
    `<< /Title ${infoString(doc.title)} /Subject ${infoString(doc.subtitle)} /Author ${infoString(doc.author)} /Creator (Demo fund site) /Producer (Demo fund site PDF writer) /CreationDate (${stamp}) /ModDate (${stamp}) >>`,
  );

  // Every object body is ASCII, so one character is one byte and string lengths are byte offsets.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((body, i) => {
    const offset = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const id = createHash('md5').update(file, 'latin1').digest('hex').toUpperCase();
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
