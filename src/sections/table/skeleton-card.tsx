// A card's placeholder while rows load: the real labels, grey bars for the values.
import { SkeletonBar } from '../skeleton-bar';
import { useLabel } from '../../i18n/use-label';
import type { CardFields } from './card-fields';
import { CompareLabel } from './compare-label';

/** The same boxes as a TableCard; a non-breaking space gives each bar a text line's height. `compare`: the comparison's checkbox, not yet usable. */
export function SkeletonCard({ parts, compare = false }: { parts: CardFields; compare?: boolean }) {
  const label = useLabel();
  return (
    <li className="table-card">
      <div className="table-card-inner">
        <div className="table-card-title" data-compare={compare || undefined}>
          <SkeletonBar width="60%" />
          {compare ? (
            <CompareLabel>
              <input type="checkbox" className="compare-check" disabled tabIndex={-1} />
            </CompareLabel>
          ) : null}
        </div>
        {parts.lines.length ? (
          <dl className="table-card-lines">
            {parts.lines.map((field) => (
              <div key={field.key} className="table-card-line">
                <dt>
                  {label(field.label)}
                  {field.hint ? <span className="table-hint">{label(field.hint)}</span> : null}
                </dt>
                <dd>
                  <SkeletonBar width="calc(4.5rem * var(--mantine-scale))" />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
