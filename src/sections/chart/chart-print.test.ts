// The print state: charts must know the page is printing even when their code arrives after the
// print began (the visitor asked to print before the page's script had loaded the chart code).
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { matches: boolean }) => void;

/** A window whose print media matches or not, and whose media listeners can be called. */
function fakeWindow(printMedia: boolean) {
  const mediaListeners: Listener[] = [];
  const events = new Map<string, () => void>();
  return {
    window: {
      addEventListener: (type: string, listener: () => void) => events.set(type, listener),
      matchMedia: () => ({ matches: printMedia, addEventListener: (_type: string, listener: Listener) => mediaListeners.push(listener) }),
    },
    fire: (type: string) => events.get(type)!(),
    mediaChange: (matches: boolean) => mediaListeners.forEach((listener) => listener({ matches })),
  };
}

async function loadWith(printMedia: boolean) {
  const fake = fakeWindow(printMedia);
  vi.stubGlobal('window', fake.window);
  vi.resetModules();
  return { ...fake, print: await import('./chart-print') };
}

describe('the print state', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is printing from the start when the code loads while the page is printing', async () => {
    const { print, fire } = await loadWith(true);
    expect(print.isPrinting()).toBe(true);
    fire('afterprint');
    expect(print.isPrinting()).toBe(false);
  });

  it('is not printing on screen, and follows the print events and the print media', async () => {
    const { print, fire, mediaChange } = await loadWith(false);
    expect(print.isPrinting()).toBe(false);
    fire('beforeprint');
    expect(print.isPrinting()).toBe(true);
    fire('afterprint');
    expect(print.isPrinting()).toBe(false);
    mediaChange(true);
    expect(print.isPrinting()).toBe(true);
  });
});
