// The studio's two HTML pages: the studio itself, and the preview of the site it frames.
import { ASSETS } from './bundle.mjs';

/** @type {(title: string, css: string[]) => string} */
const head = (title, css) => `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${css.map((href) => `<link rel="stylesheet" href="${href}" />`).join('\n    ')}`;

export const studioPage = () => `${head('Studio · screens.json', [`${ASSETS}studio.css`])}
    <script type="module" src="${ASSETS}studio.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The site's page, drawn by the site's own App from the manifest the studio sends (studio/preview/preview.tsx). */
export const previewPage = () => `${head('Preview', [`${ASSETS}preview.css`])}
    <meta name="on-demand-styles" content="${ASSETS}on-demand.css" />
    <script type="module" src="${ASSETS}preview.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
