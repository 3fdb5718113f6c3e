// @vitest-environment happy-dom
// The history dialog, against a stand-in for the studio's server: its versions as buttons, newest
// first, the chosen one beside the file now, and a restore's answers (saved, conflict, problems, gone),
// in the studio's language. (The server's side: history.test.ts. Written with createElement: vitest
// takes tests/studio/*.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import dayjs from 'dayjs';
import { HistoryDialog } from '../../studio/client/history-dialog';
import { studioI18n } from '../../studio/client/i18n';
import { sha256 } from '../../studio/server/screens-file.mjs';

const now = '{\n  "version": 2\n}\n';
const older = '{\n  "version": 2,\n  "screens": []\n}\n';
const versions = [
  { id: '2026-12-06T12-01-02.345Z-aaaaaaaaaaaa', savedAt: '2026-12-06T12:01:02.345Z', hash: sha256(now), bytes: now.length },
  { id: '2026-12-05T08-00-00.000Z-bbbbbbbbbbbb', savedAt: '2026-12-05T08:00:00.000Z', hash: sha256(older), bytes: older.length },
];
const time = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

type Answer = { status: number; body: unknown };
let restoreAnswer: Answer;
let posted: unknown[];

beforeEach(async () => {
  posted = [];
  restoreAnswer = { status: 200, body: { status: 'saved', hash: sha256(older) } };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === '/__studio/history') return answer(200, { versions });
    if (url === `/__studio/history/${versions[1]!.id}`) return answer(200, { ...versions[1], text: older });
    if (url === '/__studio/restore') {
      posted.push(JSON.parse(String(init?.body)));
      return answer(restoreAnswer.status, restoreAnswer.body);
    }
    return answer(404, { error: 'Not found' });
  });
  await studioI18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(editorText = now) {
  const calls = { restored: vi.fn(), conflict: vi.fn(), close: vi.fn() };
  render(
    h(
      MantineProvider,
      { env: 'test' },
      h(HistoryDialog, {
        opened: true,
        current: { text: now, hash: sha256(now) },
        editorText,
        fileName: 'screens.json',
        onClose: calls.close,
        onRestored: calls.restored,
        onConflict: calls.conflict,
      }),
    ),
  );
  return calls;
}

async function choose(at: string) {
  const list = await screen.findByRole('list', { name: 'Saved versions' });
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(time(at)) }));
  await screen.findByRole('region', { name: `The file now and the version of ${time(at)}` });
}

describe('the history dialog', () => {
  it('lists the versions newest first, as buttons named by their time, the file now marked', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining(time(versions[0]!.savedAt)),
      expect.stringContaining(time(versions[1]!.savedAt)),
    ]);
    expect(buttons[0]!.textContent).toContain('the file now');
    expect(buttons[1]!.textContent).toContain(`${older.length} bytes (+${older.length - now.length})`);
    expect((screen.getByRole('button', { name: 'Restore this version' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("speaks the studio's language: Traditional Chinese", async () => {
    await studioI18n.changeLanguage('zh-TW');
    open();
    expect(await screen.findByRole('list', { name: '已儲存的版本' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'screens.json 的歷史版本' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '還原這個版本' })).toBeTruthy();
  });

  it('restores the chosen version over the file as the editor opened it', async () => {
    const calls = open();
    await choose(versions[1]!.savedAt);
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    await vi.waitFor(() => expect(calls.restored).toHaveBeenCalled());
    expect(posted).toEqual([{ id: versions[1]!.id, baseHash: sha256(now) }]);
    expect(calls.restored).toHaveBeenCalledWith({ text: older, hash: sha256(older) }, expect.stringContaining(time(versions[1]!.savedAt)));
  });

  it("warns that restoring drops the editor's unsaved edits", async () => {
    open(`${now} `);
    expect(await screen.findByText(/restoring this version replaces them/)).toBeTruthy();
  });

  it("hands a conflict on, with the file on disk and the version's text", async () => {
    restoreAnswer = { status: 409, body: { status: 'conflict', text: 'theirs', hash: 'h' } };
    const calls = open();
    await choose(versions[1]!.savedAt);
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    await vi.waitFor(() => expect(calls.conflict).toHaveBeenCalledWith({ text: 'theirs', hash: 'h' }, older));
    expect(calls.restored).not.toHaveBeenCalled();
  });

  it('shows the problems of a version that does not pass check-config', async () => {
    restoreAnswer = {
      status: 422,
      body: { status: 'invalid', problems: [{ file: 'screens.json', pointer: '/screens', place: 'screens', message: 'must be an array' }] },
    };
    open();
    await choose(versions[1]!.savedAt);
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not restored: this version has problems:');
    expect(alert.textContent).toContain('screens: must be an array');
  });

  it('says so when the version is no longer in the history', async () => {
    restoreAnswer = { status: 404, body: { error: 'That version is not in the history of screens.json' } };
    open();
    await choose(versions[1]!.savedAt);
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no longer in the history');
  });
});
