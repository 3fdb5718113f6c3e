// An XSS corpus injected through the demo backend (the `hostile` fault, DEMO_FAULTS=on) into every
// kind of field — fund names, labels, rich text, document names, dictionary labels, addresses — on
// every screen and tab. A listener proves that no script ran and no dialog opened; once with the
// site's Content-Security-Policy (nothing may even try), once with it bypassed (the rendering alone
// must keep every payload inert).
import type { BrowserContext, Page } from '@playwright/test';
import { drawEverySection, expect, test } from './fixtures';

const PAGES = [
  '/en/index',
  '/en/details?code=2800&tab=information',
  '/en/details?code=2800&tab=tracking',
  '/en/details?code=2800&tab=portfolio',
  '/en/details?code=2800&tab=dividend',
  '/en/details?code=2800&tab=document',
  '/en/per-details?code=2800',
  '/en/diff-details?code=2800',
  '/en/dividend-details?code=2800',
  '/en/investment-portfolio-details?code=2800',
  '/en/file-details?code=2800',
  '/details?code=2800',
];

async function hostile(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'demo-fault', value: 'hostile', url: baseURL! }]);
  await context.addInitScript(() => {
    const record = window as unknown as { __violations: string[] };
    record.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.__violations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
    );
  });
}

/** Everything on the page that could run or lead to script. */
const liveMarkup = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (
          /^(href|src|data|action|formaction|srcdoc)$/i.test(attribute.name) &&
          /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/[\t\n\r]/g, ''))
        )
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    for (const element of document.querySelectorAll(
      'main script, main iframe, main object, main embed, main details:not(.chart-table), main math, main style, main img',
    ))
      found.push(element.tagName);
    return found;
  });

/**
 * The CSP violations the page has reported, once every report already queued has arrived: with the
 * policy on, a handler the page itself then tries to run is reported after them, and is left out.
 */
async function violationsSoFar(page: Page, policy: boolean): Promise<string[]> {
  return page.evaluate(async (policy) => {
    const record = window as unknown as { __violations: string[] };
    if (policy) {
      const before = record.__violations.length;
      const sentinel = document.createElement('i');
      sentinel.setAttribute('onclick', 'void 0');
      document.body.append(sentinel);
      sentinel.click();
      sentinel.remove();
      // Waits for that report as for any state: a page without the policy never sends it, and says so.
      const until = performance.now() + 15_000;
      while (record.__violations.length === before && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      if (record.__violations.length === before) return ['no report for a handler the policy forbids: is the Content-Security-Policy on?'];
      record.__violations.pop();
    }
    return record.__violations.splice(0);
  }, policy);
}

/** Opens one page and checks it once every section has drawn: no live markup, no CSP report; returns the dialogs and the payloads shown as text. */
async function visit(page: Page, path: string, policy: boolean): Promise<{ dialogs: string[]; shownAsText: number }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  // Every section drawn, the rich text with its sanitiser among them, before anything is judged.
  const drawn = await drawEverySection(page);
  expect(drawn.length, path).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(200, 300);
  expect(await liveMarkup(page), path).toEqual([]);
  const shownAsText = await page
    .locator('main')
    .getByText(/alert\(/)
    .count();
  expect(await violationsSoFar(page, policy), path).toEqual([]);
  return { dialogs, shownAsText };
}

// One test per page and policy: each is short, so a busy machine slows it without running it out of time.
test.describe('an XSS corpus in every field', () => {
  test.setTimeout(90_000);

  for (const path of PAGES) {
    test(`with the Content-Security-Policy: nothing runs, nothing is even blocked on ${path}`, async ({ page, context, baseURL, problems }) => {
      await hostile(context, baseURL);
      const { dialogs, shownAsText } = await visit(page, path, true);
      expect(dialogs).toEqual([]);
      // The payloads are on the page, as text.
      expect(shownAsText).toBeGreaterThan(0);
      // The console names each blocked handler: exactly the test's own sentinel, nothing of the site's.
      const blocked = (problem: string) => problem.startsWith('console: Executing inline event handler violates');
      expect(problems.filter(blocked)).toHaveLength(1);
      expect(problems.filter((problem) => !blocked(problem))).toEqual([]);
    });

    test(`without the Content-Security-Policy: the rendering alone keeps every payload inert on ${path}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ bypassCSP: true, baseURL });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (/\/x$|javascript:|data:text\/html/.test(request.url())) requests.push(request.url());
      });
      await hostile(context, baseURL);
      const { dialogs } = await visit(page, path, false);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      // No payload's image was ever requested: none became an element.
      expect(requests).toEqual([]);
      await context.close();
    });
  }

  test('rich text keeps its harmless markup and drops the rest', async ({ page, context, baseURL }) => {
    await hostile(context, baseURL);
    await page.goto('/en/details?code=2800&tab=information');
    const objective = page.locator('section[data-section="objective"]');
    await expect(objective.locator('strong')).toHaveText('kept');
    await expect(objective.locator('script, img, svg, iframe, object, embed, details, math, style')).toHaveCount(0);
    for (const link of await objective.locator('a').all()) expect(await link.getAttribute('href')).toBeNull();
  });
});
