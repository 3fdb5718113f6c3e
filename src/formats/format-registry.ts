// Formatters: one entry per `format.type` of the manifest. Each turns a raw value into text,
// and never throws: a value it cannot show becomes EMPTY ("-").
import type { Format } from '../manifest/screens.gen';
import { EMPTY, type FormatContext, type Formatted, type Formatter, type FormatOf } from './format-types';
import { change, compact, currency, number, percent } from './number-formats';
import { date, dateTime } from './date-formats';
import { dict, enumFormat, link, list, text } from './text-formats';

export { EMPTY, type FormatContext, type Formatted } from './format-types';
export { toNumber } from './number-formats';

/** Every formatter by `format.type`: a type added to the schema without one here does not compile. */
export const formatRegistry = {
  text,
  number,
  percent,
  change,
  currency,
  compact,
  date,
  dateTime,
  dict,
  enum: enumFormat,
  link,
  list,
} satisfies { [K in Format['type']]: Formatter<FormatOf<K>> };

/** Formats a value with its manifest format (text when none is given); never throws. */
export function formatValue(value: unknown, format: Format | undefined, context: FormatContext): Formatted {
  const formatter = (format ? formatRegistry[format.type] : undefined) as Formatter<Format> | undefined;
  try {
    return formatter ? formatter(value, format!, context) : text(value, { type: 'text' }, context);
  } catch {
    return EMPTY;
  }
}
