// A card's placeholder while rows load: the real labels, grey bars for the values.
import { Skeleton } from '@mantine/core';
import { useLabel } from '../../i18n/use-label';
import type { CardFields } from './card-fields';

/** The same boxes as a TableCard; a non-breaking space gives each bar a text line's height. */
export function SkeletonCard({ parts }: { parts: CardFields }) {
  const label = useLabel();
  return (
    <li className="table-card">
      <div className="table-card-inner">
        <div className="table-card-title">
          <Skeleton radius="sm" w="60%">
            {'\u00a0'}
          </Skeleton>
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
                  <Skeleton radius="sm" w={72}>
                    {'\u00a0'}
                  </Skeleton>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
