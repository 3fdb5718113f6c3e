// Two versions of the file side by side, their differences marked and the unchanged stretches
// folded away (@codemirror/merge): what a save will change, or what changed on disk.
import { useEffect, useRef } from 'react';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { json } from '@codemirror/lang-json';

const readOnly = [json(), EditorState.readOnly.of(true), EditorView.editable.of(false), EditorView.theme({ '&': { fontSize: '12px' } })];

export function DiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const parent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new MergeView({
      a: { doc: before, extensions: readOnly },
      b: { doc: after, extensions: readOnly },
      parent: parent.current!,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [before, after]);
  // Focusable: a box that scrolls must be reachable from the keyboard.
  return <div ref={parent} className="diff-view" role="region" aria-label={label} tabIndex={0} />;
}
