// The studio's page: loads the file the studio edits, then draws the studio.
import '@mantine/core/styles.css';
import './studio.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { StudioApp, type OpenedFile } from './studio-app';

const response = await fetch('/__studio/file');
const root = createRoot(document.getElementById('root')!);
if (response.ok) {
  const file = (await response.json()) as OpenedFile;
  root.render(
    <MantineProvider theme={{ primaryShade: 8 }} forceColorScheme="light">
      <StudioApp file={file} />
    </MantineProvider>,
  );
} else {
  root.render(<p role="alert">The studio could not open the file: {(await response.json().catch(() => ({}))).error ?? response.status}</p>);
}
