// The `notice` section kind: a fixed text from the manifest (a disclaimer, a warning) in a bordered box.
import type { NoticeSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import type { SectionKind } from '../section-types';

/** The notice box; `warning` draws it in amber. */
function NoticeView({ section }: { section: NoticeSection }) {
  const label = useLabel();
  return (
    <div role="note" className={`notice notice-${section.tone ?? 'info'}`}>
      {label(section.text)}
    </div>
  );
}

export const noticeKind: SectionKind<NoticeSection> = {
  View: NoticeView,
  // The text is known before anything loads: the notice itself has exactly its own size.
  Skeleton: NoticeView,
  isEmpty: () => false,
};
