// The code editor: CodeMirror 6 with JSON, and codemirror-json-schema's completion and hover
// descriptions from schemas/screens.schema.json. Its inline errors are check-config's problems
// (set by the studio after each check), so the editor, the problems list and the terminal say the
// same thing in the same words.
import { basicSetup } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { json, jsonLanguage } from '@codemirror/lang-json';
import type { CompletionContext } from '@codemirror/autocomplete';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { disableErrorLogging } from 'best-effort-json-parser';
import { editorSchema } from './editor-schema';
import type { Problem } from '../../src/manifest/manifest-problems';
import { parse, rangeOfProblem } from './structure';

// The extension reads a half-typed file with best-effort-json-parser, which reports every text it
// had to repair on the console; a file being typed always has some.
disableErrorLogging();

const schemaCompletion = jsonCompletion();

/**
 * Completion as one types where it helps: a key, or a short code-like value (a kind, a format
 * type, a call). Not in free text such as a label, where the schema has nothing to offer: working
 * that out reads the whole file, long enough on this one to hold back the preview after every
 * keystroke. Ctrl+Space asks for it anywhere.
 */
function completeWhereUseful(context: CompletionContext) {
  if (context.explicit) return schemaCompletion(context);
  const before = context.state.sliceDoc(Math.max(0, context.pos - 120), context.pos);
  return /(^|[{,[]\s*)"[\w$-]*$/.test(before) || /:\s*"[\w./{}-]*$/.test(before) ? schemaCompletion(context) : null;
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-tooltip-hover': { maxWidth: '420px', padding: '4px 8px' },
});

export interface EditorEvents {
  /** The text changed (after every keystroke); `form`: by the form (a whole value at a time), not typed in the text. */
  changed: (text: string, how: { form: boolean }) => void;
  /** The cursor moved (or the text changed under it). */
  moved: (offset: number) => void;
}

export function createEditor(parent: HTMLElement, text: string, events: EditorEvents): EditorView {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        json(),
        stateExtensions(editorSchema as Parameters<typeof stateExtensions>[0]),
        jsonLanguage.data.of({ autocomplete: completeWhereUseful }),
        hoverTooltip(jsonSchemaHover()),
        lintGutter(),
        theme,
        // Deeply nested lines wrap rather than scroll sideways.
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': 'screens.json' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged)
            events.changed(update.state.doc.toString(), { form: update.transactions.some((transaction) => transaction.isUserEvent('input.form')) });
          if (update.selectionSet || update.docChanged) events.moved(update.state.selection.main.head);
        }),
      ],
    }),
  });
  // The scrolling box can be reached with the keyboard too (its lines scroll with the arrow keys),
  // as a box that scrolls must be.
  view.scrollDOM.tabIndex = 0;
  return view;
}

/** Shows the problems inline, where each is. */
export function showProblems(view: EditorView, problems: readonly Problem[]): void {
  const text = view.state.doc.toString();
  const tree = problems.length ? parse(text) : undefined;
  const diagnostics: Diagnostic[] = problems.map((problem) => ({
    ...rangeOfProblem(text, tree, problem),
    severity: 'error',
    source: problem.place,
    message: problem.message,
  }));
  view.dispatch(setDiagnostics(view.state, diagnostics));
}

/** Puts the cursor at `from` (selecting to `to`) and scrolls it to the middle of the editor. */
export function reveal(view: EditorView, from: number, to = from): void {
  view.dispatch({ selection: { anchor: from, head: to }, effects: EditorView.scrollIntoView(from, { y: 'center' }) });
  view.focus();
}

/** Replaces the whole text (the file as it is on disk, say). */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
