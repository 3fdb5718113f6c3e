// The page as its HTML has it. Every screen is rendered at build time (src/prerender/) and the
// browser hydrates that HTML: its first render must draw exactly what the build drew, whatever the
// visitor's stored state, window width or answers already in. That first render is the static pass:
// the fund's identity the page was built with (if any), placeholders where data goes, rules read on
// the day the page was built. Right after it the app draws the live page, in a transition.
import { createContext, useContext } from 'react';
import dayjs from 'dayjs';

export interface RenderPass {
  /** True while drawing what the HTML has: at build time, and in the browser's hydrating render. */
  staticPass: boolean;
  /** The fund's identity the page was built with (the fields its screens need), for a fund's own page. */
  subject?: Record<string, unknown> | undefined;
  /** When the page was built: the day a rule about the fund's age is read on in the static pass. */
  builtAt?: string | undefined;
}

export const RenderPassContext = createContext<RenderPass>({ staticPass: false });

export const useRenderPass = () => useContext(RenderPassContext);

/** Whether this render draws what the HTML has (see RenderPass.staticPass). */
export const useStaticPass = () => useContext(RenderPassContext).staticPass;

/**
 * Sections drawn as placeholders (their heading, their skeleton): a page drawn from its HTML keeps
 * them until the fund and the sections' code are in, as the HTML had them.
 */
export const SectionPlaceholderContext = createContext(false);

/** The day rules about a fund's age are read on: the build's in the static pass, else today. */
export function useRenderDay(): dayjs.Dayjs {
  const { staticPass, builtAt } = useRenderPass();
  return staticPass && builtAt ? dayjs(builtAt) : dayjs();
}

let overHtml = false;

/**
 * The document's HTML is a page drawn for another address (a shared link with filters, a screens.json
 * edited since the build): the app draws afresh over it. Its first screen then keeps the placeholders
 * the HTML showed until its sections are ready, as a hydrated page does, instead of an empty page between.
 */
export function drawOverHtml(): void {
  overHtml = true;
}

/** Whether the screen being mounted is the first, drawn over the HTML (once: later screens are not). */
export function takeOverHtml(): boolean {
  const taken = overHtml;
  overHtml = false;
  return taken;
}
