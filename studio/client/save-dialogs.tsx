// Saving: the changes first, side by side with the file as it was opened; then the write, which the
// studio's server refuses when the file changed on disk meanwhile — both versions are then shown,
// and the person chooses which to keep.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { Problem } from '../../src/manifest/manifest-problems';
import { DiffView } from './diff-view';

export type Review =
  | { kind: 'changes'; text: string }
  | { kind: 'conflict'; text: string; disk: { text: string; hash: string } }
  | { kind: 'refused'; text: string; problems: Problem[]; reason?: string };

type Version = { text: string; hash: string };

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
  onSaved: (saved: Version, note: string) => void;
  onTakeDisk: (disk: Version) => void;
}

export function SaveDialogs({ review, opened, fileName, onClose, onReview, onSaved, onTakeDisk }: Props) {
  const [busy, setBusy] = useState(false);
  const write = async (text: string, baseHash: string) => {
    setBusy(true);
    try {
      const { status, body } = await save(text, baseHash);
      if (status === 200) onSaved({ text, hash: String(body.hash) }, `Saved ${fileName}. The version it replaced is kept as ${fileName}.previous.`);
      else if (status === 409) onReview({ kind: 'conflict', text, disk: { text: String(body.text), hash: String(body.hash) } });
      else onReview({ kind: 'refused', text, problems: (body.problems as Problem[] | undefined) ?? [], reason: typeof body.error === 'string' ? body.error : undefined });
    } catch {
      onReview({ kind: 'refused', text, problems: [], reason: 'The studio cannot be reached: is it still running?' });
    } finally {
      setBusy(false);
    }
  };

  if (!review) return null;
  if (review.kind === 'changes') {
    const same = review.text === opened.text;
    return (
      <Modal opened onClose={onClose} title={`Save ${fileName}?`} size="90%" centered>
        <Text size="sm" mb="xs">
          Left: {fileName} as you opened it. Right: yours. Only the changed lines are shown.
        </Text>
        {same ? <Text>No changes to save.</Text> : <DiffView before={opened.text} after={review.text} label="Changes to save" />}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => write(review.text, opened.hash)} loading={busy} disabled={same}>
            Save
          </Button>
        </Group>
      </Modal>
    );
  }
  if (review.kind === 'conflict') {
    return (
      <Modal opened onClose={onClose} title={`${fileName} changed on disk`} size="90%" centered>
        <Alert color="orange" mb="xs" role="alert">
          Someone or something changed {fileName} since you opened it. Nothing was saved. Left: the file on disk now. Right: yours.
        </Alert>
        <DiffView before={review.disk.text} after={review.text} label="The file on disk and yours" />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="default" onClick={() => onTakeDisk(review.disk)}>
            Take the file on disk (drop my edits)
          </Button>
          <Button color="orange" onClick={() => write(review.text, review.disk.hash)} loading={busy}>
            Save mine over it
          </Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title="Not saved" centered>
      <Alert color="red" role="alert">
        {review.reason ?? `${fileName} has problems:`}
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
