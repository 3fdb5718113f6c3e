// Which input shows which problem. A problem of check-config names the value it is about with a
// JSON pointer; the input at that pointer shows it, and a problem about a value no input shows (a
// missing key, a list too short) goes to the closest part of the form above it that is shown.
import type { Problem } from '../../../src/manifest/manifest-problems';
import type { Path } from '../structure';

/** The JSON pointer of a path, as check-config writes it. */
export const pointerOf = (path: Path): string => path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The pointer is the ancestor's or inside it. */
export const isWithin = (pointer: string, ancestor: string): boolean => pointer === ancestor || pointer.startsWith(`${ancestor}/`);

/** The problems about the value at `pointer` or inside it. */
export const problemsWithin = (problems: readonly Problem[], pointer: string): Problem[] => problems.filter((problem) => isWithin(problem.pointer, pointer));

/** The problems a part of the form shows itself: those none of the children it shows takes. */
export const problemsLeft = (problems: readonly Problem[], children: readonly string[]): Problem[] =>
  problems.filter((problem) => !children.some((child) => isWithin(problem.pointer, child)));

/** A problem in check-config's words. */
export const problemWords = (problem: Problem): string => `${problem.place}: ${problem.message}`;
