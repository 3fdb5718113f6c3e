// The studio's page: the editor with its problems, the outline, and the preview with its choices.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Menu, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import type { EditorView } from '@codemirror/view';
import { redo, redoDepth, undo, undoDepth } from '@codemirror/commands';
import type { Problem } from '../../src/manifest/manifest-problems';
import type { ScreenManifest } from '../../src/manifest/screens.gen';
import { LANGUAGES, localizedPath, splitLanguagePath, type Language } from '../../src/i18n/languages';
import { checkText } from './check';
import { setStudioLanguage, type StudioLanguage } from './i18n';
import { createEditor, replaceText, reveal, showProblems } from './editor';
import { insertSkeleton, type Addition } from './insert';
import { Outline } from './outline';
import { PreviewFrame } from './preview-frame';
import { usePreview } from './use-preview';
import type { FromPreview } from '../shared/messages';
import { HistoryDialog } from './history-dialog';
import { SchemaForm, type FormEdit } from './form/section-form';
import { editChanges } from './form/apply-edit';
import { SECTION_KINDS } from './skeletons';
import { outlineOf, parse, placeAt, placeOfPath, rangeOfPath, rangeOfProblem, type OutlineEntry, type Path } from './structure';
import { SaveDialogs, type Review } from './save-dialogs';

/** The file as the studio opened it (or last saved it). */
export interface OpenedFile {
  text: string;
  hash: string;
  name: string;
  path: string;
}

/** Each language by its own name, whatever the interface's language (for the preview's and the interface's). */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-TW': '繁體中文', 'zh-CN': '简体中文', 'en-US': 'English' };
const WIDTHS = { desktop: 1280, phone: 390 } as const;
/** How long typing must stop before the text is checked and drawn. */
const SETTLE_MS = 200;
/** The same for an edit in the form, which changes a whole value at a time: only a burst of them is waited out. */
const FORM_SETTLE_MS = 40;

type Valid = { manifest: ScreenManifest; doc: unknown; version: number; editedAt: number };

/** The site's address of a screen (a tab of it), for a fund, in a language: what the preview shows. */
function addressOf(screen: ScreenManifest['screens'][number] | undefined, tabId: string | undefined, code: string, language: Language): string {
  if (!screen) return localizedPath(language, '/index');
  const query = new URLSearchParams();
  if (screen.subject) query.set('code', code.trim() || '2800');
  // The first tab is the one a fund's address opens anyway.
  if (tabId && screen.tabs?.some((tab, index) => tab.id === tabId && index > 0)) query.set('tab', tabId);
  const search = query.toString();
  return `${localizedPath(language, screen.route)}${search ? `?${search}` : ''}`;
}

const parseOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The section a path is in (a column's path gives its section's), or undefined when it is in none. */
function sectionOf(path: Path | undefined): Path | undefined {
  if (!path) return undefined;
  const place = placeOfPath(path);
  return place.sectionArray && place.section !== undefined ? [...place.sectionArray, place.section] : undefined;
}

/** A choice of the preview's page picker: a screen, or a tab of it. */
const pageChoice = (screenId: string, tabId: string | undefined) => (tabId ? `${screenId}/${tabId}` : screenId);

/** Every screen, and each tab of a screen with tabs, named in the interface's language: the preview's pages. */
function pageChoices(manifest: ScreenManifest | undefined, language: Language) {
  return (manifest?.screens ?? []).map((screen) => {
    const title = screen.title?.[language] ?? screen.id;
    return {
      group: `${title} (${screen.route})`,
      items: screen.tabs?.length
        ? screen.tabs.map((tab) => ({ value: pageChoice(screen.id, tab.id), label: `${title} › ${tab.label[language] ?? tab.id}` }))
        : [{ value: pageChoice(screen.id, undefined), label: title }],
    };
  });
}

function sectionPath(manifest: ScreenManifest, screenIndex: number, tabId: string | undefined, id: string): Path | undefined {
  const screen = manifest.screens[screenIndex];
  if (!screen) return undefined;
  const base: Path = ['screens', screenIndex];
  const tabIndex = screen.tabs?.findIndex((tab) => tab.id === tabId) ?? -1;
  const places: [Path, { id: string }[] | undefined][] = [
    ...(tabIndex >= 0 ? [[[...base, 'tabs', tabIndex, 'sections'], screen.tabs![tabIndex]!.sections] as [Path, { id: string }[]]] : []),
    [[...base, 'sections'], screen.sections],
    [[...base, 'afterTabs'], screen.afterTabs],
    ...(screen.tabs ?? []).map((tab, t) => [[...base, 'tabs', t, 'sections'], tab.sections] as [Path, { id: string }[]]),
  ];
  for (const [path, sections] of places) {
    const index = sections?.findIndex((section) => section.id === id) ?? -1;
    if (index >= 0) return [...path, index];
  }
  return undefined;
}

