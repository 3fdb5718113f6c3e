// @vitest-environment happy-dom
// A component's texts: its provider's instance in that instance's language, the same object on every
// render (nothing copied per component), and a language change followed.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, i18nIn } from './i18n';
import { useTranslation } from './use-translation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: Array<ReturnType<typeof useTranslation>> = [];
function Probe(): ReactNode {
  const texts = useTranslation();
  seen.push(texts);
  return texts.t('notFound.title');
}

describe('useTranslation', () => {
  afterEach(async () => {
    seen.length = 0;
    await act(() => i18n.changeLanguage('zh-TW'));
  });

  it("gives the provider's instance and its language's texts, the same object each render and for each component", async () => {
    const element = document.createElement('div');
    const root = createRoot(element);
    const english = i18nIn('en-US');
    const tree = (
      <I18nextProvider i18n={english}>
        <Probe />
        <Probe />
      </I18nextProvider>
    );
    await act(() => root.render(tree));
    await act(() => root.render(tree));
    expect(element.textContent).toBe(english.t('notFound.title').repeat(2));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]!.i18n).toBe(english);
    // Another language is another instance: the tree drawn with it shows its texts.
    await act(() =>
      root.render(
        <I18nextProvider i18n={i18nIn('zh-CN')}>
          <Probe />
        </I18nextProvider>,
      ),
    );
    expect(element.textContent).toBe(i18nIn('zh-CN').t('notFound.title'));
    expect(element.textContent).not.toBe(english.t('notFound.title'));
    act(() => root.unmount());
  });

  it('without a provider, follows the instance a language change is made on', async () => {
    const element = document.createElement('div');
    const root = createRoot(element);
    await act(() => root.render(<Probe />));
    const before = element.textContent;
    await act(() => i18n.changeLanguage('en-US'));
    expect(element.textContent).toBe(i18n.getFixedT('en-US')('notFound.title'));
    expect(element.textContent).not.toBe(before);
    act(() => root.unmount());
  });
});
