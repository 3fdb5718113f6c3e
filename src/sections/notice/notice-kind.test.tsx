// @vitest-environment happy-dom
// The notice kind: its text as a note, in its tone.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { NoticeSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { noticeKind } from './notice-kind';

const text = { 'zh-TW': '投資涉及風險。', 'zh-CN': '投资涉及风险。', 'en-US': 'Investment involves risks.' };
const data = { value: undefined, total: undefined };
const show = (section: NoticeSection) =>
  render(
    <I18nextProvider i18n={i18n}>
      <noticeKind.View section={section} data={data} controls={{} as SectionControls} />
    </I18nextProvider>,
  );

beforeAll(() => i18n.changeLanguage('zh-TW'));
afterEach(cleanup);

describe('notice', () => {
  it('shows the text in the current language as a note', () => {
    show({ id: 'n', kind: 'notice', text });
    expect(screen.getByRole('note').textContent).toBe('投資涉及風險。');
    expect(screen.getByRole('note').className).toBe('notice notice-info');
  });

  it('draws a warning in its own style', () => {
    show({ id: 'n', kind: 'notice', text, tone: 'warning' });
    expect(screen.getByRole('note').className).toBe('notice notice-warning');
  });

  it('is never empty', () => {
    expect(noticeKind.isEmpty(data, { id: 'n', kind: 'notice', text })).toBe(false);
  });
});
