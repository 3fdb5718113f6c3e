// The studio's page: the editor with its problems, the outline, and the preview with its choices.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Menu, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import type { EditorView } from '@codemirror/view';
import type { Problem } from '../../src/manifest/manifest-problems';
import type { ScreenManifest } from '../../src/manifest/screens.gen';
import { LANGUAGES, localizedPath, splitLanguagePath, type Language } from '../../src/i18n/languages';
import type { FromPreview, ToPreview } from '../shared/messages';
import { checkText } from './check';
import { createEditor, replaceText, reveal, showProblems } from './editor';
import { insertSkeleton, type Addition } from './insert';
import { Outline } from './outline';
import { PreviewFrame } from './preview-frame';
import { SECTION_KINDS } from './skeletons';
import { outlineOf, parse, placeAt, rangeOfPath, rangeOfProblem, type OutlineEntry, type Path } from './structure';
import { SaveDialogs, type Review } from './save-dialogs';

/** The file as the studio opened it (or last saved it). */
export interface OpenedFile {
  text: string;
  hash: string;
  name: string;
  path: string;
}

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-TW': '繁體中文', 'zh-CN': '简体中文', 'en-US': 'English' };
const WIDTHS = { desktop: 1280, phone: 390 } as const;
/** How long typing must stop before the text is checked and drawn. */
const SETTLE_MS = 200;

type Valid = { manifest: ScreenManifest; doc: unknown; version: number; editedAt: number };

