// Which origins a framed page may post its messages to, from config.json's `embed.parentOrigins`.
import type { RuntimeConfig } from '../config/config.gen';

type ParentOrigins = RuntimeConfig['embed']['parentOrigins'];

/** What the page knows about its parent: Chromium's and Safari's `location.ancestorOrigins`, else the referrer. */
export interface ParentHints {
  /** `location.ancestorOrigins[0]`, when the browser has it ("null" when it is hidden). */
  ancestorOrigin?: string | undefined;
  /** `document.referrer` (the parent's address when the frame was first loaded). */
  referrer?: string | undefined;
  /** This page's own origin: a referrer from it says nothing about the parent. */
  ownOrigin: string;
}

function originOf(address: string | undefined): string | undefined {
  if (!address || address === 'null') return undefined;
  try {
    const origin = new URL(address).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The `targetOrigin`s to post to. `"*"` allows any parent. With a list, never `"*"`: the parent's
 * origin when it is known (nothing when it is not listed), otherwise every listed origin, each of
 * which the browser delivers only if the parent has that origin.
 */
export function messageTargets(parentOrigins: ParentOrigins, hints: ParentHints): string[] {
  if (parentOrigins === '*') return ['*'];
  const allowed = [...new Set(parentOrigins.map((origin) => originOf(origin)).filter((origin) => origin !== undefined))];
  const fromReferrer = originOf(hints.referrer);
  const parent = originOf(hints.ancestorOrigin) ?? (fromReferrer === hints.ownOrigin ? undefined : fromReferrer);
  if (parent === undefined) return allowed;
  return allowed.includes(parent) ? [parent] : [];
}
