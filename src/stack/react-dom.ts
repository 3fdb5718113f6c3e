// The first step of the app's evaluation (boot.ts): React DOM, the largest single part of the code
// the app runs before it draws, evaluated in a task of its own before the rest (main.tsx).
export { createRoot, hydrateRoot } from 'react-dom/client';