/** A message above the editor: a note (it goes away by itself) or a refusal, by the key of its text. */
type Message = { tone: 'info' | 'error'; key: string; values?: Record<string, string | number> };

export function StudioApp({ file }: { file: OpenedFile }) {
  const { t, i18n } = useTranslation();
  const editorParent = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [view, setView] = useState<EditorView>();
  const [opened, setOpened] = useState({ text: file.text, hash: file.hash });
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checking, setChecking] = useState(false);
  const [valid, setValid] = useState<Valid>();
  const [screenId, setScreenId] = useState('index');
  const [code, setCode] = useState('2800');
  const [tabId, setTabId] = useState<string | undefined>();
  const [language, setLanguage] = useState<Language>('zh-TW');
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [selected, setSelected] = useState<{ id: string; path: Path }>();
  const [message, setMessage] = useState<Message>();
  const addButton = useRef<HTMLButtonElement>(null);
  const inserted = useRef(false);
  const [review, setReview] = useState<Review>();
  // The editor's text when the history was opened; closed when undefined.
  const [history, setHistory] = useState<string>();
  // How many edits can be undone and redone (form and text edits alike: both are the editor's).
  const [depth, setDepth] = useState({ undo: 0, redo: 0 });
  // The text as it stands after every keystroke, parsed (the form's values; the last that parsed).
  const [parsed, setParsed] = useState<unknown>(() => parseOrUndefined(file.text));
  const [formShown, setFormShown] = useState(true);

  const latest = useRef({ opened, valid, screenId, tabId, code, version: 0, editedAt: 0 });
  // What the editor's and the preview's handlers read (they are set up once).
  useLayoutEffect(() => {
    latest.current = { ...latest.current, opened, valid, screenId, tabId, code };
  }, [opened, valid, screenId, tabId, code]);

  // Checks the text once typing has stopped; a valid text becomes the preview's.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const check = useCallback(
    (text: string, editedAt: number, wait = SETTLE_MS) => {
      clearTimeout(settle.current);
      setChecking(true);
      settle.current = setTimeout(async () => {
        const version = ++latest.current.version;
        const result = await checkText(text, file.name);
        if (version !== latest.current.version) return;
        setChecking(false);
        setProblems(result.ok ? [] : result.problems);
        if (result.ok) setValid({ manifest: result.manifest, doc: result.doc, version, editedAt });
      }, wait);
    },
    [file.name],
  );

  useEffect(() => {
    if (view) showProblems(view, problems);
  }, [problems, view]);

  // The cursor's place: its screen, tab and section become the preview's.
  const follow = useRef<ReturnType<typeof setTimeout>>(undefined);
  const moved = useCallback((editor: EditorView, offset: number) => {
    clearTimeout(follow.current);
    follow.current = setTimeout(() => {
      const manifest = latest.current.valid?.manifest;
      if (!manifest) return;
      const place = placeAt(editor.state.doc.toString(), offset);
      const screen = place.screen !== undefined ? manifest.screens[place.screen] : undefined;
      if (!screen) return;
      setScreenId(screen.id);
      const tab = place.tab !== undefined ? screen.tabs?.[place.tab] : undefined;
      if (tab) setTabId(tab.id);
      const section =
        place.sectionArray && place.section !== undefined
          ? (tab ? tab.sections : place.sectionArray.at(-1) === 'afterTabs' ? screen.afterTabs : screen.sections)?.[place.section]
          : undefined;
      const path: Path = section
        ? [...place.sectionArray!, place.section!, ...(place.field !== undefined ? ['fields', place.field] : [])]
        : tab
          ? ['screens', place.screen!, 'tabs', place.tab!]
          : ['screens', place.screen!];
      // A screen or tab is marked in the outline; only a section is outlined in the preview.
      setSelected({ id: section?.id ?? '', path });
    }, 120);
  }, []);

  // A new valid version may have moved what the cursor is in (a section inserted before it, say).
  useEffect(() => {
    if (view && valid) moved(view, view.state.selection.main.head);
  }, [view, valid, moved]);

  // A note (not a refusal) goes away by itself.
  useEffect(() => {
    if (message?.tone !== 'info') return;
    const timer = setTimeout(() => setMessage(undefined), 8000);
    return () => clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    const editor = createEditor(editorParent.current!, file.text, {
      changed: (text, { form }) => {
        setDepth({ undo: undoDepth(editor.state), redo: redoDepth(editor.state) });
        const doc = parseOrUndefined(text);
        if (doc !== undefined) setParsed(doc);
        const editedAt = performance.now();
        latest.current.editedAt = editedAt;
        setDirty(text !== latest.current.opened.text);
        check(text, editedAt, form ? FORM_SETTLE_MS : SETTLE_MS);
      },
      moved: (offset) => moved(editor, offset),
    });
    setView(editor);
    check(file.text, performance.now());
    return () => editor.destroy();
  }, [file.text, check, moved]);

  // Undo and redo from anywhere on the page (the form's fields too): the editor's history, which
  // holds every edit. In the editor itself, its own keys do the same.
  useEffect(() => {
    if (!view) return;
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || (event.target as Element | null)?.closest?.('.cm-editor')) return;
      const key = event.key.toLowerCase();
      const command = key === 'z' ? (event.shiftKey ? redo : undo) : key === 'y' && !event.shiftKey ? redo : undefined;
      if (!command) return;
      event.preventDefault();
      command(view);
    };
    window.addEventListener('keydown', keys, true);
    return () => window.removeEventListener('keydown', keys, true);
  }, [view]);

  // A form edit is an edit of the text, as typing would make it: the preview, the problems and the
  // history of undo follow from there.
  const formEdit = useCallback(
    (edit: FormEdit) => {
      if (!view) return;
      const changes = editChanges(view.state.doc.toString(), edit);
      if (changes.length) view.dispatch({ changes, userEvent: 'input.form' });
    },
    [view],
  );
  const formPath = useMemo(() => sectionOf(selected?.path), [selected]);

  const manifest = valid?.manifest;
  const screenIndex = Math.max(0, manifest?.screens.findIndex((screen) => screen.id === screenId) ?? 0);
  const screen = manifest?.screens[screenIndex];
  const tab = screen?.tabs?.find((each) => each.id === tabId);
  const address = useMemo(() => addressOf(screen, tab?.id, code, language), [screen, tab, code, language]);

  const { initialAddress, ready: previewReady, post, followed } = usePreview({ frame, valid, address });
  useEffect(() => {
    if (previewReady) post({ type: 'outline', id: selected?.id || undefined });
  }, [previewReady, selected, post]);

  // The preview's own moves: a section clicked selects it in the outline and the editor; the site's
  // own links move the studio's choice of page with them.
  useEffect(() => {
    const receive = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (data.type === 'select') {
        const { valid: now, screenId: shownScreen, tabId: shownTab } = latest.current;
        const index = now?.manifest.screens.findIndex((each) => each.id === shownScreen) ?? -1;
        const path = now && index >= 0 ? sectionPath(now.manifest, index, shownTab, data.id) : undefined;
        if (path && view) {
          const range = rangeOfPath(parse(view.state.doc.toString()), path);
          if (range) reveal(view, range.from);
          setSelected({ id: data.id, path });
        }
      } else if (data.type === 'address') {
        const url = new URL(data.address, location.origin);
        const { language: shownLanguage, path } = splitLanguagePath(url.pathname);
        const target = latest.current.valid?.manifest.screens.find((each) => each.route === path);
        if (!target) return;
        const shownTab = url.searchParams.get('tab') ?? undefined;
        const shownCode = url.searchParams.get('code') ?? latest.current.code;
        setLanguage(shownLanguage);
        setScreenId(target.id);
        setTabId(shownTab);
        setCode(shownCode);
        // The frame is there already: the choice it now shows is not opened again.
        followed(addressOf(target, shownTab, shownCode, shownLanguage));
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [view, followed]);

  const entries = useMemo(() => outlineOf(valid?.doc, language), [valid, language]);
  const choose = useCallback(
    (entry: OutlineEntry) => {
      if (!view) return;
      const range = rangeOfPath(parse(view.state.doc.toString()), entry.path);
      if (range) reveal(view, range.from);
    },
    [view],
  );
  const goToProblem = (problem: Problem) => {
    if (!view) return;
    const text = view.state.doc.toString();
    const range = rangeOfProblem(text, parse(text), problem);
    reveal(view, range.from, range.to);
  };

  const add = (addition: Addition) => {
    if (!view) return;
    const refused = insertSkeleton(view, addition, { screen: screenIndex, tab: tab ? screen!.tabs!.indexOf(tab) : undefined });
    inserted.current = !refused;
    setMessage(refused ? { tone: 'error', key: refused } : { tone: 'info', key: 'add.fillIn' });
  };
  // The menu does not hand the focus back by itself (an addition puts it in the editor): when it
  // closes with nothing added (Escape, a refusal), the Add button has it again.
  const menuClosed = () => {
    const active = document.activeElement;
    if (!inserted.current && (!active || active === document.body || active.closest('[data-menu-dropdown]'))) addButton.current?.focus();
    inserted.current = false;
  };

  const startSave = async () => {
    if (!view) return;
    const text = view.state.doc.toString();
    const result = await checkText(text, file.name);
    if (!result.ok) {
      setProblems(result.problems);
      setMessage({ tone: 'error', key: 'save.notSaved', values: { file: file.name, count: result.problems.length } });
      return;
    }
    setReview({ kind: 'changes', text });
  };

  const saveState = checking
    ? t('saveState.checking')
    : problems.length
      ? t('saveState.problems', { count: problems.length })
      : dirty
        ? t('saveState.unsaved')
        : t('saveState.saved');
  const canSave = !checking && problems.length === 0 && dirty;

  return (
    <div className="studio" data-width={width}>
      <a
        className="skip-link"
        href="#editor"
        onClick={(event) => {
          // To the text itself, not the editor's pane: typing goes on where the cursor was.
          event.preventDefault();
          view?.focus();
        }}
      >
        {t('page.skipToEditor')}
      </a>
      {/* A labelled region, not a banner: the dialogs' own headers are banners (Mantine draws them so), and a page has one. */}
      <div className="studio-bar" role="region" aria-label={t('page.toolbar')}>
        <Group gap="sm" wrap="nowrap">
          <Text component="h1" fw={700} fz="md" m={0}>
            {t('page.name')}
          </Text>
          <Text size="sm" c="dimmed" title={file.path}>
            {file.path}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {/* In the bar's landmark, and without Mantine's focus placeholder: a menu holds menu items only (ARIA). */}
          <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false} returnFocus={false} onClose={menuClosed}>
            <Menu.Target>
              <Button variant="default" ref={addButton}>
                {t('add.button')}
              </Button>
            </Menu.Target>
            {/* What the menu adds where, as its name: a text among its items would not be an item (ARIA). */}
            <Menu.Dropdown aria-label={t('add.sections')}>
              {SECTION_KINDS.map(({ kind, label }) => (
                <Menu.Item key={kind} onClick={() => add({ what: 'section', kind })}>
                  {label[i18n.language as keyof typeof label] ?? label['en-US']}
                </Menu.Item>
              ))}
              <Menu.Item onClick={() => add({ what: 'column' })}>{t('add.column')}</Menu.Item>
              <Menu.Item onClick={() => add({ what: 'tab' })}>{t('add.tab')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" className="save-state" role="status" c={problems.length ? 'red.9' : 'dimmed'}>
            {saveState}
          </Text>
          <Button.Group>
            <Button variant="default" onClick={() => view && undo(view)} disabled={!depth.undo} aria-keyshortcuts="Control+Z">
              {t('page.undo')}
            </Button>
            <Button variant="default" onClick={() => view && redo(view)} disabled={!depth.redo} aria-keyshortcuts="Control+Shift+Z Control+Y">
              {t('page.redo')}
            </Button>
          </Button.Group>
          <Button variant="default" onClick={() => setHistory(view?.state.doc.toString() ?? opened.text)}>
            {t('page.history')}
          </Button>
          <Button onClick={startSave} disabled={!canSave}>
            {t('save.button')}
          </Button>
          <Select
            size="xs"
            classNames={{ root: 'ui-language', label: 'ui-language-label', wrapper: 'ui-language-input' }}
            label={t('page.interfaceLanguage')}
            allowDeselect={false}
            lang={i18n.language}
            value={i18n.language}
            onChange={(value) => value && setStudioLanguage(value as StudioLanguage)}
            data={LANGUAGES.map((each) => ({ value: each, label: LANGUAGE_NAMES[each] }))}
            renderOption={({ option }) => <span lang={option.value}>{option.label}</span>}
          />
        </Group>
      </div>
      <aside className="studio-outline">
        <Outline entries={entries} active={selected?.path} openScreen={screen?.id} openTab={tab?.id ?? screen?.tabs?.[0]?.id} onChoose={choose} />
      </aside>
      <main className="studio-editor" id="editor">
        {message ? (
          <Alert
            className="studio-message"
            color={message.tone === 'error' ? 'red' : 'blue'}
            withCloseButton
            closeButtonLabel={t('page.close')}
            onClose={() => setMessage(undefined)}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            {t(message.key, message.values)}
          </Alert>
        ) : null}
        <SegmentedControl
          className="editor-view"
          size="xs"
          aria-label={t('editor.view')}
          value={formShown ? 'form' : 'text'}
          onChange={(value) => setFormShown(value === 'form')}
          data={[
            { value: 'form', label: t('editor.formView') },
            { value: 'text', label: t('editor.textView') },
          ]}
        />
        {formShown ? (
          <section className="form-host" aria-label={t('editor.formView')}>
            {formPath ? (
              <SchemaForm doc={parsed} path={formPath} problems={problems} onEdit={formEdit} previewLanguage={language} />
            ) : (
              <Text size="sm" c="dimmed" p="sm">
                {t('editor.noSection')}
              </Text>
            )}
          </section>
        ) : null}
        <div className="editor-host" ref={editorParent} />
        {problems.length ? (
          <section className="problems" aria-label={t('problems.region')}>
            <Text component="h2" size="sm" fw={700} c="red.9" m={0}>
              {t('problems.heading', { count: problems.length })}
            </Text>
            <ul>
              {problems.map((problem, i) => (
                <li key={`${problem.pointer}-${i}`}>
                  <button type="button" onClick={() => goToProblem(problem)}>
                    <span className="problem-place">{problem.place}</span>: <span className="problem-message">{problem.message}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
      <section className="studio-preview" aria-label={t('preview.region')}>
        <div className="preview-controls">
          <Select
            size="xs"
            label={t('preview.page')}
            w={260}
            allowDeselect={false}
            searchable
            value={screen ? pageChoice(screen.id, tab?.id ?? screen.tabs?.[0]?.id) : null}
            data={pageChoices(manifest, i18n.language as Language)}
            onChange={(value) => {
              if (!value) return;
              const [chosenScreen, chosenTab] = value.split('/');
              setScreenId(chosenScreen!);
              setTabId(chosenTab);
            }}
          />
          {screen?.subject ? (
            <TextInput size="xs" label={t('preview.fundCode')} w={90} value={code} onChange={(event) => setCode(event.currentTarget.value)} />
          ) : null}
          <SegmentedControl
            size="xs"
            aria-label={t('preview.language')}
            value={language}
            onChange={(value) => setLanguage(value as Language)}
            data={LANGUAGES.map((each) => ({ value: each, label: LANGUAGE_NAMES[each] }))}
          />
          <SegmentedControl
            size="xs"
            aria-label={t('preview.width')}
            value={width}
            onChange={(value) => setWidth(value as keyof typeof WIDTHS)}
            data={[
              { value: 'desktop', label: t('preview.desktop') },
              { value: 'phone', label: t('preview.phone') },
            ]}
          />
        </div>
        <PreviewFrame ref={frame} width={WIDTHS[width]} initialAddress={initialAddress} />
      </section>
      {history === undefined ? null : (
        <HistoryDialog
          opened
          current={opened}
          editorText={history ?? opened.text}
          fileName={file.name}
          onClose={() => setHistory(undefined)}
          onRestored={(saved) => {
            setOpened(saved);
            if (view) replaceText(view, saved.text);
            setDirty(false);
            setHistory(undefined);
            setMessage({ tone: 'info', key: 'save.restored', values: { file: file.name } });
          }}
          onConflict={(disk, text) => {
            setHistory(undefined);
            setReview({ kind: 'conflict', text, disk });
          }}
        />
      )}
      <SaveDialogs
        review={review}
        opened={opened}
        fileName={file.name}
        onClose={() => setReview(undefined)}
        onReview={setReview}
        onSaved={(saved, note) => {
          setOpened(saved);
          setDirty(view ? view.state.doc.toString() !== saved.text : false);
          setReview(undefined);
          setMessage({ tone: 'info', ...note });
        }}
        onTakeDisk={(disk) => {
          setOpened(disk);
          if (view) replaceText(view, disk.text);
          setDirty(false);
          setReview(undefined);
          setMessage({ tone: 'info', key: 'save.tookDisk', values: { file: file.name } });
        }}
      />
    </div>
  );
}
