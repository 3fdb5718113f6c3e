// The studio's HTML page (the preview's pages are the site's own: preview-site.mjs). Its language and
// title are the default interface's until the script sets the chosen one (studio/client/studio.tsx).
import { ASSETS } from './bundle.mjs';

export const studioPage = () => `<!doctype html>
<html lang="zh-TW" data-mantine-color-scheme="light">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>工作室 · screens.json</title>
    <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
    <link rel="stylesheet" href="${ASSETS}studio.css" />
    <script type="module" src="${ASSETS}studio.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
