// The outline: screens → tabs → sections → fields, by id and label. The screen shown in the preview
// is open; a section's fields show once it is chosen.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineEntry, Path } from './structure';

const samePath = (a: Path | undefined, b: Path) => a !== undefined && a.length === b.length && a.every((part, i) => part === b[i]);
const within = (inner: Path | undefined, outer: Path) => inner !== undefined && inner.length >= outer.length && outer.every((part, i) => part === inner[i]);

interface Props {
  entries: OutlineEntry[];
  active: Path | undefined;
  openScreen: string | undefined;
  /** The tab shown in the preview: its sections are listed, the other tabs' once one of theirs is chosen. */
  openTab: string | undefined;
  onChoose: (entry: OutlineEntry) => void;
}

function Entry({ entry, active, openScreen, openTab, onChoose }: Omit<Props, 'entries'> & { entry: OutlineEntry }) {
  const open =
    entry.kind === 'screen'
      ? entry.name === openScreen
      : entry.kind === 'tab'
        ? entry.name === openTab || within(active, entry.path)
        : within(active, entry.path);
  return (
    <li>
      <button
        type="button"
        className="outline-entry"
        data-kind={entry.kind}
        data-path={entry.path.join('/')}
        aria-current={samePath(active, entry.path) ? 'true' : undefined}
        aria-expanded={entry.children.length ? open : undefined}
        onClick={() => onChoose(entry)}
      >
        <span className="outline-name">{entry.name}</span>
        {entry.detail ? <span className="outline-detail">{entry.detail}</span> : null}
        {entry.label ? <span className="outline-label">{entry.label}</span> : null}
      </button>
      {open && entry.children.length ? (
        <ul>
          {entry.children.map((child) => (
            <Entry key={child.path.join('/')} entry={child} active={active} openScreen={openScreen} openTab={openTab} onChoose={onChoose} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export const Outline = memo(function Outline({ entries, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="outline" aria-label={t('outline.label')}>
      <ul>
        {entries.map((entry) => (
          <Entry key={entry.path.join('/')} entry={entry} {...rest} />
        ))}
      </ul>
    </nav>
  );
});
