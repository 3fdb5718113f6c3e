// Writes the nginx site for a build (deploy/nginx/fund-site.conf.template): the screen routes and the
// parameter naming a fund from its screens.json, the security headers from its config.json (the
// same as the demo server's, server/security-headers.mjs), and the upstream, address and limits given.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../../server/security-headers.mjs';
import { TOO_LONG_PAGE } from '../../server/too-long.mjs';
import { PAGE_CODE, PAGE_TAB, subjectParam } from './page-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TEMPLATE = path.join(root, 'deploy', 'nginx', 'fund-site.conf.template');

/** @type {(text: string) => string} */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A value inside an nginx single-quoted string.
 * @type {(text: string) => string}
 */
const quoted = (text) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/**
 * The headers every answer carries, as `add_header` lines.
 * @param {import('../../src/config/config.gen.ts').RuntimeConfig} config
 */
export function securityHeaders(config) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ].map(([name, value]) => `add_header ${name} '${quoted(value)}' always;`);
}

/**
 * The site's configuration text.
 * @param {{ dist: string, upstream?: string, listen?: string, serverName?: string, apiRate?: number, apiBurst?: number, screens?: import('../../src/manifest/screens.gen.ts').ScreenManifest, config?: import('../../src/config/config.gen.ts').RuntimeConfig }} options
 *   `screens`/`config`: the manifest and runtime config (read from `dist` when not given).
 */
export async function nginxSite({ dist, upstream, listen = '127.0.0.1:8080', serverName = '_', apiRate = 50, apiBurst = 200, screens, config }) {
  const distDir = path.resolve(dist);
  screens ??= /** @type {import('../../src/manifest/screens.gen.ts').ScreenManifest} */ (
    JSON.parse(await readFile(path.join(distDir, 'screens.json'), 'utf8'))
  );
  config ??= /** @type {import('../../src/config/config.gen.ts').RuntimeConfig} */ (JSON.parse(await readFile(path.join(distDir, 'config.json'), 'utf8')));
  const base = config.commonServersBase;
  // An API on the site's own origin (a path such as "/api") is proxied to the upstream; one on
  // another origin is called by the browser itself (its origin is in the policy's connect-src).
  const proxied = typeof base === 'string' && base.startsWith('/');
  if (proxied && !/^\/[A-Za-z0-9._~/-]*$/.test(base)) throw new Error(`config.json commonServersBase "${base}" is not a path nginx can proxy`);
  if (proxied && !/^[\w.-]+:\d+$|^unix:\//.test(upstream ?? ''))
    throw new Error(`--upstream "${upstream ?? ''}": give host:port (or unix:/path) of the API that ${base} is proxied to`);
  const subjects = screens.screens.filter((screen) => screen.subject);
  const others = screens.screens.filter((screen) => !screen.subject);
  /** @type {(list: import('../../src/manifest/screens.gen.ts').Screen[]) => string} */
  const routeAlternatives = (list) => list.map((screen) => escapeRegex(screen.route.slice(1))).join('|') || '(?!)';
  const code = PAGE_CODE.source.replace(/^\^|\$$/g, '');
  const tabName = PAGE_TAB.source.replace(/^\^|\$$/g, '');
  // Each fund screen's addresses with a page of their own (server/site.mjs › fundPageFile): its code
  // alone, or with its first tab (the fund's page), or with another tab (the tab's page); either order.
  const subjectPages = subjects.flatMap((screen) => {
    const route = escapeRegex(screen.route);
    // `subjects`: the screens with a subject.
    const param = `${escapeRegex(encodeURIComponent(subjectParam(/** @type {import('../../src/manifest/screens.gen.ts').Subject} */ (screen.subject).source) ?? 'code'))}=(?<code>${code})`;
    const first = screen.tabs?.length ? `tab=${escapeRegex(screen.tabs[0].id)}` : undefined;
    /** @type {(a: string, b: string) => string[]} */
    const either = (a, b) => [`${a}&${b}`, `${b}&${a}`];
    return /** @type {[string[], string][]} */ ([
      [[param], '/$code.html'],
      ...(first
        ? [
            [either(param, first), '/$code.html'],
            [either(param, `tab=(?<tab>${tabName})`), '/$tab/$code.html'],
          ]
        : []),
    ]).flatMap(([queries, page]) => queries.map((query) => `    "~^${route}[?]${query}$"  "${page}";`));
  });
  const headers = securityHeaders(config);
  /** @type {Record<string, string>} */
  const fill = {
    UPSTREAM: upstream ?? '',
    API_RATE: String(apiRate),
    API_BURST: String(apiBurst),
    LISTEN: listen,
    SERVER_NAME: serverName,
    DIST: distDir,
    API_PREFIX: proxied ? base.replace(/\/+$/, '') : '',
    SUBJECT_PAGES: subjectPages.join('\n'),
    SUBJECT_ROUTES: routeAlternatives(subjects),
    SUBJECT_ROUTES_NOTE: subjects.map((screen) => screen.route).join(', ') || 'none',
    ROUTES: routeAlternatives(others),
    SECURITY_HEADERS: headers.map((line) => `    ${line}`).join('\n'),
    SECURITY_HEADERS_INDENTED: headers.map((line) => `        ${line}`).join('\n'),
    TOO_LONG_PAGE: quoted(TOO_LONG_PAGE.trim()),
  };
  let template = await readFile(TEMPLATE, 'utf8');
  // The lines for a site with its server behind (the API, and the funds' pages drawn on request), or without.
  template = template.replace(proxied ? /^ *# \[no-api\][^]*?^ *# \[\/no-api\]\n/gm : /^ *# \[api\][^]*?^ *# \[\/api\]\n/gm, '');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in fill)) throw new Error(`${path.relative(root, TEMPLATE)}: no value for ${match}`);
    return fill[name];
  });
}
