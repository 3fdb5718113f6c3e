// The studio's page: loads the file the studio edits, then draws the studio, in the language chosen
// for its interface (the preview's language is chosen apart, above the preview).
import '@mantine/core/styles.css';
import './studio.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { initialStudioLanguage, setStudioLanguage, studioI18n } from './i18n';
import { StudioApp, type OpenedFile } from './studio-app';

// Mantine's dimmed text (gray 6 on white, 3.3:1) is below WCAG AA's 4.5:1: gray 7 is 8:1.
const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

setStudioLanguage(initialStudioLanguage());
let fileName: string | undefined;
const showTitle = () => {
  document.title = fileName ? studioI18n.t('page.title', { file: fileName }) : studioI18n.t('page.name');
};
studioI18n.on('languageChanged', showTitle);
showTitle();

const response = await fetch('/__studio/file');
const root = createRoot(document.getElementById('root')!);
if (response.ok) {
  const file = (await response.json()) as OpenedFile;
  fileName = file.name;
  showTitle();
  root.render(
    <I18nextProvider i18n={studioI18n}>
      <MantineProvider theme={{ primaryShade: 8 }} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <StudioApp file={file} />
      </MantineProvider>
    </I18nextProvider>,
  );
} else {
  const reason = String((await response.json().catch(() => ({}))).error ?? response.status);
  root.render(<p role="alert">{studioI18n.t('page.couldNotOpen', { reason })}</p>);
}