/** The studio's timings, read by its browser tests and benchmark. */
declare global {
  interface Window {
    studioTimings?: { version: number; editedAt: number; drawnAt: number }[];
  }
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

export function StudioApp({ file }: { file: OpenedFile }) {
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
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [review, setReview] = useState<Review>();
  const [previewReady, setPreviewReady] = useState(false);

  const latest = useRef({ opened, valid, screenId, tabId, version: 0, editedAt: 0 });
  // What the editor's and the preview's handlers read (they are set up once).
  useLayoutEffect(() => {
    latest.current = { ...latest.current, opened, valid, screenId, tabId };
  }, [opened, valid, screenId, tabId]);

  // Checks the text once typing has stopped; a valid text becomes the preview's.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const check = useCallback((text: string, editedAt: number) => {
    clearTimeout(settle.current);
    setChecking(true);
    settle.current = setTimeout(async () => {
      const version = ++latest.current.version;
      const result = await checkText(text, file.name);
      if (version !== latest.current.version) return;
      setChecking(false);
      setProblems(result.ok ? [] : result.problems);
      if (result.ok) setValid({ manifest: result.manifest, doc: result.doc, version, editedAt });
    }, SETTLE_MS);
  }, [file.name]);

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
      const section = place.sectionArray && place.section !== undefined ? (tab ? tab.sections : place.sectionArray.at(-1) === 'afterTabs' ? screen.afterTabs : screen.sections)?.[place.section] : undefined;
      const path: Path = section ? [...place.sectionArray!, place.section!, ...(place.field !== undefined ? ['fields', place.field] : [])] : tab ? ['screens', place.screen!, 'tabs', place.tab!] : ['screens', place.screen!];
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
      changed: (text) => {
        const editedAt = performance.now();
        latest.current.editedAt = editedAt;
        setDirty(text !== latest.current.opened.text);
        check(text, editedAt);
      },
      moved: (offset) => moved(editor, offset),
    });
    setView(editor);
    check(file.text, performance.now());
    return () => editor.destroy();
  }, [file.text, check, moved]);

  const manifest = valid?.manifest;
  const screenIndex = Math.max(0, manifest?.screens.findIndex((screen) => screen.id === screenId) ?? 0);
  const screen = manifest?.screens[screenIndex];
  const tab = screen?.tabs?.find((each) => each.id === tabId);
  const address = useMemo(() => {
    if (!screen) return '/index';
    const query = new URLSearchParams();
    if (screen.subject) query.set('code', code.trim() || '2800');
    if (tab) query.set('tab', tab.id);
    const search = query.toString();
    return `${localizedPath(language, screen.route)}${search ? `?${search}` : ''}`;
  }, [screen, tab, code, language]);

  const post = useCallback((message: ToPreview) => frame.current?.contentWindow?.postMessage(message, location.origin), []);
  useEffect(() => {
    if (previewReady && valid) post({ type: 'draw', version: valid.version, manifest: valid.doc, address });
  }, [previewReady, valid, address, post]);
  useEffect(() => {
    if (previewReady) post({ type: 'outline', id: selected?.id || undefined });
  }, [previewReady, selected, post]);

  // The preview's messages: drawn, a section clicked, the site's own links followed.
  useEffect(() => {
    const receive = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (data.type === 'ready') setPreviewReady(true);
      else if (data.type === 'drawn') {
        const timings = (window.studioTimings ??= []);
        const current = latest.current.valid;
        if (current?.version === data.version) timings.push({ version: data.version, editedAt: current.editedAt, drawnAt: performance.now() });
      } else if (data.type === 'select') {
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
        setLanguage(shownLanguage);
        setScreenId(target.id);
        setTabId(url.searchParams.get('tab') ?? undefined);
        const shownCode = url.searchParams.get('code');
        if (shownCode) setCode(shownCode);
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [view]);

  const entries = useMemo(() => outlineOf(valid?.doc, language), [valid, language]);
  const choose = useCallback((entry: OutlineEntry) => {
    if (!view) return;
    const range = rangeOfPath(parse(view.state.doc.toString()), entry.path);
    if (range) reveal(view, range.from);
  }, [view]);
  const goToProblem = (problem: Problem) => {
    if (!view) return;
    const text = view.state.doc.toString();
    const range = rangeOfProblem(text, parse(text), problem);
    reveal(view, range.from, range.to);
  };

  const add = (addition: Addition) => {
    if (!view) return;
    const refused = insertSkeleton(view, addition, { screen: screenIndex, tab: tab ? screen!.tabs!.indexOf(tab) : undefined });
    setMessage(refused ? { tone: 'error', text: refused } : { tone: 'info', text: 'Fill in the highlighted id and labels; Tab moves to the next.' });
  };

  const startSave = async () => {
    if (!view) return;
    const text = view.state.doc.toString();
    const result = await checkText(text, file.name);
    if (!result.ok) {
      setProblems(result.problems);
      setMessage({ tone: 'error', text: `Not saved: ${file.name} has ${result.problems.length} problem(s). Fix them first.` });
      return;
    }
    setReview({ kind: 'changes', text });
  };

  const saveState = checking ? 'Checking…' : problems.length ? `${problems.length} problem${problems.length > 1 ? 's' : ''}: fix to save` : dirty ? 'Unsaved changes' : 'Saved';
  const canSave = !checking && problems.length === 0 && dirty;

  return (
    <div className="studio" data-width={width}>
      <header className="studio-bar">
        <Group gap="sm" wrap="nowrap">
          <Text fw={700}>Studio</Text>
          <Text size="sm" c="dimmed" title={file.path}>
            {file.path}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Menu position="bottom-end" withinPortal returnFocus={false}>
            <Menu.Target>
              <Button variant="default">Add</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>A section, after the cursor's</Menu.Label>
              {SECTION_KINDS.map(({ kind, name }) => (
                <Menu.Item key={kind} onClick={() => add({ what: 'section', kind })}>
                  {name}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item onClick={() => add({ what: 'column' })}>Column (in the cursor's section)</Menu.Item>
              <Menu.Item onClick={() => add({ what: 'tab' })}>Tab (in the cursor's screen)</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" className="save-state" role="status" c={problems.length ? 'red.8' : 'dimmed'}>
            {saveState}
          </Text>
          <Button onClick={startSave} disabled={!canSave}>
            Save…
          </Button>
        </Group>
      </header>
      <aside className="studio-outline">
        <Outline entries={entries} active={selected?.path} openScreen={screen?.id} openTab={tab?.id ?? screen?.tabs?.[0]?.id} onChoose={choose} />
      </aside>
      <main className="studio-editor">
        {message ? (
          <Alert className="studio-message" color={message.tone === 'error' ? 'red' : 'blue'} withCloseButton onClose={() => setMessage(undefined)} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        ) : null}
        <div className="editor-host" ref={editorParent} />
        {problems.length ? (
          <section className="problems" aria-label="Problems">
            <Text size="sm" fw={700} c="red.8">
              {problems.length} problem{problems.length > 1 ? 's' : ''}: the preview shows the last valid version
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
      <section className="studio-preview" aria-label="Preview">
        <div className="preview-controls">
          <Select size="xs" label="Screen" w={200} allowDeselect={false} value={screen?.id ?? null} data={(manifest?.screens ?? []).map((each) => ({ value: each.id, label: `${each.id} (${each.route})` }))} onChange={(value) => value && (setScreenId(value), setTabId(undefined))} />
          {screen?.subject ? <TextInput size="xs" label="Fund code" w={90} value={code} onChange={(event) => setCode(event.currentTarget.value)} /> : null}
          {screen?.tabs?.length ? (
            <Select size="xs" label="Tab" w={140} allowDeselect={false} value={tab?.id ?? screen.tabs[0]!.id} data={screen.tabs.map((each) => ({ value: each.id, label: each.label[language] }))} onChange={(value) => value && setTabId(value)} />
          ) : null}
          <SegmentedControl size="xs" aria-label="Language" value={language} onChange={(value) => setLanguage(value as Language)} data={LANGUAGES.map((each) => ({ value: each, label: LANGUAGE_NAMES[each] }))} />
          <SegmentedControl size="xs" aria-label="Width" value={width} onChange={(value) => setWidth(value as keyof typeof WIDTHS)} data={[{ value: 'desktop', label: 'Desktop 1280' }, { value: 'phone', label: 'Phone 390' }]} />
        </div>
        <PreviewFrame ref={frame} width={WIDTHS[width]} initialAddress="/index" />
      </section>
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
          setMessage({ tone: 'info', text: note });
        }}
        onTakeDisk={(disk) => {
          setOpened(disk);
          if (view) replaceText(view, disk.text);
          setDirty(false);
          setReview(undefined);
          setMessage({ tone: 'info', text: `The editor now has ${file.name} as it is on disk.` });
        }}
      />
    </div>
  );
}
