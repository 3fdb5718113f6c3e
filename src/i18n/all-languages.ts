// Every language's texts at once, for code that runs outside a browser page: the build's renderer
// (src/prerender/render-page.tsx) and the unit tests (vitest.setup.ts).
import zhTW from './locales/zh-TW.json';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';
import { addLanguage } from './i18n';

addLanguage('zh-TW', zhTW);
addLanguage('zh-CN', zhCN);
addLanguage('en-US', enUS);
