// Saving: the changes first, side by side with the file as it was opened; then the write, which the
// studio's server refuses when the file changed on disk meanwhile — both versions are then shown,
// and the person chooses which to keep.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../src/manifest/manifest-problems';
import { DiffView } from './diff-view';

export type Review =
  | { kind: 'changes'; text: string }
  | { kind: 'conflict'; text: string; disk: { text: string; hash: string } }
  | { kind: 'refused'; text: string; problems: Problem[]; reason?: string };

type Version = { text: string; hash: string };

/** A note for the studio to show: the key of its text (locales/*.json › save) and the values it names. */
export type Note = { key: string; values: Record<string, string> };

async function save(text: string, baseHash: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch('/__studio/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text, baseHash }) });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

interface Props {
  review: Review | undefined;
  opened: Version;
  fileName: string;
  onClose: () => void;
  onReview: (review: Review) => void;
  /** The file was written: the note says so, and where the version it replaced is kept. */
  onSaved: (saved: Version, note: Note) => void;
  onTakeDisk: (disk: Version) => void;
}

export function SaveDialogs({ review, opened, fileName, onClose, onReview, onSaved, onTakeDisk }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const close = { 'aria-label': t('page.close') };
  const write = async (text: string, baseHash: string) => {
    setBusy(true);
    try {
      const { status, body } = await save(text, baseHash);
      if (status === 200) onSaved({ text, hash: String(body.hash) }, { key: 'save.saved', values: { file: fileName } });
      else if (status === 409) onReview({ kind: 'conflict', text, disk: { text: String(body.text), hash: String(body.hash) } });
      else
        onReview({
          kind: 'refused',
          text,
          problems: (body.problems as Problem[] | undefined) ?? [],
          reason: typeof body.error === 'string' ? body.error : undefined,
        });
    } catch {
      onReview({ kind: 'refused', text, problems: [], reason: t('save.unreachable') });
    } finally {
      setBusy(false);
    }
  };

  if (!review) return null;
  if (review.kind === 'changes') {
    const same = review.text === opened.text;
    return (
      <Modal opened onClose={onClose} title={t('save.changesTitle', { file: fileName })} closeButtonProps={close} size="90%" centered>
        <Text size="sm" mb="xs">
          {t('save.changesExplained', { file: fileName })}
        </Text>
        {same ? <Text>{t('save.noChanges')}</Text> : <DiffView before={opened.text} after={review.text} label={t('save.changes')} />}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('save.cancel')}
          </Button>
          <Button onClick={() => write(review.text, opened.hash)} loading={busy} disabled={same}>
            {t('save.save')}
          </Button>
        </Group>
      </Modal>
    );
  }
  if (review.kind === 'conflict') {
    return (
      <Modal opened onClose={onClose} title={t('save.conflictTitle', { file: fileName })} closeButtonProps={close} size="90%" centered>
        <Alert color="orange" mb="xs" role="alert">
          {t('save.conflictExplained', { file: fileName })}
        </Alert>
        <DiffView before={review.disk.text} after={review.text} label={t('save.both')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('save.cancel')}
          </Button>
          <Button variant="default" onClick={() => onTakeDisk(review.disk)}>
            {t('save.takeDisk')}
          </Button>
          {/* Red 9, not orange: white on orange 8 is 3.6:1, below WCAG AA; on red 9, 5.5:1. */}
          <Button color="red.9" onClick={() => write(review.text, review.disk.hash)} loading={busy}>
            {t('save.saveMine')}
          </Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('save.refusedTitle')} closeButtonProps={close} centered>
      <Alert color="red" role="alert">
        {review.reason ?? t('save.hasProblems', { file: fileName })}
      </Alert>
      <ul>
        {review.problems.map((problem, i) => (
          <li key={i}>
            {problem.place}: {problem.message}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
