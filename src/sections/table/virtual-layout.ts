// Sizes shared by the virtual table, its skeleton and its CSS: row height, column widths, card height.
import type { Field } from '../../manifest/screens.gen';

/** Height of one body row, in pixels (the CSS row has this height). */
export const ROW_HEIGHT = 40;
/** A column's least width when nothing else is known (the skeleton). */
export const DEFAULT_COLUMN_WIDTH = 120;
/** The widest a column grows for its values; longer values end in an ellipsis (and carry a title). */
export const MAX_COLUMN_WIDTH = 240;
/** A cell's left and right padding together, and the sort arrow's room. */
const CELL_PADDING = 20;
const SORT_ICON = 20;
/** The comparison's checkboxes' column (its heading, 'Compare', on one line, with the cell's padding). */
export const COMPARE_COLUMN_WIDTH = 88;
/** The space above each virtual card (Mantine's `xs` spacing, as in the CSS). */
export const CARD_GAP = 10;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** A text's width in pixels at the table's 14 px; `bold` for header labels. */
export type Measure = (text: string, bold: boolean) => number;

/** A rough width without fonts (tests, servers): wide (CJK) characters are one em, others about 0.6 em; bold a little wider. */
export const estimateWidth: Measure = (text, bold) => {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 14 : 8.4;
  return Math.ceil(bold ? width * 1.12 : width);
};

/** The browser's own measure in the page's font, through a canvas; the estimate where there is none. */
export function pageMeasure(): Measure {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext?.('2d');
  if (!context) return estimateWidth;
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  let current = '';
  return (text, bold) => {
    const font = `${bold ? 700 : 400} 14px ${family}`;
    // Setting the font is the slow part: only when it changes.
    if (font !== current) context.font = current = font;
    return Math.ceil(context.measureText(text).width);
  };
}

/** How many of a column's different values are measured at most: those that look widest. */
const MEASURED_VALUES = 48;

/** A text's rough width, cheaply: wide characters counted only in a text that has any. */
const roughWidth = (text: string) => (WIDE.test(text) ? estimateWidth(text, false) : text.length * 8.4);

/**
 * The width of the widest of these texts. Each different text is measured once, and of many, only
 * those that look widest: measuring every value of thousands of rows in the page's font is what took
 * the time of drawing a long table.
 */
function widestText(texts: readonly string[], measure: Measure): number {
  let candidates = [...new Set(texts)];
  if (candidates.length > MEASURED_VALUES)
    candidates = candidates
      .map((text) => ({ text, rough: roughWidth(text) }))
      .sort((a, b) => b.rough - a.rough)
      .slice(0, MEASURED_VALUES)
      .map(({ text }) => text);
  let widest = 0;
  for (const text of candidates) widest = Math.max(widest, measure(text, false));
  return widest;
}

/** A column's size: `min` it never goes below (labels wrap between words), `ideal` with the label on one line. */
export interface ColumnWidth {
  min: number;
  ideal: number;
}

/**
 * Each column's size from its label and its values (every row up to 1,000, else a spread of
 * 1,000; of many different values, those that look widest): values count up to MAX_COLUMN_WIDTH;
 * the field's `width` is the least.
 */
export function columnWidths(
  fields: readonly Field[],
  rows: readonly unknown[],
  label: (field: Field) => string,
  text: (field: Field, row: unknown) => string,
  measure: Measure = estimateWidth,
): ColumnWidth[] {
  const step = Math.max(1, Math.ceil(rows.length / 1000));
  return fields.map((field) => {
    const icon = field.sortable ? SORT_ICON : 0;
    const words = label(field).split(/\s+/);
    const texts: string[] = [];
    for (let index = 0; index < rows.length; index += step) texts.push(text(field, rows[index]));
    const values = Math.min(widestText(texts, measure) + CELL_PADDING, MAX_COLUMN_WIDTH);
    const least = field.width ?? 0;
    return {
      min: Math.max(least, values, Math.max(...words.map((word) => measure(word, true))) + icon + CELL_PADDING),
      ideal: Math.max(least, values, measure(label(field), true) + icon + CELL_PADDING),
    };
  });
}

/**
 * The grid columns: each shares the room in proportion to its ideal width, never below its least;
 * with `compare`, the comparison's checkboxes' column first, of its own width.
 */
export function columnTemplate(widths: readonly ColumnWidth[], compare = false): string {
  const columns = widths.map(({ min, ideal }) => `minmax(${min}px, ${ideal}fr)`);
  return (compare ? [`${COMPARE_COLUMN_WIDTH}px`, ...columns] : columns).join(' ');
}

/** The least width of a row of these columns. */
export const rowWidth = (widths: readonly ColumnWidth[], compare = false): number =>
  widths.reduce((sum, width) => sum + width.min, compare ? COMPARE_COLUMN_WIDTH : 0);

/** The skeleton's widths, before any value is known: the field's width, else the default. */
export function defaultWidths(fields: readonly Field[]): ColumnWidth[] {
  return fields.map((field) => ({ min: field.width ?? DEFAULT_COLUMN_WIDTH, ideal: field.width ?? DEFAULT_COLUMN_WIDTH }));
}

/** Whether a value's text is wider than its column (it then ends in an ellipsis). */
export function overflows(text: string, width: number, measure: Measure = estimateWidth): boolean {
  return measure(text, false) + CELL_PADDING > width;
}

/** A card's expected height before it is measured: its gap, border and padding, title, and lines. */
export function cardHeightEstimate(lines: number): number {
  return CARD_GAP + 26 + 34 + lines * 24;
}
