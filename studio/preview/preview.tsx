// The studio's preview: the site's own App, drawing the manifest the studio's page sends. The
// manifest is validated here as the site validates a screens.json it was not built from
// (validate-manifest.ts); only a valid one is drawn. Messages are taken from the studio's page
// alone (the parent frame, same origin).
import '../../src/app/styles.css';
import { createRoot } from 'react-dom/client';
import { startTransition, useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { App } from '../../src/app/app';
import { applyChangeColors, loadRuntimeConfig } from '../../src/config/runtime-config';
import { configureClient } from '../../src/api/client';
import { configureTradingHours } from '../../src/config/trading-hours';
import { applyLanguage, currentLanguage } from '../../src/i18n/i18n';
import { splitLanguagePath } from '../../src/i18n/languages';
import { createQueryClient } from '../../src/api/query-client';
import { showApiErrorsAsToasts } from '../../src/app/toasts';
import { validateManifest } from '../../src/manifest/validate-manifest';
import type { ScreenManifest } from '../../src/manifest/screens.gen';
import type { FromPreview, ToPreview } from '../shared/messages';
import './preview.css';

const post = (message: FromPreview) => window.parent.postMessage(message, location.origin);

applyLanguage(splitLanguagePath(location.pathname).language);
const config = await loadRuntimeConfig();
applyChangeColors(config);
configureTradingHours(config.tradingHours);
configureClient({ base: () => config.commonServersBase, language: currentLanguage });
showApiErrorsAsToasts();

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);
let selected: string | undefined;

/** Tells the studio when a version of the manifest has been drawn. */
function Drawn({ version, children }: { version: number; children: React.ReactNode }) {
  useEffect(() => {
    requestAnimationFrame(() => {
      post({ type: 'drawn', version });
      if (selected) outline(selected, false);
    });
  }, [version]);
  return children;
}

let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Outlines the section with this id (the studio's selection), scrolling it into view when asked.
 * A section not drawn yet (a screen just opened, its code still loading) is looked for again for a
 * few seconds.
 */
function outline(id: string | undefined, scroll: boolean, tries = 40) {
  selected = id;
  clearTimeout(retry);
  for (const element of document.querySelectorAll('[data-studio-selected]')) element.removeAttribute('data-studio-selected');
  if (!id) return;
  const element = document.querySelector(`main [data-section="${CSS.escape(id)}"]`);
  if (!element) {
    if (tries > 0) retry = setTimeout(() => outline(id, scroll, tries - 1), 100);
    return;
  }
  element.setAttribute('data-studio-selected', '');
  if (scroll) element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}

function draw(manifest: ScreenManifest, version: number) {
  startTransition(() =>
    root.render(
      <Drawn version={version}>
        <App manifest={manifest} queryClient={queryClient} />
      </Drawn>,
    ),
  );
}

window.addEventListener('message', async (event: MessageEvent<ToPreview>) => {
  if (event.origin !== location.origin || event.source !== window.parent) return;
  const message = event.data;
  if (message.type === 'draw') {
    const address = `${location.pathname}${location.search}`;
    if (message.address !== address) {
      navigate(message.address, { replace: true });
      window.scrollTo(0, 0);
    }
    const result = await validateManifest(message.manifest);
    if (result.ok) draw(result.manifest, message.version);
    else post({ type: 'invalid', version: message.version, problems: result.problems });
  } else if (message.type === 'outline') outline(message.id, true);
});

// A click in a section selects it in the studio; the click still does what it does on the site.
document.addEventListener(
  'click',
  (event) => {
    const section = (event.target as Element | null)?.closest?.('main [data-section]');
    const id = section?.getAttribute('data-section');
    if (id) {
      outline(id, false);
      post({ type: 'select', id });
    }
  },
  true,
);

// The site's own links move the preview: the studio follows the address.
for (const type of ['popstate', 'pushState', 'replaceState']) {
  window.addEventListener(type, () => post({ type: 'address', address: `${location.pathname}${location.search}` }));
}
post({ type: 'ready' });
