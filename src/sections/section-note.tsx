// A section's note from its call's answer ('As of 20 Nov 2026; NAV to NAV in HKD…'): the manifest's
// text with each `{name}` replaced by a formatted field of the answer.
import type { Note } from '../manifest/screens.gen';
import { formatValue } from '../formats/format-registry';
import { useFormatContext } from '../formats/use-format-context';
import { useLabel } from '../i18n/use-label';
import { valueAt } from './source';

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** The text with its `{name}` parts filled; a part with no value (or no such field) reads '-'. */
export function noteText(text: string, fill: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => fill(name));
}

/** The note under the section; while the answer is on its way, an empty line of the same height. */
export function SectionNote({ note, answer }: { note: Note; answer: unknown }) {
  const label = useLabel();
  const context = useFormatContext();
  if (answer === undefined) {
    return (
      <p className="section-note" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  const text = noteText(label(note.text), (name) => {
    const value = note.values?.[name];
    return value ? formatValue(valueAt(answer, value.key), value.format, context).text : '-';
  });
  return <p className="section-note">{text}</p>;
}
