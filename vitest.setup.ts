// For every vitest file: Testing Library's findBy/waitFor wait for a state up to 15 s (its default,
// 1 s, is a wall-clock tolerance a busy 2-core machine can exceed); a state that comes returns at once.
import { configure } from '@testing-library/dom';
// The interface's texts in every language, as the build's renderer has them (in the browser each loads on demand).
import './src/i18n/all-languages';

configure({ asyncUtilTimeout: 15_000 });
