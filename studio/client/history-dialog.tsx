// The history of saves: every version saved from the studio, newest first. Choosing one shows it
// beside the file as it is now; restoring it is a save of that version (the studio's server refuses
// it as any save: the file changed on disk meanwhile, or the version does not pass check-config).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import type { Problem } from '../../src/manifest/manifest-problems';
import { DiffView } from './diff-view';
import { addStudioTexts, studioI18n, type StudioLanguage } from './i18n';

dayjs.extend(relativeTime);

addStudioTexts('history', {
  'zh-TW': {
    open: '歷史',
    title: '{{file}} 的歷史版本',
    intro: '在工作室儲存過的每個版本，最新的在前。選擇一個版本，看看還原它會改變什麼。',
    versions: '已儲存的版本',
    loading: '正在讀取歷史…',
    loadingVersion: '正在讀取這個版本…',
    empty: '還沒有從工作室儲存過：第一次儲存後就會開始記錄。',
    listFailed: '無法讀取歷史：{{reason}}',
    current: '目前的檔案',
    size: '{{bytes}} 位元組（{{change}}）',
    sameSize: '{{bytes}} 位元組（大小相同）',
    chooseOne: '選擇一個版本，與目前的檔案比較。',
    diffIntro: '左：目前的 {{file}}。右：{{time}} 的版本。只顯示有變更的行。',
    diffLabel: '目前的檔案與 {{time}} 的版本',
    same: '這個版本就是目前的檔案：不需要還原。',
    unsaved: '編輯器中有尚未儲存的變更：還原這個版本會取代它們。',
    restore: '還原這個版本',
    close: '關閉',
    restored: '已還原 {{time}} 的版本。被取代的版本也保留在歷史中。',
    refused: '未還原：這個版本有問題：',
    gone: '歷史中已沒有這個版本（可能因為太舊而被移除）。清單已更新。',
    unreachable: '無法連線到工作室：它還在執行嗎？',
    failed: '未還原：{{reason}}',
  },
  'zh-CN': {
    open: '历史',
    title: '{{file}} 的历史版本',
    intro: '在工作室保存过的每个版本，最新的在前。选择一个版本，查看恢复它会改变什么。',
    versions: '已保存的版本',
    loading: '正在读取历史…',
    loadingVersion: '正在读取这个版本…',
    empty: '还没有从工作室保存过：第一次保存后就会开始记录。',
    listFailed: '无法读取历史：{{reason}}',
    current: '当前的文件',
    size: '{{bytes}} 字节（{{change}}）',
    sameSize: '{{bytes}} 字节（大小相同）',
    chooseOne: '选择一个版本，与当前的文件比较。',
    diffIntro: '左：当前的 {{file}}。右：{{time}} 的版本。只显示有改动的行。',
    diffLabel: '当前的文件与 {{time}} 的版本',
    same: '这个版本就是当前的文件：无需恢复。',
    unsaved: '编辑器中有尚未保存的改动：恢复这个版本会替换它们。',
    restore: '恢复这个版本',
    close: '关闭',
    restored: '已恢复 {{time}} 的版本。被替换的版本也保留在历史中。',
    refused: '未恢复：这个版本有问题：',
    gone: '历史中已没有这个版本（可能因为太旧而被移除）。列表已更新。',
    unreachable: '无法连接到工作室：它还在运行吗？',
    failed: '未恢复：{{reason}}',
  },
  'en-US': {
    open: 'History',
    title: 'History of {{file}}',
    intro: 'Every version saved from the studio, newest first. Choose one to see what restoring it would change.',
    versions: 'Saved versions',
    loading: 'Reading the history…',
    loadingVersion: 'Reading this version…',
    empty: 'Nothing saved from the studio yet: the history starts with the first save.',
    listFailed: 'The history could not be read: {{reason}}',
    current: 'the file now',
    size: '{{bytes}} bytes ({{change}})',
    sameSize: '{{bytes}} bytes (same size)',
    chooseOne: 'Choose a version to compare it with the file as it is now.',
    diffIntro: 'Left: {{file}} as it is now. Right: the version of {{time}}. Only the changed lines are shown.',
    diffLabel: 'The file now and the version of {{time}}',
    same: 'This version is the file as it is now: nothing to restore.',
    unsaved: 'The editor has changes you have not saved: restoring this version replaces them.',
    restore: 'Restore this version',
    close: 'Close',
    restored: 'Restored the version of {{time}}. The version it replaced is kept in the history too.',
    refused: 'Not restored: this version has problems:',
    gone: 'That version is no longer in the history (it may have been dropped as too old). The list is updated.',
    unreachable: 'The studio cannot be reached: is it still running?',
    failed: 'Not restored: {{reason}}',
  },
});

