// A page's title, the same in its HTML (written at build time) and in the browser: the fund's name, the
// tab the address opens (one other than the first), the screen's title and the site's name.
export const pageTitle = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' | ');
