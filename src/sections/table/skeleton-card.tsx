// A card's placeholder while rows load: the real labels, grey bars for the values.
import { SkeletonBar } from '../skeleton-bar';
import { useLabel } from '../../i18n/use-label';
import type { CardFields } from './card-fields';

/** The same boxes as a TableCard; a non-breaking space gives each bar a text line's height. */
export function SkeletonCard({ parts }: { parts: CardFields }) {
  const label = useLabel();
  return (
    <li className="table-card">
      <div className="table-card-inner">
        <div className="table-card-title">
          <SkeletonBar width="60%" />
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