const DAYJS_LOCALES: Record<StudioLanguage, string> = { 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', 'en-US': 'en' };

/** One saved version, as GET /__studio/history lists it. */
export interface SavedVersion {
  id: string;
  savedAt: string;
  hash: string;
  bytes: number;
}

type Version = { text: string; hash: string };
/** A refusal's reason, or none when the studio could not be reached (translated when shown). */
type Outcome = { kind: 'refused'; problems: Problem[] } | { kind: 'gone' } | { kind: 'failed'; reason?: string };

/** The versions in the history, newest first; or why they could not be read. */
async function listVersions(): Promise<{ versions?: SavedVersion[]; failed?: { reason?: string } }> {
  try {
    const response = await fetch('/__studio/history');
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.error ?? String(response.status));
    return { versions: body.versions };
  } catch (error) {
    return { failed: { reason: error instanceof TypeError ? undefined : String((error as Error).message) } };
  }
}

interface Props {
  opened: boolean;
  /** The file as the editor opened it (or last saved it): what a restore replaces. */
  current: Version;
  /** The editor's text now: when it differs from `current`, restoring drops those edits. */
  editorText: string;
  fileName: string;
  onClose(): void;
  onRestored(saved: Version, note: string): void;
  /** The file changed on disk meanwhile: nothing was written. `text` is the chosen version's. */
  onConflict(disk: Version, text: string): void;
}

