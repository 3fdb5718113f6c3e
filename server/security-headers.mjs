// Security headers for every response. The Content-Security-Policy allows scripts from this
// origin only (no inline scripts, no eval); styles may be inline because Mantine writes its theme
// variables in a <style> tag; frame-ancestors lists the partner origins from runtime config.

/**
 * What the policy reads of the runtime config (a RuntimeConfig has it): the API base and the partner origins.
 * @typedef {{ commonServersBase: string, embed: { parentOrigins: '*' | readonly string[] } }} PolicyConfig
 */

/**
 * The origin of an absolute API base, so the browser may call it; none for a same-origin path.
 * @param {string} base
 */
function apiOrigin(base) {
  try {
    return /^https?:\/\//.test(base) ? new URL(base).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy for a runtime config.
 * @param {PolicyConfig} config
 */
export function contentSecurityPolicy(config) {
  const parents = config.embed.parentOrigins === '*' ? '*' : ["'self'", ...config.embed.parentOrigins].join(' ');
  const api = apiOrigin(config.commonServersBase);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${parents}`,
  ].join('; ');
}

/**
 * Sets the security headers on a response.
 * @param {import('node:http').ServerResponse} res
 * @param {PolicyConfig} config
 */
export function setSecurityHeaders(res, config) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
}
