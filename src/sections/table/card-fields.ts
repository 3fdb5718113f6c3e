// Which fields make a row's card on phones: the title, and the label/value lines under it.
import type { Field } from '../../manifest/screens.gen';

/** A card's parts. */
export interface CardFields {
  /** The field that heads the card. */
  title: Field;
  /** The fields shown as label and value lines, in manifest order. */
  lines: Field[];
}

/** The field marked `card: 'title'` heads the card (else the first shown field); `card: 'hidden'` fields are left out. */
export function cardFields(fields: readonly [Field, ...Field[]]): CardFields {
  const shown = fields.filter((field) => field.card !== 'hidden');
  const title = fields.find((field) => field.card === 'title') ?? shown[0] ?? fields[0];
  return { title, lines: shown.filter((field) => field !== title) };
}