export function HistoryDialog({ opened, current, editorText, fileName, onClose, onRestored, onConflict }: Props) {
  const { t, i18n } = useTranslation('history', { i18n: studioI18n });
  const [versions, setVersions] = useState<SavedVersion[]>();
  const [listFailed, setListFailed] = useState<{ reason?: string }>();
  const [chosenId, setChosenId] = useState<string>();
  const [chosen, setChosen] = useState<SavedVersion & { text: string }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const locale = DAYJS_LOCALES[i18n.language as StudioLanguage] ?? 'en';
  const when = (at: string) => dayjs(at).locale(locale).format('YYYY-MM-DD HH:mm:ss');
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const changes = useMemo(() => new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' }), [i18n.language]);
  const currentBytes = useMemo(() => new TextEncoder().encode(current.text).length, [current.text]);

  const choose = (id: string | undefined) => {
    setChosen(undefined);
    setChosenId(id);
  };

  /** Reads the list of versions again (after a restore, or a version found gone). */
  const load = useCallback(() => {
    void listVersions().then((listed) => {
      setVersions(listed.versions);
      setListFailed(listed.failed);
    });
  }, []);

  /** The chosen version is no longer in the history: said, and the list read again. */
  const gone = useCallback(() => {
    setOutcome({ kind: 'gone' });
    setChosen(undefined);
    setChosenId(undefined);
    load();
  }, [load]);

  // The list, once opened. (The studio draws the dialog afresh each time it is opened: nothing of a
  // previous opening is left.)
  useEffect(() => {
    if (!opened) return;
    let live = true;
    void listVersions().then((listed) => {
      if (!live) return;
      setVersions(listed.versions);
      setListFailed(listed.failed);
    });
    return () => {
      live = false;
    };
  }, [opened]);

  // The chosen version's text; a later choice wins over an earlier one still loading.
  useEffect(() => {
    if (!chosenId) return;
    let live = true;
    void (async () => {
      try {
        const response = await fetch(`/__studio/history/${encodeURIComponent(chosenId)}`);
        const body = await response.json().catch(() => ({}));
        if (!live) return;
        if (response.ok) setChosen(body);
        else if (response.status === 404) gone();
        else setOutcome({ kind: 'failed', reason: body.error ?? String(response.status) });
      } catch {
        if (live) setOutcome({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [chosenId, gone]);

  const restore = async (version: SavedVersion & { text: string }) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const response = await fetch('/__studio/restore', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: version.id, baseHash: current.hash }),
      });
      const body = await response.json().catch(() => ({}));
      if (response.status === 200) {
        onRestored({ text: version.text, hash: String(body.hash) }, t('restored', { time: when(version.savedAt) }));
        load();
      } else if (response.status === 409) onConflict({ text: String(body.text), hash: String(body.hash) }, version.text);
      else if (response.status === 422) setOutcome({ kind: 'refused', problems: body.problems ?? [] });
      else if (response.status === 404) gone();
      else setOutcome({ kind: 'failed', reason: body.error ?? String(response.status) });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const size = (bytes: number) =>
    bytes === currentBytes
      ? t('sameSize', { bytes: numbers.format(bytes) })
      : t('size', { bytes: numbers.format(bytes), change: changes.format(bytes - currentBytes) });

  return (
    <Modal opened={opened} onClose={onClose} title={t('title', { file: fileName })} closeButtonProps={{ 'aria-label': t('close') }} size="90%" centered>
      <Text size="sm" mb="xs">
        {t('intro')}
      </Text>
      {editorText !== current.text ? (
        <Alert color="orange" mb="xs">
          {t('unsaved')}
        </Alert>
      ) : null}
      {outcome?.kind === 'gone' ? (
        <Alert color="orange" mb="xs" role="alert">
          {t('gone')}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert color="red" mb="xs" role="alert">
          {t('failed', { reason: outcome.reason ?? t('unreachable') })}
        </Alert>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert color="red" mb="xs" role="alert" title={t('refused')}>
          <ul>
            {outcome.problems.map((problem, i) => (
              <li key={i}>
                {problem.place}: {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div style={{ width: 300, flex: 'none', maxHeight: '65vh', overflowY: 'auto' }}>
          {listFailed ? (
            <Alert color="red" role="alert">
              {t('listFailed', { reason: listFailed.reason ?? t('unreachable') })}
            </Alert>
          ) : null}
          {!versions && !listFailed ? (
            <Text size="sm" role="status">
              {t('loading')}
            </Text>
          ) : null}
          {versions?.length === 0 ? <Text size="sm">{t('empty')}</Text> : null}
          {versions?.length ? (
            <ul aria-label={t('versions')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {versions.map((version) => (
                <li key={version.id}>
                  <NavLink
                    component="button"
                    type="button"
                    active={version.id === chosenId}
                    aria-current={version.id === chosenId ? 'true' : undefined}
                    onClick={() => {
                      setOutcome(undefined);
                      choose(version.id);
                    }}
                    label={when(version.savedAt)}
                    description={`${dayjs(version.savedAt).locale(locale).fromNow()} · ${size(version.bytes)}`}
                    rightSection={
                      version.hash === current.hash ? (
                        <Badge size="xs" variant="light">
                          {t('current')}
                        </Badge>
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {!chosenId ? <Text size="sm">{t('chooseOne')}</Text> : null}
          {chosenId && !chosen ? (
            <Text size="sm" role="status">
              {t('loadingVersion')}
            </Text>
          ) : null}
          {chosen && chosen.hash === current.hash ? <Text size="sm">{t('same')}</Text> : null}
          {chosen && chosen.hash !== current.hash ? (
            <>
              <Text size="sm" mb="xs">
                {t('diffIntro', { file: fileName, time: when(chosen.savedAt) })}
              </Text>
              <DiffView before={current.text} after={chosen.text} label={t('diffLabel', { time: when(chosen.savedAt) })} />
            </>
          ) : null}
        </div>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
        <Button color="orange" onClick={() => chosen && restore(chosen)} loading={busy} disabled={!chosen || chosen.hash === current.hash}>
          {t('restore')}
        </Button>
      </Group>
    </Modal>
  );
}
