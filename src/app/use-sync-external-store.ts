// What the browser build gives libraries that import `use-sync-external-store/shim` (react-i18next,
// wouter) for Reacts older than 18: React's own hook (build.mjs, `reactOwnStore`).
export { useSyncExternalStore } from 'react';
